package com.agenteval.workbench.core.stats;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Student's t distribution with an integer number of degrees of freedom: the CDF from the finite series of
 * Abramowitz &amp; Stegun 26.7.3–26.7.4 (all terms positive, so no cancellation), and the quantile by bisection on
 * t until the interval stops shrinking. Matches {@code scipy.stats.t.ppf} to 1e-12 relative
 * for p in [0.0005, 0.9995] ({@code StudentTTest} against a scipy golden); further out the tail, 1 − A(t), loses digits to
 * the subtraction.
 *
 * <pre>{@code
 * StudentT.quantile(0.975, 199);    // 1.971956544249395
 * StudentT.ci95(199);               // the same: the multiplier of a 95% interval
 * }</pre>
 */
final class StudentT {

    /** Degrees of freedom beyond which the series is cut off by size (its terms are then below one ulp). */
    private static final int MAX_DF = 100_000_000;

    private static final ConcurrentHashMap<Integer, Double> CI95 = new ConcurrentHashMap<>();

    private StudentT() {}

    /** {@code t.ppf(0.975, df)}, cached per df: the multiplier of a two-sided 95% interval. */
    public static double ci95(int df) {
        return CI95.computeIfAbsent(df, d -> quantile(0.975, d));
    }

    /** {@code P(T <= t)} for {@code df} degrees of freedom. */
    public static double cdf(double t, int df) {
        checkDf(df);
        if (Double.isNaN(t)) {
            return Double.NaN;
        }
        if (Double.isInfinite(t)) {
            return t > 0 ? 1.0 : 0.0;
        }
        double a = central(Math.abs(t), df);
        return t >= 0 ? 0.5 + 0.5 * a : 0.5 - 0.5 * a;
    }

    /** The p-quantile: the t with {@code P(T <= t) = p}; ±infinity at p = 1 and p = 0. */
    public static double quantile(double p, int df) {
        checkDf(df);
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("p must be in [0, 1], got " + p);
        }
        if (p == 0.5) {
            return 0.0;
        }
        if (p == 1.0 || p == 0.0) {
            return p == 1.0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        boolean upper = p > 0.5;
        // A(t) = P(|T| <= t) = 2p − 1 for the upper half; 1 − 2p for the lower (symmetry)
        double target = upper ? 2 * p - 1 : 1 - 2 * p;
        double lo = 0.0;
        double hi = 1.0;
        while (central(hi, df) < target) {
            lo = hi;
            hi *= 2;
            if (Double.isInfinite(hi)) {
                return upper ? hi : -hi;
            }
        }
        while (true) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                break;
            }
            if (central(mid, df) < target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double t = 0.5 * (lo + hi);
        return upper ? t : -t;
    }

    /**
     * A(t | ν) = P(|T| <= t) for t >= 0, with x = t²/ν, c² = 1/(1 + x) (cos² of θ = atan(t/√ν)): for even ν,
     * {@code sin θ · Σ_{j<ν/2} r_j c^{2j}} with r_0 = 1, r_j = r_{j−1}(2j−1)/(2j); for odd ν,
     * {@code (2/π)(θ + sin θ cos θ · Σ_{j<(ν−1)/2} r_j c^{2j})} with r_j = r_{j−1}(2j)/(2j+1) (empty for ν = 1).
     * The power c^{2j} is {@code exp(−j·log1p(x))}, not a running product: a product would multiply the rounding of
     * c² by j, which at ν = 10^5 costs eleven digits' worth of the tail.
     */
    static double central(double t, int df) {
        double x = t * t / df;
        double logC2 = -StrictMath.log1p(x);
        double c2 = 1.0 / (1.0 + x);
        boolean even = df % 2 == 0;
        int terms = even ? df / 2 : (df - 1) / 2;
        double sum = 0.0;
        double carry = 0.0; // Kahan: the long series of large df keeps its digits
        double ratio = 1.0;
        for (int j = 0; j < terms; j++) {
            if (j > 0) {
                ratio *= even ? (2.0 * j - 1) / (2.0 * j) : (2.0 * j) / (2.0 * j + 1);
            }
            double term = ratio * (j == 0 ? 1.0 : StrictMath.exp(j * logC2));
            double y = term - carry;
            double next = sum + y;
            carry = (next - sum) - y;
            sum = next;
            if (term < sum * 1e-18) {
                break;
            }
        }
        double rootX = StrictMath.sqrt(x);
        if (even) {
            return rootX / StrictMath.sqrt(1.0 + x) * sum; // sin θ = tan θ · cos θ
        }
        return (2 / Math.PI) * (StrictMath.atan(rootX) + rootX * c2 * sum); // sin θ cos θ = tan θ · cos² θ
    }

    private static void checkDf(int df) {
        if (df < 1 || df > MAX_DF) {
            throw new IllegalArgumentException("degrees of freedom must be between 1 and " + MAX_DF + ", got " + df);
        }
    }
}
