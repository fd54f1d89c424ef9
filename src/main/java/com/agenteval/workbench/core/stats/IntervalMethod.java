package com.agenteval.workbench.core.stats;

import java.util.Arrays;
import java.util.List;

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
