package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.HeaderRow;
import java.util.List;
import java.util.function.Function;

/** Per GPA metric: how many traces have it, and each judge's precision, recall, F1 and located share side by side. */
class MetricsTable extends TableCell<JudgeComparison.MetricRow> {

    MetricsTable(String title) {
        super(title);
        setId("metric-table");
        JudgeTables.compact(this);
        text(getTranslation("judges.col.metric"), JudgeComparison.MetricRow::name);
        number(getTranslation("judges.col.support"), JudgeComparison.MetricRow::support, String::valueOf);
        HeaderRow top = grid().prependHeaderRow();
        judge(top, "outcome", JudgeComparison.MetricRow::outcome);
        judge(top, "rules", JudgeComparison.MetricRow::rules);
    }

    /** Four columns under one header naming the judge. */
    private void judge(HeaderRow top, String name, Function<JudgeComparison.MetricRow, MetricScore> score) {
        List<Grid.Column<JudgeComparison.MetricRow>> cols = List.of(
                number(
                        getTranslation("judges.col.precision"),
                        r -> score.apply(r).precision(),
                        JudgeComparison::share),
                number(getTranslation("judges.col.recall"), r -> score.apply(r).recall(), JudgeComparison::share),
                number("F1", r -> score.apply(r).f1(), JudgeComparison::share),
                number(
                        getTranslation("judges.col.located"),
                        r -> score.apply(r).located().share(),
                        JudgeComparison::share));
        top.join(cols.toArray(Grid.Column[]::new)).setText(getTranslation("judges.judge." + name));
    }
}
