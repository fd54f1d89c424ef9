package com.agenteval.workbench.core.forecast.agent;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@link Actions#validateAction} made of a reply: its type and, for a valid search or forecast, the cleaned
 * action. {@code action} is null for {@code parse_failure} and {@code schema_failure}.
 */
record ValidatedAction(String type, @Nullable Map<String, Object> action) {

    public ValidatedAction {
        Objects.requireNonNull(type, "type");
        action = action == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(action));
    }

    public boolean isSearch() {
        return Actions.SEARCH.equals(type) && action != null;
    }

    public boolean isForecast() {
        return Actions.FORECAST.equals(type) && action != null;
    }

    /** The stripped query of a valid search. */
    public String query() {
        return (String) Objects.requireNonNull(fields().get("query"), "a valid search has its query");
    }

    /** The clamped probability of a valid forecast. */
    public double pYes() {
        return (Double) Objects.requireNonNull(fields().get("p_yes"), "a valid forecast has p_yes");
    }

    public String rationale() {
        return (String) Objects.requireNonNull(fields().get("rationale"), "a valid forecast has its rationale");
    }

    /** The fields of a valid action (a failure has none). */
    public Map<String, Object> fields() {
        return Objects.requireNonNull(action, "a valid action has fields");
    }
}
