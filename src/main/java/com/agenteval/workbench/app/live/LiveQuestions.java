package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The book chapter's two fixture questions (its {@code agent_fixtures.py}), with the market prices it pins. Both are
 * open: no cutoff, no outcome.
 */
public final class LiveQuestions {

    /** Credible evidence points both ways, so agents spread out: the chapter's disagreement question. */
    public static final ForecastQuestion CONTESTED = ForecastQuestion.of(
            "Will the Federal Reserve hike rates in 2026?",
            "Resolves YES if the upper bound of the federal funds target rate is increased at any point between "
                    + "January 1, 2026 and the Fed's December 2026 meeting (scheduled December 8-9, 2026).",
            "2026-12-09",
            "",
            0.545,
            null);

    /** The evidence points one way, so agents agree: the chapter's agreement question. */
    public static final ForecastQuestion CLEAR = ForecastQuestion.of(
            "Will the US enter a recession by the end of 2026?",
            "Resolves YES if US real GDP (seasonally adjusted annualized) contracts for two consecutive quarters "
                    + "between Q2 2025 and Q4 2026, or the NBER declares a recession dated within that window.",
            "2027-01-31",
            "",
            0.175,
            null);

    public static final List<ForecastQuestion> ALL = List.of(CONTESTED, CLEAR);

    private LiveQuestions() {}

    /** {@code contested} or {@code clear}, as the command line takes them. */
    public static Optional<ForecastQuestion> byName(String name) {
        return switch (name == null ? "" : name.strip().toLowerCase(Locale.ROOT)) {
            case "contested", "fed" -> Optional.of(CONTESTED);
            case "clear", "recession" -> Optional.of(CLEAR);
            default -> Optional.empty();
        };
    }
}
