package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.notebook.TableCell;

/** Benign labels by kind, reported apart: how many there are and how many each judge located at the root step. */
class BenignTable extends TableCell<JudgeComparison.BenignRow> {

    BenignTable(String title) {
        super(title);
        setId("benign-table");
        JudgeTables.compact(this);
        text(
                getTranslation("judges.col.kind"),
                r -> getTranslation("judges.benign." + r.kind().replace('_', '-')));
        number(getTranslation("judges.col.labels"), JudgeComparison.BenignRow::total, String::valueOf);
        number(getTranslation("judges.judge.outcome"), JudgeComparison.BenignRow::outcome, String::valueOf);
        number(getTranslation("judges.judge.rules"), JudgeComparison.BenignRow::rules, String::valueOf);
    }
}
