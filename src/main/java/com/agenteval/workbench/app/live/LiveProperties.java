package com.agenteval.workbench.app.live;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.retry.backoff.ThreadWaitSleeper;
import org.springframework.util.unit.DataSize;

/**
 * Timeouts, retries and bounds of the web app's live calls (README "Live mode", docs/security.md "Live replies and
 * deadlines").
 *
 * <pre>
 * workbench.live.connect-timeout=10s
 * workbench.live.read-timeout=120s      # one attempt; a slow local model may need more
 * workbench.live.max-attempts=4         # per call, the first included
 * workbench.live.initial-backoff=1s     # doubled after each failure, up to max-backoff
 * workbench.live.max-backoff=20s
 * workbench.live.max-retry-after=60s    # the longest Retry-After a 429 may ask for
 * workbench.live.check-deadline=15s     # the longest "Test connection" on the settings page may take in all
 * workbench.live.run-deadline=20m       # the longest a whole live run may take, every call and wait included
 * workbench.live.max-reply-size=2MB     # the most of one HTTP reply body read; a longer reply fails the call
 * workbench.live.max-reply-chars=20000  # a model reply's text kept; the rest is cut with a marker
 * workbench.live.max-tool-argument-chars=4000   # one tool call's arguments kept
 * workbench.live.max-tool-calls=16      # tool calls kept from one model turn
 * workbench.live.max-query-chars=400    # the longest web search query sent (Tavily's own limit)
 * workbench.live.max-result-chars=2000  # each text field of a search result kept
 * workbench.live.max-trace-size=16MB    # the largest saved live run (at most the 25 MB reading limit)
 * </pre>
 */
@ConfigurationProperties("workbench.live")
public record LiveProperties(
        @DefaultValue("10s") Duration connectTimeout,
        @DefaultValue("120s") Duration readTimeout,
        @DefaultValue("4") int maxAttempts,
        @DefaultValue("1s") Duration initialBackoff,
        @DefaultValue("20s") Duration maxBackoff,
        @DefaultValue("60s") Duration maxRetryAfter,
        @DefaultValue("15s") Duration checkDeadline,
        @DefaultValue("20m") Duration runDeadline,
        @DefaultValue("2MB") DataSize maxReplySize,
        @DefaultValue("20000") int maxReplyChars,
        @DefaultValue("4000") int maxToolArgumentChars,
        @DefaultValue("16") int maxToolCalls,
        @DefaultValue("400") int maxQueryChars,
        @DefaultValue("2000") int maxResultChars,
        @DefaultValue("16MB") DataSize maxTraceSize) {

    @ConstructorBinding
    public LiveProperties {
        if (checkDeadline == null || checkDeadline.isNegative() || checkDeadline.isZero()) {
            throw new IllegalArgumentException(
                    "workbench.live.check-deadline must be a positive duration, not " + checkDeadline);
        }
        // the bounds check themselves, naming the property
        bounds(
                runDeadline,
                maxReplySize,
                maxReplyChars,
                maxToolArgumentChars,
                maxToolCalls,
                maxQueryChars,
                maxResultChars,
                maxTraceSize);
    }

    /** The defaults with these timeouts (tests of the settings). */
    public LiveProperties(
            Duration connectTimeout,
            Duration readTimeout,
            int maxAttempts,
            Duration initialBackoff,
            Duration maxBackoff,
            Duration maxRetryAfter,
            Duration checkDeadline) {
        this(
                connectTimeout,
                readTimeout,
                maxAttempts,
                initialBackoff,
                maxBackoff,
                maxRetryAfter,
                checkDeadline,
                LiveBounds.DEFAULT.runDeadline(),
                DataSize.ofBytes(LiveBounds.DEFAULT.maxReplyBytes()),
                LiveBounds.DEFAULT.maxReplyChars(),
                LiveBounds.DEFAULT.maxToolArgumentChars(),
                LiveBounds.DEFAULT.maxToolCalls(),
                LiveBounds.DEFAULT.maxQueryChars(),
                LiveBounds.DEFAULT.maxResultChars(),
                DataSize.ofBytes(LiveBounds.DEFAULT.maxTraceBytes()));
    }

    /** How calls are made with these settings, on {@code threads}. */
    public LiveHttp http(LiveThreads threads) {
        return new LiveHttp(
                connectTimeout,
                readTimeout,
                maxAttempts,
                initialBackoff,
                maxBackoff,
                maxRetryAfter,
                new ThreadWaitSleeper(),
                bounds(
                        runDeadline,
                        maxReplySize,
                        maxReplyChars,
                        maxToolArgumentChars,
                        maxToolCalls,
                        maxQueryChars,
                        maxResultChars,
                        maxTraceSize),
                threads);
    }

    private static LiveBounds bounds(
            Duration runDeadline,
            DataSize maxReplySize,
            int maxReplyChars,
            int maxToolArgumentChars,
            int maxToolCalls,
            int maxQueryChars,
            int maxResultChars,
            DataSize maxTraceSize) {
        if (runDeadline == null || maxReplySize == null || maxTraceSize == null) {
            throw new IllegalArgumentException(
                    "workbench.live.run-deadline, max-reply-size and max-trace-size must " + "be set");
        }
        return new LiveBounds(
                maxReplySize.toBytes(),
                maxReplyChars,
                maxToolArgumentChars,
                maxToolCalls,
                maxQueryChars,
                maxResultChars,
                maxTraceSize.toBytes(),
                runDeadline);
    }
}
