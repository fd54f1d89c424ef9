package com.agenteval.workbench.app.live;

import java.util.Objects;

/**
 * An API key held in memory only. It prints as a mask, never as itself, so a key that ends up in a log line, an
 * exception message or a page by mistake shows as {@code ••••}: no character of it, not even its last four (a key's
 * fragment never reaches a page, a log or a file). The only way to the value is {@link #reveal()},
 * which the HTTP clients call to set their auth header. Deliberately not {@code Serializable}: a session holding one is
 * never written to disk with it.
 *
 * <pre>{@code
 * Secret key = Secret.of(System.getenv("ANTHROPIC_API_KEY"));
 * key.masked();        // "••••", whatever the key
 * key.isPresent();     // false for null or blank
 * }</pre>
 */
public final class Secret {

    public static final Secret NONE = new Secret("");

    private static final String DOTS = "••••";

    private final String value;

    private Secret(String value) {
        this.value = value;
    }

    /** The trimmed key, or {@link #NONE} for null or blank. */
    public static Secret of(String value) {
        return value == null || value.isBlank() ? NONE : new Secret(value.strip());
    }

    public boolean isPresent() {
        return !value.isEmpty();
    }

    /** The key itself: for an auth header, and nothing else. */
    public String reveal() {
        return value;
    }

    /** What a page may show: dots, nothing of the key itself; empty when there is no key. */
    public String masked() {
        return value.isEmpty() ? "" : DOTS;
    }

    @Override
    public String toString() {
        return isPresent() ? "Secret[" + masked() + "]" : "Secret[none]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Secret s && s.value.equals(value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value);
    }
}
