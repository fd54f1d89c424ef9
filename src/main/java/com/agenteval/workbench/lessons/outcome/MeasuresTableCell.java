package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.notebook.TableCell;
import java.util.List;
import java.util.Objects;

/** One row per task set: the outcome next to the process measures, each rate with its 95% interval. */
class MeasuresTableCell extends TableCell<MeasuresTableCell.Row> {

    /** A task set with the interval the page's error-bars switch chose. */
    record Row(TaskSetRun set, IntervalMethod method) {

        Row {
            Objects.requireNonNull(set, "set");
            Objects.requireNonNull(method, "method");
        }

        /** {@code 0.720 [0.658, 0.782]}. */
        String accuracy() {
            return OutcomeFiguresCell.rate(
                    set.measures().accuracy(), set.intervals().accuracy().of(method));
        }

        String clean() {
            return OutcomeFiguresCell.rate(
                    set.measures().cleanRate(), set.intervals().clean().of(method));
        }
    }

    /** Every set's row under the chosen method. */
    static List<Row> rows(List<TaskSetRun> sets, IntervalMethod method) {
        return sets.stream().map(s -> new Row(s, method)).toList();
    }

    MeasuresTableCell(String title) {
        super(title);
        getContent().setId("measures");
        text(getTranslation("outcome.col.set"), r -> getTranslation(r.set().nameKey()));
        number(getTranslation("outcome.col.tasks"), r -> r.set().measures().n(), String::valueOf);
        number(getTranslation("outcome.col.correct"), r -> r.set().measures().correct(), String::valueOf);
        numberShown(
                getTranslation("outcome.col.accuracy"), r -> r.set().measures().accuracy(), Row::accuracy);
        numberShown(getTranslation("outcome.col.clean"), r -> r.set().measures().cleanRate(), Row::clean);
        number(getTranslation("outcome.col.lucky"), r -> r.set().measures().lucky(), String::valueOf);
        number(getTranslation("outcome.col.stale-only"), r -> r.set().measures().staleOnly(), String::valueOf);
        number(
                getTranslation("outcome.col.stale-tasks"),
                r -> r.set().measures().staleTasks(),
                String::valueOf);
        grid().setHeight(null); // as tall as its rows
        allRowsVisible();
    }
}
