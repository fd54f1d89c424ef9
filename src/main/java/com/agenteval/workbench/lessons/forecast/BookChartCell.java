package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.List;

/**
 * The notebook's bar chart of a replayed run: each agent's p_yes labelled {@code :.0%}, in the book's blue and
 * copper, with its title, subtitle and axis labels, bars 0.58 wide and the y axis from 0 to the highest bar plus 10
 * points ({@code ax.set_ylim(0, max(...) + 0.10)}). An agent that did not forecast gets no bar. Where the run's
 * question has a market price (the book's 04 capture: 0.545), a dashed line marks it, as the replay lesson says: the
 * book's notebook draws none, but the bars mean more beside what the market thought (issue 26).
 */
class BookChartCell extends ChartCell {

    BookChartCell(String title) {
        super(title);
    }

    /** Shows the chart of a replay. */
    void show(ReplayAnalysis r) {
        show(specOf(r));
    }

    ChartSpec specOf(ReplayAnalysis r) {
        List<String> categories = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        List<Double> drawn = new ArrayList<>();
        for (ReplayAnalysis.AgentReplay a : r.agents()) {
            boolean bar = a.forecastProduced() && a.pYes() != null;
            categories.add(bar ? a.agentId() : getTranslation("forecast.chart.no-forecast", a.agentId()));
            values.add(bar ? 100 * a.pYes() : null);
            if (bar) {
                drawn.add(a.pYes());
            }
        }
        List<String> colors = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            colors.add(NotebookPrintout.BOOK_COLORS.get(i % NotebookPrintout.BOOK_COLORS.size()));
        }
        ChartSpec spec = Charts.bar(
                        NotebookPrintout.CHART_TITLE,
                        Axis.of(NotebookPrintout.CHART_X),
                        Axis.of(NotebookPrintout.chartY(r), "%"),
                        categories)
                .withSubtitle(NotebookPrintout.chartSubtitle(r))
                .withColors(colors)
                .withSeries(Series.of("p_yes", values))
                .withValueFormat(ValueFormat.of(0, "%"))
                .withDataLabels()
                .withBarWidth(NotebookPrintout.BAR_WIDTH)
                .withYRange(0.0, 100 * NotebookPrintout.chartTop(drawn));
        Double market = r.header().marketPrice();
        return market == null
                ? spec
                : spec.withReferenceLine(ReferenceLine.horizontal(
                        100 * market, getTranslation("forecast.chart.market", Python.percent(market, 1))));
    }
}
