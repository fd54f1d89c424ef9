package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastQuestion;
import java.util.Objects;

/**
 * A question about the simulated world that resolves from its truth.
 *
 * @param id       stable and short, e.g. {@code harbor-national-2024}
 * @param question the book-format question, with its cutoff and resolved outcome
 */
public record OfflineQuestion(String id, ForecastQuestion question, String entity, int year, double threshold) {

    public OfflineQuestion {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(question, "question");
        if (!question.hasOutcome()) {
            throw new IllegalArgumentException(id + ": an offline question always resolves");
        }
    }

    public boolean resolvedYes() {
        return Objects.requireNonNull(question.resolvedOutcome(), "an offline question always resolves") == 1.0;
    }
}
