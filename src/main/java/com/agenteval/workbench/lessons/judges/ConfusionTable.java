package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.notebook.TableCell;

/** The metric confusion of one judge: rows are the labels' primary metrics, columns what it cited at their root. */
class ConfusionTable extends TableCell<JudgeComparison.ConfusionRow> {

    ConfusionTable(String title) {
        super(title);
        setId("confusion-table");
        JudgeTables.compact(this);
        text(getTranslation("judges.col.label-metric"), r -> r.metric().name());
        for (Metric m : Metric.values()) {
            number(m.name(), r -> r.cited().get(m.name()), String::valueOf);
        }
        number(getTranslation("judges.col.none"), r -> r.cited().get(Scorecard.NONE), String::valueOf);
    }
}
