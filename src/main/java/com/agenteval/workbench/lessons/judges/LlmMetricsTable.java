package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.HeaderRow;
import java.util.List;
import java.util.function.Function;

/** Per GPA metric: the LLM judge's mean 0–3 score and unreadable replies, then both judges' precision, recall, F1. */
class LlmMetricsTable extends TableCell<LlmJudgeView.Row> {

    LlmMetricsTable(String title) {
        super(title);
        setId("llm-metric-table");
        JudgeTables.compact(this);
        text(getTranslation("judges.col.metric"), LlmJudgeView.Row::name);
        number(getTranslation("judges.col.support"), r -> r.llm().support(), String::valueOf);
        number(getTranslation("judges.llm.col.mean"), LlmJudgeView.Row::meanScore, LlmJudgeView::mean);
        number(getTranslation("judges.llm.col.unreadable"), LlmJudgeView.Row::unreadable, String::valueOf);
        HeaderRow top = grid().prependHeaderRow();
        judge(top, getTranslation("judges.llm.judge"), LlmJudgeView.Row::llm);
        judge(top, getTranslation("judges.judge.rules"), LlmJudgeView.Row::rules);
        // eleven columns: narrow ones that share the width, so the last judge's F1 is not cut off
        grid().getColumns().forEach(c -> c.setWidth("5.5em").setFlexGrow(1));
    }

    private void judge(HeaderRow top, String name, Function<LlmJudgeView.Row, MetricScore> score) {
        List<Grid.Column<LlmJudgeView.Row>> cols = List.of(
                number(
                        getTranslation("judges.col.precision"),
                        r -> score.apply(r).precision(),
                        JudgeComparison::share),
                number(getTranslation("judges.col.recall"), r -> score.apply(r).recall(), JudgeComparison::share),
                number("F1", r -> score.apply(r).f1(), JudgeComparison::share));
        top.join(cols.toArray(Grid.Column[]::new)).setText(name);
    }
}
