package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.notebook.TableCell;

/** One row per task set: the outcome next to the process measures. */
class MeasuresTableCell extends TableCell<TaskSetRun> {

    MeasuresTableCell(String title) {
        super(title);
        getContent().setId("measures");
        text(getTranslation("outcome.col.set"), s -> getTranslation(s.nameKey()));
        number(getTranslation("outcome.col.tasks"), s -> s.measures().n(), String::valueOf);
        number(getTranslation("outcome.col.correct"), s -> s.measures().correct(), String::valueOf);
        number(getTranslation("outcome.col.accuracy"), s -> s.measures().accuracy(), OutcomeFiguresCell::rate);
        number(getTranslation("outcome.col.clean"), s -> s.measures().cleanRate(), OutcomeFiguresCell::rate);
        number(getTranslation("outcome.col.lucky"), s -> s.measures().lucky(), String::valueOf);
        number(getTranslation("outcome.col.stale-only"), s -> s.measures().staleOnly(), String::valueOf);
        number(getTranslation("outcome.col.stale-tasks"), s -> s.measures().staleTasks(), String::valueOf);
        grid().setHeight(null);      // as tall as its rows
        allRowsVisible();
    }
}
