package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.Extras;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
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
}
