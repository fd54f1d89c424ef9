package com.agenteval.workbench.core.agent.live;

/** Why a live run ended. */
public enum StopReason {
    /** The model answered with {@code FINAL: ...}. */
    FINAL("final"),
    /** The model stopped calling tools but gave no {@code FINAL:} line, even when reminded. */
    NO_FINAL("no_final"),
    /** The turn budget ran out before an answer. */
    TURN_BUDGET("turn_budget");

    private final String wireName;

    StopReason(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static StopReason byWireName(String name) {
        for (StopReason r : values()) {
            if (r.wireName.equals(name)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown stop reason '" + name + "'");
    }
}
