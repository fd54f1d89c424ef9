package com.agenteval.workbench.core.forecast.scoring;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One bin of a calibration table (one point of a reliability diagram): the forecasts in {@code [lower, upper)} (the
 * last bin includes 1.0), their mean, and how often their questions resolved YES. Empty bins have null means.
 */
public record CalibrationBin(
        double lower,
        double upper,
        int count,
        @Nullable Double meanForecast,
        @Nullable Double observedFrequency) {

    /** The mean forecast of a bin that holds forecasts. */
    public double filledMean() {
        return Objects.requireNonNull(meanForecast, "a bin with forecasts has a mean");
    }

    /** The observed frequency of a bin that holds forecasts. */
    public double filledFrequency() {
        return Objects.requireNonNull(observedFrequency, "a bin with forecasts has a frequency");
    }
}
