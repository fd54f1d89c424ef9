package com.agenteval.workbench.app.live;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.retry.TransientAiException;

/** HTTP 429: retryable, after the wait the server asked for in {@code Retry-After}, if it said. */
final class RateLimitedException extends TransientAiException {

    private final transient @Nullable Duration retryAfter;

    public RateLimitedException(String message, @Nullable Duration retryAfter) {
        super(message);
        this.retryAfter = retryAfter;
    }

    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }
}
