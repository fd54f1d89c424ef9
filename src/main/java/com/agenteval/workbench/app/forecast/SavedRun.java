package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import java.nio.file.Path;
import java.util.Objects;

/** An offline run made on the run page and saved to the store: what was asked, what came out, and where it went. */
public record SavedRun(RunPlan plan, PanelRun run, Path path) {

    public SavedRun {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(path, "path");
    }

    public OfflineQuestion question() {
        return plan.question();
    }

    public String fileName() {
        return path.getFileName().toString();
    }
}
