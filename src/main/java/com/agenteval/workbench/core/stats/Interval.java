package com.agenteval.workbench.core.stats;

import java.util.Arrays;
import java.util.List;

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

    /**
     * Which 95% interval a page shows beside a score (the pages' "error bars" switch, {@code error_bars} in
     * {@code core.params.Parameters}): clustered by task (the default), naive (every run independent) or the cluster
     * bootstrap over tasks. A figure with only one definition (pass^k, cost: the bootstrap) shows that one whatever the
     * choice.
     */
    public enum IntervalMethod {
        CLUSTERED("clustered"),
        NAIVE("naive"),
        BOOTSTRAP("bootstrap");

        private final String key;

        IntervalMethod(String key) {
            this.key = key;
        }

        /** The name the URL and the switch carry. */
        public String key() {
            return key;
        }

        /** Every key, in the switch's order. */
        public static List<String> keys() {
            return Arrays.stream(values()).map(IntervalMethod::key).toList();
        }

        /** The method a key names. */
        public static IntervalMethod of(String key) {
            for (IntervalMethod m : values()) {
                if (m.key.equals(key)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("no interval method " + key + ": one of " + String.join(", ", keys()));
        }

        /** This method's interval of a mean of runs in tasks, its bootstrap interval given. */
        public Interval of(ClusteredMean mean, Interval bootstrap) {
            return switch (this) {
                case CLUSTERED -> mean.ci95Clustered();
                case NAIVE -> mean.ci95Naive();
                case BOOTSTRAP -> bootstrap;
            };
        }
    }
}
