package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.tools.ToolSpecs;
import java.util.ArrayList;
import java.util.List;

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

    private TokenCosts() {}

    /** A plan of {@code steps} lines. */
    public static int plan(int steps) {
        return PLAN + PLAN_PER_STEP * steps;
    }

    /** The tool's answer the agent reads: its output size, or the error text's when the call failed. */
    public static int toolOutput(String tool, boolean ok) {
        return ok ? ToolSpecs.outputTokens(tool) : ERROR_OUT;
    }

    /**
     * A model turn's tokens under the token model: the step it writes, the tool answers it reads (those since the
     * previous turn) and the tokens it writes.
     */
    public record Turn(Step step, long input, long output) {}

    /**
     * The trace's model turns, one per step, with the token model's split: a turn writes its step's cost (a plan's, a
     * call's, a think's, the final answer's) as output tokens and reads the tool answers since the previous turn as
     * input tokens, so the turns add up to the trace's tokens; reflection writes its tokens in the final turn, where
     * it happens. A call step's turn is the one that asks for the call.
     */
    public static List<Turn> turns(Trace trace) {
        List<Turn> turns = new ArrayList<>();
        long pendingInput = 0;
        long spent = 0;
        for (Step s : trace.steps()) {
            long out = switch (s) {
                case Step.Plan p -> plan(p.plan().size());
                case Step.Call c -> CALL;
                case Step.Think t -> THINK;
                case Step.Final f -> trace.tokens() - spent - pendingInput;
            };
            if (s instanceof Step.Final && out < FINAL) {
                throw new IllegalStateException("the trace's steps cost more than its " + trace.tokens() + " tokens");
            }
            turns.add(new Turn(s, pendingInput, out));
            spent += pendingInput + out;
            pendingInput =
                    s instanceof Step.Call c ? toolOutput(c.tool(), c.output().ok()) : 0;
        }
        return List.copyOf(turns);
    }

    /** {@code tokens * price / 1e6}, in that order. */
    public static double cost(int tokens, double price) {
        return tokens * price / 1e6;
    }
}
