package com.agenteval.workbench.core.forecast;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The fields computed from what a model returned rather than returned by it. All are heuristics: confidence is
 * distance from even odds, evidence quality counts documents, key findings are whatever the model formatted as a list.
 * {@code confidence} and {@code sentiment} are null only for an agent with no {@code p_yes} at all.
 */
public record DerivedFields(
        @Nullable Double confidence,
        @Nullable Sentiment sentiment,
        EvidenceQuality evidenceQuality,
        List<String> keyFindings,
        List<String> uncertainties) {

    public DerivedFields {
        keyFindings = List.copyOf(keyFindings);
        uncertainties = List.copyOf(uncertainties);
    }
}
