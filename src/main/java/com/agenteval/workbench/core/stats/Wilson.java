package com.agenteval.workbench.core.stats;

/**
 * Wilson's 95% score interval for a proportion with few observations (a reliability-diagram bin, a judge's rate):
 * {@code (p̂ + z²/2n ∓ z·sqrt(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)} with z = Φ⁻¹(0.975). It stays inside [0, 1] and is not
 * a point at 0 of n or n of n, as the normal interval is.
 *
 * <pre>{@code
 * Wilson.ci95(0, 10);    // [0, 0.2775...]
 * }</pre>
 */
final class Wilson {

    /** Φ⁻¹(0.975) = scipy.stats.norm.ppf(0.975). */
    public static final double Z95 = 1.959963984540054;

    private Wilson() {}

    /** The interval of {@code successes} out of {@code n}; [0, 1] when n is 0 (nothing observed). */
    public static Interval ci95(int successes, int n) {
        if (n < 0 || successes < 0 || successes > n) {
            throw new IllegalArgumentException("need 0 <= successes <= n, got " + successes + " of " + n);
        }
        if (n == 0) {
            return new Interval(0, 1);
        }
        double p = (double) successes / n;
        double z2 = Z95 * Z95;
        double denom = 1 + z2 / n;
        double center = (p + z2 / (2.0 * n)) / denom;
        double half = Z95 * StrictMath.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        return new Interval(Math.max(0, center - half), Math.min(1, center + half));
    }
}
