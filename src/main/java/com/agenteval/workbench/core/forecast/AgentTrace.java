package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.llm.Extras;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.List;
import java.util.Map;

/**
 * One step of a research agent's loop, as the book's {@code AgentTrace} records it: the step number, the action
 * ({@code search}, {@code forecast}, {@code forced_default}, or whatever unrecognised action the model sent), the
 * query and results of a search, and the model's raw reply.
 *
 * <pre>{@code
 * AgentTrace step = AgentTrace.search(1, "Harbor National market cap 2023", results, rawReply);
 * }</pre>
 */
public record AgentTrace(int step, String action, String query, List<SearchResult> results, String llmRaw,
                         @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public static final String SEARCH = "search";
    public static final String FORECAST = "forecast";
    public static final String FORCED_DEFAULT = "forced_default";

    public AgentTrace {
        results = results == null ? List.of() : List.copyOf(results);
        extras = Extras.copy(extras);
    }

    public static AgentTrace search(int step, String query, List<SearchResult> results, String llmRaw) {
        return new AgentTrace(step, SEARCH, query, results, llmRaw, Map.of());
    }

    /** A step with no search: a forecast, an unrecognised action, or the forced default. */
    public static AgentTrace of(int step, String action, String llmRaw) {
        return new AgentTrace(step, action, null, List.of(), llmRaw, Map.of());
    }

    public boolean searchStep() {
        return SEARCH.equals(action);
    }

    public boolean forecastStep() {
        return FORECAST.equals(action);
    }
}
