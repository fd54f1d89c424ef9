package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;

/** Hears a live run as it goes: each agent's start, steps and end, and every retry with its wait. */
public interface LiveProgress extends StepListener {

    LiveProgress NONE = (agentId, step) -> {};

    default void onRetry(RetryNotice notice) {}
}
