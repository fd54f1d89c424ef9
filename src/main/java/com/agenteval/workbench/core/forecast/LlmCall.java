package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.llm.Extras;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One model call as a tracing client recorded it: a global sequence number, the tracer's label (usually the agent
 * id), the model, whether JSON mode was asked for, every message sent, the reply, tokens, and when it happened.
 */
public record LlmCall(
        int seq,
        String label,
        String model,
        boolean jsonMode,
        List<Message> messages,
        @Nullable String response,
        int inputTokens,
        int outputTokens,
        int totalTokens,
        String timestamp,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public LlmCall {
        messages = messages == null ? List.of() : List.copyOf(messages);
        extras = Extras.copy(extras);
    }

    /** This call with other messages sent, everything else kept. */
    public LlmCall withMessages(List<Message> sent) {
        return new LlmCall(
                seq, label, model, jsonMode, sent, response, inputTokens, outputTokens, totalTokens, timestamp, extras);
    }

    /** This call with another reply, everything else kept. */
    public LlmCall withResponse(@Nullable String reply) {
        return new LlmCall(
                seq,
                label,
                model,
                jsonMode,
                messages,
                reply,
                inputTokens,
                outputTokens,
                totalTokens,
                timestamp,
                extras);
    }

    public TokenUsage usage() {
        return new TokenUsage(inputTokens, outputTokens, totalTokens, Map.of());
    }

    /** True when any message sent, or the reply, contains {@code text}. */
    public boolean mentions(String text) {
        return (response != null && response.contains(text))
                || messages.stream()
                        .anyMatch(m -> m.content() != null && m.content().contains(text));
    }
}
