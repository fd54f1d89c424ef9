package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact;

/** Told of each step as an agent takes it, so a page can show progress per agent. */
@FunctionalInterface
public interface StepListener {

    StepListener NONE = (agentId, step) -> {};

    void onStep(String agentId, AgentTrace step);

    /** Before the agent's first model call. */
    default void onAgentStarted(String agentId) {}

    /** When the agent is done: it forecast, ran out of turns, failed or was cancelled (see its {@code status}). */
    default void onAgentFinished(String agentId, ForecastArtifact artifact) {}
}
