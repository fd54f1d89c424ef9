package com.agenteval.workbench.core.agent;

/** What went wrong, as the module names it in a label's {@code mode}. */
public enum ErrorMode {
    PLAN_MISSING("plan_missing"),
    PLAN_ORDER("plan_order"),
    WRONG_TOOL("wrong_tool"),
    FORMAT("format"),
    SKIP("skip"),
    SHORTCUT("shortcut"),
    ESTIMATE("estimate"),
    BAD_ARGS("bad_args"),
    IGNORE("ignore"),
    WASTED("wasted"),
    LOOP("loop"),
    GOAL("goal");

    private final String wireName;

    ErrorMode(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** {@code VISIBLE_MODES}: mistakes the agent can see in its own trace (reflection and the verifier find them). */
    public boolean visible() {
        return this == SKIP || this == SHORTCUT || this == ESTIMATE || this == IGNORE;
    }

    /** {@code BENIGN_MODES}: they only cost tokens or break format, never change a value. */
    public boolean benignMode() {
        return this == LOOP || this == WASTED || this == FORMAT;
    }
}
