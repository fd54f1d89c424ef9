package com.agenteval.workbench.app.serving;

/**
 * A string a client sent (a method name, a Host or Origin header, a session id), as the server quotes it back in a
 * reply or a log line: on one line, control characters as {@code \\uXXXX}, and at most {@link #MAX_ECHOED}
 * characters followed by "…", so that a 100,000-character header is never answered or logged whole.
 */
public final class ClientStrings {

    /** How much of a client's string a reply or a log line quotes. */
    public static final int MAX_ECHOED = 200;

    private ClientStrings() {}

    public static String echoed(String text) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_ECHOED) + 8);
        int shown = 0;
        for (int i = 0; i < text.length() && shown < MAX_ECHOED; i++, shown++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        if (shown == text.length()) {
            return out.toString();
        }
        if (Character.isHighSurrogate(out.charAt(out.length() - 1))) {
            out.setLength(out.length() - 1); // never half a character before the ellipsis
        }
        return out.append('…').toString();
    }
}
