package com.agenteval.workbench.core.forecast.agent;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a panel run is: how many research agents, their budgets, and how the run is labelled in its trace. Recorded in
 * the trace's {@code params} so the run can be reproduced.
 *
 * @param notebook      the trace's {@code notebook}, also the first part of its file name
 * @param provider      the trace's {@code provider}: the model's name
 * @param executionMode {@code offline} or {@code live}
 * @param extraParams   anything else the run depends on (seeds, knobs), recorded beside the budgets
 */
public record PanelSpec(
        String notebook,
        String provider,
        int agents,
        int maxSteps,
        int maxSearchResults,
        String notes,
        String executionMode,
        Map<String, Object> extraParams) {

    public PanelSpec {
        Objects.requireNonNull(notebook, "notebook");
        Objects.requireNonNull(provider, "provider");
        if (agents < 1 || maxSteps < 1 || maxSearchResults < 1) {
            throw new IllegalArgumentException("agents, max steps and max search results must be at least 1");
        }
        extraParams = Collections.unmodifiableMap(new LinkedHashMap<>(extraParams));
    }

    /** The params as the trace records them: the book's two budgets first. */
    public Map<String, Object> params() {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("max_steps", maxSteps);
        params.put("max_search_results", maxSearchResults);
        params.put("agents", agents);
        params.putAll(extraParams);
        return params;
    }
}
