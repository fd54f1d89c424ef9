package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;

/** The generated tasks; clicking one raises a {@link PickEvent}, and the picked one stays selected. */
class TaskListCell extends TableCell<TaskListCell.Row> {

    /** A task and its position in the list (the {@code task} parameter). */
    /** One row per task, numbered by its position in the list. */
    static List<Row> rows(List<Task> list) {
        return IntStream.range(0, list.size())
                .mapToObj(i -> new Row(i, list.get(i)))
                .toList();
    }

    record Row(int index, Task task) {

        String id() {
            return task.id();
        }
    }

    private int picked = -1;

    TaskListCell(String title, Function<String, String> t) {
        super(title);
        getContent().setId("task-list");
        number("#", Row::index, String::valueOf).setFlexGrow(0).setWidth("5em");
        text(t.apply("agent.tasks.id"), Row::id).setFlexGrow(0).setWidth("6em");
        text(t.apply("agent.tasks.type"), r -> r.task().type().wireName())
                .setFlexGrow(0)
                .setWidth("9em");
        text(t.apply("agent.tasks.question"), r -> r.task().question()).setFlexGrow(4);
        text(t.apply("agent.tasks.answer"), r -> Values.text(r.task().answer())).setFlexGrow(2);
        text(t.apply("agent.tasks.stale"), r -> r.task().stale() ? t.apply("agent.tasks.stale-yes") : "")
                .setFlexGrow(0)
                .setWidth("6em");
        grid().setSelectionMode(Grid.SelectionMode.SINGLE);
        grid().setHeight("300px");
        grid().addItemClickListener(e -> {
            if (e.getItem().index() == picked) {
                select(picked); // a click on the shown task toggles the grid's selection off: keep it
            } else {
                fireEvent(new PickEvent(this, e.getItem().index()));
            }
        });
    }

    @Override
    protected void render(List<Row> rows) {
        super.render(rows);
        select(picked);
    }

    /** Marks the task the page shows; scrolls to it. */
    void select(int index) {
        picked = index;
        List<Row> rows = lastResult();
        if (rows == null || index < 0 || index >= rows.size()) {
            grid().deselectAll();
            return;
        }
        grid().select(rows.get(index));
        grid().scrollToIndex(index);
    }

    Registration addPickListener(ComponentEventListener<PickEvent> listener) {
        return addListener(PickEvent.class, listener);
    }

    /** The student clicked a task. */
    static final class PickEvent extends CellEvent<TaskListCell, Integer> {
        PickEvent(TaskListCell source, int index) {
            super(source, index);
        }
    }
}
