package com.agenteval.workbench.judges;

import com.agenteval.workbench.core.judge.Confusion;
import com.agenteval.workbench.core.judge.Ratio;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.notebook.TableCell;
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
        allRowsVisible();
        text(getTranslation("judges.col.judge"), r -> getTranslation("judges.judge." + r.judge()));
        number(getTranslation("judges.col.root"), r -> r.card().rootLocated().share(), JudgeComparison::share);
        number(getTranslation("judges.col.symptom"), r -> r.card().symptomLocated().share(), JudgeComparison::share);
        number(getTranslation("judges.col.joint"), r -> r.card().joint().share(), JudgeComparison::share);
        number("TP", r -> r.flawed().tp(), String::valueOf);
        number("FP", r -> r.flawed().fp(), String::valueOf);
        number("FN", r -> r.flawed().fn(), String::valueOf);
        number("TN", r -> r.flawed().tn(), String::valueOf);
        text(getTranslation("judges.col.lucky"), r -> ratio(r.card().luckyCorrect()));
        text(getTranslation("judges.col.stale"), r -> ratio(r.card().staleClean()));
        number(getTranslation("judges.col.unparseable"), r -> r.card().unparseableVerdicts()
                + r.card().unparseableMetrics(), String::valueOf);
    }

    static String ratio(Ratio r) {
        return r.hits() + " / " + r.total();
    }
}
