package com.agenteval.workbench.core.stats;

/**
 * A 95% interval {@code [lo, hi]}.
 *
 * <pre>{@code
 * Interval ci = Interval.around(0.72, 1.97, 0.031);   // 0.72 ± 1.97 · 0.031
 * ci.contains(0.70);   ci.width();
 * }</pre>
 */
public record Interval(double lo, double hi) {

    public Interval {
        if (Double.isNaN(lo) || Double.isNaN(hi) || lo > hi) {
            throw new IllegalArgumentException("an interval needs lo <= hi, got [" + lo + ", " + hi + "]");
        }
    }

    /** {@code mean ∓ multiplier · se}. */
    public static Interval around(double mean, double multiplier, double se) {
        return new Interval(mean - multiplier * se, mean + multiplier * se);
    }

    /** The interval of one point: what a method without spread gives. */
    public static Interval point(double x) {
        return new Interval(x, x);
    }

    public boolean contains(double x) {
        return lo <= x && x <= hi;
    }

    public double width() {
        return hi - lo;
    }
}
