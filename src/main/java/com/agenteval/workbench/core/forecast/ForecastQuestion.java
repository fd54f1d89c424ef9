package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.llm.Extras;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A binary question as the book's {@code ForecastQuestion} stores it. Dates are ISO strings; an open question has
 * an empty {@code cutoff_date} and a null {@code resolved_outcome} (1.0 for YES, 0.0 for NO once it resolves).
 *
 * <pre>{@code
 * ForecastQuestion q = ForecastQuestion.of("Will Harbor National's market cap in 2024 exceed $250B?",
 *         "Resolves YES if ...", "2024-12-31", "2024-01-01", null, 1.0);
 * q.cutoff();   // Optional[2024-01-01]
 * }</pre>
 */
public record ForecastQuestion(
        String question,
        String description,
        @Nullable String resolutionDate,
        String cutoffDate,
        @Nullable Double currentMarketPrice,
        @Nullable Double resolvedOutcome,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public ForecastQuestion {
        extras = Extras.copy(extras);
    }

    public static ForecastQuestion of(
            String question,
            String description,
            @Nullable String resolutionDate,
            String cutoffDate,
            @Nullable Double currentMarketPrice,
            @Nullable Double resolvedOutcome) {
        return new ForecastQuestion(
                question, description, resolutionDate, cutoffDate, currentMarketPrice, resolvedOutcome, Map.of());
    }

    /** The cutoff as a date; empty when the question has none (the notebook's {@code if question.cutoff_date}). */
    public Optional<LocalDate> cutoff() {
        if (cutoffDate == null || cutoffDate.isBlank()) {
            return Optional.empty();
        }
        String text = cutoffDate.strip();
        try {
            // a date-time cutoff counts from its date
            return Optional.of(LocalDate.parse(text.length() > 10 ? text.substring(0, 10) : text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    public boolean hasOutcome() {
        return resolvedOutcome != null;
    }
}
