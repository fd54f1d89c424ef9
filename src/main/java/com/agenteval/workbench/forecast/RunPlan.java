package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineQuestion;
import java.util.Objects;

/** What the run button would run: a question of a world, and the panel. */
record RunPlan(long worldSeed, OfflineQuestion question, OfflineForecasting.Spec spec) {

    RunPlan {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(spec, "spec");
    }
}
