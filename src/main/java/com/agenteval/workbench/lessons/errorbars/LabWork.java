package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.jobs.Job.SessionJobs;
import com.agenteval.workbench.core.jobs.Job.Work;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.OutputCell;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The lab's three experiments as session jobs of computing kinds, so they run on the fair compute pool in the
 * session's lane and borrow the lane's other thread for replications ({@link Helpers}): each computes
 * from the {@link LabSpec} read when its button was pressed, reports the replications done to its
 * {@link LabRunCell}, and stops when cancelled (CoverageLab checks between replications). It is given the page's
 * services as functions: only pages call services.
 */
final class LabWork {

    static final JobKind<Consumer<LabRunCell>, LabRuns.CoverageRun> COVERAGE = JobKind.computing("error-bars-coverage");
    static final JobKind<Consumer<LabRunCell>, LabRuns.PowerRun> POWER = JobKind.computing("error-bars-power");
    static final JobKind<Consumer<LabRunCell>, LabRuns.LeaderboardRun> LEADERBOARD =
            JobKind.computing("error-bars-leaderboard");

    private final BiFunction<World, AgentConfig, CoverageLab.Truth> truth;
    private final Function<WorldSpec, World> worlds;
    private final Helpers helpers;

    /**
     * @param truth   a config's truth on a world, computed once for everyone (the shared result cache)
     * @param worlds  the world of a spec (the session's)
     * @param helpers the threads of the session's compute lane the replications may borrow
     */
    LabWork(
            BiFunction<World, AgentConfig, CoverageLab.Truth> truth,
            Function<WorldSpec, World> worlds,
            Helpers helpers) {
        this.truth = truth;
        this.worlds = worlds;
        this.helpers = helpers;
    }

    /** The seven configs' truths, each computed once per (world, config) for everyone. */
    List<LabRuns.TruthRow> truths(LabSpec spec) {
        World world = worlds.apply(spec.world());
        List<LabRuns.TruthRow> rows = new ArrayList<>();
        for (AgentConfig c : spec.seven()) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancelledException(); // superseded by a newer value of the page's parameters
            }
            rows.add(new LabRuns.TruthRow(c.name(), truth.apply(world, c)));
        }
        return rows;
    }

    /** M fresh evaluations graded against the truth of the spec's config. */
    Work<Consumer<LabRunCell>, LabRuns.CoverageRun> coverage(LabSpec s) {
        return (progress, cancel) -> {
            World w = worlds.apply(s.world());
            CoverageLab.Truth t = truth.apply(w, s.runs());
            return new LabRuns.CoverageRun(
                    s,
                    CoverageLab.coverage(
                            w,
                            s.runs(),
                            t,
                            false,
                            s.tasks(),
                            s.k(),
                            s.replications(),
                            s.statsSeed(),
                            helpers,
                            every(progress, s.replications()),
                            cancel));
        };
    }

    /** The tasks to tell the spec's two configs apart, checked on M fresh paired evaluations. */
    Work<Consumer<LabRunCell>, LabRuns.PowerRun> power(LabSpec s) {
        return (progress, cancel) -> new LabRuns.PowerRun(
                s,
                CoverageLab.powerCheck(
                        worlds.apply(s.world()),
                        s.runs(),
                        s.versusRuns(),
                        Parameters.TASK_SEED.defaultValue(),
                        false,
                        Parameters.RUN_SEED.defaultValue(),
                        s.replications(),
                        s.statsSeed(),
                        helpers,
                        every(progress, s.replications()),
                        cancel));
    }

    /** The seven configs ranked on M fresh task sets. */
    Work<Consumer<LabRunCell>, LabRuns.LeaderboardRun> leaderboard(LabSpec s) {
        return (progress, cancel) -> new LabRuns.LeaderboardRun(
                s,
                CoverageLab.leaderboard(
                        worlds.apply(s.world()),
                        s.seven(),
                        false,
                        s.tasks(),
                        s.k(),
                        s.replications(),
                        s.statsSeed(),
                        helpers,
                        every(progress, s.replications()),
                        cancel));
    }

    /**
     * One experiment's job, wired: its run cell follows it (busy, progress, end), its result goes to {@code show},
     * its output cell is stale meanwhile, and the cell's buttons start it with the spec read when pressed, or cancel.
     */
    static <R> void bind(
            SessionJobs jobs,
            JobKind<Consumer<LabRunCell>, R> kind,
            LabRunCell cell,
            Supplier<LabSpec> spec,
            Function<LabSpec, Work<Consumer<LabRunCell>, R>> work,
            Consumer<R> show,
            OutputCell<?> stale) {
        JobBinding<LabRunCell, R> job = JobBinding.of(jobs, kind, cell)
                .whileRunning(cell::running)
                .stale(stale)
                .onResult(r -> {
                    cell.done();
                    show.accept(r);
                })
                .onFailure(cell::failed)
                .onCancelled(cell::cancelled);
        cell.run().addPressListener(e -> {
            LabSpec s = spec.get();
            job.start(List.of(c -> c.start(s.replications())), work.apply(s));
        });
        cell.run().cancelButton().addPressListener(e -> job.cancel());
    }

    /**
     * The replications done, as at most a hundred events: the job keeps every event for a page opened again, so
     * one per replication (up to two thousand) would be replayed for nothing.
     */
    static Progress<Integer> every(Progress<Consumer<LabRunCell>> progress, int total) {
        int step = Math.max(1, total / 100);
        return done -> {
            if (done % step == 0 || done == total) {
                progress.report(c -> c.progress(done, total));
            }
        };
    }
}
