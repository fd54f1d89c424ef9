package com.agenteval.workbench.core.forecast;

import java.util.Objects;

/**
 * A file that is not a readable RunTrace. The message is one line saying what is wrong and where, e.g.
 * {@code wrong type at agents[0].p_yes (line 12, column 18): expected a number, found a string}.
 */
public final class InvalidTraceException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidTraceException(String reason) {
        super(reason);
    }

    public InvalidTraceException(String reason, Throwable cause) {
        super(reason, cause);
    }

    /** The one-line reason, for listings and the command line. */
    public String reason() {
        return Objects.requireNonNull(getMessage(), "built with a reason");
    }
}
