package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The few Python built-ins the notebook's rules lean on, with Python's semantics rather than Java's look-alikes:
 * {@code re.split} keeps leading and trailing pieces, and
 * {@code round}/{@code format} round half-even on the exact binary value ({@code str.strip} is
 * {@link com.agenteval.workbench.core.python.PyStrings#strip}).
 *
 * <pre>{@code
 * Python.fixed(0.125, 2);      // "0.12", as f"{0.125:.2f}" (String.format gives "0.13")
 * Python.split(Pattern.compile("[.!?]+"), "A. B.");   // ["A", " B", ""]
 * }</pre>
 */
public final class Python {

    /** Characters {@code str.isspace()} accepts; also what {@code \s} matches in a Python {@code str} pattern. */
    public static final String WHITESPACE_CLASS =
            "[\\t\\n\\x0B\\f\\r\\x1C-\\x1F \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]";

    private Python() {}

    /** {@code s.rstrip(chars)}. */
    public static String rstrip(String s, String chars) {
        int end = s.length();
        while (end > 0 && chars.indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end);
    }

    /**
     * {@code re.split(pattern, s)} for a pattern without groups that never matches the empty string: every piece,
     * leading and trailing empty ones included (Java's {@code Pattern.split} drops them).
     */
    public static List<String> split(Pattern pattern, String s) {
        List<String> pieces = new ArrayList<>();
        Matcher m = pattern.matcher(s);
        int start = 0;
        while (m.find()) {
            pieces.add(s.substring(start, m.start()));
            start = m.end();
        }
        pieces.add(s.substring(start));
        return pieces;
    }

    /** {@code s[:n]} by code point, as Python slices a {@code str}. */
    public static String head(String s, int n) {
        if (s.codePointCount(0, s.length()) <= n) {
            return s;
        }
        return s.substring(0, s.offsetByCodePoints(0, n));
    }

    /** {@code len(s)}: code points. */
    public static int length(String s) {
        return s.codePointCount(0, s.length());
    }

    /** {@code round(x, digits)}: half-even on the exact binary value ({@link PyFloats#round}). */
    public static double round(double x, int digits) {
        return PyFloats.round(x, digits);
    }

    /** {@code f"{x:.Nf}"} ({@link PyFormat#fixed}). */
    public static String fixed(double x, int digits) {
        return PyFormat.fixed(x, digits);
    }

    /** {@code f"{x:.N%}"} ({@link PyFormat#percent}). */
    public static String percent(double x, int digits) {
        return PyFormat.percent(x, digits);
    }

    /** {@code repr(x)} / {@code str(x)} for a float ({@link PyFormat#repr}): {@code 1e-05}, not {@code 1.0E-5}. */
    public static String repr(double x) {
        return PyFormat.repr(x);
    }

    /** {@code f"{n:,}"} for an integer ({@link PyFormat#grouped}). */
    public static String thousands(long n) {
        return PyFormat.grouped(n);
    }

    /** {@code min(a, b)}: returns {@code a} unless {@code b < a}, so a NaN second argument loses. */
    public static double min(double a, double b) {
        return b < a ? b : a;
    }

    /** {@code max(a, b)}: returns {@code a} unless {@code b > a}. */
    public static double max(double a, double b) {
        return b > a ? b : a;
    }
}
