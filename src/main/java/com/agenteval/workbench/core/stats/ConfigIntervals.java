package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Every interval of one config's run over a task set (one {@code sim --mode results} block): accuracy with the naive,
 * clustered and cluster-bootstrap 95% intervals, pass^k and pass@k for k = 1..repeats and the mean cost, each with its
 * bootstrap interval. The tasks are the clusters; all bootstrap intervals share the same resamples.
 *
 * <p>pass^k and pass@k are the module's unbiased estimators ({@link PassK}): per task {@code C(c,k)/C(n,k)} and
 * {@code 1 − C(n−c,k)/C(n,k)}, averaged over the tasks of a resample.
 *
 * <pre>{@code
 * ConfigIntervals ci = ConfigIntervals.of(ConfigResults.run(world, tasks, cfg, 0, 8), 2000, 0L);
 * ci.accuracy().ci95Clustered();   ci.passK().get(7).passHat();
 * }</pre>
 *
 * @param accuracy          naive and clustered intervals of the accuracy
 * @param accuracyBootstrap the accuracy's bootstrap interval
 * @param passK             per k, the point values (exactly sim's) and their bootstrap intervals
 * @param meanCost          dollars per run
 * @param meanCostBootstrap its bootstrap interval
 * @param resamples         B
 * @param seed              the bootstrap's seed
 */
record ConfigIntervals(
        ClusteredMean accuracy,
        Interval accuracyBootstrap,
        List<PassKInterval> passK,
        double meanCost,
        Interval meanCostBootstrap,
        int resamples,
        long seed) {

    /**
     * pass^k and pass@k at one k with their bootstrap intervals.
     *
     * @param point         the exact values ({@code num / den}), as sim prints them
     * @param passHatCi95   pass^k's bootstrap interval
     * @param passAtCi95    pass@k's bootstrap interval
     */
    public record PassKInterval(PassK point, Interval passHatCi95, Interval passAtCi95) {
        public PassKInterval {
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(passHatCi95, "passHatCi95");
            Objects.requireNonNull(passAtCi95, "passAtCi95");
        }
    }

    public ConfigIntervals {
        Objects.requireNonNull(accuracy, "accuracy");
        Objects.requireNonNull(accuracyBootstrap, "accuracyBootstrap");
        Objects.requireNonNull(meanCostBootstrap, "meanCostBootstrap");
        passK = List.copyOf(passK);
    }

    /** The intervals of a run with the same number of runs for every task. */
    public static ConfigIntervals of(ConfigResults r, int resamples, long seed) {
        List<TaskRuns> tasks = r.perTask();
        if (tasks.isEmpty() || r.repeats() < 1) {
            throw new IllegalArgumentException("intervals need at least one task and one run per task");
        }
        int n = tasks.size();
        int k = r.repeats();
        int[] correct = new int[n];
        double[] accuracy = new double[n];
        double[] cost = new double[n];
        double[] runs = new double[n];
        for (int i = 0; i < n; i++) {
            TaskRuns t = tasks.get(i);
            correct[i] = t.correct();
            accuracy[i] = (double) correct[i] / k;
            double c = 0;
            for (var run : t.runs()) {
                c += run.cost();
            }
            cost[i] = c;
            runs[i] = t.runs().size();
        }
        // per value of c, each k's pass^k and pass@k of one task: PassK's own estimator on a one-task table
        List<List<PassK>> byCorrect = new ArrayList<>(k + 1);
        for (int c = 0; c <= k; c++) {
            byCorrect.add(PassK.table(new int[] {c}, k));
        }
        List<ClusterBootstrap.Statistic> stats = new ArrayList<>();
        stats.add(ClusterBootstrap.mean(accuracy));
        stats.add(ClusterBootstrap.ratio(cost, runs));
        for (int j = 0; j < k; j++) {
            double[] hat = new double[n];
            double[] at = new double[n];
            for (int i = 0; i < n; i++) {
                PassK one = byCorrect.get(correct[i]).get(j);
                hat[i] = one.passHat();
                at[i] = one.passAt();
            }
            stats.add(ClusterBootstrap.mean(hat));
            stats.add(ClusterBootstrap.mean(at));
        }
        List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(n, resamples, seed, stats);
        List<PassK> exact = PassK.table(correct, k);
        List<PassKInterval> passK = new ArrayList<>(k);
        for (int j = 0; j < k; j++) {
            passK.add(new PassKInterval(
                    exact.get(j),
                    b.get(2 + 2 * j).ci95Defined(),
                    b.get(3 + 2 * j).ci95Defined()));
        }
        double meanCost = Objects.requireNonNull(r.meanCost(), "a config with runs has a mean cost");
        return new ConfigIntervals(
                ClusteredMean.ofCounts(correct, k),
                b.get(0).ci95Defined(),
                passK,
                meanCost,
                b.get(1).ci95Defined(),
                resamples,
                seed);
    }
}
