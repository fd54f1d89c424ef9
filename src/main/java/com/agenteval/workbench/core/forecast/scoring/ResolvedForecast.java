package com.agenteval.workbench.core.forecast.scoring;

import java.util.Objects;

/**
 * One probability stated before its question resolved, and the outcome.
 *
 * @param source  who said it: an agent id, or an aggregation method's name
 * @param outcome 1.0 for YES, 0.0 for NO
 */
public record ResolvedForecast(String runId, String question, String source, double p, double outcome) {

    public ResolvedForecast {
        Objects.requireNonNull(source, "source");
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("p must be in [0, 1]: " + p);
        }
        if (outcome != 0.0 && outcome != 1.0) {
            throw new IllegalArgumentException("outcome must be 0 or 1: " + outcome);
        }
    }
}
