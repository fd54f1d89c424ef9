package com.agenteval.workbench.archfixtures;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** Fixture: each way of reading the system's time that timeIsReadFromTheOneClock forbids, and what it allows. */
public final class ReadsTheSystemTime {

    private ReadsTheSystemTime() {}

    static Instant instantNow() {
        return Instant.now();
    }

    static LocalDate dateNow() {
        return LocalDate.now();
    }

    static Clock systemClock() {
        return Clock.systemUTC();
    }

    static Clock zoneClock() {
        return Clock.system(ZoneOffset.UTC);
    }

    static long millis() {
        return System.currentTimeMillis();
    }

    /** Allowed: the time of a clock that was given. */
    static Instant givenClock(Clock clock) {
        return Instant.now(clock);
    }

    /** Allowed: a duration, not the time. */
    static long elapsed(long start) {
        return System.nanoTime() - start;
    }
}
