package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Metric;
import java.util.Objects;

/**
 * A judge's score on one GPA metric over a trace set, at trace level (TRAIL's category F1): a trace has the metric
 * when one of its labels lists it; the judge flags it when one of its findings carries it.
 *
 * @param metric  the metric
 * @param tp      traces with the metric that the judge flagged with it
 * @param fp      traces without it that the judge flagged with it
 * @param fn      traces with it that the judge did not flag with it
 * @param located labels listing the metric whose root step a finding on the metric cites, out of those labels
 */
public record MetricScore(Metric metric, int tp, int fp, int fn, Ratio located) {

    public MetricScore {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(located, "located");
        if (tp < 0 || fp < 0 || fn < 0) {
            throw new IllegalArgumentException("counts are >= 0");
        }
    }

    /** Traces that have the metric. */
    public int support() {
        return tp + fn;
    }

    /** {@code tp / (tp + fp)}; NaN when the judge never flagged the metric. */
    public double precision() {
        return tp + fp == 0 ? Double.NaN : (double) tp / (tp + fp);
    }

    /** {@code tp / (tp + fn)}; NaN when no trace has the metric. */
    public double recall() {
        return tp + fn == 0 ? Double.NaN : (double) tp / (tp + fn);
    }

    /** {@code 2tp / (2tp + fp + fn)} (the harmonic mean of precision and recall, 0 when one is 0); NaN when all are 0. */
    public double f1() {
        int d = 2 * tp + fp + fn;
        return d == 0 ? Double.NaN : 2.0 * tp / d;
    }
}
