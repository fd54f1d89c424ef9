package com.agenteval.workbench.core.forecast.panel;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The book's {@code evaluation_panel_recovery.json}: the outcomes, market prices, cutoffs and sources of one
 * evaluation panel, recovered after the fact. {@code originalCapture} names the capture it belongs to; a panel record
 * with that capture's {@code run_id} (the legacy shape is saved under another name) is the same panel.
 *
 * @param captureLimitations what the book says the capture cannot establish (it was executed after resolution)
 */
public record PanelRecovery(
        String originalCapture,
        @Nullable String retrievedAt,
        @Nullable String questionOrigin,
        @Nullable String captureLimitations,
        List<RecoveredOutcome> records) {

    /** {@code <notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json}: the run id is the last part. */
    private static final Pattern RUN_ID = Pattern.compile(".*_([0-9A-Za-z]+)\\.json");

    public PanelRecovery {
        if (originalCapture == null || originalCapture.isBlank()) {
            throw new IllegalArgumentException("missing field original_capture");
        }
        records = List.copyOf(records);
        PanelRecords.requireDistinct(
                records.stream().map(RecoveredOutcome::panelIndex).toList(), "records");
    }

    /** The run id in {@link #originalCapture}'s name, or null when the name does not follow the book's naming. */
    public @Nullable String capturedRunId() {
        Matcher m = RUN_ID.matcher(originalCapture);
        return m.matches() ? m.group(1) : null;
    }

    /** True when this file holds the outcomes of that panel: the same file name, or the same run id. */
    public boolean belongsTo(String panelFileName, EvaluationPanel panel) {
        String runId = capturedRunId();
        return originalCapture.equals(panelFileName) || (runId != null && runId.equals(panel.runId()));
    }

    /** The record joined to {@code panelIndex}, or null. */
    @Nullable
    RecoveredOutcome at(int panelIndex) {
        return records.stream()
                .filter(r -> r.panelIndex() == panelIndex)
                .findFirst()
                .orElse(null);
    }
}
