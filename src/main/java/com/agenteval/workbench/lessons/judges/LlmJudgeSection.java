package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.shared.Registration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * The LLM judge beside the rule judge: pick a saved judge run (replayed offline), read where its replies came from,
 * its scores next to the rule judge's on the same traces, and the prompt and raw reply of any trace and metric; or
 * start a capped live run. It raises {@link RunChosen}, and its live run and cancel buttons raise their presses; the
 * page does the work and hands results back through the {@code show...} methods.
 */
class LlmJudgeSection extends Composite<Div> {

    private final Select<String> runs = new Select<>();
    private final Div invalid = new Div();
    private final Div problem = new Div();
    private final Div provenance = new Div();
    private final Div local = new Div();
    private final KeyFiguresCell figures;
    private final LlmMetricsTable table;
    private final Select<String> trace = new Select<>();
    private final Select<Metric> metric = new Select<>();
    private final Span callInfo = new Span();
    private final Pre system = new Pre();
    private final Pre user = new Pre();
    private final Pre reply = new Pre();
    private final Div parsed = new Div();
    private final Div drill = new Div();
    private final Div side = new Div();
    private final Span liveStatus = new Span();
    private final int maxTraces;
    private final Select<Integer> liveTraces = new Select<>();
    private final ActionButton<Integer> liveRun =
            ActionButton.carrying("llm-live-run", "", liveTraces::getValue).locking(liveTraces);
    private final Div liveControls = new Div();
    private @Nullable LlmJudgeView view;
    private boolean quiet;

    /** @param maxTraces the most traces a live run judges (the live judge's cap) */
    LlmJudgeSection(int maxTraces) {
        this.maxTraces = maxTraces;
        Div root = getContent();
        root.setId("llm-judge");
        root.addClassNames("nb-cell", "nb-output");
        root.add(new H3(getTranslation("judges.llm.title")));
        runs.setId("llm-run");
        runs.setLabel(getTranslation("judges.llm.run"));
        runs.setWidth("40em");
        runs.addValueChangeListener(e -> {
            if (!quiet && e.getValue() != null) {
                fireEvent(new RunChosen(this, e.getValue()));
            }
        });
        invalid.setId("llm-invalid");
        problem.setId("llm-problem");
        problem.addClassName("nb-error");
        problem.setVisible(false);
        provenance.setId("llm-provenance");
        local.setId("llm-local");
        local.addClassName("nb-error");
        local.setVisible(false);
        figures = new KeyFiguresCell(getTranslation("judges.llm.summary"));
        table = new LlmMetricsTable(getTranslation("judges.llm.metrics"));

        trace.setId("llm-trace");
        trace.setLabel(getTranslation("judges.llm.trace"));
        metric.setId("llm-metric");
        metric.setLabel(getTranslation("judges.llm.metric"));
        metric.setItems(Metric.values());
        metric.setItemLabelGenerator(m -> m.name());
        metric.setValue(Metric.GF);
        trace.addValueChangeListener(e -> {
            showCall();
            showSide();
        });
        metric.addValueChangeListener(e -> showCall());
        callInfo.setId("llm-call-info");
        system.setId("llm-system");
        user.setId("llm-user");
        reply.setId("llm-reply");
        parsed.setId("llm-parsed");
        for (Pre pre : List.of(system, user, reply)) {
            // prompts are long lines of prose: wrap them instead of scrolling sideways
            pre.getStyle().set("white-space", "pre-wrap");
        }
        Details prompt = new Details(new Span(getTranslation("judges.llm.prompt")), new Div(system, user));
        prompt.setId("llm-prompt");
        side.setId("llm-side");
        Details sideBySide = new Details(new Span(getTranslation("judges.llm.side")), side);
        sideBySide.setId("llm-side-by-side");
        drill.add(
                new H3(getTranslation("judges.llm.drill")),
                new Div(trace, metric),
                sideBySide,
                callInfo,
                prompt,
                new Span(getTranslation("judges.llm.reply")),
                reply,
                parsed);
        drill.setVisible(false);

        liveTraces.setId("llm-live-traces");
        liveTraces.setLabel(getTranslation("judges.llm.live.traces"));
        liveTraces.setItems(IntStream.rangeClosed(1, maxTraces).boxed().toList());
        liveTraces.setValue(3);
        liveRun.setText(getTranslation("judges.llm.live.run"));
        ActionButton<Void> liveCancel = liveRun.withCancel("llm-live-cancel", getTranslation("judges.llm.live.cancel"));
        liveStatus.setId("llm-live-status");
        liveControls.add(liveTraces, liveRun, liveCancel);
        Div live = new Div(new H3(getTranslation("judges.llm.live")), liveControls, liveStatus);
        live.setId("llm-live");

        root.add(new Div(runs), invalid, problem, provenance, local, figures, table, drill, live);
    }

    /** The saved runs to choose from (newest first), the invalid ones listed with their reasons. */
    void showRuns(List<JudgeRunStore.Listed> listed, @Nullable String selected) {
        List<String> valid = listed.stream()
                .filter(JudgeRunStore.Listed::valid)
                .map(JudgeRunStore.Listed::fileName)
                .sorted((a, b) -> b.compareTo(a))
                .toList();
        quiet = true;
        try {
            runs.setItems(valid);
            runs.setEmptySelectionAllowed(false);
            runs.setValue(selected);
        } finally {
            quiet = false;
        }
        runs.setHelperText(valid.isEmpty() ? getTranslation("judges.llm.none") : null);
        invalid.removeAll();
        listed.stream().filter(l -> !l.valid()).forEach(l -> {
            Div d = new Div(new Span(getTranslation("judges.llm.invalid", l.fileName(), l.problem())));
            d.addClassName("llm-invalid-file");
            invalid.add(d);
        });
        if (valid.isEmpty()) {
            clear();
        }
    }

    private void clear() {
        view = null;
        provenance.setText("");
        local.setVisible(false);
        figures.setVisible(false);
        table.setVisible(false);
        drill.setVisible(false);
    }

    /** The run a page shows when no link names one: the newest readable run, or null when there is none. */
    static @Nullable String newest(List<JudgeRunStore.Listed> listed) {
        return listed.stream()
                .filter(JudgeRunStore.Listed::valid)
                .map(JudgeRunStore.Listed::fileName)
                .max(Comparator.naturalOrder())
                .orElse(null);
    }

    /**
     * The saved runs, with {@code chosen} selected when it is among the readable ones: a link may name a file that
     * is gone or unreadable, and then nothing is selected and the replay's problem says why.
     */
    void showRunsChoosing(List<JudgeRunStore.Listed> listed, @Nullable String chosen) {
        boolean valid = chosen != null
                && listed.stream().anyMatch(l -> l.valid() && l.fileName().equals(chosen));
        showRuns(listed, valid ? chosen : null);
    }

    /** The replay of {@code fileName}, or why it could not be opened; {@code command} replays it on the command line. */
    void showReplay(String fileName, Checked<JudgeRuns.Replay> opened, String command) {
        if (opened instanceof Checked.Ok<JudgeRuns.Replay> r) {
            show(LlmJudgeView.of(fileName, r.value()), command);
        } else if (opened instanceof Checked.Refused<JudgeRuns.Replay> p) {
            showProblem(fileName, p.reason());
        }
    }

    /** A run that could not be replayed, and why. */
    void showProblem(String fileName, String reason) {
        clear();
        problem.setText(getTranslation("judges.llm.problem", fileName, reason));
        problem.setVisible(true);
    }

    /** A replayed run: provenance, figures, the metric table and the drill-down; {@code command} replays it. */
    void show(LlmJudgeView v, String command) {
        view = v;
        figures.withCommand(() -> command);
        table.withCommand(() -> command);
        problem.setVisible(false);
        JudgeRun run = v.run();
        String status = JudgeRun.COMPLETED.equals(run.status())
                ? run.status()
                : run.status() + (run.reason() == null ? "" : " (" + run.reason() + ")");
        provenance.setText(getTranslation(
                "judges.llm.provenance",
                run.provenance().provider(),
                run.provenance().model(),
                run.provenance().baseUrlHost(),
                run.createdAt(),
                run.prompts().version(),
                run.prompts().hash(),
                status));
        local.setText(getTranslation("judges.llm.local", run.provenance().baseUrlHost()));
        local.setVisible(v.localServer());
        figures.setVisible(true);
        figures.show(List.of(
                KeyFigure.of(
                        "llm-traces",
                        getTranslation("judges.fig.traces"),
                        String.valueOf(v.llm().traces())),
                KeyFigure.of(
                        "llm-calls",
                        getTranslation("judges.llm.fig.calls"),
                        String.valueOf(run.calls().size())),
                new KeyFigure(
                        "llm-unreadable",
                        getTranslation("judges.llm.fig.unreadable"),
                        String.valueOf(v.llm().unparseableMetrics() + v.llm().unparseableVerdicts()),
                        getTranslation("judges.llm.fig.rejected", run.rejectedIssues())),
                KeyFigure.of(
                        "llm-joint",
                        getTranslation("judges.fig.joint", getTranslation("judges.llm.judge")),
                        JudgeComparison.share(v.llm().joint().share())),
                KeyFigure.of(
                        "llm-joint-rules",
                        getTranslation("judges.fig.joint", getTranslation("judges.judge.rules")),
                        JudgeComparison.share(v.rules().joint().share())),
                new KeyFigure(
                        "llm-tokens",
                        getTranslation("judges.llm.fig.tokens"),
                        String.valueOf(run.totalUsage().totalTokens()),
                        v.replay().differ() == 0
                                ? getTranslation("judges.llm.fig.same")
                                : getTranslation(
                                        "judges.llm.fig.differ", v.replay().differ()))));
        table.setVisible(true);
        table.show(v.rows());
        List<String> ids = v.replay().traces().stream().map(t -> t.task().id()).toList();
        trace.setItems(ids);
        trace.setValue(ids.get(0));
        drill.setVisible(true);
        showCall();
        showSide();
    }

    /** The chosen trace with its true labels beside the LLM judge's findings, as the rule judge's drill-down shows. */
    private void showSide() {
        side.removeAll();
        if (view == null || trace.getValue() == null) {
            return;
        }
        view.llm().comparisons().stream()
                .filter(c -> c.traceId().equals(trace.getValue()))
                .findFirst()
                .ifPresent(c -> side.add(new TraceSideBySide(c)));
    }

    private void showCall() {
        if (view == null || trace.getValue() == null || metric.getValue() == null) {
            return;
        }
        JudgeRun.Call c = view.replay().call(trace.getValue(), metric.getValue());
        if (c == null) {
            callInfo.setText(getTranslation("judges.llm.no-call"));
            system.setText("");
            user.setText("");
            reply.setText("");
            parsed.setText("");
            return;
        }
        callInfo.setText(getTranslation(
                "judges.llm.call-info",
                c.seq(),
                c.usage().inputTokens(),
                c.usage().outputTokens(),
                c.latencyMs(),
                c.timestamp()));
        system.setText(c.messages().isEmpty() ? "" : c.messages().get(0).content());
        user.setText(c.messages().stream().skip(1).map(m -> m.content()).collect(Collectors.joining("\n\n")));
        reply.setText(c.reply());
        GpaReply read = c.parsed().toReply(metric.getValue());
        parsed.removeAll();
        if (read instanceof GpaReply.Read r) {
            parsed.add(new Div(new Span(getTranslation("judges.llm.read", r.score()))));
            r.findings().forEach(f -> {
                Div d = new Div(new Span("[" + f.step() + "] " + f.severity().wireName() + ": " + f.evidence()));
                d.addClassName("llm-finding");
                parsed.add(d);
            });
            r.rejected().forEach(x -> {
                Div d = new Div(new Span(getTranslation("judges.llm.rejected", x.reason(), x.issue())));
                d.addClassName("llm-rejected");
                parsed.add(d);
            });
        } else {
            Div d = new Div(new Span(getTranslation("judges.llm.unreadable", ((GpaReply.Unreadable) read).reason())));
            d.addClassName("llm-unreadable");
            parsed.add(d);
        }
    }

    /** Whether live runs are possible: the provider described, or null with a pointer to the settings page. */
    void showLive(@Nullable String provider) {
        liveControls.setVisible(provider != null);
        liveStatus.removeAll();
        if (provider == null) {
            liveStatus.add(
                    new Span(getTranslation("judges.llm.live.off") + " "),
                    new Anchor("settings", getTranslation("judges.llm.live.settings")));
        } else {
            liveStatus.setText(getTranslation("judges.llm.live.ready", provider, maxTraces));
        }
    }

    /** A live run of this many traces; its {@link ActionButton#cancelButton()} cancels it while it runs. */
    ActionButton<Integer> liveRun() {
        return liveRun;
    }

    void liveRunning(boolean running) {
        liveRun.setBusy(running);
    }

    void liveStatus(@Nullable String text) {
        liveStatus.removeAll();
        liveStatus.setText(text);
    }

    /** The live run's stages, as the job reports them (a progress event replays on a page opened again). */
    void liveStarted(int traces, String provider) {
        liveStatus(getTranslation("judges.llm.live.started", traces, provider));
    }

    void liveProgress(int done, int total, String traceId) {
        liveStatus(getTranslation("judges.llm.live.progress", done, total, traceId));
    }

    void liveSaved(String fileName) {
        liveStatus(getTranslation("judges.llm.live.saved", fileName));
    }

    void liveFailed(String message) {
        liveStatus(getTranslation("judges.llm.live.failed", message));
    }

    void liveCancelled() {
        liveStatus(getTranslation("judges.llm.live.cancelled"));
    }

    Registration addRunChosenListener(ComponentEventListener<RunChosen> l) {
        return addListener(RunChosen.class, l);
    }

    /** The student picked a saved judge run. */
    static final class RunChosen extends CellEvent<LlmJudgeSection, String> {
        RunChosen(LlmJudgeSection source, String fileName) {
            super(source, fileName);
        }
    }
}
