package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.params.Parameters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The mean of N scores in C clusters (the runs of C tasks) with its naive and clustered standard errors and 95% t
 * intervals, exactly Inspect AI's {@code stderr()} and {@code stderr(cluster="task")}
 * ({@code inspect_ai/scorer/_metrics/std.py}):
 * <ul>
 *   <li>naive: {@code SE = sd(x, ddof=1) / sqrt(N)}, 95% CI {@code m ± t(0.975, N−1)·SE};</li>
 *   <li>clustered: {@code SE = sqrt(C/(C−1) · Σ_tasks (Σ_runs (x − m))²) / N} (the finite-cluster correction),
 *       95% CI {@code m ± t(0.975, C−1)·SE}.</li>
 * </ul>
 * With N &lt; 2 the naive SE is 0, and with C &lt; 2 the clustered SE is 0 (Inspect divides by C − 1 = 0); the
 * interval is then the point and {@link #clusteredProblem} says why.
 *
 * <pre>{@code
 * ClusteredMean m = ClusteredMean.of(new double[][] {{1, 1, 0}, {0, 0, 0}, {1, 1, 1}});   // 3 tasks × 3 runs
 * m.clusteredSe();   m.ci95Clustered();
 * }</pre>
 *
 * @param mean              the mean of all scores
 * @param nRuns             N, the scores
 * @param nTasks            C, the clusters
 * @param naiveSe           the naive standard error
 * @param clusteredSe       the clustered standard error
 * @param ci95Naive         {@code mean ∓ t(0.975, N−1)·naiveSe}; the point when N &lt; 2
 * @param ci95Clustered     {@code mean ∓ t(0.975, C−1)·clusteredSe}; the point when C &lt; 2
 * @param clusteredProblem  null, or why the clustered SE is 0 ({@link #ONE_TASK})
 */
public record ClusteredMean(
        double mean,
        int nRuns,
        int nTasks,
        double naiveSe,
        double clusteredSe,
        Interval ci95Naive,
        Interval ci95Clustered,
        @Nullable String clusteredProblem) {

    /** Why a clustered interval over fewer than two tasks is a point. */
    public static final String ONE_TASK = "a clustered standard error needs at least two tasks: with one task there is "
            + "no spread between tasks to estimate, so it is reported as 0";

    public ClusteredMean {
        Objects.requireNonNull(ci95Naive, "ci95Naive");
        Objects.requireNonNull(ci95Clustered, "ci95Clustered");
    }

    /** Scores by cluster: {@code scores[task][run]}; tasks may have different numbers of runs. */
    public static ClusteredMean of(double[][] scores) {
        int c = scores.length;
        int n = 0;
        double total = 0.0;
        for (double[] task : scores) {
            for (double x : task) {
                total += x;
                n++;
            }
        }
        if (n == 0) {
            throw new IllegalArgumentException("a mean needs at least one score");
        }
        double m = total / n;
        double squares = 0.0;
        double clustered = 0.0;
        for (double[] task : scores) {
            double s = 0.0;
            for (double x : task) {
                squares += (x - m) * (x - m);
                s += x - m;
            }
            clustered += s * s;
        }
        return from(m, n, c, squares, clustered);
    }

    /**
     * 0/1 scores given as counts: {@code correct[i]} of task i's {@code runs[i]} runs were correct (the same sums
     * as {@link #of} on the 0/1 scores, computed without them).
     */
    public static ClusteredMean ofCounts(int[] correct, int[] runs) {
        if (correct.length != runs.length) {
            throw new IllegalArgumentException(correct.length + " counts for " + runs.length + " tasks");
        }
        long n = 0;
        long ok = 0;
        for (int i = 0; i < correct.length; i++) {
            if (correct[i] < 0 || correct[i] > runs[i]) {
                throw new IllegalArgumentException("task " + i + ": " + correct[i] + " correct of " + runs[i]);
            }
            n += runs[i];
            ok += correct[i];
        }
        if (n == 0) {
            throw new IllegalArgumentException("a mean needs at least one score");
        }
        double m = (double) ok / n;
        double squares = 0.0;
        double clustered = 0.0;
        for (int i = 0; i < correct.length; i++) {
            // Σ (x − m)² over the task's runs: c runs at 1 − m, r − c at −m; Σ (x − m) = c − r·m
            squares += correct[i] * (1 - m) * (1 - m) + (runs[i] - correct[i]) * m * m;
            double s = correct[i] - runs[i] * m;
            clustered += s * s;
        }
        return from(m, (int) n, correct.length, squares, clustered);
    }

    /** 0/1 counts with the same number of runs for every task (a {@code sim --mode results --repeats K} block). */
    public static ClusteredMean ofCounts(int[] correct, int repeats) {
        int[] runs = new int[correct.length];
        Arrays.fill(runs, repeats);
        return ofCounts(correct, runs);
    }

    private static ClusteredMean from(double m, int n, int c, double squares, double clusteredSquares) {
        double naive = n > 1 ? StrictMath.sqrt(squares / (n - 1)) / StrictMath.sqrt(n) : 0.0;
        double clustered = c > 1 ? StrictMath.sqrt(clusteredSquares * c / (c - 1)) / n : 0.0;
        Interval ciNaive = n > 1 ? Interval.around(m, StudentT.ci95(n - 1), naive) : Interval.point(m);
        Interval ciClustered = c > 1 ? Interval.around(m, StudentT.ci95(c - 1), clustered) : Interval.point(m);
        return new ClusteredMean(m, n, c, naive, clustered, ciNaive, ciClustered, c > 1 ? null : ONE_TASK);
    }

    /**
     * The cluster bootstrap: draw C clusters (tasks, traces, questions) with replacement from the C observed, B times,
     * and recompute each statistic on every resample; the 95% interval is the 2.5th and 97.5th percentile of the B
     * values (numpy's default linear interpolation, {@code np.percentile(values, [2.5, 97.5])}).
     *
     * <p>A resample is given to a statistic as weights: {@code weights[i]} is how many times cluster i was drawn (they sum
     * to C), so a mean over clusters is {@code Σ w_i x_i / Σ w_i} without copying. The draws come from
     * {@code java.util.SplittableRandom(seed)}, whose sequence the JDK specifies, so a stated seed gives the same interval
     * on every machine. All statistics of one call see the same resamples. A resample on which a statistic is undefined
     * (NaN, e.g. an F1 with nothing to find) is left out of that statistic's percentiles and counted.
     *
     * <pre>{@code
     * double[] perTask = {1, 0.5, 0, 1};
     * Bootstrapped b = ClusterBootstrap.run(4, 2000, 1L, List.of(ClusterBootstrap.mean(perTask))).get(0);
     * b.ci95();
     * }</pre>
     */
    public static final class ClusterBootstrap {

        /** The B: resamples per interval ({@link Parameters#BOOTSTRAP}'s default). */
        public static final int DEFAULT_RESAMPLES =
                Parameters.BOOTSTRAP.defaultValue().intValueExact();
        /** The most resamples one interval takes. */
        public static final int MAX_RESAMPLES = Parameters.MAX_BOOTSTRAP;
        /** The stated default seed of the bootstrap's draws. */
        public static final long DEFAULT_SEED = 0L;

        private ClusterBootstrap() {}

        /** A statistic of a resample given as cluster weights. */
        @FunctionalInterface
        public interface Statistic {
            double of(int[] weights);
        }

        /**
         * One statistic's resampled values.
         *
         * @param values    the defined values, sorted
         * @param undefined resamples on which the statistic was NaN
         */
        public record Bootstrapped(double[] values, int undefined) {

            public Bootstrapped {
                values = values.clone();
            }

            @Override
            public double[] values() {
                return values.clone();
            }

            /** numpy's {@code percentile(values, q)} with linear interpolation; NaN when no resample was defined. */
            public double percentile(double q) {
                return ClusterBootstrap.percentile(values, q);
            }

            /** [2.5th, 97.5th] percentile; null when no resample was defined. */
            public @Nullable Interval ci95() {
                return values.length == 0 ? null : new Interval(percentile(2.5), percentile(97.5));
            }

            /** [2.5th, 97.5th] percentile of a statistic that is defined on every resample (a mean of a nonempty set). */
            public Interval ci95Defined() {
                Interval ci = ci95();
                if (ci == null) {
                    throw new IllegalStateException("the statistic was undefined on every resample");
                }
                return ci;
            }

            /** The standard deviation of the resampled values (numpy's {@code std}, ddof 0: Inspect's bootstrap_stderr). */
            public double se() {
                if (values.length == 0) {
                    return Double.NaN;
                }
                double m = 0;
                for (double v : values) {
                    m += v;
                }
                m /= values.length;
                double s = 0;
                for (double v : values) {
                    s += (v - m) * (v - m);
                }
                return StrictMath.sqrt(s / values.length);
            }
        }

        /** Several statistics computed together from one resample (when they share work, such as a rescored set). */
        @FunctionalInterface
        public interface Statistics {
            double[] of(int[] weights);
        }

        /** The statistics on {@code resamples} resamples of {@code clusters} clusters, in order. */
        public static List<Bootstrapped> run(int clusters, int resamples, long seed, List<Statistic> statistics) {
            List<Statistic> list = List.copyOf(statistics);
            return run(clusters, resamples, seed, list.size(), w -> {
                double[] out = new double[list.size()];
                for (int s = 0; s < out.length; s++) {
                    out[s] = list.get(s).of(w);
                }
                return out;
            });
        }

        /** {@code width} statistics computed together on each of {@code resamples} resamples. */
        public static List<Bootstrapped> run(int clusters, int resamples, long seed, int width, Statistics statistics) {
            if (clusters < 1) {
                throw new IllegalArgumentException("a bootstrap needs at least one cluster");
            }
            checkResamples(resamples);
            double[][] values = new double[width][resamples];
            int[] defined = new int[width];
            int[] weights = new int[clusters];
            SplittableRandom rng = new SplittableRandom(seed);
            for (int b = 0; b < resamples; b++) {
                draw(rng, weights);
                double[] v = statistics.of(weights);
                for (int s = 0; s < width; s++) {
                    if (!Double.isNaN(v[s])) {
                        values[s][defined[s]++] = v[s];
                    }
                }
            }
            List<Bootstrapped> out = new ArrayList<>(width);
            for (int s = 0; s < width; s++) {
                double[] v = Arrays.copyOf(values[s], defined[s]);
                Arrays.sort(v);
                out.add(new Bootstrapped(v, resamples - defined[s]));
            }
            return List.copyOf(out);
        }

        /** One resample: {@code weights.length} draws with replacement, as counts per cluster. */
        static void draw(SplittableRandom rng, int[] weights) {
            Arrays.fill(weights, 0);
            int c = weights.length;
            for (int i = 0; i < c; i++) {
                weights[rng.nextInt(c)]++;
            }
        }

        /** The weighted mean of per-cluster values, {@code Σ w_i x_i / Σ w_i}. */
        public static Statistic mean(double[] perCluster) {
            double[] x = perCluster.clone();
            return w -> {
                double s = 0;
                long n = 0;
                for (int i = 0; i < x.length; i++) {
                    s += w[i] * x[i];
                    n += w[i];
                }
                return s / n;
            };
        }

        /** A ratio of per-cluster sums, {@code Σ w_i num_i / Σ w_i den_i} (NaN when the denominator is 0). */
        public static Statistic ratio(double[] numerator, double[] denominator) {
            if (numerator.length != denominator.length) {
                throw new IllegalArgumentException("numerator and denominator differ in length");
            }
            double[] a = numerator.clone();
            double[] d = denominator.clone();
            return w -> {
                double s = 0;
                double t = 0;
                for (int i = 0; i < a.length; i++) {
                    s += w[i] * a[i];
                    t += w[i] * d[i];
                }
                return t == 0 ? Double.NaN : s / t;
            };
        }

        /** numpy's {@code percentile(sorted, q)}, linear interpolation between the order statistics around (n−1)q/100. */
        static double percentile(double[] sorted, double q) {
            if (sorted.length == 0) {
                return Double.NaN;
            }
            double pos = (sorted.length - 1) * q / 100.0;
            int lo = (int) Math.floor(pos);
            int hi = Math.min(lo + 1, sorted.length - 1);
            double frac = pos - lo;
            return sorted[lo] + frac * (sorted[hi] - sorted[lo]);
        }

        static void checkResamples(int resamples) {
            if (resamples < 1 || resamples > MAX_RESAMPLES) {
                throw new IllegalArgumentException(
                        "the bootstrap takes 1 to " + MAX_RESAMPLES + " resamples, got " + resamples);
            }
        }
    }
}
