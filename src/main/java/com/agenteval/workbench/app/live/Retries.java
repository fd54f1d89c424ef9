package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.python.PyFormat;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.retry.NonTransientAiException;
import org.springframework.ai.retry.TransientAiException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.retry.RetryContext;
import org.springframework.retry.backoff.BackOffContext;
import org.springframework.retry.backoff.BackOffInterruptedException;
import org.springframework.retry.backoff.BackOffPolicy;
import org.springframework.retry.policy.SimpleRetryPolicy;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.web.client.ResourceAccessException;

/**
 * Bounded retries with backoff for every live call, through Spring Retry's {@link RetryTemplate}. Retried: timeouts
 * and connection errors ({@link ResourceAccessException}), 5xx and 408 ({@link TransientAiException}), 429 after its
 * {@code Retry-After} ({@link RateLimitedException}), and a reply body that is not valid JSON. Not retried: a refused
 * key or any other 4xx ({@link NonTransientAiException}), an interrupted thread (a cancel), and a 429 asking for a
 * longer wait than {@link LiveHttp#maxRetryAfter()}. When the attempts are used up, {@link CallFailedException} says
 * what happened in words.
 *
 * <pre>{@code
 * Retries retries = new Retries(http, redaction, notice -> page.show(notice.describe()));
 * ChatResponse reply = retries.call("Anthropic", () -> model.call(prompt));
 * }</pre>
 */
public final class Retries {

    private final LiveHttp http;
    private final Redaction redaction;
    private final Consumer<RetryNotice> notices;

    public Retries(LiveHttp http, Redaction redaction, Consumer<RetryNotice> notices) {
        this.http = http;
        this.redaction = redaction;
        this.notices = notices;
    }

    public LiveHttp http() {
        return http;
    }

    /** The run's redaction: what a reply, a search result or a reason passes through before it is kept. */
    public Redaction redaction() {
        return redaction;
    }

    /**
     * Runs {@code call}, retrying as above.
     *
     * @param service who is called, for the reason: "Anthropic", "Tavily"
     * @throws CallFailedException when it does not succeed
     */
    public <T> T call(String service, Supplier<T> call) {
        AtomicInteger attempts = new AtomicInteger();
        RetryTemplate template = new RetryTemplate();
        template.setRetryPolicy(new Policy(http.maxAttempts(), http.maxRetryAfter()));
        template.setBackOffPolicy(new Backoff(service));
        template.setThrowLastExceptionOnExhausted(true);
        try {
            return template.execute(ctx -> {
                attempts.set(ctx.getRetryCount() + 1);
                long start = System.nanoTime();
                try {
                    return call.get();
                } catch (RuntimeException e) {
                    throw timedOut(e, Duration.ofNanos(System.nanoTime() - start));
                }
            });
        } catch (BackOffInterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailedException(service + ": interrupted while waiting to retry", attempts.get(), true, e);
        } catch (RuntimeException e) {
            boolean interrupted = Thread.currentThread().isInterrupted();
            throw new CallFailedException(reason(service, e, attempts.get()), attempts.get(), interrupted, e);
        }
    }

    /**
     * A read that broke off once the read timeout had passed is a timeout, whatever the parser made of the partial
     * body: a server dripping one byte a second is cut off by the timeout mid-body, and the JSON reader then sees a
     * truncated reply ("not valid JSON" was the wrong reason, issue 23).
     */
    private RuntimeException timedOut(RuntimeException e, Duration took) {
        boolean readFailed = e instanceof ResourceAccessException || has(e, HttpMessageNotReadableException.class);
        if (readFailed
                && !has(e, HttpTimeoutException.class)
                && !has(e, LiveHttp.ReplyTooLargeException.class)
                && took.compareTo(http.readTimeout()) >= 0) {
            HttpTimeoutException timeout =
                    new HttpTimeoutException("the reply did not complete within the read " + "timeout");
            timeout.initCause(e);
            return new ResourceAccessException("timed out", timeout);
        }
        return e;
    }

    /** The reason for a call that failed after {@code attempts} attempts, in words and without keys. */
    String reason(String service, Throwable e, int attempts) {
        String what = describe(service, e);
        String text = retryable(e) && attempts > 1
                ? service + " did not answer after " + attempts + " attempts: " + what
                : what;
        return redaction.redact(text);
    }

    private String describe(String service, Throwable e) {
        if (e instanceof NonTransientAiException || e instanceof TransientAiException) {
            // HttpErrors builds these with a message; another source's may lack one
            String m = Objects.requireNonNullElse(e.getMessage(), service + " refused the call");
            if (e instanceof RateLimitedException r
                    && r.retryAfter()
                            .map(d -> d.compareTo(http.maxRetryAfter()) > 0)
                            .orElse(false)) {
                return m + "; it asked to wait " + r.retryAfter().get().toSeconds()
                        + " s, longer than live mode waits ("
                        + http.maxRetryAfter().toSeconds() + " s)";
            }
            return m;
        }
        LiveHttp.ReplyTooLargeException tooLarge = find(e, LiveHttp.ReplyTooLargeException.class);
        if (tooLarge != null) {
            long limit = tooLarge.limit;
            return service + " sent a reply longer than " + TraceLimits.size(limit)
                    + ", the most live mode reads (workbench.live.max-reply-size)";
        }
        if (has(e, HttpTimeoutException.class) || has(e, SocketTimeoutException.class)) {
            return service + " did not reply within " + seconds(http.readTimeout()) + " (timeout)";
        }
        if (has(e, UnknownHostException.class)) {
            return "could not connect to " + service + " (its host name is not known)";
        }
        if (has(e, ConnectException.class)) {
            return "could not connect to " + service + " (nothing accepted the connection at its address)";
        }
        if (has(e, HttpMessageNotReadableException.class)) {
            // the parser's message quotes Java types and source positions: not for a student
            return service + " sent a reply that is not valid JSON";
        }
        if (e instanceof ResourceAccessException) {
            return "the connection to " + service + " failed ("
                    + inWords(rootMessage(e), "the connection broke before the reply was complete") + ")";
        }
        return service + ": "
                + inWords(e.getMessage(), "its reply could not be read (it is not what " + service + " sends)");
    }

    /** Java's own text, found in a message: exception and error types, qualified class names, parser positions. */
    private static final Pattern JAVA_TEXT = Pattern.compile(
            "Exception|Error\\b|Throwable|\\[Source:|because \"|\\b[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+\\.[A-Z]\\w*"
                    + "|\\bat [\\w.$]+\\(|\\bnull\\b");

    /** {@code message} when it reads as words; {@code fallback} when it is empty or carries Java's own text. */
    public static String inWords(@Nullable String message, String fallback) {
        if (message == null || message.isBlank() || JAVA_TEXT.matcher(message).find()) {
            return fallback;
        }
        return message;
    }

    /** "0.7 s", "120 s". */
    static String seconds(Duration d) {
        double s = d.toMillis() / 1000.0;
        return (s == Math.rint(s) ? String.valueOf((long) s) : PyFormat.fixed(s, 1)) + " s";
    }

    static boolean retryable(Throwable e) {
        if (e instanceof NonTransientAiException || has(e, LiveHttp.ReplyTooLargeException.class)) {
            return false;
        }
        return e instanceof TransientAiException
                || e instanceof ResourceAccessException
                || has(e, HttpMessageNotReadableException.class);
    }

    private static boolean has(Throwable e, Class<? extends Throwable> type) {
        return find(e, type) != null;
    }

    private static <T extends Throwable> @Nullable T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        m = m == null || m.isBlank() ? root.getClass().getSimpleName() : m;
        return m.length() <= 160 ? m : m.substring(0, 160) + "…";
    }

    /** The attempt budget, plus: no retry once the thread is interrupted, nor for a too-long Retry-After. */
    private static final class Policy extends SimpleRetryPolicy {

        private final Duration maxRetryAfter;

        Policy(int maxAttempts, Duration maxRetryAfter) {
            super(maxAttempts, Map.of(Exception.class, true), true);
            this.maxRetryAfter = maxRetryAfter;
        }

        @Override
        public boolean canRetry(RetryContext context) {
            Throwable t = context.getLastThrowable();
            if (t == null) {
                return true;
            }
            if (Thread.currentThread().isInterrupted() || t instanceof InterruptedIOException || !retryable(t)) {
                return false;
            }
            if (t instanceof RateLimitedException r
                    && r.retryAfter().map(d -> d.compareTo(maxRetryAfter) > 0).orElse(false)) {
                return false;
            }
            return super.canRetry(context);
        }
    }

    /** Exponential from {@link LiveHttp#initialBackoff()}, capped; a 429's {@code Retry-After} when it gives one. */
    private final class Backoff implements BackOffPolicy {

        private final String service;

        Backoff(String service) {
            this.service = service;
        }

        private record Context(RetryContext retry) implements BackOffContext {}

        @Override
        public BackOffContext start(RetryContext context) {
            return new Context(context);
        }

        @Override
        public void backOff(BackOffContext backOffContext) throws BackOffInterruptedException {
            RetryContext retry = ((Context) backOffContext).retry();
            Throwable last = retry.getLastThrowable();
            int failed = retry.getRetryCount();
            Duration wait = http.initialBackoff().multipliedBy(1L << Math.min(20, Math.max(0, failed - 1)));
            if (wait.compareTo(http.maxBackoff()) > 0) {
                wait = http.maxBackoff();
            }
            if (last instanceof RateLimitedException r && r.retryAfter().isPresent()) {
                wait = r.retryAfter().get();
            }
            notices.accept(new RetryNotice(
                    service, failed + 1, http.maxAttempts(), wait, redaction.redact(describe(service, last))));
            try {
                http.sleeper().sleep(wait.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BackOffInterruptedException("interrupted while waiting to retry", e);
            }
        }
    }
}
