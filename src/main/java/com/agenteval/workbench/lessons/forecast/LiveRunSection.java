package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The live run's controls and progress: a question (one of the book's two fixture questions, or the student's own:
 * text, description, cutoff, optional market price), the panel's size and budgets, Run and Cancel, each agent's
 * steps as they happen, retries while they wait, and where the run was saved. Disabled, with the reason, while live
 * mode is not usable. Raises {@link RunEvent} and {@link CancelEvent}; the page runs it.
 */
@StyleSheet("context://styles/live.css")
public class LiveRunSection extends Composite<Div> {

    static final String CONTESTED = "contested";
    static final String CLEAR = "clear";
    static final String CUSTOM = "custom";

    private final Paragraph about = new Paragraph();
    private final Paragraph unavailable = new Paragraph();
    private final Anchor settingsLink = new Anchor("settings", "");
    private final Div form = new Div();
    private final RadioButtonGroup<String> which = new RadioButtonGroup<>();
    private final TextField text = new TextField();
    private final TextArea description = new TextArea();
    private final DatePicker cutoff = new DatePicker();
    private final NumberField price = new NumberField();
    private final Checkbox priceInPrompt = new Checkbox();
    private final IntegerField agents = new IntegerField();
    private final IntegerField maxSteps = new IntegerField();
    private final IntegerField maxResults = new IntegerField();
    private final Button run = new Button();
    private final Button cancel = new Button();
    private final Paragraph state = new Paragraph();
    private final Div progress = new Div();
    private final Paragraph outcome = new Paragraph();
    private final Anchor replay = new Anchor();
    private final Map<String, AgentRow> rows = new LinkedHashMap<>();
    private final ForecastQuestion contested;
    private final ForecastQuestion clear;
    private String resolutionDate = "";
    private boolean available;
    private boolean running;

    /**
     * What a live run is asked: a question, the panel's size and budgets, and whether the agents see the market
     * price. Its checks are the live run's own, made when the page runs it.
     */
    public record Request(
            ForecastQuestion question, int agents, int maxSteps, int maxResults, boolean marketPriceInPrompt) {}

    /** @param contested the book's contested fixture question, and {@code clear} its clear one */
    public LiveRunSection(ForecastQuestion contested, ForecastQuestion clear) {
        this.contested = contested;
        this.clear = clear;
        Div root = getContent();
        root.addClassName("live-run");
        root.setId("live-run");
        about.setId("live-run-about");
        unavailable.setId("live-run-unavailable");
        unavailable.addClassName("live-unavailable");
        settingsLink.setText(getTranslation("live.run.go-settings"));
        settingsLink.setId("live-run-settings-link");

        which.setLabel(getTranslation("live.run.question"));
        which.setId("live-question");
        which.setItems(CONTESTED, CLEAR, CUSTOM);
        which.setItemLabelGenerator(k -> getTranslation("live.run.question." + k));
        which.addValueChangeListener(e -> {
            if (e.getValue() != null) {
                fill(e.getValue());
            }
        });
        text.setLabel(getTranslation("live.run.text"));
        text.setId("live-text");
        text.setWidthFull();
        description.setLabel(getTranslation("live.run.description"));
        description.setId("live-description");
        description.setWidthFull();
        cutoff.setLabel(getTranslation("live.run.cutoff"));
        cutoff.setId("live-cutoff");
        cutoff.setClearButtonVisible(true);
        price.setLabel(getTranslation("live.run.price"));
        price.setId("live-price");
        price.setMin(0);
        price.setMax(1);
        price.setStep(0.005);
        priceInPrompt.setLabel(getTranslation("live.run.price-in-prompt"));
        priceInPrompt.setId("live-price-in-prompt");
        count(agents, "agents", Parameters.LIVE_AGENTS, 2);
        count(maxSteps, "max-steps", Parameters.LIVE_STEPS, 5);
        count(maxResults, "max-results", Parameters.LIVE_RESULTS, 5);
        which.setValue(CONTESTED);

        run.setText(getTranslation("live.run.start"));
        run.setId("live-run-button");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        run.addClickListener(e -> requestRun());
        cancel.setText(getTranslation("live.run.cancel"));
        cancel.setId("live-cancel-button");
        cancel.addThemeVariants(ButtonVariant.LUMO_ERROR);
        cancel.setEnabled(false);
        cancel.addClickListener(e -> fireEvent(new CancelEvent(this)));
        state.setId("live-run-state");
        progress.setId("live-progress");
        progress.addClassName("live-progress");
        outcome.setId("live-outcome");
        replay.setId("live-replay-link");
        replay.setVisible(false);

        form.add(
                which,
                text,
                description,
                new HorizontalLayout(cutoff, price),
                priceInPrompt,
                new HorizontalLayout(agents, maxSteps, maxResults));
        root.add(
                about,
                unavailable,
                settingsLink,
                form,
                new HorizontalLayout(run, cancel),
                state,
                progress,
                outcome,
                replay);
        unavailable("");
    }

    /** Live mode is usable: the controls work, and say what will run. */
    public void available(String providerDescription) {
        available = true;
        about.setText(getTranslation("live.run.about", providerDescription));
        unavailable.setVisible(false);
        settingsLink.setVisible(false);
        form.setEnabled(!running);
        run.setEnabled(!running);
    }

    /** Live mode is not usable in this session: every control is disabled, and {@code why} says what it needs. */
    public void unavailable(String why) {
        available = false;
        about.setText(getTranslation("live.run.about", "—"));
        unavailable.setText(getTranslation("live.run.unavailable", why));
        unavailable.setVisible(true);
        settingsLink.setVisible(true);
        form.setEnabled(false);
        run.setEnabled(false);
    }

    /** A run of {@code n} agents started: {@code agent_0} … {@code agent_(n-1)}, all waiting. */
    public void started(int n) {
        running = true;
        form.setEnabled(false);
        run.setEnabled(false);
        cancel.setEnabled(true);
        state.setText(getTranslation("live.run.running"));
        outcome.setText("");
        outcome.removeClassName("nb-error");
        replay.setVisible(false);
        progress.removeAll();
        rows.clear();
        for (int i = 0; i < n; i++) {
            row("agent_" + i);
        }
    }

    public void agentStarted(String agentId) {
        row(agentId).state("running", getTranslation("live.run.agent.running"));
    }

    public void step(String agentId, AgentTrace step) {
        String line;
        if (step.searchStep()) {
            line = getTranslation(
                    "live.run.step.search",
                    step.step(),
                    step.query(),
                    step.results().size());
        } else if (step.forecastStep()) {
            line = getTranslation("live.run.step.forecast", step.step());
        } else if (AgentTrace.FORCED_DEFAULT.equals(step.action())) {
            line = getTranslation("live.run.step.forced", step.step());
        } else {
            line = getTranslation("live.run.step.unusable", step.step(), step.action());
        }
        row(agentId).add(line, step.action());
    }

    public void agentFinished(String agentId, ForecastArtifact a) {
        AgentRow row = row(agentId);
        if ("failed".equals(a.status())) {
            row.state("failed", getTranslation("live.run.agent.failed", a.failureReason()));
        } else if ("cancelled".equals(a.status())) {
            row.state("cancelled", getTranslation("live.run.agent.cancelled"));
        } else if (a.forecastProduced()) {
            row.state("forecast", getTranslation("live.run.agent.forecast", PyFormat.fixed(a.pYes(), 2)));
        } else {
            row.state("no-forecast", getTranslation("live.run.agent.no-forecast"));
        }
    }

    /** A call is waiting to be retried: the page says so, so a wait is not mistaken for a hang. */
    public void retry(String notice) {
        state.setText(getTranslation("live.run.retry", notice));
    }

    public void cancelling() {
        cancel.setEnabled(false);
        state.setText(getTranslation("live.run.cancelling"));
    }

    /**
     * The run is over and saved as {@code file}, as completed, failed or cancelled (the trace's status); {@code
     * replayHref} opens its replay.
     */
    public void finished(RunTrace trace, String file, String replayHref) {
        done();
        String status = trace.status() == null ? "completed" : trace.status();
        outcome.getElement().setAttribute("data-status", status);
        switch (status) {
            case "failed" -> {
                outcome.addClassName("nb-error");
                outcome.setText(getTranslation("live.run.done.failed", trace.failureReason(), file));
            }
            case "cancelled" -> outcome.setText(getTranslation("live.run.done.cancelled", file));
            default -> outcome.setText(getTranslation("live.run.done.completed", file));
        }
        replay.setHref(replayHref);
        replay.setText(getTranslation("live.run.replay", file));
        replay.setVisible(true);
    }

    /** The run could not be saved (the store failed): the reason, in words. */
    public void notSaved(String reason) {
        done();
        outcome.addClassName("nb-error");
        outcome.getElement().setAttribute("data-status", "unsaved");
        outcome.setText(getTranslation("live.run.done.unsaved", reason));
    }

    /** The run was not started: {@code why} says so (e.g. the session's cap on running jobs). */
    public void refused(String why) {
        outcome.addClassName("nb-error");
        outcome.getElement().setAttribute("data-status", "refused");
        outcome.setText(why);
    }

    public Registration addRunListener(ComponentEventListener<RunEvent> listener) {
        return addListener(RunEvent.class, listener);
    }

    public Registration addCancelListener(ComponentEventListener<CancelEvent> listener) {
        return addListener(CancelEvent.class, listener);
    }

    private void done() {
        running = false;
        cancel.setEnabled(false);
        state.setText("");
        form.setEnabled(available);
        run.setEnabled(available);
    }

    private void requestRun() {
        Request request;
        try {
            Double p = price.getValue();
            if (p != null) {
                Parameters.MARKET_PRICE.check(p); // forecast run --market-price's range and words
            }
            ForecastQuestion q = ForecastQuestion.of(
                    text.getValue().strip(),
                    description.getValue().strip(),
                    resolutionDate,
                    cutoff.getValue() == null ? "" : cutoff.getValue().toString(),
                    p,
                    null);
            request = new Request(q, value(agents), value(maxSteps), value(maxResults), priceInPrompt.getValue());
        } catch (IllegalArgumentException e) {
            invalid(String.valueOf(e.getMessage()));
            return;
        }
        fireEvent(new RunEvent(this, request));
    }

    /** The request was refused by a check: what is wrong, in place. */
    void invalid(String why) {
        outcome.addClassName("nb-error");
        outcome.setText(getTranslation("live.run.invalid", why));
    }

    /** A declared count with step buttons in its range: label {@code live.run.<name>}, id {@code live-<name>}. */
    private void count(IntegerField field, String name, IntSpec spec, int initial) {
        field.setLabel(getTranslation("live.run." + name));
        field.setId("live-" + name);
        field.setMin(spec.intValue(Objects.requireNonNull(spec.min(), () -> name + " is a bounded count")));
        field.setMax(spec.intValue(Objects.requireNonNull(spec.max(), () -> name + " is a bounded count")));
        field.setStepButtonsVisible(true);
        field.setValue(initial);
    }

    private static int value(IntegerField field) {
        if (field.getValue() == null) {
            throw new IllegalArgumentException(field.getLabel() + " is empty");
        }
        return field.getValue();
    }

    private void fill(String key) {
        ForecastQuestion q = switch (key) {
            case CONTESTED -> contested;
            case CLEAR -> clear;
            default -> null;
        };
        text.setValue(q == null ? "" : q.question());
        description.setValue(q == null ? "" : q.description());
        cutoff.clear();
        price.setValue(q == null ? null : q.currentMarketPrice());
        resolutionDate = q == null || q.resolutionDate() == null ? "" : q.resolutionDate();
    }

    private AgentRow row(String agentId) {
        return rows.computeIfAbsent(agentId, id -> {
            AgentRow r = new AgentRow(id);
            progress.add(r.root);
            return r;
        });
    }

    /** One agent's line: its id, its state, and its steps. */
    private final class AgentRow {
        private final Div root = new Div();
        private final Span status = new Span();
        private final OrderedList steps = new OrderedList();

        AgentRow(String agentId) {
            root.addClassName("live-agent");
            root.getElement().setAttribute("data-agent", agentId);
            Span name = new Span(agentId);
            name.addClassName("live-agent-id");
            status.addClassName("live-agent-status");
            root.add(name, status, steps);
            state("waiting", getTranslation("live.run.agent.waiting"));
        }

        void state(String key, String label) {
            root.getElement().setAttribute("data-state", key);
            status.setText(label);
        }

        void add(String line, String action) {
            ListItem li = new ListItem(line);
            li.getElement().setAttribute("data-action", action == null ? "" : action);
            steps.add(li);
        }
    }

    /** Run this request live. */
    public static final class RunEvent extends ComponentEvent<LiveRunSection> {
        private final Request request;

        RunEvent(LiveRunSection source, Request request) {
            super(source, true);
            this.request = request;
        }

        public Request request() {
            return request;
        }
    }

    public static final class CancelEvent extends ComponentEvent<LiveRunSection> {
        CancelEvent(LiveRunSection source) {
            super(source, true);
        }
    }
}
