package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.live.agent.LiveWorldRuns;
import com.agenteval.workbench.core.agent.live.LiveAgentSettings;
import com.agenteval.workbench.core.agent.live.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.Price;
import com.agenteval.workbench.core.agent.live.SavedLiveRun;
import com.agenteval.workbench.core.jobs.JobKind;
import com.agenteval.workbench.core.jobs.Work;
import com.agenteval.workbench.core.judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judges;
import com.agenteval.workbench.core.judge.Verdict;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.notebook.JobBinding;
import java.math.BigInteger;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The page's side of the live-agent cell: lists and replays saved runs, starts a live run on the page's current task
 * as a job of the session (one at a time; it goes on while the student visits other pages), and hands every result
 * to the cell.
 */
final class LiveAgentSection {

    /**
     * The task a live run would do, as the page's parameters define it.
     *
     * @param world    the world's parameters
     * @param built    the world
     * @param tasks    the task set's size
     * @param taskSeed its seed
     * @param newData  whether it is the new-data set
     * @param task     the task
     */
    record Target(WorldSpec world, World built, int tasks, BigInteger taskSeed, boolean newData, Task task) {}

    /** The session's live-agent run. */
    static final JobKind<Consumer<LiveAgentCell>, LiveWorldRuns.Saved> RUN = JobKind.of("live-agent");

    /**
     * What the section needs from the page's services, as data and callbacks: it holds no service.
     *
     * @param saved    the saved runs, newest first
     * @param provider the provider a live run would use
     * @param run      prepares a live run on the UI thread (reading the session's settings), to run as the job's work
     * @param jobs     binds the cell to the session's job of {@link #RUN}
     */
    record Live(
            Supplier<List<LiveWorldRunStore.Entry>> saved,
            Supplier<ProviderConfig> provider,
            BiFunction<Target, LiveRunSetup, Work<Consumer<LiveAgentCell>, LiveWorldRuns.Saved>> run,
            Function<LiveAgentCell, JobBinding<LiveAgentCell, LiveWorldRuns.Saved>> jobs) {}

    private final Live services;
    private final LiveAgentCell cell;
    private final Supplier<Target> target;
    private @Nullable String selected;
    private final JobBinding<LiveAgentCell, LiveWorldRuns.Saved> job;

    LiveAgentSection(Live services, LiveAgentCell cell, Supplier<Target> target) {
        this.services = services;
        this.cell = cell;
        this.target = target;
        cell.addChooseListener(e -> show(e.value()));
        cell.start().addPressListener(e -> start(e.value().precise(), e.value().budget()));
        job = services.jobs()
                .apply(cell)
                .whileRunning(cell::setRunning)
                .onResult(saved -> {
                    cell.progress(cell.getTranslation(
                            "agent.live.saved-as", saved.file().getFileName().toString()));
                    show(saved.file().getFileName().toString());
                })
                .onFailure(message -> {
                    cell.progress("");
                    cell.showError(cell.getTranslation("agent.live.failed", message));
                })
                .onRefused(cell::showError)
                .onCancelled(() -> {
                    cell.progress("");
                    cell.showError(cell.getTranslation("agent.live.cancelled"));
                })
                // a finished run is among the saved runs; reopening the page must not override the run its link names
                .resumeEnded(false);
        cell.start().cancelButton().addPressListener(e -> job.cancel());
    }

    /**
     * Shows a saved run by file name (from the chooser or the page's {@code ?live=} link); null: the newest readable
     * one. A name that is not a saved run's (missing, a path such as {@code ../x}, anything else a link may carry)
     * is said to be so in place, as text, and no run is shown.
     */
    void show(@Nullable String fileName) {
        List<LiveWorldRunStore.Entry> entries = services.saved().get();
        if (fileName != null && entries.stream().noneMatch(e -> e.fileName().equals(fileName))) {
            selected = null;
            cell.show(new LiveAgentView(
                    entries.stream().map(this::choice).toList(),
                    null,
                    null,
                    null,
                    null,
                    notARun(fileName),
                    liveProvider(),
                    target.get().task().id()));
            return;
        }
        LiveWorldRunStore.Entry chosen = entries.stream()
                .filter(e -> e.fileName().equals(fileName))
                .findFirst()
                .orElseGet(() -> entries.stream()
                        .filter(LiveWorldRunStore.Entry::readable)
                        .findFirst()
                        .orElse(null));
        selected = chosen == null ? null : chosen.fileName();
        SavedLiveRun run = chosen == null ? null : chosen.run();
        Verdict verdict = run == null
                ? null
                : Judges.rules().judge(JudgeInput.of(run.run().trace()));
        Verdict outcome = run == null
                ? null
                : Judges.outcomeOnly(java.util.Map.of(
                                run.run().trace().task().id(),
                                run.run().trace().task().answer()))
                        .judge(JudgeInput.of(run.run().trace()));
        Target t = target.get();
        cell.show(new LiveAgentView(
                entries.stream().map(this::choice).toList(),
                selected,
                run,
                verdict,
                outcome,
                chosen == null ? null : chosen.problem(),
                liveProvider(),
                t.task().id()));
    }

    /** Why a requested name shows no run, quoting the name (shortened) as text. */
    static String notARun(String fileName) {
        String shown = fileName.replaceAll("\\p{Cntrl}", "?");
        shown = shown.length() <= 80 ? shown : shown.substring(0, 80) + "…";
        if (fileName.isBlank()) {
            return "the link names no run (?live= is empty)";
        }
        if (fileName.contains("/") || fileName.contains("\\") || fileName.startsWith(".")) {
            return "“" + shown + "” is not a run's name: a saved run is named by its file name alone, without a "
                    + "folder, as listed under “Saved live runs”";
        }
        return "there is no saved run called “" + shown + "” in " + LiveWorldRunStore.FOLDER + "/ (it may have been "
                + "deleted or renamed; the saved runs are listed under “Saved live runs”)";
    }

    private LiveAgentView.FileChoice choice(LiveWorldRunStore.Entry e) {
        SavedLiveRun saved = e.run(); // null exactly when the file is not readable
        if (saved == null) {
            return new LiveAgentView.FileChoice(
                    e.fileName(), e.fileName() + " — " + cell.getTranslation("agent.live.unreadable-short"));
        }
        var r = saved.run();
        return new LiveAgentView.FileChoice(
                e.fileName(),
                r.setup().taskId() + " · " + r.setup().model() + " · "
                        + cell.getTranslation(r.trace().correct() ? "agent.outcome.correct" : "agent.outcome.wrong")
                        + " · "
                        + saved.createdAt());
    }

    /** The provider a live run would use, when the session has one set up (key, URL, model). */
    private @Nullable String liveProvider() {
        ProviderConfig c = services.provider().get();
        return c.usable() ? c.describe() : null;
    }

    private void start(boolean precise, int budget) {
        if (job.isRunning()) {
            return;
        }
        if (liveProvider() == null) {
            cell.showError(cell.getTranslation("agent.live.unavailable"));
            return;
        }
        Target t = target.get();
        ProviderConfig provider = services.provider().get();
        LiveRunSetup setup = new LiveRunSetup(
                t.world(),
                t.tasks(),
                t.taskSeed(),
                t.newData(),
                t.task().id(),
                provider.kind().id(),
                provider.model(),
                new LiveAgentSettings(precise, budget),
                Price.forModel(provider.model()).orElse(Price.UNKNOWN));
        job.start(
                List.of(c -> c.progress(c.getTranslation("agent.live.starting"))),
                services.run().apply(t, setup));
    }

    @Nullable
    String selected() {
        return selected;
    }
}
