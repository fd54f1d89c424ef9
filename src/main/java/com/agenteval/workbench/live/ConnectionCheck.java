package com.agenteval.workbench.live;

import com.agenteval.workbench.core.forecast.SearchResult;
import com.agenteval.workbench.core.python.PyFormat;
import java.time.Duration;
import java.util.List;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;

/**
 * "Test connection": one cheap call, one attempt, and a report in words. For a model, a five-token reply to "Reply
 * with the word OK."; for Tavily, a one-result search.
 *
 * <pre>{@code
 * ConnectionReport r = ConnectionCheck.provider(config, LiveHttp.defaults());
 * r.message();   // "Anthropic answered with claude-sonnet-4-20250514: “OK” (18 tokens, 0.6 s)."
 * }</pre>
 */
public final class ConnectionCheck {

    static final String PROBE = "Reply with the word OK.";

    private ConnectionCheck() {
    }

    public static ConnectionReport provider(ProviderConfig config, LiveHttp http) {
        if (!config.usable()) {
            return new ConnectionReport(false, config.kind().label() + " is not set up yet: "
                    + describe(config.problem().orElseThrow()) + ".");
        }
        LiveHttp once = http.withAttempts(1);
        Retries retries = new Retries(once, Redaction.of(config.apiKey()), notice -> { });
        long start = System.nanoTime();
        try {
            ProviderModels models = ChatModels.build(config, once, ChatModels.CHECK_MAX_TOKENS);
            ChatResponse response = retries.call(config.kind().label(),
                    () -> models.plain().call(new Prompt(List.of(new UserMessage(PROBE)))));
            String text = response.getResult() == null || response.getResult().getOutput().getText() == null ? ""
                    : response.getResult().getOutput().getText().strip();
            Integer tokens = response.getMetadata().getUsage() == null ? null
                    : response.getMetadata().getUsage().getTotalTokens();
            return new ConnectionReport(true, config.kind().label() + " answered with " + config.model() + ": “"
                    + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "” ("
                    + (tokens == null ? "" : tokens + " tokens, ") + seconds(start) + ").");
        } catch (CallFailedException e) {
            return new ConnectionReport(false, e.reason());
        } catch (RuntimeException e) {
            return new ConnectionReport(false, Redaction.of(config.apiKey()).apply(config.kind().label() + ": "
                    + e.getMessage()));
        }
    }

    public static ConnectionReport search(SearchConfig config, LiveHttp http) {
        if (!config.usable()) {
            return new ConnectionReport(false, "Tavily is not set up yet: it needs a key.");
        }
        LiveHttp once = http.withAttempts(1);
        long start = System.nanoTime();
        try {
            List<SearchResult> results = new TavilySearchClient(config,
                    new Retries(once, Redaction.of(config.apiKey()), notice -> { }))
                    .search("Federal Reserve interest rates", 1, null);
            return new ConnectionReport(true, "Tavily answered a test search with " + results.size() + " result"
                    + (results.size() == 1 ? "" : "s") + " (" + seconds(start) + ").");
        } catch (CallFailedException e) {
            return new ConnectionReport(false, e.reason());
        } catch (RuntimeException e) {
            return new ConnectionReport(false, Redaction.of(config.apiKey()).apply("Tavily: " + e.getMessage()));
        }
    }

    /** What a missing setting means, in words. */
    public static String describe(ProviderConfig.Problem problem) {
        return switch (problem) {
            case NO_KEY -> "it needs an API key";
            case NO_MODEL -> "it needs a model name";
            case BAD_BASE_URL -> "its base URL is not an http(s) URL";
        };
    }

    private static String seconds(long startNanos) {
        return PyFormat.fixed(Duration.ofNanos(System.nanoTime() - startNanos).toMillis() / 1000.0, 1) + " s";
    }
}
