package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;

/** The lucky-correct traces of both sets; a click (or the link) opens one in the agent timeline. */
class LuckyTracesCell extends TableCell<LuckyTracesCell.Row> {

    /** Trace {@code index} of a task set. */
    record Row(TaskSetRun set, int index) {

        Trace trace() {
            return set.traces().get(index);
        }

        String url() {
            return set.agentUrl(index);
        }
    }

    LuckyTracesCell(String title) {
        super(title);
        getContent().setId("lucky-list");
        text(getTranslation("outcome.col.set"), r -> getTranslation(r.set().nameKey()))
                .setFlexGrow(0)
                .setWidth("9em");
        text(getTranslation("outcome.col.task"), r -> r.trace().task().id())
                .setFlexGrow(0)
                .setWidth("6em");
        text(getTranslation("outcome.col.question"), r -> r.trace().task().question())
                .setFlexGrow(3);
        text(
                        getTranslation("outcome.col.errors"),
                        r -> OutcomeMeasures.describe(OutcomeMeasures.nonBenignErrors(r.trace())))
                .setFlexGrow(2);
        grid().addComponentColumn(r -> {
                    Anchor a = new Anchor(r.url(), getTranslation("outcome.open"));
                    a.addClassName("lucky-open");
                    a.getElement().setAttribute("data-task", r.trace().task().id());
                    return a;
                })
                .setHeader(getTranslation("outcome.col.open"))
                .setFlexGrow(0)
                .setWidth("9em");
        csv(getTranslation("outcome.col.open"), r -> getTranslation("outcome.open"));
        grid().addItemClickListener(
                        e -> fireEvent(new OpenEvent(this, e.getItem().url())));
    }

    /** The lucky-correct traces of each set, in set and task order. */
    static List<Row> rowsOf(List<TaskSetRun> sets) {
        List<Row> rows = new ArrayList<>();
        for (TaskSetRun s : sets) {
            for (int i = 0; i < s.traces().size(); i++) {
                if (OutcomeMeasures.luckyCorrect(s.traces().get(i))) {
                    rows.add(new Row(s, i));
                }
            }
        }
        return rows;
    }

    @Override
    protected void render(List<Row> rows) {
        super.render(rows);
        getContent().getElement().setAttribute("data-rows", String.valueOf(rows.size()));
    }

    Registration addOpenListener(ComponentEventListener<OpenEvent> listener) {
        return addListener(OpenEvent.class, listener);
    }

    /** The student wants to see a trace in the agent timeline. */
    static final class OpenEvent extends CellEvent<LuckyTracesCell, String> {
        OpenEvent(LuckyTracesCell source, String url) {
            super(source, url);
        }
    }
}
