package com.agenteval.workbench.app.live;

import java.util.Objects;
import org.springframework.ai.chat.model.ChatModel;

/**
 * A session's chat models for one provider setting: one for plain replies, one in the provider's JSON mode (the same
 * model for Anthropic, whose JSON mode is a prompt instruction; OpenAI's asks for {@code response_format}).
 */
public record ProviderModels(ProviderConfig config, ChatModel plain, ChatModel json) {

    public ProviderModels {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(plain, "plain");
        Objects.requireNonNull(json, "json");
    }

    public ChatModel forJson(boolean jsonMode) {
        return jsonMode ? json : plain;
    }
}
