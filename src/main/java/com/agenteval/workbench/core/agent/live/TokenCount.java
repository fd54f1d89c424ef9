package com.agenteval.workbench.core.agent.live;

/**
 * Tokens one model call used, as the provider reported them.
 *
 * @param input  prompt (input) tokens
 * @param output completion (output) tokens
 */
public record TokenCount(int input, int output) {

    public static final TokenCount ZERO = new TokenCount(0, 0);

    public TokenCount {
        if (input < 0 || output < 0) {
            throw new IllegalArgumentException("token counts cannot be negative");
        }
    }

    public int total() {
        return input + output;
    }

    public TokenCount plus(TokenCount o) {
        return new TokenCount(input + o.input, output + o.output);
    }
}
