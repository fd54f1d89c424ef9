package com.agenteval.workbench.live;

import com.agenteval.workbench.core.forecast.ForecastQuestion;
import java.util.Objects;

/**
 * What a live run is asked to do: 1–N research agents on a question, with the notebook's budgets.
 *
 * @param marketPriceInPrompt put the question's market price in the step prompt; off by default, as in the book's
 *                            capture, so the forecast stays independent of the price it is compared with
 */
public record LiveRunRequest(ForecastQuestion question, int agents, int maxSteps, int maxSearchResults,
                             boolean marketPriceInPrompt) {

    public static final int MAX_AGENTS = 10;
    public static final int MAX_STEPS = 20;
    public static final int MAX_RESULTS = 20;

    public LiveRunRequest {
        Objects.requireNonNull(question, "question");
        if (question.question() == null || question.question().isBlank()) {
            throw new IllegalArgumentException("the question is empty");
        }
        if (agents < 1 || agents > MAX_AGENTS) {
            throw new IllegalArgumentException("agents must be 1 to " + MAX_AGENTS);
        }
        if (maxSteps < 1 || maxSteps > MAX_STEPS) {
            throw new IllegalArgumentException("max steps must be 1 to " + MAX_STEPS);
        }
        if (maxSearchResults < 1 || maxSearchResults > MAX_RESULTS) {
            throw new IllegalArgumentException("max search results must be 1 to " + MAX_RESULTS);
        }
    }

    /** The notebook's budgets (5 steps, 5 results), price not in the prompt. */
    public static LiveRunRequest of(ForecastQuestion question, int agents) {
        return new LiveRunRequest(question, agents, 5, 5, false);
    }

    /** The price the agents see, or null. */
    public Double promptMarketPrice() {
        return marketPriceInPrompt ? question.currentMarketPrice() : null;
    }
}
