package com.agenteval.workbench.core.forecast.panel;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One record of the book's {@code evaluation_panel_recovery.json}: the resolved outcome, market price, cutoff and
 * sources of the panel question at {@code panelIndex}.
 *
 * @param resolvedOutcome        1.0 for YES, 0.0 for NO, null when the record has none
 * @param marketPriceProvenance  what the book says about where the price came from (its fixtures are illustrative)
 */
record RecoveredOutcome(
        int panelIndex,
        @Nullable String question,
        @Nullable String cutoffDate,
        @Nullable String resolutionDate,
        @Nullable Double resolvedOutcome,
        @Nullable Boolean knownBeforeCutoff,
        @Nullable Double marketPrice,
        @Nullable String marketPriceProvenance,
        List<String> outcomeSources,
        @Nullable String outcomeNote) {

    public RecoveredOutcome {
        if (panelIndex < 0) {
            throw new IllegalArgumentException("panel_index must be at least 0, got " + panelIndex);
        }
        String at = "records[panel_index " + panelIndex + "]";
        PanelRecords.requireProbability(marketPrice, at + ".market_price");
        if (resolvedOutcome != null && resolvedOutcome != 0.0 && resolvedOutcome != 1.0) {
            throw new IllegalArgumentException("bad value at " + at + ".resolved_outcome: " + resolvedOutcome
                    + " is not an outcome (1 for YES, 0 for NO)");
        }
        outcomeSources = outcomeSources == null ? List.of() : List.copyOf(outcomeSources);
    }
}
