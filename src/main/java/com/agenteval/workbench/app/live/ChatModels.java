package com.agenteval.workbench.app.live;

import java.net.URI;
import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

/**
 * Builds Spring AI chat models from a session's provider settings: the plain model modules, one model per session
 * and setting, never an auto-configured singleton. The options are the book's clients': temperature 0.7, and at most
 * 1,200 tokens for Anthropic and 4,000 for OpenAI (room for reasoning models behind a compatible server).
 *
 * <pre>{@code
 * ProviderModels models = ChatModels.build(config, http);
 * models.forJson(true).call(prompt);
 * }</pre>
 */
public final class ChatModels {

    public static final double TEMPERATURE = 0.7;
    public static final int ANTHROPIC_MAX_TOKENS = 1200;
    public static final int OPENAI_MAX_TOKENS = 4000;
    /** Enough for "OK": the connection check's cheap call. */
    static final int CHECK_MAX_TOKENS = 5;

    /**
     * The model makes one attempt per call (the SDK retries none): {@link Retries} wraps the whole call, so that a 429
     * can honour its Retry-After and the page hears of every retry.
     */
    private static final int NO_SDK_RETRIES = 0;
    // The SDKs take one timeout, LiveHttp's read timeout: it bounds the whole call and each read (their connect
    // timeout is the same); HttpErrors reports the call's end as a timeout, as the JDK's client did.
    /**
     * The SDKs read a key from the environment when given none; a keyless server (a local one) is given this instead,
     * and {@link HttpErrors} removes the header it would go in.
     */
    private static final String NO_KEY = "none";

    private ChatModels() {}

    /** A usable provider's models: one for plain replies and one in the provider's JSON mode. */
    public static ProviderModels build(ProviderConfig config, LiveHttp http) {
        return build(config, http, config.kind().openAiWire() ? OPENAI_MAX_TOKENS : ANTHROPIC_MAX_TOKENS);
    }

    static ProviderModels build(ProviderConfig config, LiveHttp http, int maxTokens) {
        if (!config.usable()) {
            throw new IllegalArgumentException(config.kind().label() + " is not set up: "
                    + config.problem().get());
        }
        Redaction redaction = Redaction.of(config.apiKey());
        boolean keyless = !config.apiKey().isPresent();
        HttpErrors errors = new HttpErrors(config.kind().label(), redaction, keyless, http);
        String key = keyless ? NO_KEY : config.apiKey().reveal();
        if (config.kind() == ProviderKind.ANTHROPIC) {
            // JSON mode for Anthropic is an instruction in the system prompt (see SpringAiLlmClient), so one model
            ChatModel model = AnthropicChatModel.builder()
                    .options(AnthropicChatOptions.builder()
                            .baseUrl(anthropicBaseUrl(config.baseUrl()))
                            .apiKey(key)
                            .timeout(http.readTimeout())
                            .maxRetries(NO_SDK_RETRIES)
                            .model(config.model())
                            .temperature(TEMPERATURE)
                            .maxTokens(maxTokens)
                            .build())
                    .httpClientBuilderCustomizer(client -> client.interceptor(errors))
                    .build();
            return new ProviderModels(config, model, model);
        }
        ChatModel plain = openAi(
                errors,
                OpenAiChatOptions.builder()
                        .baseUrl(openAiBaseUrl(config.baseUrl()))
                        .apiKey(key)
                        .timeout(http.readTimeout())
                        .maxRetries(NO_SDK_RETRIES)
                        .model(config.model())
                        .temperature(TEMPERATURE)
                        .maxTokens(maxTokens)
                        .build());
        ChatModel json = openAi(
                errors,
                OpenAiChatOptions.builder()
                        .baseUrl(openAiBaseUrl(config.baseUrl()))
                        .apiKey(key)
                        .timeout(http.readTimeout())
                        .maxRetries(NO_SDK_RETRIES)
                        .model(config.model())
                        .temperature(TEMPERATURE)
                        .maxTokens(maxTokens)
                        .responseFormat(OpenAiChatModel.ResponseFormat.builder()
                                .type(OpenAiChatModel.ResponseFormat.Type.JSON_OBJECT)
                                .build())
                        .build());
        return new ProviderModels(config, plain, json);
    }

    private static ChatModel openAi(HttpErrors errors, OpenAiChatOptions options) {
        return OpenAiChatModel.builder()
                .options(options)
                .httpClientBuilderCustomizer(client -> client.interceptor(errors))
                .build();
    }

    /**
     * Anthropic's SDKs take the base URL without {@code /v1} and post to {@code /v1/messages}; a URL given with
     * {@code /v1} has it removed.
     */
    static String anthropicBaseUrl(String url) {
        String u = stripSlash(url);
        return u.endsWith("/v1") ? u.substring(0, u.length() - 3) : u;
    }

    /**
     * OpenAI's SDKs take the base URL with {@code /v1} and post to {@code <base>/chat/completions}, so any compatible
     * server's URL works as its documentation gives it. A bare host ({@code http://localhost:11434}) gets {@code /v1}.
     */
    static String openAiBaseUrl(String url) {
        String u = stripSlash(url);
        String path = URI.create(u).getPath();
        return path == null || path.isEmpty() ? u + "/v1" : u;
    }

    private static String stripSlash(String url) {
        String u = url.strip();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        return u;
    }
}
