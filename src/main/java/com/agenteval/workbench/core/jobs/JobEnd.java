package com.agenteval.workbench.core.jobs;

import java.util.Objects;

/**
 * How a job ended: with its result, cancelled, or failed.
 *
 * @param <R> the result
 */
public sealed interface JobEnd<R> {

    record Done<R>(R result) implements JobEnd<R> {}

    record Cancelled<R>() implements JobEnd<R> {}

    /** @param error why there is no result; its message is what the page shows */
    record Failed<R>(Throwable error) implements JobEnd<R> {

        public Failed {
            Objects.requireNonNull(error, "error");
        }

        /** The error in words: its message, or its type when it has none. */
        public String message() {
            String m = error.getMessage();
            return m == null || m.isBlank() ? error.getClass().getSimpleName() : m;
        }
    }
}
