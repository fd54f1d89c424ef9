package com.agenteval.workbench.core.forecast.replay;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One item of an agent's evidence, as the book's {@code AgentState.evidence} holds it: its type (e.g.
 * {@code search_results}, {@code base_rate}), where it came from, when it was retrieved, the query, and the results.
 */
record EvidenceItem(String type, String source, Instant timestamp, String query, List<SearchResult> results) {

    public static final String SEARCH_RESULTS = "search_results";
    public static final String BASE_RATE = "base_rate";

    public EvidenceItem {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(timestamp, "timestamp");
        results = List.copyOf(results);
    }
}
