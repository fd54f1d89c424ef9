package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.TokenUsage;
import java.util.Objects;

/** A model's reply text and the tokens the call used. */
public record Completion(String text, TokenUsage usage) {

    public Completion {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(usage, "usage");
    }
}
