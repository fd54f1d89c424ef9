package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** Each judge's recall per metric, side by side: where reading only the trace misses the true labels. */
class RecallChartCell extends ChartCell {

    RecallChartCell(String title) {
        super(title);
    }

    ChartSpec chart(JudgeComparison c) {
        List<String> metrics = Arrays.stream(Metric.values()).map(Enum::name).toList();
        ChartSpec spec = Charts.groupedBar(
                getTranslation("judges.chart.title"),
                Axis.of(getTranslation("judges.chart.metric")),
                Axis.of(getTranslation("judges.col.recall"), "%"),
                metrics);
        for (String name : Judges.NAMES) {
            Scorecard card = c.card(name);
            List<Double> recall = new ArrayList<>();
            for (Metric m : Metric.values()) {
                double x = Objects.requireNonNull(card.metrics().get(m), "a scorecard scores every metric")
                        .recall();
                // no true label of this metric: no bar, rather than a zero that reads as a miss
                recall.add(Double.isNaN(x) ? null : 100 * x);
            }
            spec = spec.withSeries(Series.of(getTranslation("judges.judge." + name), recall));
        }
        return spec.withValueFormat(ValueFormat.of(0, "%")).withYRange(0.0, 100.0);
    }
}
