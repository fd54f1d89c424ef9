package com.agenteval.workbench.core.python;

import java.util.Objects;

/**
 * Where the reference module itself would raise a Python exception (not return an error value). The port reports it
 * with the Python exception type instead of crashing, e.g. {@code OverflowError: int too large to convert to float}.
 */
public final class PyException extends RuntimeException {

    private final String type;

    public PyException(String type, String message) {
        super(type + ": " + message, null, false, false);
        this.type = type;
    }

    /** The Python exception class name, e.g. {@code RecursionError}. */
    public String type() {
        return type;
    }

    /** The message without the type prefix. */
    public String detail() {
        return Objects.requireNonNull(getMessage(), "built from type and message")
                .substring(type.length() + 2);
    }
}
