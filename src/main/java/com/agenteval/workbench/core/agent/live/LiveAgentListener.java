package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.llm.Message;

/** Hears of a live run's progress and may cancel it between model calls. */
public interface LiveAgentListener {

    LiveAgentListener NONE = new LiveAgentListener() {};

    /** A model turn came back ({@code turn} counts from 1) and its tool calls, if any, were executed. */
    default void onTurn(int turn, int budget, Message reply) {}

    /** Checked before every model call: true stops the run. */
    default boolean cancelled() {
        return false;
    }
}
