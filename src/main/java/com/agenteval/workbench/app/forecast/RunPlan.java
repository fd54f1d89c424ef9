package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import java.util.Objects;

/** What the run button would run: a question of a world, and the panel. */
public record RunPlan(long worldSeed, OfflineQuestion question, OfflineForecasting.Spec spec) {

    public RunPlan {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(spec, "spec");
    }
}
