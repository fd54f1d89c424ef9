package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import java.math.BigInteger;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a live run is asked to do: 1–N research agents on a question, with the notebook's budgets.
 *
 * @param marketPriceInPrompt put the question's market price in the step prompt; off by default, as in the book's
 *                            capture, so the forecast stays independent of the price it is compared with
 */
public record LiveRunRequest(
        ForecastQuestion question, int agents, int maxSteps, int maxSearchResults, boolean marketPriceInPrompt) {

    /** The forecaster's counts with the live caps, declared in core/params (the run page's fields use them too). */
    public static final IntSpec AGENTS = Parameters.LIVE_AGENTS;

    public static final IntSpec STEPS = Parameters.LIVE_STEPS;
    public static final IntSpec RESULTS = Parameters.LIVE_RESULTS;

    public LiveRunRequest {
        Objects.requireNonNull(question, "question");
        if (question.question() == null || question.question().isBlank()) {
            throw new IllegalArgumentException("the question is empty");
        }
        AGENTS.check(BigInteger.valueOf(agents));
        STEPS.check(BigInteger.valueOf(maxSteps));
        RESULTS.check(BigInteger.valueOf(maxSearchResults));
    }

    /** The notebook's budgets (5 steps, 5 results), price not in the prompt. */
    public static LiveRunRequest of(ForecastQuestion question, int agents) {
        return new LiveRunRequest(question, agents, 5, 5, false);
    }

    /** The price the agents see, or null. */
    public @Nullable Double promptMarketPrice() {
        return marketPriceInPrompt ? question.currentMarketPrice() : null;
    }
}
