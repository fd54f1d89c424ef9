package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** How long a 429's Retry-After asks to wait: seconds, or a date measured on the server's own clock. */
class RetryAfterTest {

    private static final String DATE = "Wed, 02 Dec 2026 12:00:00 GMT";

    @Test
    void secondsAreTakenAsTheyAre() {
        assertThat(HttpErrors.retryAfter("7", null)).isEqualTo(Duration.ofSeconds(7));
        assertThat(HttpErrors.retryAfter(" 1.5 ", DATE)).isEqualTo(Duration.ofMillis(1500));
    }

    @Test
    void aDateIsMeasuredFromTheReplysOwnDate() {
        assertThat(HttpErrors.retryAfter("Wed, 02 Dec 2026 12:00:30 GMT", DATE)).isEqualTo(Duration.ofSeconds(30));
        // a date already past on the server's clock: at once
        assertThat(HttpErrors.retryAfter("Wed, 02 Dec 2026 11:59:00 GMT", DATE)).isEqualTo(Duration.ZERO);
    }

    @Test
    void aDateWithoutTheReplysDateOrUnreadableIsNotAnAnswer() {
        assertThat(HttpErrors.retryAfter("Wed, 02 Dec 2026 12:00:30 GMT", null)).isNull();
        assertThat(HttpErrors.retryAfter("Wed, 02 Dec 2026 12:00:30 GMT", "yesterday"))
                .isNull();
        assertThat(HttpErrors.retryAfter("soon", DATE)).isNull();
        assertThat(HttpErrors.retryAfter("", DATE)).isNull();
        assertThat(HttpErrors.retryAfter(null, DATE)).isNull();
    }
}
