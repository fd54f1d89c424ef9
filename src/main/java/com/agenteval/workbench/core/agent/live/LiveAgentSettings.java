package com.agenteval.workbench.core.agent.live;

/**
 * How a live agent runs.
 *
 * @param preciseDescriptions the tools carry their precise descriptions (default) or the vague ones
 * @param turnBudget          at most this many model calls; a run that has not answered by then gets no answer
 */
public record LiveAgentSettings(boolean preciseDescriptions, int turnBudget) {

    public static final int DEFAULT_TURN_BUDGET = 10;
    public static final int MAX_TURN_BUDGET = 40;

    public LiveAgentSettings {
        if (turnBudget < 1 || turnBudget > MAX_TURN_BUDGET) {
            throw new IllegalArgumentException(
                    "the turn budget must be between 1 and " + MAX_TURN_BUDGET + ", got " + turnBudget);
        }
    }

    public static LiveAgentSettings defaults() {
        return new LiveAgentSettings(true, DEFAULT_TURN_BUDGET);
    }

    /** {@code precise} or {@code vague}, as the run file records it. */
    public String descriptionMode() {
        return preciseDescriptions ? "precise" : "vague";
    }
}
