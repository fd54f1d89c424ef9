package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.Python;
import org.jspecify.annotations.Nullable;

/**
 * The notebook's prompts, verbatim. The system prompt states the two hard constraints: JSON only, and no looking up
 * the market's own price. The step prompt shows the market's probability only when one is passed in.
 */
final class Prompts {

    public static final String AGENT_SYSTEM_PROMPT = """
            You are a forecasting agent in a multi-agent forecasting system.

            Your job:
            1) Gather evidence by issuing web/news search queries when needed.
            2) Then produce a binary probability forecast for the question.

            You must follow the action schema exactly and output valid JSON only.
            You must not browse prediction market prices unless they are explicitly provided.""";

    /** The error fed back for any reply that is neither a valid search nor a valid forecast. */
    public static String unrecognizedAction(String actionType) {
        return "Error: unrecognized action '" + actionType + "'. Use 'search' or 'forecast'.";
    }

    private Prompts() {}

    /** {@code build_step_prompt(question, market_price)}. */
    public static String stepPrompt(ForecastQuestion question, @Nullable Double marketPrice) {
        StringBuilder prompt =
                new StringBuilder("QUESTION:\n").append(question.question()).append("\n\n");
        if (question.description() != null && !question.description().isEmpty()) {
            prompt.append("MARKET CONTEXT:\n").append(question.description()).append("\n\n");
        }
        if (marketPrice != null) {
            prompt.append("MARKET IMPLIED PROBABILITY (p_yes):\n")
                    .append(Python.repr(marketPrice))
                    .append("\n\n");
        }
        prompt.append("NEXT ACTION SCHEMA (output JSON only):\n")
                .append("If you need more info:\n{\"action\":\"search\",\"query\":\"...\"}\n")
                .append("If you are ready to forecast:\n")
                .append("{\"action\":\"forecast\",\"p_yes\":0.XX,\"rationale\":\"short explanation ")
                .append("grounded in evidence and base rates\"}\n\n")
                .append("Pick exactly one action.");
        return prompt.toString();
    }
}
