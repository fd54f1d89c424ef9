package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A cell's action: a button that raises {@link Pressed} with what the action carries (read from the cell's fields
 * when pressed), is disabled while it is not available or while its work runs (with the fields it locks), and has
 * one error line that shows a problem as text. The one wiring of a button, its busy state and its error line that
 * the cells share: the cell places {@link #errorLine()}; the page listens and calls the service.
 *
 * <pre>{@code
 * ActionButton<Integer> run = ActionButton.carrying("llm-live-run", text, traces::getValue).locking(traces);
 * run.addPressListener(e -> page.start(e.value()));
 * ActionButton<Void> cancel = run.withCancel("llm-live-cancel", cancelText);
 * run.setBusy(true);                   // while the job runs: disabled, and so is the traces field; cancel enabled
 * run.showError("the provider said: 401");
 * }</pre>
 *
 * @param <T> what a press carries ({@link Void} for an action that carries nothing)
 */
public final class ActionButton<T> extends Button {

    private final transient Supplier<T> value;
    private final boolean carries;
    private final Div errorLine = new Div();
    private final List<HasEnabled> locked = new ArrayList<>();
    private @Nullable ActionButton<Void> cancel;
    private boolean available = true;
    private boolean busy;

    private ActionButton(String id, String text, Supplier<T> value, boolean carries) {
        super(text);
        this.value = value;
        this.carries = carries;
        setId(id);
        errorLine.setId(id + "-error");
        errorLine.addClassName("nb-error");
        errorLine.setVisible(false);
        getElement().setAttribute("data-busy", "false");
        addClickListener(e -> press());
    }

    /** An action that carries nothing (run again, cancel). */
    public static ActionButton<Void> of(String id, String text) {
        return new ActionButton<>(id, text, () -> null, false);
    }

    /**
     * An action that carries what {@code value} reads when pressed; when it reads null the press raises nothing (the
     * cell found its input invalid and has marked the field that says why).
     */
    public static <T> ActionButton<T> carrying(String id, String text, Supplier<T> value) {
        return new ActionButton<>(id, text, value, true);
    }

    /** The form's main action. */
    public ActionButton<T> primary() {
        addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        return this;
    }

    /** Enter in any field of {@code scope} presses it, as in a form of the browser's own. */
    public ActionButton<T> pressedByEnter(Component scope) {
        addClickShortcut(Key.ENTER).listenOn(scope);
        return this;
    }

    /** Fields that are disabled with the button while its work runs (what the running work was started with). */
    public ActionButton<T> locking(HasEnabled... fields) {
        locked.addAll(List.of(fields));
        return this;
    }

    /**
     * The button that cancels this action's work: available only while this one is busy (a job under way). Made
     * once; the cell places it beside this one.
     */
    public ActionButton<Void> withCancel(String id, String text) {
        if (cancel != null) {
            throw new IllegalStateException(getId().orElse("") + " already has a cancel button");
        }
        cancel = of(id, text);
        cancel.setAvailable(busy);
        return cancel;
    }

    /** The button made by {@link #withCancel}. */
    public ActionButton<Void> cancelButton() {
        if (cancel == null) {
            throw new IllegalStateException(getId().orElse("") + " has no cancel button");
        }
        return cancel;
    }

    /** The error line's id, where a page's tests and links already name it (default: the button's id + "-error"). */
    public ActionButton<T> errorLineId(String id) {
        errorLine.setId(id);
        return this;
    }

    /** Where the cell shows the problem of the last press, as text; hidden while there is none. */
    public Div errorLine() {
        return errorLine;
    }

    /** Whether the action is possible at all (a provider set up, a run to cancel); it is enabled only when not busy. */
    public void setAvailable(boolean available) {
        this.available = available;
        update();
    }

    /**
     * While the action's work runs: the button and the fields it locks are disabled, data-busy says so, and its
     * cancel button (if any) is enabled.
     */
    public void setBusy(boolean busy) {
        this.busy = busy;
        locked.forEach(f -> f.setEnabled(!busy));
        getElement().setAttribute("data-busy", String.valueOf(busy));
        update();
        if (cancel != null) {
            cancel.setAvailable(busy);
        }
    }

    public boolean isBusy() {
        return busy;
    }

    /** Shows a problem as text (never markup: a provider's message may hold anything); null or blank clears it. */
    public void showError(@Nullable String message) {
        boolean shown = message != null && !message.isBlank();
        errorLine.setText(shown ? message : "");
        errorLine.setVisible(shown);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public Registration addPressListener(ComponentEventListener<Pressed<T>> listener) {
        return addListener((Class) Pressed.class, (ComponentEventListener) listener);
    }

    private void update() {
        setEnabled(available && !busy);
    }

    private void press() {
        // a click can still arrive in the moment between a job starting and the disabled state reaching the browser
        if (!available || busy) {
            return;
        }
        T carried = value.get();
        if (carries && carried == null) {
            return;
        }
        fireEvent(new Pressed<>(this, carried));
    }

    /** The student pressed the button; {@link #value()} is what the action carries (null for {@link Void}). */
    public static final class Pressed<T> extends CellEvent<ActionButton<T>, T> {
        Pressed(ActionButton<T> source, T value) {
            super(source, value);
        }
    }
}
