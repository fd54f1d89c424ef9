package com.agenteval.workbench.forecast;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;

/** The run button, labelled with what runs (a simulated forecaster); it raises {@link RunRequested}. */
class RunControlCell extends Composite<Div> {

    private final Button run = new Button();
    private final Span state = new Span();

    RunControlCell() {
        getContent().addClassNames("nb-cell", "fc-run-control");
        run.setText(getTranslation("forecast.run.button"));
        run.setId("run-button");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        run.addClickListener(e -> fireEvent(new RunRequested(this)));
        Span badge = new Span(getTranslation("forecast.simulated-badge"));
        badge.addClassName("fc-simulated");
        state.setId("run-state");
        state.addClassName("fc-run-state");
        getContent().add(run, badge, state);
    }

    void setRunning(boolean running) {
        run.setEnabled(!running);
        state.setText(running ? getTranslation("forecast.run.running") : "");
    }

    Registration addRunListener(ComponentEventListener<RunRequested> listener) {
        return addListener(RunRequested.class, listener);
    }

    /** The student asked for a run with the parameters as they are. */
    static final class RunRequested extends ComponentEvent<RunControlCell> {
        RunRequested(RunControlCell source) {
            super(source, true);
        }
    }
}
