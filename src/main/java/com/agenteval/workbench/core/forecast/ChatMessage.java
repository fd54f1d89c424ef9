package com.agenteval.workbench.core.forecast;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.Map;
import java.util.Objects;

/**
 * One message of a model conversation: {@code system}, {@code user}, {@code assistant} or {@code tool}.
 *
 * <pre>{@code
 * ChatMessage prompt = ChatMessage.of("user", "QUESTION:\n...");
 * }</pre>
 */
public record ChatMessage(String role, String content, @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public ChatMessage {
        extras = Extras.copy(extras);
    }

    public static ChatMessage of(String role, String content) {
        return new ChatMessage(Objects.requireNonNull(role, "role"), Objects.requireNonNull(content, "content"), Map.of());
    }
}
