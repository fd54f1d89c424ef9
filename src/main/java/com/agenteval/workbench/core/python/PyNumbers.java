package com.agenteval.workbench.core.python;

import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Python numeric semantics the port needs beyond plain doubles: int→float conversion with OverflowError, correctly
 * rounded {@code int / int}, {@code math.comb}, and {@code ==} across int, float and bool.
 */
public final class PyNumbers {

    private PyNumbers() {}

    /**
     * {@code float(n)}: correctly rounded (ties to even), like {@code PyLong_AsDouble}.
     *
     * @throws PyException OverflowError when the int is too large
     */
    public static double intToFloat(BigInteger n) {
        double d = n.doubleValue();
        if (Double.isInfinite(d)) {
            throw new PyException("OverflowError", "int too large to convert to float");
        }
        return d;
    }

    /**
     * {@code a / b} for Python ints: the exact quotient correctly rounded to a double ({@code long_true_divide}).
     *
     * @throws PyException OverflowError when the quotient is too large for a float
     * @throws ArithmeticException when b is zero (callers check first, as Python raises ZeroDivisionError)
     */
    public static double trueDivide(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (a.bitLength() <= 53 && b.bitLength() <= 53) {
            return a.doubleValue() / b.doubleValue(); // both exact: one IEEE division, signs included
        }
        boolean negative = a.signum() * b.signum() < 0;
        BigInteger x = a.abs();
        BigInteger y = b.abs();
        if (x.signum() == 0) {
            return negative ? -0.0 : 0.0;
        }
        int shift = 55 + y.bitLength() - x.bitLength();
        BigInteger[] qr =
                (shift >= 0 ? x.shiftLeft(shift) : x).divideAndRemainder(shift >= 0 ? y : y.shiftLeft(-shift));
        BigInteger q = qr[0];
        boolean sticky = qr[1].signum() != 0;
        int exp = q.bitLength() - 1 - shift; // floor(log2(|a/b|))
        if (exp >= 1024) {
            throw new PyException("OverflowError", "integer division result too large for a float");
        }
        double result;
        if (exp < -1022) {
            // subnormal: round once at 2^-1074
            BigInteger[] sub = x.shiftLeft(1074).divideAndRemainder(y);
            long m = sub[0].longValueExact();
            BigInteger twice = sub[1].shiftLeft(1);
            int c = twice.compareTo(y);
            if (c > 0 || (c == 0 && (m & 1) == 1)) {
                m++;
            }
            result = Math.scalb((double) m, -1074);
        } else {
            long m = q.longValueExact();
            int extra = q.bitLength() - 53;
            long mant = m >>> extra;
            long rem = m & ((1L << extra) - 1);
            long half = 1L << (extra - 1);
            if (rem > half || (rem == half && (sticky || (mant & 1) == 1))) {
                mant++;
            }
            result = Math.scalb((double) mant, extra - shift);
            if (Double.isInfinite(result)) {
                throw new PyException("OverflowError", "integer division result too large for a float");
            }
        }
        return negative ? -result : result;
    }

    /** {@code math.comb(n, k)} for {@code 0 <= n}, {@code k >= 0} (0 when k &gt; n). */
    public static BigInteger comb(int n, int k) {
        if (k < 0 || n < 0) {
            throw new IllegalArgumentException("comb needs non-negative arguments");
        }
        if (k > n) {
            return BigInteger.ZERO;
        }
        k = Math.min(k, n - k);
        BigInteger r = BigInteger.ONE;
        for (int i = 1; i <= k; i++) {
            r = r.multiply(BigInteger.valueOf(n - k + i)).divide(BigInteger.valueOf(i));
        }
        return r;
    }

    /** True for int, float and bool: the values {@code ==} compares numerically. */
    public static boolean isNumber(PyObject o) {
        return o instanceof PyInt || o instanceof PyFloat || o instanceof PyBool;
    }

    /** Python {@code a == b} for the value kinds that occur (numbers across types, str, list, tuple, dict, None). */
    public static boolean pyEquals(PyObject a, PyObject b) {
        if (isNumber(a) && isNumber(b)) {
            return compareNumbers(a, b) == 0;
        }
        if (a instanceof PyStr sa && b instanceof PyStr sb) {
            return sa.value().equals(sb.value());
        }
        if (a instanceof PyList la && b instanceof PyList lb) {
            return elementsEqual(la.items(), lb.items());
        }
        if (a instanceof PyTuple ta && b instanceof PyTuple tb) {
            return elementsEqual(ta.items(), tb.items());
        }
        if (a instanceof PyDict da && b instanceof PyDict db) {
            if (da.entries().size() != db.entries().size()) {
                return false;
            }
            for (var e : da.entries().entrySet()) {
                PyObject other = db.entries().get(e.getKey());
                if (other == null || !pyEquals(e.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        return a == PyNone.NONE && b == PyNone.NONE;
    }

    private static boolean elementsEqual(List<PyObject> a, List<PyObject> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!pyEquals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Exact numeric comparison across int/float/bool (Python compares int and float exactly, never via rounding).
     * NaN compares unequal to everything: returns a non-zero value.
     */
    static int compareNumbers(PyObject a, PyObject b) {
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            double x = fa.value();
            double y = fb.value();
            return x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
        }
        if (a instanceof PyFloat fa) {
            return compareFloatInt(fa.value(), asInt(b));
        }
        if (b instanceof PyFloat fb) {
            int c = compareFloatInt(fb.value(), asInt(a));
            return c == 2 ? 2 : -c;
        }
        return asInt(a).compareTo(asInt(b));
    }

    private static BigInteger asInt(PyObject o) {
        if (o instanceof PyBool bo) {
            return bo.value() ? BigInteger.ONE : BigInteger.ZERO;
        }
        return ((PyInt) o).value();
    }

    private static int compareFloatInt(double x, BigInteger n) {
        if (Double.isNaN(x)) {
            return 2;
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? 1 : -1;
        }
        return new BigDecimal(x).compareTo(new BigDecimal(n));
    }

    /**
     * Python's {@code int(text)} (argparse's {@code type=int}): spaces, sign, digits (any script) with single
     * underscores between them; throws NumberFormatException.
     */
    public static BigInteger parseInt(String text) {
        String t = PyStrings.strip(text);
        StringBuilder digits = new StringBuilder();
        int i = 0;
        boolean negative = false;
        if (i < t.length() && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
            negative = t.charAt(i) == '-';
            i++;
        }
        boolean lastDigit = false;
        for (; i < t.length(); ) {
            int cp = t.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '_') {
                if (!lastDigit || i >= t.length()) {
                    throw new NumberFormatException();
                }
                lastDigit = false;
                continue;
            }
            int d = Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER ? Character.digit(cp, 10) : -1;
            if (d < 0) {
                throw new NumberFormatException();
            }
            digits.append((char) ('0' + d));
            lastDigit = true;
        }
        if (digits.length() == 0 || !lastDigit || digits.length() > PyInt.MAX_STR_DIGITS) {
            throw new NumberFormatException();
        }
        BigInteger v = new BigInteger(digits.toString());
        return negative ? v.negate() : v;
    }

    /**
     * Python's float syntax once the underscores (each between two digits) are out. Possessive, with no repeated
     * group: a nested-group pattern recursed once per digit and overflowed the stack on a few thousand digits.
     */
    private static final Pattern FLOAT_SYNTAX =
            Pattern.compile("[+-]?+(?:\\d*+\\.\\d++|\\d++\\.?+)(?:[eE][+-]?+\\d++)?+");

    /** Python's {@code float(text)} (argparse's {@code type=float}); throws NumberFormatException. */
    public static double parseFloat(String text) {
        String t = PyStrings.strip(text);
        StringBuilder ascii = new StringBuilder();
        for (int i = 0; i < t.length(); ) {
            int cp = t.codePointAt(i);
            i += Character.charCount(cp);
            if (cp >= 128 && Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER) {
                ascii.append((char) ('0' + Character.digit(cp, 10)));
            } else if (cp >= 128) {
                throw new NumberFormatException();
            } else {
                ascii.append((char) cp);
            }
        }
        String s = ascii.toString();
        String lower = s.toLowerCase(Locale.ROOT);
        String unsigned = lower.startsWith("+") || lower.startsWith("-") ? lower.substring(1) : lower;
        boolean neg = lower.startsWith("-");
        if (unsigned.equals("inf") || unsigned.equals("infinity")) {
            return neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (unsigned.equals("nan")) {
            return Double.NaN;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '_'
                    && (i == 0
                            || i == s.length() - 1
                            || !isAsciiDigit(s.charAt(i - 1))
                            || !isAsciiDigit(s.charAt(i + 1)))) {
                throw new NumberFormatException();
            }
        }
        String plain = s.replace("_", "");
        if (!FLOAT_SYNTAX.matcher(plain).matches()) {
            throw new NumberFormatException();
        }
        return Double.parseDouble(plain);
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
