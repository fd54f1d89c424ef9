package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The intervals of one config's score on the configs lesson ({@link ConfigScore}: one or both task sets, pooled, the
 * tasks of both sets the clusters): the accuracy's naive and clustered intervals ({@link ClusteredMean}) and, from
 * one cluster bootstrap over tasks, the accuracy's, every pass^k's (k = 1..runs) and the mean cost's. The same
 * estimators as {@link ConfigIntervals}, which needs the runs themselves; a score keeps only each task's correct count
 * and cost.
 *
 * <pre>{@code
 * ConfigScoreIntervals ci = ConfigScoreIntervals.of(score, ClusterBootstrap.DEFAULT_RESAMPLES,
 *         ClusterBootstrap.DEFAULT_SEED);
 * ci.accuracy(IntervalMethod.CLUSTERED);   ci.passHat().get(7);   ci.meanCost();
 * }</pre>
 *
 * @param accuracyMean      the accuracy with its naive and clustered intervals
 * @param accuracyBootstrap the accuracy's bootstrap interval
 * @param passHat           pass^k's bootstrap interval for k = 1..runs
 * @param meanCost          the mean cost's (dollars per run) bootstrap interval
 * @param resamples         B
 * @param seed              the bootstrap's seed
 */
public record ConfigScoreIntervals(
        ClusteredMean accuracyMean,
        Interval accuracyBootstrap,
        List<Interval> passHat,
        Interval meanCost,
        int resamples,
        long seed) {

    public ConfigScoreIntervals {
        Objects.requireNonNull(accuracyMean, "accuracyMean");
        Objects.requireNonNull(accuracyBootstrap, "accuracyBootstrap");
        Objects.requireNonNull(meanCost, "meanCost");
        passHat = List.copyOf(passHat);
    }

    /** Every config's intervals, in order, each from its own bootstrap with the same seed. */
    public static List<ConfigScoreIntervals> of(List<ConfigScore> scores, int resamples, long seed) {
        return scores.stream().map(s -> of(s, resamples, seed)).toList();
    }

    public static ConfigScoreIntervals of(ConfigScore score, int resamples, long seed) {
        int k = score.passK().size();
        int[] correct = correct(score);
        double[] cost = score.sets().stream()
                .flatMapToDouble(s -> Arrays.stream(s.taskCost()))
                .toArray();
        int n = correct.length;
        double[] accuracy = new double[n];
        double[] runs = new double[n];
        for (int i = 0; i < n; i++) {
            accuracy[i] = (double) correct[i] / k;
            runs[i] = k;
        }
        // per value of c, each k's pass^k of one task: PassK's own estimator on a one-task table (as ConfigIntervals)
        List<List<PassK>> byCorrect = new ArrayList<>(k + 1);
        for (int c = 0; c <= k; c++) {
            byCorrect.add(PassK.table(new int[] {c}, k));
        }
        List<ClusterBootstrap.Statistic> stats = new ArrayList<>(k + 2);
        stats.add(ClusterBootstrap.mean(accuracy));
        stats.add(ClusterBootstrap.ratio(cost, runs));
        for (int j = 0; j < k; j++) {
            double[] hat = new double[n];
            for (int i = 0; i < n; i++) {
                hat[i] = byCorrect.get(correct[i]).get(j).passHat();
            }
            stats.add(ClusterBootstrap.mean(hat));
        }
        List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(n, resamples, seed, stats);
        List<Interval> passHat = new ArrayList<>(k);
        for (int j = 0; j < k; j++) {
            passHat.add(b.get(2 + j).ci95Defined());
        }
        return new ConfigScoreIntervals(
                ClusteredMean.ofCounts(correct, k),
                b.get(0).ci95Defined(),
                passHat,
                b.get(1).ci95Defined(),
                resamples,
                seed);
    }

    /** The accuracy's interval by the chosen method. */
    public Interval accuracy(IntervalMethod method) {
        return method.of(accuracyMean, accuracyBootstrap);
    }

    /**
     * The paired difference {@code a − b} of two configs' accuracies on the same tasks (task i's share of correct
     * runs under each), with the correlation of their per-task scores.
     */
    public static PairedDifference paired(ConfigScore a, ConfigScore b) {
        return PairedDifference.of(perTask(a), perTask(b));
    }

    private static double[] perTask(ConfigScore s) {
        int k = s.passK().size();
        return Arrays.stream(correct(s)).mapToDouble(c -> (double) c / k).toArray();
    }

    private static int[] correct(ConfigScore s) {
        return s.sets().stream()
                .flatMapToInt(set -> Arrays.stream(set.correct()))
                .toArray();
    }

    /**
     * Two configs on the same tasks: {@code d_i} is task i's mean score under A minus its mean under B; the difference
     * is {@code mean(d)} with {@code SE = sd(d, ddof=1) / sqrt(C)} and 95% CI {@code mean(d) ∓ t(0.975, C−1)·SE}. Pairing
     * removes what the tasks share (a hard task is hard for both): the more the two configs' per-task scores are
     * correlated, the narrower the interval is than the unpaired one.
     *
     * <pre>{@code
     * PairedDifference d = PairedDifference.of(perTaskA, perTaskB);
     * d.ci95().contains(0.0);   // true: the data cannot tell the two apart
     * }</pre>
     *
     * @param meanDifference mean(d) = mean(A) − mean(B)
     * @param sdDifference   sd(d, ddof=1); 0 with one task
     * @param se             sd(d) / sqrt(C); 0 with one task
     * @param ci95           the t interval; the point with one task
     * @param correlation    Pearson's r of the per-task scores of A and B; NaN when either is constant
     * @param nTasks         C
     * @param problem        null, or why the interval is a point
     */
    public record PairedDifference(
            double meanDifference,
            double sdDifference,
            double se,
            Interval ci95,
            double correlation,
            int nTasks,
            @Nullable String problem) {

        public static final String ONE_TASK = "a paired difference needs at least two tasks to estimate its spread";

        /** Per-task mean scores of A and B, task by task. */
        public static PairedDifference of(double[] a, double[] b) {
            if (a.length != b.length) {
                throw new IllegalArgumentException(
                        "paired scores need the same tasks: " + a.length + " and " + b.length);
            }
            int c = a.length;
            if (c == 0) {
                throw new IllegalArgumentException("a paired difference needs at least one task");
            }
            double ma = 0;
            double mb = 0;
            for (int i = 0; i < c; i++) {
                ma += a[i];
                mb += b[i];
            }
            ma /= c;
            mb /= c;
            double sdd = 0;
            double saa = 0;
            double sbb = 0;
            double sab = 0;
            double sumD = 0;
            for (int i = 0; i < c; i++) {
                sumD += a[i] - b[i];
            }
            double meanD = sumD / c;
            for (int i = 0; i < c; i++) {
                double d = a[i] - b[i] - meanD;
                sdd += d * d;
                saa += (a[i] - ma) * (a[i] - ma);
                sbb += (b[i] - mb) * (b[i] - mb);
                sab += (a[i] - ma) * (b[i] - mb);
            }
            double r = saa == 0 || sbb == 0 ? Double.NaN : sab / StrictMath.sqrt(saa * sbb);
            if (c < 2) {
                return new PairedDifference(meanD, 0, 0, Interval.point(meanD), r, c, ONE_TASK);
            }
            double sd = StrictMath.sqrt(sdd / (c - 1));
            double se = sd / StrictMath.sqrt(c);
            return new PairedDifference(meanD, sd, se, Interval.around(meanD, StudentT.ci95(c - 1), se), r, c, null);
        }

        /** Whether the interval excludes 0: the data tell the two configs apart at the 95% level. */
        public boolean distinguishes() {
            return problem == null && (ci95.lo() > 0 || ci95.hi() < 0);
        }

        /** The tasks a paired comparison needs for 80% power at this difference and spread ({@link Power}). */
        public @Nullable Integer tasksFor80PctPower() {
            return Power.tasksFor(meanDifference, sdDifference, Power.POWER);
        }
    }
}
