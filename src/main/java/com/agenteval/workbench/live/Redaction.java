package com.agenteval.workbench.live;

import java.util.List;
import java.util.Objects;

/**
 * Removes keys from text before it is shown, logged or saved: an error body that echoes the key, or a message that
 * quotes a header. Every reason live mode reports passes through one.
 *
 * <pre>{@code
 * Redaction.of(anthropicKey, tavilyKey).apply("401: invalid x-api-key sk-ant-...")   // "401: invalid x-api-key ••••"
 * }</pre>
 */
public final class Redaction {

    public static final String MASK = "••••";

    private final List<String> secrets;

    private Redaction(List<String> secrets) {
        this.secrets = secrets;
    }

    public static Redaction of(Secret... secrets) {
        return new Redaction(java.util.Arrays.stream(secrets).filter(Objects::nonNull).filter(Secret::isPresent)
                .map(Secret::reveal).toList());
    }

    public String apply(String text) {
        if (text == null) {
            return null;
        }
        String out = text;
        for (String s : secrets) {
            out = out.replace(s, MASK);
        }
        return out;
    }
}
