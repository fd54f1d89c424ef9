package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.notebook.ActionButton;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;

/**
 * The run and cancel buttons, labelled with what runs (a simulated forecaster); they raise their presses: run with
 * the parameters as they are, cancel the run under way.
 */
class RunControlCell extends Composite<Div> {

    private final ActionButton<Void> run;
    private final Span state = new Span();

    RunControlCell() {
        getContent().addClassNames("nb-cell", "fc-run-control");
        run = ActionButton.of("run-button", getTranslation("forecast.run.button"))
                .primary();
        ActionButton<Void> cancel = run.withCancel("run-cancel-button", getTranslation("forecast.run.cancel"));
        cancel.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Span badge = new Span(getTranslation("forecast.simulated-badge"));
        badge.addClassName("fc-simulated");
        state.setId("run-state");
        state.addClassName("fc-run-state");
        getContent().add(run, cancel, badge, state);
    }

    void setRunning(boolean running) {
        run.setBusy(running);
        state.setText(running ? getTranslation("forecast.run.running") : "");
    }

    /** True while a run is under way (between setRunning(true) and setRunning(false)). */
    boolean isRunning() {
        return run.isBusy();
    }

    /** The student asked for a run with the parameters as they are. */
    Registration addRunListener(ComponentEventListener<ActionButton.Pressed<Void>> listener) {
        return run.addPressListener(listener);
    }

    /** The student asked to stop the run under way. */
    Registration addCancelListener(ComponentEventListener<ActionButton.Pressed<Void>> listener) {
        return run.cancelButton().addPressListener(listener);
    }
}
