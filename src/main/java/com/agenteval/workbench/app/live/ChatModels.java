package com.agenteval.workbench.app.live;

import java.net.URI;
import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.anthropic.api.AnthropicApi;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.model.NoopApiKey;
import org.springframework.ai.model.SimpleApiKey;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.ai.openai.api.ResponseFormat;
import org.springframework.retry.support.RetryTemplate;

/**
 * Builds Spring AI chat models from a session's provider settings: the plain model modules, one model per session
 * and setting, never an auto-configured singleton. The options are the book's clients': temperature 0.7, and at most
 * 1,200 tokens for Anthropic and 4,000 for OpenAI (room for reasoning models behind a compatible server).
 *
 * <pre>{@code
 * ProviderModels models = ChatModels.build(config, LiveHttp.defaults());
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
     * The model makes one attempt per call: {@link Retries} wraps the whole call, so that a 429 can honour its
     * Retry-After and the page hears of every retry.
     */
    private static final RetryTemplate ONE_ATTEMPT = RetryTemplate.builder().maxAttempts(1).build();

    private ChatModels() {
    }

    /** A usable provider's models: one for plain replies and one in the provider's JSON mode. */
    public static ProviderModels build(ProviderConfig config, LiveHttp http) {
        return build(config, http, config.kind().openAiWire() ? OPENAI_MAX_TOKENS : ANTHROPIC_MAX_TOKENS);
    }

    static ProviderModels build(ProviderConfig config, LiveHttp http, int maxTokens) {
        if (!config.usable()) {
            throw new IllegalArgumentException(config.kind().label() + " is not set up: " + config.problem().get());
        }
        Redaction redaction = Redaction.of(config.apiKey());
        HttpErrors errors = new HttpErrors(config.kind().label(), redaction);
        if (config.kind() == ProviderKind.ANTHROPIC) {
            AnthropicApi api = AnthropicApi.builder()
                    .baseUrl(anthropicBaseUrl(config.baseUrl()))
                    .apiKey(new SimpleApiKey(config.apiKey().reveal()))
                    .restClientBuilder(http.restClientBuilder())
                    .responseErrorHandler(errors)
                    .build();
            // JSON mode for Anthropic is an instruction in the system prompt (see SpringAiLlmClient), so one model
            ChatModel model = AnthropicChatModel.builder().anthropicApi(api)
                    .defaultOptions(AnthropicChatOptions.builder().model(config.model()).temperature(TEMPERATURE)
                            .maxTokens(maxTokens).build())
                    .retryTemplate(ONE_ATTEMPT)
                    .build();
            return new ProviderModels(config, model, model);
        }
        OpenAiApi api = OpenAiApi.builder()
                .baseUrl(openAiBaseUrl(config.baseUrl()))
                .completionsPath("/chat/completions")
                .apiKey(config.apiKey().isPresent() ? new SimpleApiKey(config.apiKey().reveal()) : new NoopApiKey())
                .restClientBuilder(http.restClientBuilder())
                .responseErrorHandler(errors)
                .build();
        ChatModel plain = openAi(api, OpenAiChatOptions.builder().model(config.model()).temperature(TEMPERATURE)
                .maxTokens(maxTokens).build());
        ChatModel json = openAi(api, OpenAiChatOptions.builder().model(config.model()).temperature(TEMPERATURE)
                .maxTokens(maxTokens)
                .responseFormat(ResponseFormat.builder().type(ResponseFormat.Type.JSON_OBJECT).build()).build());
        return new ProviderModels(config, plain, json);
    }

    private static ChatModel openAi(OpenAiApi api, OpenAiChatOptions options) {
        return OpenAiChatModel.builder().openAiApi(api).defaultOptions(options).retryTemplate(ONE_ATTEMPT).build();
    }

    /**
     * Anthropic's SDKs take the base URL without {@code /v1}, and so does Spring AI, which posts to
     * {@code /v1/messages}; a URL given with {@code /v1} has it removed.
     */
    static String anthropicBaseUrl(String url) {
        String u = stripSlash(url);
        return u.endsWith("/v1") ? u.substring(0, u.length() - 3) : u;
    }

    /**
     * OpenAI's SDKs take the base URL with {@code /v1} and post to {@code <base>/chat/completions}; Spring AI is told
     * the same through its completions path, so any compatible server's URL works as its documentation gives it. A
     * bare host ({@code http://localhost:11434}) gets {@code /v1}.
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
