package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.RunTrace;
import java.util.List;
import java.util.Objects;

/** A finished panel: the trace to save, and each agent's run with its tool audit log (which the trace does not keep). */
public record PanelRun(RunTrace trace, List<AgentRun> agents) {

    public PanelRun {
        Objects.requireNonNull(trace, "trace");
        agents = List.copyOf(agents);
    }
}
