package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.tools.ToolSpecs;
import java.time.Duration;

/**
 * How long the simulated agent's calls take in an exported log. The simulation has no clock, so the export lays out
 * a plausible one, the same for the same run: a hosted model answers after a fixed latency and then writes about 80
 * tokens a second; each tool takes its typical time (a database read is fast, a web search slow).
 */
final class SimulatedTimes {

    /** Time to the first token of a model call. */
    static final long MODEL_LATENCY_MS = 400;

    /** Decoding time per output token (about 80 tokens a second). */
    static final long MS_PER_OUTPUT_TOKEN = 12;

    private SimulatedTimes() {}

    /** A model call that writes {@code outputTokens}. */
    static Duration model(long outputTokens) {
        return Duration.ofMillis(MODEL_LATENCY_MS + MS_PER_OUTPUT_TOKEN * outputTokens);
    }

    /** A call of {@code tool}. */
    static Duration tool(String tool) {
        return Duration.ofMillis(
                switch (tool) {
                    case ToolSpecs.DB_LOOKUP -> 40;
                    case ToolSpecs.DB_SERIES, ToolSpecs.DB_TOP_K -> 60;
                    case ToolSpecs.WEB_SEARCH -> 900;
                    case ToolSpecs.CALCULATOR -> 5;
                    case ToolSpecs.MAKE_CHART -> 150;
                    default -> 50;
                });
    }
}
