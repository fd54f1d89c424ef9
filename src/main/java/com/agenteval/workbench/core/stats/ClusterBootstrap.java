package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.params.Parameters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

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
public final class ClusterBootstrap {

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
