package com.agenteval.workbench.core.forecast;

import com.fasterxml.jackson.annotation.JsonValue;

/** The five-level sentiment heuristic the notebook maps {@code p_yes} onto. */
public enum Sentiment {
    STRONGLY_BULLISH,
    BULLISH,
    NEUTRAL,
    BEARISH,
    STRONGLY_BEARISH;

    /** The value as the book writes it, e.g. {@code strongly_bullish}. */
    @JsonValue
    public String value() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
