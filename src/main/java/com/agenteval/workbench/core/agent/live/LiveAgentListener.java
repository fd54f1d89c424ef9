package com.agenteval.workbench.core.agent.live;

/** Hears of a live run's progress and may cancel it between model calls. */
public interface LiveAgentListener {

    LiveAgentListener NONE = new LiveAgentListener() {
    };

    /** A model turn came back ({@code turn} counts from 1) and its tool calls, if any, were executed. */
    default void onTurn(int turn, int budget, Message.Assistant reply) {
    }

    /** Checked before every model call: true stops the run. */
    default boolean cancelled() {
        return false;
    }
}
