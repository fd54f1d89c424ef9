package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.Confusion;
import com.agenteval.workbench.core.judge.Scorecard.Ratio;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.HeaderRow;
import java.util.List;

/** Per judge: location, joint accuracy, the flawed-process confusion matrix, lucky-correct and stale-data traces. */
class JudgesTable extends TableCell<JudgesTable.Row> {

    /** One judge's trace-level scores. */
    record Row(String judge, Scorecard card) {
        Confusion flawed() {
            return card.flawed();
        }
    }

    static List<Row> rows(JudgeComparison c) {
        return List.of(new Row("outcome", c.outcome()), new Row("rules", c.rules()));
    }

    JudgesTable(String title) {
        super(title);
        setId("judge-table");
        JudgeTables.compact(this);
        text(getTranslation("judges.col.judge"), r -> getTranslation("judges.judge." + r.judge()));
        Grid.Column<Row> root = number(
                getTranslation("judges.col.root"), r -> r.card().rootLocated().share(), JudgeComparison::share);
        Grid.Column<Row> symptom = number(
                getTranslation("judges.col.symptom"),
                r -> r.card().symptomLocated().share(),
                JudgeComparison::share);
        number(getTranslation("judges.col.joint"), r -> r.card().joint().share(), JudgeComparison::share);
        Grid.Column<Row> tp = number("TP", r -> r.flawed().tp(), String::valueOf);
        Grid.Column<Row> fp = number("FP", r -> r.flawed().fp(), String::valueOf);
        Grid.Column<Row> fn = number("FN", r -> r.flawed().fn(), String::valueOf);
        Grid.Column<Row> tn = number("TN", r -> r.flawed().tn(), String::valueOf);
        text(getTranslation("judges.col.lucky"), r -> ratio(r.card().luckyCorrect()));
        text(getTranslation("judges.col.stale"), r -> ratio(r.card().staleClean()));
        number(
                getTranslation("judges.col.unparseable"),
                r -> r.card().unparseableVerdicts() + r.card().unparseableMetrics(),
                String::valueOf);
        HeaderRow top = grid().prependHeaderRow();
        top.join(root, symptom).setText(getTranslation("judges.col.location"));
        top.join(tp, fp, fn, tn).setText(getTranslation("judges.col.flawed"));
    }

    static String ratio(Ratio r) {
        return r.hits() + " / " + r.total();
    }
}
