package com.agenteval.workbench.app.live;

import java.time.Duration;

/**
 * A call is about to be retried: what failed, and how long live mode waits before attempt {@code nextAttempt} of
 * {@code maxAttempts}. The run page shows it, so a wait for a rate limit is not mistaken for a hang.
 */
public record RetryNotice(String service, int nextAttempt, int maxAttempts, Duration delay, String reason) {

    /** "Anthropic is limiting the rate of requests (HTTP 429); attempt 2 of 4 in 3 s". */
    public String describe() {
        return reason + "; attempt " + nextAttempt + " of " + maxAttempts + " in " + Retries.seconds(delay);
    }
}
