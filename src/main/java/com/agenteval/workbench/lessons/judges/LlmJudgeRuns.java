package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.judges.JudgeRunService;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.jobs.JobKind;
import com.agenteval.workbench.core.judge.llm.JudgeRunStore;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.notebook.JobBinding;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The LLM-judge section's runs on {@code /judges}: the saved judge runs listed and one replayed, and a capped live run
 * on the first traces of the page's trace set, as a job of the session; saved, then replayed, and also sent as
 * OpenTelemetry spans when an endpoint is set (issue 17).
 */
final class LlmJudgeRuns {
    /** The session's live LLM-judge run; its result is the saved judge-run file's name. */
    static final JobKind<Consumer<LlmJudgeSection>, String> LIVE_RUN = JobKind.of("judge-live");

    private final JudgeRunService judgeRuns;
    private final LiveSettings settings;
    private final SessionSpans spans;
    private final LlmJudgeSection llm;
    private final JobBinding<LlmJudgeSection, String> live;
    /** The judge run shown (a file name in the judge-runs folder), or null. */
    private String shown;

    /** Wires {@code llm}'s controls; {@code chosen} runs after the student picks a saved run (the page's link). */
    LlmJudgeRuns(LlmJudgeSection llm, JudgeRunService judgeRuns, LiveSettings settings, Jobs jobs, SessionSpans spans,
                 Supplier<SimParams> params, Runnable chosen) {
        this.judgeRuns = judgeRuns;
        this.settings = settings;
        this.spans = spans;
        this.llm = llm;
        llm.addRunChosenListener(e -> {
            open(e.value());
            chosen.run();
        });
        llm.liveRun().addPressListener(e -> runLive(e.value(), params.get()));
        // a finished run is among the saved runs; reopening the page must not override the run its link names
        live = JobBinding.of(jobs, LIVE_RUN, llm).whileRunning(llm::liveRunning).resumeEnded(false)
                .onResult(saved -> {
                    llm.liveSaved(saved);
                    show(saved);
                }).onFailure(llm::liveFailed).onRefused(llm::liveStatus).onCancelled(llm::liveCancelled);
        llm.liveRun().cancelButton().addPressListener(e -> live.cancel());
        show(null);
        ProviderConfig provider = settings.provider(settings.active());
        llm.showLive(provider.usable() ? provider.describe() : null);
    }

    /** The judge run shown, for the page's link. */
    Optional<String> shown() {
        return Optional.ofNullable(shown);
    }

    /** Lists the saved judge runs and replays {@code selected}, or the newest when null. */
    void show(String selected) {
        List<JudgeRunStore.Listed> listed = judgeRuns.list();
        String chosen = selected != null ? selected : LlmJudgeSection.newest(listed);
        llm.showRunsChoosing(listed, chosen);
        Optional.ofNullable(chosen).ifPresent(this::open);
    }

    private void open(String fileName) {
        shown = fileName;
        llm.showReplay(fileName, judgeRuns.open(fileName), JAR + "judge --llm-replay "
                + TraceStoreService.display(judgeRuns.folder().resolve(fileName)) + " --summary");
    }

    private void runLive(int traces, SimParams params) {
        try {
            ProviderModels models = settings.models();
            live.start(List.of(s -> s.liveStarted(traces, models.config().describe())), (report, cancel) -> judgeRuns
                    .runLive(models, params, traces, (done, total, id) -> report.report(s -> s.liveProgress(done,
                    total, id)), cancel, run -> spans.send(SpanSource.of(0, s -> s.judgeRun(run)))));
        } catch (IllegalArgumentException e) {      // no usable provider: said in place
            llm.liveStatus(e.getMessage());
        }
    }
}
