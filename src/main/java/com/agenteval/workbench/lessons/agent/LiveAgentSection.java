package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.LiveAgentSettings;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.Work;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.notebook.JobBinding;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
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

    /** The session's live-agent run; its result is the saved run's file name. */
    static final JobKind<Consumer<LiveAgentCell>, String> RUN = JobKind.of("live-agent");

    /**
     * What the section needs from the page's services, as data and callbacks: it holds no service.
     *
     * @param saved    the saved runs, newest first: each file's name, and its run or why it cannot be read
     * @param provider the provider a live run would use, described, or null when the session has none set up
     * @param run      prepares a live run of the target with these settings on the UI thread (reading the session's
     *                 settings), to run as the job's work; it returns the saved file's name
     * @param jobs     binds the cell to the session's job of {@link #RUN}
     * @param folder   the saved runs' folder under the traces folder, as a student finds it
     */
    record Live(
            Supplier<SequencedMap<String, Checked<SavedLiveRun>>> saved,
            Supplier<@Nullable String> provider,
            BiFunction<Target, LiveAgentSettings, Work<Consumer<LiveAgentCell>, String>> run,
            Function<LiveAgentCell, JobBinding<LiveAgentCell, String>> jobs,
            String folder) {}

    private final Live services;
    private final LiveAgentCell cell;
    private final Supplier<Target> target;
    private @Nullable String selected;
    private final JobBinding<LiveAgentCell, String> job;

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
                    cell.progress(cell.getTranslation("agent.live.saved-as", saved));
                    show(saved);
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
        SequencedMap<String, Checked<SavedLiveRun>> entries = services.saved().get();
        if (fileName != null && !entries.containsKey(fileName)) {
            selected = null;
            cell.show(new LiveAgentView(
                    choices(entries),
                    null,
                    null,
                    null,
                    null,
                    notARun(fileName, services.folder()),
                    services.provider().get(),
                    target.get().task().id()));
            return;
        }
        Map.Entry<String, Checked<SavedLiveRun>> chosen = entries.entrySet().stream()
                .filter(e -> e.getKey().equals(fileName))
                .findFirst()
                .orElseGet(() -> entries.entrySet().stream()
                        .filter(e -> e.getValue().isOk())
                        .findFirst()
                        .orElse(null));
        selected = chosen == null ? null : chosen.getKey();
        SavedLiveRun run = chosen == null ? null : run(chosen.getValue());
        Verdict verdict = run == null
                ? null
                : Judges.rules().judge(JudgeInput.of(run.run().trace()));
        Verdict outcome = run == null
                ? null
                : Judges.outcomeOnly(Map.of(
                                run.run().trace().task().id(),
                                run.run().trace().task().answer()))
                        .judge(JudgeInput.of(run.run().trace()));
        Target t = target.get();
        cell.show(new LiveAgentView(
                choices(entries),
                selected,
                run,
                verdict,
                outcome,
                chosen != null && chosen.getValue() instanceof Checked.Refused<SavedLiveRun> refused
                        ? refused.reason()
                        : null,
                services.provider().get(),
                t.task().id()));
    }

    /** Why a requested name shows no run, quoting the name (shortened) as text. */
    static String notARun(String fileName, String folder) {
        String shown = fileName.replaceAll("\\p{Cntrl}", "?");
        shown = shown.length() <= 80 ? shown : shown.substring(0, 80) + "…";
        if (fileName.isBlank()) {
            return "the link names no run (?live= is empty)";
        }
        if (fileName.contains("/") || fileName.contains("\\") || fileName.startsWith(".")) {
            return "“" + shown + "” is not a run's name: a saved run is named by its file name alone, without a "
                    + "folder, as listed under “Saved live runs”";
        }
        return "there is no saved run called “" + shown + "” in " + folder + "/ (it may have been "
                + "deleted or renamed; the saved runs are listed under “Saved live runs”)";
    }

    private static @Nullable SavedLiveRun run(Checked<SavedLiveRun> read) {
        return read instanceof Checked.Ok<SavedLiveRun> ok ? ok.value() : null;
    }

    private List<LiveAgentView.FileChoice> choices(SequencedMap<String, Checked<SavedLiveRun>> entries) {
        return entries.entrySet().stream()
                .map(e -> choice(e.getKey(), e.getValue()))
                .toList();
    }

    private LiveAgentView.FileChoice choice(String fileName, Checked<SavedLiveRun> read) {
        SavedLiveRun saved = run(read); // null exactly when the file is not readable
        if (saved == null) {
            return new LiveAgentView.FileChoice(
                    fileName, fileName + " — " + cell.getTranslation("agent.live.unreadable-short"));
        }
        var r = saved.run();
        return new LiveAgentView.FileChoice(
                fileName,
                r.setup().taskId() + " · " + r.setup().model() + " · "
                        + cell.getTranslation(r.trace().correct() ? "agent.outcome.correct" : "agent.outcome.wrong")
                        + " · "
                        + saved.createdAt());
    }

    private void start(boolean precise, int budget) {
        if (job.isRunning()) {
            return;
        }
        if (services.provider().get() == null) {
            cell.showError(cell.getTranslation("agent.live.unavailable"));
            return;
        }
        job.start(
                List.of(c -> c.progress(c.getTranslation("agent.live.starting"))),
                services.run().apply(target.get(), new LiveAgentSettings(precise, budget)));
    }

    @Nullable
    String selected() {
        return selected;
    }
}
