package com.agenteval.workbench.lessons.agent;

import static com.agenteval.workbench.lessons.agent.TimelineParts.line;
import static com.agenteval.workbench.lessons.agent.TimelineParts.span;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The live LLM agent beside the simulated configs: choose a saved run (replayed offline) or start one live on the
 * page's task when the session has a provider key; the trace in the same timeline as the simulated agent's, graded
 * against the truth, with real tokens and cost, the rule judge's verdict, the whole conversation, and the note that
 * a live trace has no ground-truth labels. It raises events; the page acts on them.
 */
class LiveAgentCell extends OutputCell<LiveAgentView> {

    static final List<Integer> BUDGETS = List.of(5, 10, 20);

    private final Select<String> files = new Select<>();
    private final Select<String> descriptions = new Select<>();
    private final Select<Integer> budget = new Select<>();
    private final ActionButton<Start> start = ActionButton.carrying(
                    "live-run-start",
                    "",
                    () -> new Start(
                            "precise".equals(descriptions.getValue()),
                            budget.getValue() == null ? 10 : budget.getValue()))
            .primary()
            .locking(descriptions, budget);
    private final Span progressText = new Span();
    private final Span availability = new Span();
    private final Div shown = new Div();
    private Map<String, String> labels = Map.of();

    LiveAgentCell(String title) {
        super(title);
        getContent().setId("live-agent-cell");
        Span note = new Span(getTranslation("agent.live.no-labels"));
        note.setId("live-no-labels");
        note.addClassNames("tt-line", "tt-flag");
        files.setId("live-run-select");
        files.setLabel(getTranslation("agent.live.saved"));
        files.setItemLabelGenerator(f -> labels.getOrDefault(f, f));
        files.setWidth("min(100%, 46em)");
        files.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                fireEvent(new Choose(this, e.getValue()));
            }
        });
        descriptions.setId("live-descriptions");
        descriptions.setLabel(getTranslation("agent.live.descriptions"));
        descriptions.setItems("precise", "vague");
        descriptions.setItemLabelGenerator(d -> getTranslation("agent.live.descriptions-" + d));
        descriptions.setValue("precise");
        budget.setId("live-budget");
        budget.setLabel(getTranslation("agent.live.budget"));
        budget.setItems(BUDGETS);
        budget.setValue(10);
        ActionButton<Void> cancel = start.withCancel("live-run-cancel", getTranslation("agent.live.cancel"));
        progressText.setId("live-run-progress");
        availability.setId("live-run-availability");
        availability.addClassName("tt-muted");
        Div controls = new Div(descriptions, budget, start, cancel, progressText);
        controls.addClassName("tt-actions");
        Details prices = new Details(new Span(getTranslation("agent.live.prices")), new Pre(priceTable()));
        prices.setId("live-prices");
        shown.setId("live-shown");
        body().add(note, files, shown, new Div(availability), controls, prices);
        setRunning(false);
    }

    @Override
    protected void render(LiveAgentView view) {
        labels = view.files().stream()
                .collect(Collectors.toMap(
                        LiveAgentView.FileChoice::fileName, LiveAgentView.FileChoice::label, (a, b) -> a));
        files.setItems(
                view.files().stream().map(LiveAgentView.FileChoice::fileName).toList());
        files.setEnabled(!view.files().isEmpty());
        files.setPlaceholder(view.files().isEmpty() ? getTranslation("agent.live.none-saved") : "");
        if (view.selected() != null) {
            files.setValue(view.selected());
        }
        shown.removeAll();
        if (view.problem() != null) {
            Span p = new Span(getTranslation("agent.live.unreadable", view.problem()));
            p.setId("live-problem");
            p.getElement().setAttribute("data-problem", view.problem());
            p.addClassName("tt-error");
            shown.add(p);
        } else if (view.run() != null) {
            showRun(view, view.run());
        }
        boolean canRun = view.live() != null;
        start.setText(getTranslation("agent.live.start", view.targetTask()));
        availability.setText(
                canRun
                        ? getTranslation("agent.live.available", view.live())
                        : getTranslation("agent.live.unavailable"));
        start.setAvailable(canRun);
        getContent().getElement().setAttribute("data-live", String.valueOf(canRun));
    }

    private void showRun(LiveAgentView view, SavedLiveRun saved) {
        LiveWorldRun run = saved.run();
        var t = run.trace();
        Div summary = new Div();
        summary.setId("live-summary");
        summary.addClassName("tt-summary");
        summary.add(line(
                span("tt-task-id", t.task().id()), span("tt-question", t.task().question())));
        summary.add(line(
                key("agent.live.model"),
                span("live-model", run.setup().provider() + " · " + run.setup().model()),
                key("agent.live.descriptions"),
                span("live-mode", run.setup().settings().descriptionMode()),
                key("agent.live.when"),
                span("live-created", saved.createdAt().toString())));
        summary.add(line(
                span(
                        "tt-outcome " + (t.correct() ? "correct" : "wrong"),
                        getTranslation(t.correct() ? "agent.outcome.correct" : "agent.outcome.wrong")),
                key("agent.live.stop"),
                span("live-stop", getTranslation("agent.live.stop-" + run.stop().wireName())),
                key("agent.live.turns"),
                span("live-turns", String.valueOf(run.turns())),
                key("agent.step.tokens"),
                span(
                        "live-tokens",
                        getTranslation(
                                "agent.live.tokens-split",
                                run.usage().inputTokens(),
                                run.usage().outputTokens())),
                key("agent.step.cost"),
                span(
                        "live-cost",
                        run.cost().isPresent()
                                ? "$" + PyFormat.fixed(run.cost().getAsDouble(), 6)
                                : getTranslation("agent.live.cost-unknown"))));
        shown.add(summary, new TraceTimeline("live", t));
        Verdict rules = Objects.requireNonNull(view.verdict(), "a run shown has the rule judge's verdict");
        Div verdict = new Div();
        verdict.setId("live-verdict");
        verdict.addClassName("tt-summary");
        verdict.add(line(
                key("agent.live.verdict"),
                span(
                        "live-scores",
                        rules.scores().entrySet().stream()
                                .map(e -> e.getKey().name() + " " + e.getValue())
                                .collect(Collectors.joining(" · ")))));
        if (view.outcome() != null) {
            verdict.add(line(
                    key("agent.live.outcome-judge"),
                    span(
                            "live-outcome-judge",
                            view.outcome().scores().entrySet().stream()
                                    .map(e -> e.getKey().name() + " " + e.getValue())
                                    .collect(Collectors.joining(" · ")))));
        }
        if (rules.findings().isEmpty()) {
            verdict.add(line(span("tt-muted", getTranslation("agent.live.no-findings"))));
        }
        for (Finding f : rules.findings()) {
            Div row = line(
                    span("tt-chip", f.metric().name()),
                    span("tt-index", "[" + f.step() + "]"),
                    span("live-finding", f.evidence()));
            row.addClassName("live-finding-row");
            verdict.add(row);
        }
        Pre conversation = new Pre(conversation(run));
        conversation.addClassName("nb-code");
        conversation.setId("live-conversation");
        Details details = new Details(new Span(getTranslation("agent.live.conversation")), conversation);
        shown.add(verdict, details);
    }

    /** Start a live run on the page's task with these settings; its {@link ActionButton#cancelButton()} cancels it. */
    ActionButton<Start> start() {
        return start;
    }

    /** Shows the run's progress ("3/10: db_lookup"), or clears it. */
    void progress(String text) {
        progressText.setText(text == null ? "" : text);
    }

    /** While a live run is under way: start (and what it was started with) disabled, cancel enabled. */
    void setRunning(boolean running) {
        start.setBusy(running);
        getContent().getElement().setAttribute("data-running", String.valueOf(running));
    }

    static String conversation(LiveWorldRun run) {
        StringBuilder sb = new StringBuilder();
        for (Message m : run.conversation()) {
            if (m.role().equals(Message.SYSTEM) || m.role().equals(Message.USER)) {
                sb.append('[').append(m.role()).append("] ").append(m.text());
            } else if (m.isAssistant()) {
                Message a = m;
                sb.append("[assistant] ").append(a.text().isEmpty() ? "" : a.text());
                for (ToolUse u : a.toolUses()) {
                    sb.append("\n  → ")
                            .append(u.name())
                            .append(' ')
                            .append(u.arguments())
                            .append("  (")
                            .append(u.id())
                            .append(')');
                }
                sb.append("\n  tokens: ")
                        .append(a.usage().inputTokens())
                        .append(" in, ")
                        .append(a.usage().outputTokens())
                        .append(" out");
            } else {
                for (ToolOutput o : m.toolResults()) {
                    sb.append("[tool ")
                            .append(o.name())
                            .append(o.error() ? " ERROR" : "")
                            .append("] ")
                            .append(o.content())
                            .append('\n');
                }
                sb.setLength(sb.length() - 1);
            }
            sb.append("\n\n");
        }
        return sb.toString().strip();
    }

    private static String priceTable() {
        return Price.TABLE.entrySet().stream()
                .map(e -> String.format(
                        Locale.ROOT,
                        "%-20s $%6s in  $%6s out",
                        e.getKey() + "*",
                        PyFormat.fixed(e.getValue().inputPerMTok(), 2),
                        PyFormat.fixed(e.getValue().outputPerMTok(), 2)))
                .collect(Collectors.joining("\n"));
    }

    private Span key(String k) {
        return span("tt-key", getTranslation(k));
    }

    Registration addChooseListener(ComponentEventListener<Choose> l) {
        return addListener(Choose.class, l);
    }

    /** Show another saved run. */
    static final class Choose extends CellEvent<LiveAgentCell, String> {
        Choose(LiveAgentCell source, String fileName) {
            super(source, fileName);
        }
    }

    /** What a live run on the page's task is started with: the tool descriptions and the budget of turns. */
    record Start(boolean precise, int budget) {}
}
