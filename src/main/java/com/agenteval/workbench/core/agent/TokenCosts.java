package com.agenteval.workbench.core.agent;

/** The token cost model ({@code TOKENS}); tool output sizes are in {@code ToolSpecs.outputTokens}. */
public final class TokenCosts {

    public static final int PLAN = 350;
    public static final int PLAN_PER_STEP = 60;
    public static final int CALL = 220;
    public static final int THINK = 120;
    public static final int FINAL = 150;
    public static final int REFLECT = 300;
    public static final int FIX = 250;
    public static final int VERIFY = 300;
    public static final int VOTE = 150;
    public static final int DIRECT = 250;
    public static final int ERROR_OUT = 40;

    private TokenCosts() {
    }

    /** {@code tokens * price / 1e6}, in that order. */
    public static double cost(int tokens, double price) {
        return tokens * price / 1e6;
    }
}
