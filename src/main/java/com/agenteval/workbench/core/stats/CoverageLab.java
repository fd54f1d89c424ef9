package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * "Can you trust this error bar?": the world knows each config's true accuracy, so it can grade the intervals.
 *
 * <ul>
 *   <li><b>The truth</b> ({@link #truth}): the mean over {@link #TRUTH_TASKS} fresh tasks, each run once, with its
 *       Monte-Carlo standard error. Its tasks are the first block (indices 0..19,999) of the long task list of the
 *       world's task seed; its run seed is the given one.</li>
 *   <li><b>The replications</b> ({@link #coverage}): M fresh evaluations of n tasks × k runs. Replication r takes the
 *       tasks with indices {@code 20,000 + r·n ...} of the long list seeded by the stats seed, so every replication
 *       has its own task ids and none shares the truth's (the module keys latent difficulty by task id: reusing ids
 *       makes replications share difficulties and they are no longer independent), and run seed
 *       {@code statsSeed · 10,000 + r}. Each computes the naive, clustered and bootstrap intervals of its accuracy;
 *       the lab reports how often each covers the truth (with the MC error {@code sqrt(c(1−c)/M)}) and how wide it
 *       is on average.</li>
 *   <li><b>Leaderboard stability</b> ({@link #leaderboard}): over M fresh task sets, how often each config ranks
 *       first by accuracy (ties share the rank) and its median rank.</li>
 *   <li><b>Power</b> ({@link #powerCheck}): the tasks two configs need for 80% power from the per-task spread of
 *       their difference on the truth block, then M paired evaluations of that many fresh tasks: how often the
 *       paired interval excludes 0.</li>
 * </ul>
 * The bootstrap of each replication uses {@link #LAB_RESAMPLES} resamples (not the 2,000 of a single interval: the
 * lab draws a thousand intervals, and percentile noise at B = 1,000 moves a 95% interval's ends by about 1% of its
 * width), seeded with the replication's run seed. Work is cancellable between replications: a {@link Cancellation}
 * or an interrupt of the calling thread stops it with {@link CancelledException}. Core starts no threads.
 *
 * <pre>{@code
 * CoverageLab.Truth truth = CoverageLab.truth(world, cfg, BigInteger.ONE, false, BigInteger.ZERO);
 * CoverageLab.Coverage c = CoverageLab.coverage(world, cfg, truth, false, 200, 8, 1000, 0L, Progress.none(),
 *         cancel);
 * c.naive().coverage();   c.clustered().coverage();   c.first();
 * }</pre>
 */
public final class CoverageLab {

    /** Tasks of the truth block. */
    public static final int TRUTH_TASKS = 20_000;
    /** Bootstrap resamples per replication in the lab. */
    public static final int LAB_RESAMPLES = 1_000;
    /** Replications shown one by one (the forest plot). */
    public static final int SHOWN = 50;
    /** Replications at most. */
    public static final int MAX_REPLICATIONS = 10_000;

    private CoverageLab() {}

    /**
     * A config's true accuracy on this world.
     *
     * @param mean  the accuracy over the truth block, one run per task
     * @param mcSe  its Monte-Carlo standard error, {@code sd / sqrt(tasks)}
     * @param tasks the truth block's size
     */
    public record Truth(double mean, double mcSe, int tasks) {}

    /**
     * One method's grade.
     *
     * @param coverage  share of the replications whose interval contains the truth
     * @param mcError   {@code sqrt(coverage (1 − coverage) / M)}
     * @param meanWidth mean width of its intervals
     */
    public record MethodCoverage(double coverage, double mcError, double meanWidth) {}

    /**
     * One replication's intervals (for the forest plot).
     *
     * @param index     r
     * @param mean      its accuracy
     * @param naive     naive interval
     * @param clustered clustered interval
     * @param bootstrap bootstrap interval
     */
    public record Replication(int index, double mean, Interval naive, Interval clustered, Interval bootstrap) {}

    /** The lab's result: the three methods' grades and the first {@link #SHOWN} replications. */
    public record Coverage(
            Truth truth,
            int tasks,
            int repeats,
            int replications,
            MethodCoverage naive,
            MethodCoverage clustered,
            MethodCoverage bootstrap,
            List<Replication> first) {
        public Coverage {
            Objects.requireNonNull(truth, "truth");
            first = List.copyOf(first);
        }
    }

    /** The truth of {@code config} (as it runs, its rho included) on the world's task list of {@code taskSeed}. */
    public static Truth truth(
            World world, AgentConfig config, BigInteger taskSeed, boolean newData, BigInteger runSeed) {
        List<Task> tasks = Tasks.stream(world, taskSeed, newData, 0).next(TRUTH_TASKS);
        ConfigResults r = ConfigResults.run(world, tasks, config, runSeed, 1, false, null);
        ClusteredMean m = ClusteredMean.ofCounts(correct(r), 1);
        return new Truth(m.mean(), m.naiveSe(), TRUTH_TASKS);
    }

    /** M replications of n tasks × k runs graded against the truth; progress hears the replications done. */
    public static Coverage coverage(
            World world,
            AgentConfig config,
            Truth truth,
            boolean newData,
            int tasks,
            int repeats,
            int replications,
            long statsSeed,
            Progress<Integer> progress,
            Cancellation cancel) {
        return coverage(
                world, config, truth, newData, tasks, repeats, replications, statsSeed, Helpers.NONE, progress, cancel);
    }

    /** {@link #coverage(World, AgentConfig, Truth, boolean, int, int, int, long, Progress, Cancellation)} with helpers. */
    public static Coverage coverage(
            World world,
            AgentConfig config,
            Truth truth,
            boolean newData,
            int tasks,
            int repeats,
            int replications,
            long statsSeed,
            Helpers helpers,
            Progress<Integer> progress,
            Cancellation cancel) {
        check(tasks, repeats, replications, statsSeed);
        Tasks.Stream stream = replicationTasks(world, statsSeed, newData);
        Object[] reps = helpers.replicate(
                replications,
                r -> stream.next(tasks),
                (r, block) -> replicate(world, config, block, repeats, runSeed(statsSeed, r), r),
                progress,
                cancel);
        int[] hits = new int[3];
        double[] widths = new double[3];
        List<Replication> first = new ArrayList<>();
        for (int r = 0; r < replications; r++) {
            Replication rep = (Replication) reps[r];
            Interval[] three = {rep.naive(), rep.clustered(), rep.bootstrap()};
            for (int i = 0; i < 3; i++) {
                hits[i] += three[i].contains(truth.mean()) ? 1 : 0;
                widths[i] += three[i].width();
            }
            if (r < SHOWN) {
                first.add(rep);
            }
        }
        MethodCoverage[] g = new MethodCoverage[3];
        for (int i = 0; i < 3; i++) {
            double c = (double) hits[i] / replications;
            g[i] = new MethodCoverage(c, StrictMath.sqrt(c * (1 - c) / replications), widths[i] / replications);
        }
        return new Coverage(truth, tasks, repeats, replications, g[0], g[1], g[2], first);
    }

    /** One replication: its block × k runs from its run seed, and its three intervals (bootstrap seeded alike). */
    private static Replication replicate(
            World world, AgentConfig config, List<Task> block, int repeats, long seed, int r) {
        ConfigResults res = ConfigResults.run(world, block, config, BigInteger.valueOf(seed), repeats, false, null);
        int[] correct = correct(res);
        ClusteredMean m = ClusteredMean.ofCounts(correct, repeats);
        double[] perTask = new double[correct.length];
        for (int i = 0; i < correct.length; i++) {
            perTask[i] = (double) correct[i] / repeats;
        }
        Interval boot = ClusterBootstrap.run(block.size(), LAB_RESAMPLES, seed, List.of(ClusterBootstrap.mean(perTask)))
                .get(0)
                .ci95Defined();
        return new Replication(r, m.mean(), m.ci95Naive(), m.ci95Clustered(), boot);
    }

    /**
     * One config's standing over the fresh task sets.
     *
     * @param config     its name
     * @param firstShare share of the task sets on which it ranked first (ties share first place)
     * @param medianRank its median rank (1 is best)
     */
    public record Standing(String config, double firstShare, double medianRank) {}

    /** Leaderboard stability: every config on each of M fresh task sets of n tasks × k runs, ranked by accuracy. */
    public static List<Standing> leaderboard(
            World world,
            List<AgentConfig> configs,
            boolean newData,
            int tasks,
            int repeats,
            int replications,
            long statsSeed,
            Progress<Integer> progress,
            Cancellation cancel) {
        return leaderboard(
                world, configs, newData, tasks, repeats, replications, statsSeed, Helpers.NONE, progress, cancel);
    }

    /** {@link #leaderboard(World, List, boolean, int, int, int, long, Progress, Cancellation)} with helpers. */
    public static List<Standing> leaderboard(
            World world,
            List<AgentConfig> configs,
            boolean newData,
            int tasks,
            int repeats,
            int replications,
            long statsSeed,
            Helpers helpers,
            Progress<Integer> progress,
            Cancellation cancel) {
        check(tasks, repeats, replications, statsSeed);
        Tasks.Stream stream = replicationTasks(world, statsSeed, newData);
        int c = configs.size();
        Object[] reps = helpers.replicate(
                replications,
                r -> stream.next(tasks),
                (r, block) -> {
                    double[] acc = new double[c];
                    for (int j = 0; j < c; j++) {
                        stop(cancel);
                        ConfigResults res = ConfigResults.run(
                                world,
                                block,
                                configs.get(j),
                                BigInteger.valueOf(runSeed(statsSeed, r)),
                                repeats,
                                false,
                                null);
                        acc[j] = (double) res.nCorrect() / res.nRuns();
                    }
                    int[] rank = new int[c];
                    for (int j = 0; j < c; j++) {
                        int better = 0;
                        for (int o = 0; o < c; o++) {
                            better += acc[o] > acc[j] ? 1 : 0;
                        }
                        rank[j] = better + 1;
                    }
                    return rank;
                },
                progress,
                cancel);
        int[][] ranks = new int[c][replications];
        for (int r = 0; r < replications; r++) {
            int[] rank = (int[]) reps[r];
            for (int j = 0; j < c; j++) {
                ranks[j][r] = rank[j];
            }
        }
        List<Standing> out = new ArrayList<>(c);
        for (int j = 0; j < c; j++) {
            int[] rk = ranks[j].clone();
            Arrays.sort(rk);
            int firsts = 0;
            for (int x : rk) {
                firsts += x == 1 ? 1 : 0;
            }
            double median = replications % 2 == 1
                    ? rk[replications / 2]
                    : 0.5 * (rk[replications / 2 - 1] + rk[replications / 2]);
            out.add(new Standing(configs.get(j).name(), (double) firsts / replications, median));
        }
        return List.copyOf(out);
    }

    /**
     * The power calculation checked by simulation.
     *
     * @param trueDifference truth(A) − truth(B) on the truth block
     * @param sdDifference   the spread of the per-task differences there (one run per task)
     * @param tasksNeeded    tasks for 80% power ({@link Power}); null when no practical number would do
     * @param simulatedPower share of M paired evaluations of that many fresh tasks whose interval excludes 0 on the
     *                       side of the true difference; NaN when not simulated
     * @param mcError        its MC error
     * @param replications   M
     */
    public record PowerCheck(
            double trueDifference,
            double sdDifference,
            @Nullable Integer tasksNeeded,
            double simulatedPower,
            double mcError,
            int replications) {}

    /** Simulations of more tasks than this per evaluation are not run (the result says NaN). */
    public static final int MAX_POWER_TASKS = 5_000;

    /** The tasks two configs need, from the truth block, checked on M fresh evaluations of that many tasks. */
    public static PowerCheck powerCheck(
            World world,
            AgentConfig a,
            AgentConfig b,
            BigInteger taskSeed,
            boolean newData,
            BigInteger runSeed,
            int replications,
            long statsSeed,
            Progress<Integer> progress,
            Cancellation cancel) {
        return powerCheck(
                world, a, b, taskSeed, newData, runSeed, replications, statsSeed, Helpers.NONE, progress, cancel);
    }

    /** {@link #powerCheck(World, AgentConfig, AgentConfig, BigInteger, boolean, BigInteger, int, long, Progress,
     * Cancellation)} with helpers. */
    public static PowerCheck powerCheck(
            World world,
            AgentConfig a,
            AgentConfig b,
            BigInteger taskSeed,
            boolean newData,
            BigInteger runSeed,
            int replications,
            long statsSeed,
            Helpers helpers,
            Progress<Integer> progress,
            Cancellation cancel) {
        check(2, 1, replications, statsSeed);
        List<Task> pilot = Tasks.stream(world, taskSeed, newData, 0).next(TRUTH_TASKS);
        stop(cancel);
        double[] da = perTask(ConfigResults.run(world, pilot, a, runSeed, 1, false, null));
        stop(cancel);
        double[] db = perTask(ConfigResults.run(world, pilot, b, runSeed, 1, false, null));
        PairedDifference d = PairedDifference.of(da, db);
        Integer n = Power.tasksFor(d.meanDifference(), d.sdDifference(), Power.POWER);
        if (n == null || n > MAX_POWER_TASKS) {
            return new PowerCheck(d.meanDifference(), d.sdDifference(), n, Double.NaN, Double.NaN, 0);
        }
        Tasks.Stream stream = replicationTasks(world, statsSeed, newData);
        int size = n;
        Object[] reps = helpers.replicate(
                replications,
                r -> stream.next(size),
                (r, block) -> {
                    BigInteger seed = BigInteger.valueOf(runSeed(statsSeed, r));
                    PairedDifference e = PairedDifference.of(
                            perTask(ConfigResults.run(world, block, a, seed, 1, false, null)),
                            perTask(ConfigResults.run(world, block, b, seed, 1, false, null)));
                    return d.meanDifference() > 0 ? e.ci95().lo() > 0 : e.ci95().hi() < 0;
                },
                progress,
                cancel);
        int detected = 0;
        for (Object sameSide : reps) {
            detected += (Boolean) sameSide ? 1 : 0;
        }
        double p = (double) detected / replications;
        return new PowerCheck(
                d.meanDifference(), d.sdDifference(), n, p, StrictMath.sqrt(p * (1 - p) / replications), replications);
    }

    /** The long task list the replications draw from: seeded by the stats seed, ids after the truth block. */
    static Tasks.Stream replicationTasks(World world, long statsSeed, boolean newData) {
        return Tasks.stream(world, BigInteger.valueOf(statsSeed), newData, TRUTH_TASKS);
    }

    /** Replication r's run seed (and bootstrap seed). */
    static long runSeed(long statsSeed, int r) {
        return statsSeed * 10_000L + r;
    }

    private static int[] correct(ConfigResults r) {
        return r.perTask().stream().mapToInt(TaskRuns::correct).toArray();
    }

    private static double[] perTask(ConfigResults r) {
        return r.perTask().stream()
                .mapToDouble(t -> (double) t.correct() / t.runs().size())
                .toArray();
    }

    private static void stop(Cancellation cancel) {
        if (cancel.isCancelled() || Thread.currentThread().isInterrupted()) {
            throw new CancelledException();
        }
    }

    private static void check(int tasks, int repeats, int replications, long statsSeed) {
        if (tasks < 2 || repeats < 1) {
            throw new IllegalArgumentException("the lab needs at least 2 tasks and 1 run per task");
        }
        if (replications < 1 || replications > MAX_REPLICATIONS) {
            throw new IllegalArgumentException(
                    "replications must be between 1 and " + MAX_REPLICATIONS + ", got " + replications);
        }
        if (statsSeed < 0 || statsSeed > Long.MAX_VALUE / 10_000 - 1) {
            throw new IllegalArgumentException(
                    "the stats seed must be between 0 and " + (Long.MAX_VALUE / 10_000 - 1) + ", got " + statsSeed);
        }
    }
}
