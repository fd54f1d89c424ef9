package com.agenteval.workbench.core.llm;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * How the workbench cuts untrusted text that is over a bound (a model reply, a tool call's arguments, a search
 * result, a recorded copy in a saved trace): the first characters are kept and a visible marker says that the
 * workbench cut it, how long it was and what the limit is, so that a reader of the trace never takes a cut text for
 * the whole. One marker for every bound, so that a saved file can be searched for it.
 *
 * <pre>{@code
 * Truncation.cut("x".repeat(10_485_760), 20_000);
 * // "xxxx…x…[cut by the workbench: 10,485,760 characters, over the limit of 20,000]"
 * Truncation.head(query, 400);      // the first 400 characters, no marker: what is sent to an API with a limit
 * }</pre>
 */
public final class Truncation {

    /** How every marker starts. */
    public static final String MARKER = "…[cut by the workbench: ";

    private Truncation() {}

    /** {@code text} when it has at most {@code limit} characters; else its first ones and the marker. */
    public static String cut(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        return head(text, limit) + MARKER + grouped(text.length()) + " characters, over the limit of " + grouped(limit)
                + "]";
    }

    /** At most the first {@code limit} characters, never half of a surrogate pair. */
    public static String head(String text, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("a limit is at least 0, got " + limit);
        }
        if (text.length() <= limit) {
            return text;
        }
        int end = limit > 0 && Character.isHighSurrogate(text.charAt(limit - 1)) ? limit - 1 : limit;
        return text.substring(0, end);
    }

    /** Whether the workbench cut {@code text} (it carries the marker). */
    public static boolean isCut(@Nullable String text) {
        return text != null && text.contains(MARKER);
    }

    /** "10,485,760". */
    static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
