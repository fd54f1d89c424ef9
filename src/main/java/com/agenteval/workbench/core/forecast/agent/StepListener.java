package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.AgentTrace;

/** Told of each step as an agent takes it, so a page can show progress per agent. */
@FunctionalInterface
public interface StepListener {

    StepListener NONE = (agentId, step) -> { };

    void onStep(String agentId, AgentTrace step);
}
