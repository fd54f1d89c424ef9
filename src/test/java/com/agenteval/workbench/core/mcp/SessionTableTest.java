package com.agenteval.workbench.core.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.mcp.ExternalCallLog.SessionTable;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one bounded session table: its bound in either order, its idle end, and what it returns to its owner. */
class SessionTableTest {

    /** A clock moved by hand. */
    private static final class Hands extends Clock {
        Instant now = Instant.parse("2026-12-02T12:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneId.of("UTC");
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void overTheBoundTheLeastRecentlyUsedEndsFirst() {
        SessionTable<String> t = SessionTable.leastRecentlyUsedFirst(2, null, new Hands());
        assertThat(t.open("a", "A")).isEmpty();
        assertThat(t.open("b", "B")).isEmpty();
        assertThat(t.use("a")).isEqualTo("A"); // b is now the least recently used
        assertThat(t.open("c", "C")).containsExactly("b");
        assertThat(t.values()).containsExactly("A", "C");
        assertThat(t.use("b")).isNull();
    }

    @Test
    void overTheBoundTheOldestOpenedEndsFirstWhateverWasUsed() {
        SessionTable<String> t = SessionTable.oldestFirst(2, null, new Hands());
        t.open("a", "A");
        t.open("b", "B");
        t.use("a");
        assertThat(t.open("c", "C")).containsExactly("a");
        assertThat(t.values()).containsExactly("B", "C");
    }

    @Test
    void aSessionUnusedForTheIdleTimeEndsAndIsReturned() {
        Hands clock = new Hands();
        SessionTable<String> t = SessionTable.leastRecentlyUsedFirst(10, Duration.ofMinutes(30), clock);
        t.open("a", "A");
        t.open("b", "B");
        clock.now = clock.now.plus(Duration.ofMinutes(20));
        t.use("b");
        clock.now = clock.now.plus(Duration.ofMinutes(11)); // a: 31 min unused; b: 11
        assertThat(t.open("c", "C")).containsExactly("a");
        assertThat(t.contains("b")).isTrue();
        clock.now = clock.now.plus(Duration.ofMinutes(30)); // exactly 30 min: still kept
        assertThat(t.endIdle()).containsExactly("b");
        assertThat(t.values()).containsExactly("C");
    }

    @Test
    void theNewSessionNeverEndsItselfAndBoundsAreChecked() {
        SessionTable<String> t = SessionTable.leastRecentlyUsedFirst(1, null, new Hands());
        t.open("a", "A");
        assertThat(t.open("b", "B")).isEqualTo(List.of("a"));
        assertThat(t.open("b", "B2")).isEmpty();
        assertThat(t.values()).containsExactly("B2");
        t.remove("b");
        assertThat(t.size()).isZero();
        assertThatThrownBy(() -> SessionTable.oldestFirst(0, null, new Hands()))
                .hasMessage("keep at least one session, got 0");
        assertThatThrownBy(() -> SessionTable.oldestFirst(1, Duration.ZERO, new Hands()))
                .hasMessage("the session idle timeout must be positive, got PT0S");
    }
}
