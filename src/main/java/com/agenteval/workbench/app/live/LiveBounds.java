package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.llm.LlmClient.ReplyLimits;
import java.time.Duration;
import java.util.Objects;

/**
 * What a live run takes in and keeps, so that a provider or a search API that sends too much, or never stops
 * sending, cannot fill the heap or make a saved run the app then refuses to read (issue 23: a 10 MB fake reply made
 * a 28.6 MB trace, over the 25 MB reading limit). Set by {@code workbench.live.*} ({@link LiveProperties}); the
 * command line uses {@link #DEFAULT}.
 *
 * <pre>{@code
 * LiveBounds b = LiveBounds.DEFAULT;      // 2 MB per reply body, 20,000 reply characters, 20 min per run, ...
 * b.replyLimits().bound(reply);
 * }</pre>
 *
 * @param maxReplyBytes        the most of one HTTP reply body read (a model reply, a search reply, an error body);
 *                             a longer one fails the call, not retried, with the limit named
 * @param maxReplyChars        the most of a model reply's text kept; the rest is cut with the marker
 * @param maxToolArgumentChars the most of one tool call's arguments kept
 * @param maxToolCalls         tool calls kept from one model turn
 * @param maxQueryChars        the longest search query sent (Tavily refuses more than 400 characters)
 * @param maxResultChars       the most of each text field of a search result (title, URL, snippet) kept
 * @param maxTraceBytes        the largest saved run; recorded copies in the trace are cut to fit, and it is never
 *                             more than the reading limit ({@link TraceLimits#DEFAULT}), so a saved run stays readable
 * @param runDeadline          the longest a whole run may take, all calls, retries and waits included; past it the
 *                             call under way is interrupted and the run ends as failed, saying so
 */
public record LiveBounds(
        long maxReplyBytes,
        int maxReplyChars,
        int maxToolArgumentChars,
        int maxToolCalls,
        int maxQueryChars,
        int maxResultChars,
        long maxTraceBytes,
        Duration runDeadline) {

    public static final LiveBounds DEFAULT = new LiveBounds(
            2 * TraceLimits.MB, 20_000, 4_000, 16, 400, 2_000, 16 * TraceLimits.MB, Duration.ofMinutes(20));

    public LiveBounds {
        Objects.requireNonNull(runDeadline, "runDeadline");
        if (maxReplyBytes < 1024
                || maxReplyChars < 1
                || maxToolArgumentChars < 1
                || maxToolCalls < 1
                || maxQueryChars < 1
                || maxResultChars < 1) {
            throw new IllegalArgumentException("live bounds must be positive (a reply body at least 1 KB): "
                    + maxReplyBytes + ", " + maxReplyChars + ", " + maxToolArgumentChars + ", " + maxToolCalls + ", "
                    + maxQueryChars + ", " + maxResultChars);
        }
        if (maxTraceBytes < TraceLimits.MB || maxTraceBytes > TraceLimits.DEFAULT.maxFileBytes()) {
            throw new IllegalArgumentException("workbench.live.max-trace-size must be between 1 MB and "
                    + TraceLimits.size(TraceLimits.DEFAULT.maxFileBytes()) + " (the reading limit), got "
                    + TraceLimits.size(maxTraceBytes));
        }
        if (runDeadline.isNegative() || runDeadline.isZero()) {
            throw new IllegalArgumentException(
                    "workbench.live.run-deadline must be a positive duration, not " + runDeadline);
        }
    }

    /** The model-reply part, as the LLM port takes it. */
    public ReplyLimits replyLimits() {
        return new ReplyLimits(maxReplyChars, maxToolArgumentChars, maxToolCalls);
    }

    /** The same bounds with another run deadline (tests use short ones). */
    public LiveBounds withRunDeadline(Duration deadline) {
        return new LiveBounds(
                maxReplyBytes,
                maxReplyChars,
                maxToolArgumentChars,
                maxToolCalls,
                maxQueryChars,
                maxResultChars,
                maxTraceBytes,
                deadline);
    }

    /** The same bounds with a saved run no larger than {@code bytes} (a store that reads less than the default). */
    public LiveBounds withMaxTraceBytes(long bytes) {
        return new LiveBounds(
                maxReplyBytes,
                maxReplyChars,
                maxToolArgumentChars,
                maxToolCalls,
                maxQueryChars,
                maxResultChars,
                bytes,
                runDeadline);
    }
}
