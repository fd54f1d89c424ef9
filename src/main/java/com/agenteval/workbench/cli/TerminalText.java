package com.agenteval.workbench.cli;

import org.jspecify.annotations.Nullable;

/**
 * Text from a trace or a file name as a command prints it on a terminal: every character a terminal would act on
 * instead of showing is written as an escape, the way {@code trace inspect}'s JSON writes it ({@code \n}, {@code \r},
 * {@code \t}, {@code \b}, {@code \f}, otherwise {@code \}{@code u001b}), and so is a backslash ({@code \\}), so the
 * escape cannot be forged. Escaped beyond what JSON needs: DEL, the C1 controls (U+0080 to U+009F, where U+009B
 * starts a terminal sequence of its own), the line and paragraph separators and the bidirectional controls, which
 * reorder what a line shows. A file name with a newline thus prints on its one line, and an escape sequence in a
 * trace field neither clears the screen nor sets the window title.
 *
 * <pre>{@code
 * TerminalText.escaped("run\u001b]0;pwned\u0007.json");   // "run\u001b]0;pwned\u0007.json" with the escapes as text
 * }</pre>
 */
final class TerminalText {

    private TerminalText() {}

    static String escaped(@Nullable String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = escape(c);
            if (escape == null) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            sb.append(escape);
        }
        return sb == null ? text : sb.toString();
    }

    private static @Nullable String escape(char c) {
        return switch (c) {
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            default -> acted(c) ? String.format("\\u%04x", (int) c) : null;
        };
    }

    /** A character a terminal acts on, or that changes how the rest of the line reads. */
    private static boolean acted(char c) {
        return c < 0x20
                || (c >= 0x7f && c <= 0x9f)
                || c == '\u2028'
                || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200e'
                || c == '\u200f'
                || c == '\u061c';
    }
}
