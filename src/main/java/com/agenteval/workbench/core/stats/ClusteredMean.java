package com.agenteval.workbench.core.stats;

import java.util.Arrays;
import java.util.Objects;
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
}
