package com.agenteval.workbench.app.live;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Objects;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.retry.backoff.Sleeper;
import org.springframework.retry.backoff.ThreadWaitSleeper;
import org.springframework.web.client.RestClient;

/**
 * How live HTTP calls are made: timeouts, and the bounded retries with backoff that timeouts, HTTP 429 (after its
 * {@code Retry-After}), 5xx and connection errors get. Tests pass short ones.
 *
 * <pre>{@code
 * LiveHttp http = LiveHttp.defaults();                 // 10 s connect, 120 s read, 4 attempts, 1 s → 20 s backoff
 * RestClient.Builder rest = http.restClientBuilder();
 * }</pre>
 *
 * @param maxAttempts   attempts per call, the first included
 * @param maxRetryAfter the longest {@code Retry-After} honoured; a server asking for more fails the call at once
 * @param sleeper       how the backoff waits (tests record instead of sleeping)
 */
public record LiveHttp(Duration connectTimeout, Duration readTimeout, int maxAttempts, Duration initialBackoff,
                       Duration maxBackoff, Duration maxRetryAfter, Sleeper sleeper) {

    public LiveHttp {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(initialBackoff, "initialBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        Objects.requireNonNull(sleeper, "sleeper");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("at least one attempt");
        }
    }

    public static LiveHttp defaults() {
        return new LiveHttp(Duration.ofSeconds(10), Duration.ofSeconds(120), 4, Duration.ofSeconds(1),
                Duration.ofSeconds(20), Duration.ofSeconds(60), new ThreadWaitSleeper());
    }

    public LiveHttp withAttempts(int attempts) {
        return new LiveHttp(connectTimeout, readTimeout, attempts, initialBackoff, maxBackoff, maxRetryAfter, sleeper);
    }

    public LiveHttp withReadTimeout(Duration timeout) {
        return new LiveHttp(connectTimeout, timeout, maxAttempts, initialBackoff, maxBackoff, maxRetryAfter, sleeper);
    }

    /**
     * A RestClient builder on the JDK's HTTP client with these timeouts. HTTP/1.1, because local model servers do
     * not all understand the h2c upgrade the JDK otherwise attempts on plain http.
     */
    public RestClient.Builder restClientBuilder() {
        HttpClient client = HttpClient.newBuilder().connectTimeout(connectTimeout).version(HttpClient.Version.HTTP_1_1)
                .build();
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(client);
        factory.setReadTimeout(readTimeout);
        return RestClient.builder().requestFactory(factory);
    }
}
