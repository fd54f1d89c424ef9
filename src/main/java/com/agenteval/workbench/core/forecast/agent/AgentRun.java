package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import java.util.List;
import java.util.Objects;

/** One research agent's result: the artifact that goes into the trace, and the tool executor's audit log. */
public record AgentRun(ForecastArtifact artifact, List<ToolCall> toolLog) {

    public AgentRun {
        Objects.requireNonNull(artifact, "artifact");
        toolLog = List.copyOf(toolLog);
    }
}
