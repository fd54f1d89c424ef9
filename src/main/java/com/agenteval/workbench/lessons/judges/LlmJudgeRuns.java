package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.SessionJobs;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.notebook.JobBinding;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * The LLM-judge section's runs on {@code /judges}: the saved judge runs listed and one replayed, and a capped live run
 * on the first traces of the page's trace set, as a job of the session; saved, then replayed, and also sent as
 * OpenTelemetry spans when an endpoint is set (issue 17).
 */
final class LlmJudgeRuns {
    /** The session's live LLM-judge run; its result is the saved judge-run file's name. */
    static final JobKind<Consumer<LlmJudgeSection>, String> LIVE_RUN = JobKind.of("judge-live");

    private final Source source;
    private final LlmJudgeSection llm;
    private final JobBinding<LlmJudgeSection, String> live;
    /** The judge run shown (a file name in the judge-runs folder), or null. */
    private @Nullable String shown;

    /**
     * The judge runs as the page binds them to its services (a page's helper holds no service: ArchitectureTest).
     *
     * @param list the saved judge runs
     * @param open one saved run replayed, or why it cannot be
     * @param shownPath a saved run's file name as the command line names it
     * @param provider the session's usable provider described, or null when there is none
     * @param model the session's models described as a live run starts; throws IllegalArgumentException, with the
     *     reason, when no provider is usable
     * @param run a live run of the first traces, on the job's thread; returns the saved file's name
     */
    record Source(
            Supplier<List<JudgeRunStore.Listed>> list,
            Function<String, Checked<JudgeRuns.Replay>> open,
            UnaryOperator<String> shownPath,
            @Nullable String provider,
            Supplier<String> model,
            LiveJudge run) {}

    /** A capped live run on the session's models. */
    @FunctionalInterface
    interface LiveJudge {
        String run(int traces, SimParams params, JudgeRuns.Progress progress, Cancellation cancellation)
                throws Exception;
    }

    /** Wires {@code llm}'s controls; {@code chosen} runs after the student picks a saved run (the page's link). */
    LlmJudgeRuns(LlmJudgeSection llm, SessionJobs jobs, Source source, Supplier<SimParams> params, Runnable chosen) {
        this.source = source;
        this.llm = llm;
        llm.addRunChosenListener(e -> {
            open(e.value());
            chosen.run();
        });
        llm.liveRun().addPressListener(e -> runLive(e.value(), params.get()));
        // a finished run is among the saved runs; reopening the page must not override the run its link names
        live = JobBinding.of(jobs, LIVE_RUN, llm)
                .whileRunning(llm::liveRunning)
                .resumeEnded(false)
                .onResult(saved -> {
                    llm.liveSaved(saved);
                    show(saved);
                })
                .onFailure(llm::liveFailed)
                .onRefused(llm::liveStatus)
                .onCancelled(llm::liveCancelled);
        llm.liveRun().cancelButton().addPressListener(e -> live.cancel());
        show(null);
        llm.showLive(source.provider());
    }

    /** The judge run shown, for the page's link. */
    Optional<String> shown() {
        return Optional.ofNullable(shown);
    }

    /** Lists the saved judge runs and replays {@code selected}, or the newest when null. */
    void show(@Nullable String selected) {
        List<JudgeRunStore.Listed> listed = source.list().get();
        String chosen = selected != null ? selected : LlmJudgeSection.newest(listed);
        llm.showRunsChoosing(listed, chosen);
        Optional.ofNullable(chosen).ifPresent(this::open);
    }

    private void open(String fileName) {
        shown = fileName;
        Checked<JudgeRuns.Replay> opened = source.open().apply(fileName);
        // only a run that opened has a command line: a refused name (from the URL) may not even be a path
        llm.showReplay(
                fileName,
                opened,
                opened instanceof Checked.Ok<JudgeRuns.Replay>
                        ? JAR + "judge --llm-replay " + source.shownPath().apply(fileName) + " --summary"
                        : "");
    }

    private void runLive(int traces, SimParams params) {
        try {
            String model = source.model().get();
            live.start(
                    List.of(s -> s.liveStarted(traces, model)),
                    (report, cancel) -> source.run()
                            .run(
                                    traces,
                                    params,
                                    (done, total, id) -> report.report(s -> s.liveProgress(done, total, id)),
                                    cancel));
        } catch (IllegalArgumentException e) { // no usable provider: said in place
            llm.liveStatus(e.getMessage());
        }
    }
}
