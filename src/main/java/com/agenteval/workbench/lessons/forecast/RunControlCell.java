package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;

/**
 * The run and cancel buttons, labelled with what runs (a simulated forecaster); they raise {@link RunRequested} and
 * {@link CancelRequested}.
 */
class RunControlCell extends Composite<Div> {

    private final Button run = new Button();
    private final Button cancel = new Button();
    private final Span state = new Span();

    RunControlCell() {
        getContent().addClassNames("nb-cell", "fc-run-control");
        run.setText(getTranslation("forecast.run.button"));
        run.setId("run-button");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        run.addClickListener(e -> fireEvent(new RunRequested(this)));
        cancel.setText(getTranslation("forecast.run.cancel"));
        cancel.setId("run-cancel-button");
        cancel.addThemeVariants(ButtonVariant.LUMO_ERROR);
        cancel.setEnabled(false);
        cancel.addClickListener(e -> fireEvent(new CancelRequested(this)));
        Span badge = new Span(getTranslation("forecast.simulated-badge"));
        badge.addClassName("fc-simulated");
        state.setId("run-state");
        state.addClassName("fc-run-state");
        getContent().add(run, cancel, badge, state);
    }

    void setRunning(boolean running) {
        run.setEnabled(!running);
        cancel.setEnabled(running);
        state.setText(running ? getTranslation("forecast.run.running") : "");
    }

    Registration addRunListener(ComponentEventListener<RunRequested> listener) {
        return addListener(RunRequested.class, listener);
    }

    Registration addCancelListener(ComponentEventListener<CancelRequested> listener) {
        return addListener(CancelRequested.class, listener);
    }

    /** The student asked for a run with the parameters as they are. */
    static final class RunRequested extends ComponentEvent<RunControlCell> {
        RunRequested(RunControlCell source) {
            super(source, true);
        }
    }

    /** The student asked to stop the run under way. */
    static final class CancelRequested extends ComponentEvent<RunControlCell> {
        CancelRequested(RunControlCell source) {
            super(source, true);
        }
    }
}
