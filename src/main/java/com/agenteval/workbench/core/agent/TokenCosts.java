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

    /** A plan of {@code steps} lines. */
    public static int plan(int steps) {
        return PLAN + PLAN_PER_STEP * steps;
    }

    /** The tool's answer the agent reads: its output size, or the error text's when the call failed. */
    public static int toolOutput(String tool, boolean ok) {
        return ok ? com.agenteval.workbench.core.tools.ToolSpecs.outputTokens(tool) : ERROR_OUT;
    }

    /** {@code tokens * price / 1e6}, in that order. */
    public static double cost(int tokens, double price) {
        return tokens * price / 1e6;
    }
}
