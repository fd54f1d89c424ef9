package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.Extras;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One step of a research agent's loop, as the book's {@code AgentTrace} records it, as a typed union on its
 * {@code action}: a {@link Search} (query and results), an {@link Answer} (the {@code forecast} action), the
 * {@link ForcedDefault} the loop falls back to when the steps run out, or an {@link Unknown} step: an action the
 * model sent that the book does not know (it keeps it as its own type), or a step whose fields do not fit its action.
 *
 * <pre>{@code
 * AgentTrace step = AgentTrace.search(1, "Harbor National market cap 2023", results, rawReply);
 * if (step instanceof AgentTrace.Search s) {
 *     s.query();
 * } else if (step instanceof AgentTrace.Unknown u) {
 *     u.action();   // an action the book does not know, kept whole
 * }
 * }</pre>
 *
 * On disk every step has the book's five fields ({@code step}, {@code action}, {@code query}, {@code results},
 * {@code llm_raw}) plus any a writer added, which {@code extras} keeps, so a load/save round trip is byte for byte.
 */
@JsonSerialize(converter = AgentTrace.ToWire.class)
@JsonDeserialize(converter = AgentTrace.FromWire.class)
public sealed interface AgentTrace {

    String SEARCH = "search";
    String FORECAST = "forecast";
    String FORCED_DEFAULT = "forced_default";

    int step();

    String action();

    /** The search query; null for a step that is not a search (only {@link Search} and {@link Unknown} hold one). */
    default @Nullable String query() {
        return null;
    }

    /** The search's results; none for a step that is not a search. */
    default List<SearchResult> results() {
        return List.of();
    }

    /** The model's raw reply; null for the forced default. */
    @Nullable
    String llmRaw();

    Map<String, Object> extras();

    static AgentTrace search(int step, String query, List<SearchResult> results, String llmRaw) {
        return new Search(step, query, results, llmRaw, Map.of());
    }

    /** A step with no search: a forecast, an unrecognised action, or the forced default. */
    static AgentTrace of(int step, String action, @Nullable String llmRaw) {
        return of(step, action, null, List.of(), llmRaw, Map.of());
    }

    /** The typed step for the book's fields: the record of its action when the fields fit it, else {@link Unknown}. */
    static AgentTrace of(
            int step,
            String action,
            @Nullable String query,
            @Nullable List<SearchResult> given,
            @Nullable String llmRaw,
            Map<String, Object> extras) {
        List<SearchResult> results = given == null ? List.of() : given;
        boolean noSearch = query == null && results.isEmpty();
        if (SEARCH.equals(action)) {
            return new Search(step, query, results, llmRaw, extras);
        }
        if (FORECAST.equals(action) && noSearch) {
            return new Answer(step, llmRaw, extras);
        }
        if (FORCED_DEFAULT.equals(action) && noSearch) {
            return new ForcedDefault(step, llmRaw, extras);
        }
        return new Unknown(step, action, query, results, llmRaw, extras);
    }

    default boolean searchStep() {
        return this instanceof Search;
    }

    default boolean forecastStep() {
        return this instanceof Answer || (this instanceof Unknown u && FORECAST.equals(u.action()));
    }

    /** A search: what was asked and what came back. */
    record Search(
            int step,
            @Nullable String query,
            List<SearchResult> results,
            @Nullable String llmRaw,
            Map<String, Object> extras)
            implements AgentTrace {
        public Search {
            results = results == null ? List.of() : List.copyOf(results);
            extras = Extras.copy(extras);
        }

        @Override
        public String action() {
            return SEARCH;
        }
    }

    /** The {@code forecast} action: the model committed to a probability (its reply holds it). */
    record Answer(int step, @Nullable String llmRaw, Map<String, Object> extras) implements AgentTrace {
        public Answer {
            extras = Extras.copy(extras);
        }

        @Override
        public String action() {
            return FORECAST;
        }
    }

    /** The steps ran out without a forecast: the book's loop records the default it falls back to. */
    record ForcedDefault(int step, @Nullable String llmRaw, Map<String, Object> extras) implements AgentTrace {
        public ForcedDefault {
            extras = Extras.copy(extras);
        }

        @Override
        public String action() {
            return FORCED_DEFAULT;
        }
    }

    /** Any other step: an action the book does not know, or fields its action does not have; kept whole. */
    record Unknown(
            int step,
            String action,
            @Nullable String query,
            List<SearchResult> results,
            @Nullable String llmRaw,
            Map<String, Object> extras)
            implements AgentTrace {
        public Unknown {
            results = results == null ? List.of() : List.copyOf(results);
            extras = Extras.copy(extras);
        }
    }

    /** The book's field layout of a step, which every type is written in. */
    record Wire(
            int step,
            String action,
            @Nullable String query,
            List<SearchResult> results,
            @Nullable String llmRaw,
            @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {
        public Wire {
            results = results == null ? List.of() : List.copyOf(results);
            extras = Extras.copy(extras);
        }
    }

    final class ToWire extends StdConverter<AgentTrace, Wire> {
        @Override
        public Wire convert(AgentTrace t) {
            return new Wire(t.step(), t.action(), t.query(), t.results(), t.llmRaw(), t.extras());
        }
    }

    final class FromWire extends StdConverter<Wire, AgentTrace> {
        @Override
        public AgentTrace convert(Wire w) {
            return of(w.step(), w.action(), w.query(), w.results(), w.llmRaw(), w.extras());
        }
    }
}
