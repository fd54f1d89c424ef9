package com.agenteval.workbench.app.live;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.retry.backoff.Sleeper;
import org.springframework.retry.backoff.ThreadWaitSleeper;
import org.springframework.web.client.RestClient;

/**
 * How live HTTP calls are made: timeouts, the bounded retries with backoff that timeouts, HTTP 429 (after its
 * {@code Retry-After}), 5xx and connection errors get, and what a run takes in ({@link LiveBounds}: reply sizes,
 * the run's deadline), and the threads the calls need besides the caller's ({@link LiveThreads}, from the one factory).
 * Tests pass short ones.
 *
 * <pre>{@code
 * LiveHttp http = LiveHttp.defaults(threads);          // 10 s connect, 120 s read, 4 attempts, 1 s → 20 s backoff
 * RestClient.Builder rest = http.restClientBuilder();
 * }</pre>
 *
 * @param maxAttempts   attempts per call, the first included
 * @param maxRetryAfter the longest {@code Retry-After} honoured; a server asking for more fails the call at once
 * @param sleeper       how the backoff waits (tests record instead of sleeping)
 * @param bounds        what a run takes in and keeps, and its deadline
 * @param threads       the deadline timer and the bounded pools of checks and calls
 */
public record LiveHttp(
        Duration connectTimeout,
        Duration readTimeout,
        int maxAttempts,
        Duration initialBackoff,
        Duration maxBackoff,
        Duration maxRetryAfter,
        Sleeper sleeper,
        LiveBounds bounds,
        LiveThreads threads) {

    public LiveHttp {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(initialBackoff, "initialBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(bounds, "bounds");
        Objects.requireNonNull(threads, "threads");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("at least one attempt");
        }
    }

    /** The default bounds ({@link LiveBounds#DEFAULT}). */
    public LiveHttp(
            Duration connectTimeout,
            Duration readTimeout,
            int maxAttempts,
            Duration initialBackoff,
            Duration maxBackoff,
            Duration maxRetryAfter,
            Sleeper sleeper,
            LiveThreads threads) {
        this(
                connectTimeout,
                readTimeout,
                maxAttempts,
                initialBackoff,
                maxBackoff,
                maxRetryAfter,
                sleeper,
                LiveBounds.DEFAULT,
                threads);
    }

    public static LiveHttp defaults(LiveThreads threads) {
        return new LiveHttp(
                Duration.ofSeconds(10),
                Duration.ofSeconds(120),
                4,
                Duration.ofSeconds(1),
                Duration.ofSeconds(20),
                Duration.ofSeconds(60),
                new ThreadWaitSleeper(),
                threads);
    }

    public LiveHttp withAttempts(int attempts) {
        return with(attempts, readTimeout, bounds);
    }

    public LiveHttp withReadTimeout(Duration timeout) {
        return with(maxAttempts, timeout, bounds);
    }

    public LiveHttp withBounds(LiveBounds newBounds) {
        return with(maxAttempts, readTimeout, newBounds);
    }

    private LiveHttp with(int attempts, Duration timeout, LiveBounds newBounds) {
        return new LiveHttp(
                connectTimeout,
                timeout,
                attempts,
                initialBackoff,
                maxBackoff,
                maxRetryAfter,
                sleeper,
                newBounds,
                threads);
    }

    /**
     * A RestClient builder on the JDK's HTTP client with these timeouts, whose reply bodies are read up to
     * {@link LiveBounds#maxReplyBytes()} only: one byte more and the read fails with {@link ReplyTooLargeException}.
     * HTTP/1.1, because local model servers do not all understand the h2c upgrade the JDK otherwise attempts on plain
     * http.
     */
    public RestClient.Builder restClientBuilder() {
        HttpClient client = HttpClient.newBuilder()
                .connectTimeout(connectTimeout)
                .version(HttpClient.Version.HTTP_1_1)
                .build();
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(client);
        factory.setReadTimeout(readTimeout);
        long max = bounds.maxReplyBytes();
        return RestClient.builder()
                .requestFactory(factory)
                .requestInterceptor((request, body, execution) -> new Bounded(execution.execute(request, body), max));
    }

    /** A reply body longer than the bound: the call fails, and is not retried (the same server sends the same). */
    static final class ReplyTooLargeException extends IOException {
        final long limit;

        ReplyTooLargeException(long limit) {
            super("the reply is longer than " + limit + " bytes");
            this.limit = limit;
        }
    }

    /** A response whose body stream refuses to go past {@code max} bytes. */
    private static final class Bounded implements ClientHttpResponse {
        private final ClientHttpResponse inner;
        private final long max;
        /** Opened on the first getBody. */
        private @Nullable InputStream body;

        Bounded(ClientHttpResponse inner, long max) {
            this.inner = inner;
            this.max = max;
        }

        @Override
        public HttpStatusCode getStatusCode() throws IOException {
            return inner.getStatusCode();
        }

        @Override
        public String getStatusText() throws IOException {
            return inner.getStatusText();
        }

        @Override
        public HttpHeaders getHeaders() {
            return inner.getHeaders();
        }

        @Override
        public synchronized InputStream getBody() throws IOException {
            if (body == null) {
                body = new Limited(inner.getBody(), max);
            }
            return body;
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    private static final class Limited extends FilterInputStream {
        private final long max;
        private long read;

        Limited(InputStream in, long max) {
            super(in);
            this.max = max;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws ReplyTooLargeException {
            read += n;
            if (read > max) {
                throw new ReplyTooLargeException(max);
            }
        }
    }
}
