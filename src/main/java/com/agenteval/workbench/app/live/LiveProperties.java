package com.agenteval.workbench.app.live;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Timeouts and retries of the web app's live calls.
 *
 * <pre>
 * workbench.live.connect-timeout=10s
 * workbench.live.read-timeout=120s      # a slow local model may need more
 * workbench.live.max-attempts=4         # per call, the first included
 * workbench.live.initial-backoff=1s     # doubled after each failure, up to max-backoff
 * workbench.live.max-backoff=20s
 * workbench.live.max-retry-after=60s    # the longest Retry-After a 429 may ask for
 * workbench.live.check-deadline=15s     # the longest "Test connection" on the settings page may take in all
 * </pre>
 */
@ConfigurationProperties("workbench.live")
public record LiveProperties(@DefaultValue("10s") Duration connectTimeout, @DefaultValue("120s") Duration readTimeout,
                             @DefaultValue("4") int maxAttempts, @DefaultValue("1s") Duration initialBackoff,
                             @DefaultValue("20s") Duration maxBackoff, @DefaultValue("60s") Duration maxRetryAfter,
                             @DefaultValue("15s") Duration checkDeadline) {

    public LiveProperties {
        if (checkDeadline == null || checkDeadline.isNegative() || checkDeadline.isZero()) {
            throw new IllegalArgumentException("workbench.live.check-deadline must be a positive duration, not "
                    + checkDeadline);
        }
    }

    public LiveHttp http() {
        return new LiveHttp(connectTimeout, readTimeout, maxAttempts, initialBackoff, maxBackoff, maxRetryAfter,
                LiveHttp.defaults().sleeper());
    }
}
