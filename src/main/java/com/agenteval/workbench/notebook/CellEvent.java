package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;

/**
 * What a cell raises when the student acts, with the one value the action carries (a file name, a choice, a
 * draft). Declare one subclass per kind of action, so a listener of one kind never hears another; the page
 * listens and calls the service, the cell never does.
 *
 * <pre>{@code
 * static final class PickEvent extends CellEvent<TaskListCell, Integer> {
 *     PickEvent(TaskListCell source, int index) {
 *         super(source, index);
 *     }
 * }
 * cell.addPickListener(e -> page.show(e.value()));
 * }</pre>
 *
 * @param <C> the cell that raised it
 * @param <T> what the student chose or typed
 */
public abstract class CellEvent<C extends Component, T> extends ComponentEvent<C> {

    private final transient T value;

    /** Raised by the student's action in the browser (a click, a choice). */
    protected CellEvent(C source, T value) {
        super(source, true);
        this.value = value;
    }

    public final T value() {
        return value;
    }
}
