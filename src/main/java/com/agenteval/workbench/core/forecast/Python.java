package com.agenteval.workbench.core.forecast;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The few Python built-ins the notebook's rules lean on, with Python's semantics rather than Java's look-alikes:
 * {@code re.split} keeps leading and trailing pieces, {@code str.strip} strips Python's whitespace set, and
 * {@code round}/{@code format} round half-even on the exact binary value.
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

    private static final Pattern LEADING_SPACE = Pattern.compile("^" + WHITESPACE_CLASS + "+");
    private static final Pattern TRAILING_SPACE = Pattern.compile(WHITESPACE_CLASS + "+$");

    private Python() {
    }

    /** {@code s.strip()}. */
    public static String strip(String s) {
        return TRAILING_SPACE.matcher(LEADING_SPACE.matcher(s).replaceFirst("")).replaceFirst("");
    }

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

    /** {@code round(x, digits)}: half-even on the exact binary value. */
    public static double round(double x, int digits) {
        if (!Double.isFinite(x)) {
            return x;
        }
        return new BigDecimal(x).setScale(digits, RoundingMode.HALF_EVEN).doubleValue();
    }

    /** {@code f"{x:.Nf}"}. */
    public static String fixed(double x, int digits) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        String text = new BigDecimal(x).setScale(digits, RoundingMode.HALF_EVEN).toPlainString();
        // Python keeps the sign of a negative number that rounds to zero: f"{-0.001:.2f}" is "-0.00"
        return (x < 0 || (x == 0 && 1 / x < 0)) && !text.startsWith("-") ? "-" + text : text;
    }

    /** {@code f"{x:.N%}"}: the value times 100 (in floating point, as Python does), then fixed. */
    public static String percent(double x, int digits) {
        return fixed(x * 100, digits) + "%";
    }

    /**
     * {@code repr(x)} / {@code str(x)} for a float: the shortest digits that read back as {@code x}, in fixed
     * notation for exponents from -4 to 15 and {@code 1e-05} style otherwise ({@code Double.toString} differs, e.g.
     * {@code 1.0E-5}).
     */
    public static String repr(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        if (x == 0) {
            return 1 / x < 0 ? "-0.0" : "0.0";
        }
        BigDecimal shortest = null;
        for (int digits = 1; digits <= 17; digits++) {
            BigDecimal candidate = new BigDecimal(x).round(new java.math.MathContext(digits, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == x) {
                shortest = candidate;
                break;
            }
        }
        BigDecimal value = shortest.stripTrailingZeros();
        String sign = value.signum() < 0 ? "-" : "";
        String digits = value.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - value.scale();   // position of the first digit: d.ddd x 10^exponent
        if (exponent >= -4 && exponent < 16) {
            String plain = value.abs().toPlainString();
            return sign + (plain.contains(".") ? plain : plain + ".0");
        }
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        String exp = String.format(Locale.ROOT, "%02d", Math.abs(exponent));
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + exp;
    }

    /** {@code f"{n:,}"} for an integer. */
    public static String thousands(long n) {
        return String.format(Locale.ROOT, "%,d", n);
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
