package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A finished live run: the trace as saved (status {@code completed}, {@code failed} or {@code cancelled}), where it
 * was saved, and each agent's run with its tool audit log.
 */
public record LiveRunOutcome(RunTrace trace, Path saved, List<AgentRun> agents) {

    public LiveRunOutcome {
        Objects.requireNonNull(trace, "trace");
        Objects.requireNonNull(saved, "saved");
        agents = List.copyOf(agents);
    }

    public @Nullable String status() {
        return trace.status();
    }
}
