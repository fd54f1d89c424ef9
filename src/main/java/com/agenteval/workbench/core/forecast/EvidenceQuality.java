package com.agenteval.workbench.core.forecast;

import com.fasterxml.jackson.annotation.JsonValue;

/** The evidence volume class: counts of queries and documents, not a judgement of the documents. */
public enum EvidenceQuality {
    HIGH,
    MEDIUM,
    LOW;

    @JsonValue
    public String value() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
