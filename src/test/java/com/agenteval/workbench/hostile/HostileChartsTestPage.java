package com.agenteval.workbench.hostile;

import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.chart.Annotation;
import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;

/**
 * A test-only page (not in the menu): every kind of chart with a payload in every text it can carry (title, axis
 * titles, categories, series names and so the legend, point labels, annotations, reference lines), so the suite
 * tests the chart element itself, whichever pages happen to put untrusted text where today.
 */
@Route("test/hostile-charts")
public class HostileChartsTestPage extends NotebookPage {

    public HostileChartsTestPage() {
        specs().forEach(spec -> cell(new ApexChart(spec)));
    }

    /** The charts shown: three per group of nine payloads, so each chart stays small enough to hover every bar. */
    static List<ChartSpec> specs() {
        List<ChartSpec> specs = new ArrayList<>();
        List<Payloads.Payload> all = Payloads.ALL;
        for (int from = 0; from < all.size(); from += 9) {
            specs.addAll(charts(all.subList(from, Math.min(all.size(), from + 9)).stream()
                    .map(Payloads.Payload::text)
                    .toList()));
        }
        return specs;
    }

    /** How many texts the charts carry: titles, axis titles, categories, series, point labels, notes, lines. */
    static long texts() {
        long n = 0;
        for (ChartSpec s : specs()) {
            n += 3
                    + s.categories().size()
                    + s.series().size()
                    + s.annotations().size()
                    + s.referenceLines().size();
            n += s.series().stream()
                    .flatMap(x -> x.points().stream())
                    .filter(p -> p.label() != null)
                    .count();
        }
        return n;
    }

    private static List<ChartSpec> charts(List<String> texts) {
        String first = texts.get(0);
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            a.add(1.0 + i);
            b.add(2.0 + i);
            points.add(Point.of(0.1 * i, 0.5 + 0.05 * i, texts.get(i)));
        }
        ChartSpec grouped = Charts.groupedBar(first, Axis.of(first, first), Axis.of(first), texts)
                .withSeries(Series.of(texts.get(0), a))
                .withSeries(Series.of(texts.get(texts.size() - 1), b))
                .withReferenceLine(ReferenceLine.horizontal(3, first))
                .withReferenceLine(ReferenceLine.vertical(texts.get(1), texts.get(1)))
                .withAnnotation(Annotation.at(texts.get(2), 2, texts.get(2)))
                .withDataLabels();
        ChartSpec scatter = Charts.scatter(first, Axis.of(first), Axis.of(first))
                .withSeries(Series.points(texts.get(0), points))
                .withSeries(Series.line(texts.get(1), List.of(Point.of(0, 0, first), Point.of(1, 1, first))))
                .withAnnotation(Annotation.at(0.2, 0.6, texts.get(3)))
                .withXRange(0.0, 1.0);
        ChartSpec line = Charts.line(first, Axis.of(first), Axis.of(first), texts)
                .withSeries(Series.of(texts.get(2), a))
                .withSeries(Series.of(texts.get(3), b));
        return List.of(grouped, scatter, line);
    }
}
