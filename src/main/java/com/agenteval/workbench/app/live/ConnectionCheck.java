package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.python.PyFormat;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;

/**
 * "Test connection": one cheap call, one attempt, and a report in words. For a model, a five-token reply to "Reply
 * with the word OK."; for Tavily, a one-result search. The whole check has a deadline ({@link #DEADLINE} unless the
 * caller gives one; {@code workbench.live.check-deadline} on the settings page): a server that accepts the connection
 * and never answers is reported as such when it passes, and the call is abandoned. The report is words, never the
 * text of a Java exception.
 *
 * <pre>{@code
 * ConnectionReport r = ConnectionCheck.provider(config, http);      // http: the app's LiveHttp bean
 * r.message();   // "Anthropic answered with claude-sonnet-4-20250514: “OK” (18 tokens, 0.6 s)."
 * }</pre>
 */
public final class ConnectionCheck {

    static final String PROBE = "Reply with the word OK.";
    /** How long a check may take in all, unless the caller says otherwise. */
    public static final Duration DEADLINE = Duration.ofSeconds(15);

    private ConnectionCheck() {}

    public static ConnectionReport provider(ProviderConfig config, LiveHttp http) {
        return provider(config, http, DEADLINE);
    }

    public static ConnectionReport provider(ProviderConfig config, LiveHttp http, Duration deadline) {
        if (!config.usable()) {
            return new ConnectionReport(
                    false,
                    config.kind().label() + " is not set up yet: "
                            + describe(config.problem().orElseThrow()) + ".");
        }
        LiveHttp once = within(http, deadline);
        return withDeadline(config.kind().label(), deadline, http, () -> callProvider(config, once));
    }

    private static ConnectionReport callProvider(ProviderConfig config, LiveHttp once) {
        Retries retries = new Retries(once, Redaction.of(config.apiKey()), notice -> {});
        long start = System.nanoTime();
        try {
            ProviderModels models = ChatModels.build(config, once, ChatModels.CHECK_MAX_TOKENS);
            ChatResponse response = retries.call(
                    config.kind().label(), () -> models.plain().call(new Prompt(List.of(new UserMessage(PROBE)))));
            if (response == null || response.getResult() == null) {
                // a 200 that is JSON but not a chat reply: often a base URL that points at some other server
                return new ConnectionReport(
                        false,
                        config.kind().label() + " answered, but not with a chat reply: "
                                + "is the base URL that of a model server?");
            }
            String text = response.getResult() == null
                            || response.getResult().getOutput().getText() == null
                    ? ""
                    : response.getResult().getOutput().getText().strip();
            Integer tokens = response.getMetadata().getUsage() == null
                    ? null
                    : response.getMetadata().getUsage().getTotalTokens();
            return new ConnectionReport(
                    true,
                    config.kind().label() + " answered with " + config.model() + ": “"
                            + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "” ("
                            + (tokens == null ? "" : tokens + " tokens, ") + seconds(start) + ").");
        } catch (CallFailedException e) {
            return new ConnectionReport(false, e.reason());
        } catch (RuntimeException e) {
            return new ConnectionReport(
                    false,
                    Redaction.of(config.apiKey())
                            .redact(config.kind().label() + ": "
                                    + Retries.inWords(
                                            e.getMessage(),
                                            "the test call failed in a way the workbench cannot describe")));
        }
    }

    public static ConnectionReport search(SearchConfig config, LiveHttp http) {
        return search(config, http, DEADLINE);
    }

    public static ConnectionReport search(SearchConfig config, LiveHttp http, Duration deadline) {
        if (!config.usable()) {
            return new ConnectionReport(false, "Tavily is not set up yet: it needs a key.");
        }
        LiveHttp once = within(http, deadline);
        return withDeadline(TavilySearchClient.SERVICE, deadline, http, () -> callSearch(config, once));
    }

    private static ConnectionReport callSearch(SearchConfig config, LiveHttp once) {
        long start = System.nanoTime();
        try {
            List<SearchResult> results = new TavilySearchClient(
                            config, new Retries(once, Redaction.of(config.apiKey()), notice -> {}))
                    .search("Federal Reserve interest rates", 1, null);
            return new ConnectionReport(
                    true,
                    "Tavily answered a test search with " + results.size() + " result"
                            + (results.size() == 1 ? "" : "s") + " (" + seconds(start) + ").");
        } catch (CallFailedException e) {
            return new ConnectionReport(false, e.reason());
        } catch (RuntimeException e) {
            return new ConnectionReport(
                    false,
                    Redaction.of(config.apiKey())
                            .redact("Tavily: "
                                    + Retries.inWords(
                                            e.getMessage(),
                                            "the test search failed in a way the workbench cannot describe")));
        }
    }

    /** One attempt, and no single timeout longer than the whole check may take. */
    private static LiveHttp within(LiveHttp http, Duration deadline) {
        LiveHttp once = http.withAttempts(1);
        return once.readTimeout().compareTo(deadline) > 0 ? once.withReadTimeout(deadline) : once;
    }

    /**
     * Runs the check on a thread of the checks' pool ({@link LiveThreads#checks()}) and waits at most
     * {@code deadline}: the read timeout bounds one read, not a server that trickles bytes or a connection that is
     * never set up. Past the deadline the check's thread is interrupted, which cancels its call.
     */
    private static ConnectionReport withDeadline(
            String service, Duration deadline, LiveHttp http, Supplier<ConnectionReport> check) {
        if (deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("the deadline of a connection check must be positive, not " + deadline);
        }
        Future<ConnectionReport> task;
        try {
            task = http.threads().checks().submit(check::get);
        } catch (RejectedExecutionException e) {
            return new ConnectionReport(
                    false,
                    "Too many connection checks are under way; try the check of " + service + " again in a moment.");
        }
        try {
            return task.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            return new ConnectionReport(
                    false,
                    service + " did not answer the test within "
                            + Retries.seconds(deadline)
                            + ", so the check was stopped. Check the base URL, and whether the "
                            + "server is running and reachable.");
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            return new ConnectionReport(false, "The check of " + service + " was interrupted.");
        } catch (ExecutionException e) {
            // the check catches what the call throws; an Error (out of memory, say) is all that reaches here
            return new ConnectionReport(false, "The check of " + service + " could not be completed.");
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
