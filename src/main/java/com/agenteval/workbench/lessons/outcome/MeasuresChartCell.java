package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.List;

/** Accuracy beside the process measures, one bar group per measure and one series per task set. */
class MeasuresChartCell extends ChartCell {

    MeasuresChartCell(String title) {
        super(title);
    }

    ChartSpec chart(List<TaskSetRun> sets) {
        List<String> measures = List.of(
                getTranslation("outcome.col.accuracy"),
                getTranslation("outcome.col.clean"),
                getTranslation("outcome.col.lucky-rate"),
                getTranslation("outcome.col.stale-only-rate"));
        ChartSpec spec = Charts.groupedBar(
                getTranslation("outcome.chart"),
                Axis.of(getTranslation("outcome.measure")),
                Axis.of(getTranslation("outcome.share"), "%"),
                measures);
        for (TaskSetRun s : sets) {
            OutcomeMeasures m = s.measures();
            spec = spec.withSeries(Series.of(
                    getTranslation(s.nameKey()),
                    List.of(100 * m.accuracy(), 100 * m.cleanRate(), 100 * m.luckyRate(), 100 * m.staleOnlyRate())));
        }
        return spec.withValueFormat(ValueFormat.of(1, "%")).withYRange(0.0, 100.0);
    }
}
