package com.agenteval.workbench.core.llm;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.Map;

/**
 * Prompt and completion tokens of one model call, or of a whole agent run when summed.
 *
 * <pre>{@code
 * TokenUsage run = TokenUsage.ZERO.plus(TokenUsage.of(239, 25));   // total 264
 * }</pre>
 */
public record TokenUsage(
        int inputTokens,
        int outputTokens,
        int totalTokens,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public static final TokenUsage ZERO = of(0, 0);

    public TokenUsage {
        if (inputTokens < 0 || outputTokens < 0 || totalTokens < 0) {
            throw new IllegalArgumentException("token counts must not be negative");
        }
        extras = Extras.copy(extras);
    }

    /** Usage whose total is input plus output, as the book's {@code TokenUsage} computes it. */
    public static TokenUsage of(int inputTokens, int outputTokens) {
        return new TokenUsage(inputTokens, outputTokens, inputTokens + outputTokens, Map.of());
    }

    /** The book's {@code TokenUsage.__add__}: field by field. */
    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(
                inputTokens + other.inputTokens,
                outputTokens + other.outputTokens,
                totalTokens + other.totalTokens,
                Map.of());
    }
}
