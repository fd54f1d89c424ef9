package com.agenteval.workbench.judges;

import com.agenteval.workbench.core.judge.MetricScore;
import com.agenteval.workbench.notebook.TableCell;
import java.util.function.Function;

/** Per GPA metric: how many traces have it, and each judge's precision, recall, F1 and located share side by side. */
class MetricsTable extends TableCell<JudgeComparison.MetricRow> {

    MetricsTable(String title) {
        super(title);
        setId("metric-table");
        allRowsVisible();
        text(getTranslation("judges.col.metric"), JudgeComparison.MetricRow::name);
        number(getTranslation("judges.col.support"), JudgeComparison.MetricRow::support, String::valueOf);
        judge("outcome", JudgeComparison.MetricRow::outcome);
        judge("rules", JudgeComparison.MetricRow::rules);
    }

    private void judge(String name, Function<JudgeComparison.MetricRow, MetricScore> score) {
        String who = getTranslation("judges.judge." + name);
        number(who + " · " + getTranslation("judges.col.precision"), r -> score.apply(r).precision(),
                JudgeComparison::share);
        number(who + " · " + getTranslation("judges.col.recall"), r -> score.apply(r).recall(), JudgeComparison::share);
        number(who + " · F1", r -> score.apply(r).f1(), JudgeComparison::share);
        number(who + " · " + getTranslation("judges.col.located"), r -> score.apply(r).located().share(),
                JudgeComparison::share);
    }
}
