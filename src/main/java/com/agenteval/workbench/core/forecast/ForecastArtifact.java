package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.LlmClient.Extras;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What one research agent produced, as the book's {@code AgentForecastArtifact} saves it. {@code p_yes} and the
 * rationale are what the model said; confidence, sentiment, key findings, evidence quality and uncertainties were
 * derived from them when the run was made (see {@link Derivations}), and are kept here as recorded, untyped, so a
 * value this version does not know still loads.
 *
 * <p>Older captures have no {@code forecast_produced}; {@link #forecastProduced()} then infers it from the traces.
 */
public record ForecastArtifact(
        String agentId,
        Double pYes,
        String rationale,
        List<AgentTrace> traces,

        @JsonProperty("forecast_produced") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable
        Boolean recordedForecastProduced,

        @Nullable Double confidence,
        String sentiment,
        List<String> keyFindings,
        String evidenceQuality,
        List<String> uncertainties,
        TokenUsage tokenUsage,
        int searchQueriesMade,
        int sourcesConsulted,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String status,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String failureReason,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable List<Message> messages,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String executionMode,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public ForecastArtifact {
        traces = traces == null ? List.of() : List.copyOf(traces);
        keyFindings = keyFindings == null ? null : List.copyOf(keyFindings);
        uncertainties = uncertainties == null ? null : List.copyOf(uncertainties);
        tokenUsage = tokenUsage == null ? TokenUsage.ZERO : tokenUsage;
        messages = messages == null ? null : List.copyOf(messages);
        extras = Extras.copy(extras);
    }

    /**
     * Whether the agent committed to a probability. When the file says, that is the answer; an older capture that
     * does not say forecast exactly when one of its steps is a forecast. An agent that ran out of turns did not
     * forecast, and its fallback {@code p_yes} must never enter an average as an opinion of even odds.
     */
    public boolean forecastProduced() {
        if (recordedForecastProduced != null) {
            return recordedForecastProduced;
        }
        return traces.stream().anyMatch(AgentTrace::forecastStep);
    }

    /** True when {@code forecast_produced} was read from the file rather than inferred from the traces. */
    public boolean forecastProducedIsRecorded() {
        return recordedForecastProduced != null;
    }

    /** Every search result of every step, in order. */
    public List<SearchResult> allResults() {
        return traces.stream().flatMap(t -> t.results().stream()).toList();
    }

    /** This artifact with other steps (a copy cut to size or trimmed for export), the rest as it is. */
    public ForecastArtifact withTraces(List<AgentTrace> newTraces) {
        return with(newTraces, messages, executionMode);
    }

    /** This artifact with another conversation (cut to size, or trimmed), the rest as it is. */
    public ForecastArtifact withMessages(@Nullable List<Message> newMessages) {
        return with(traces, newMessages, executionMode);
    }

    /** This artifact as run in another execution mode, the rest as it is. */
    public ForecastArtifact withExecutionMode(@Nullable String mode) {
        return with(traces, messages, mode);
    }

    private ForecastArtifact with(
            List<AgentTrace> newTraces, @Nullable List<Message> newMessages, @Nullable String mode) {
        return new ForecastArtifact(
                agentId,
                pYes,
                rationale,
                newTraces,
                recordedForecastProduced,
                confidence,
                sentiment,
                keyFindings,
                evidenceQuality,
                uncertainties,
                tokenUsage,
                searchQueriesMade,
                sourcesConsulted,
                status,
                failureReason,
                newMessages,
                mode,
                extras);
    }

    /**
     * A binary question as the book's {@code ForecastQuestion} stores it. Dates are ISO strings; an open question has
     * an empty {@code cutoff_date} and a null {@code resolved_outcome} (1.0 for YES, 0.0 for NO once it resolves).
     *
     * <pre>{@code
     * ForecastQuestion q = ForecastQuestion.of("Will Harbor National's market cap in 2024 exceed $250B?",
     *         "Resolves YES if ...", "2024-12-31", "2024-01-01", null, 1.0);
     * q.cutoff();   // Optional[2024-01-01]
     * }</pre>
     */
    public record ForecastQuestion(
            String question,
            String description,
            @Nullable String resolutionDate,
            String cutoffDate,
            @Nullable Double currentMarketPrice,
            @Nullable Double resolvedOutcome,
            @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

        public ForecastQuestion {
            extras = Extras.copy(extras);
        }

        public static ForecastQuestion of(
                String question,
                String description,
                @Nullable String resolutionDate,
                String cutoffDate,
                @Nullable Double currentMarketPrice,
                @Nullable Double resolvedOutcome) {
            return new ForecastQuestion(
                    question, description, resolutionDate, cutoffDate, currentMarketPrice, resolvedOutcome, Map.of());
        }

        /** The cutoff as a date; empty when the question has none (the notebook's {@code if question.cutoff_date}). */
        public Optional<LocalDate> cutoff() {
            if (cutoffDate == null || cutoffDate.isBlank()) {
                return Optional.empty();
            }
            String text = cutoffDate.strip();
            try {
                // a date-time cutoff counts from its date
                return Optional.of(LocalDate.parse(text.length() > 10 ? text.substring(0, 10) : text));
            } catch (DateTimeParseException e) {
                return Optional.empty();
            }
        }

        public boolean hasOutcome() {
            return resolvedOutcome != null;
        }
    }

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
}
