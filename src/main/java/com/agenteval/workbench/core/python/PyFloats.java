package com.agenteval.workbench.core.python;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import org.jspecify.annotations.Nullable;

/**
 * Python's float rounding and float-to-text rules, exact (PARITY_NOTES.md §2–3): {@code round(x, n)},
 * {@code round(x)}, {@code repr(x)} / {@code str(x)}, {@code format(x, '.4g')} and {@code format(x, '.1f')}.
 *
 * <p>All of them work on the exact binary value of the double (never on a decimal string), with ties to even,
 * like CPython's {@code _Py_dg_dtoa}. {@code round(x, 1)} and {@code repr} have fast paths for the common case that
 * are proven equal to the exact path (and tested against it); everything else goes through {@link BigDecimal}.
 */
public final class PyFloats {

    private static final double[] POW10 = new double[23];

    static {
        double p = 1.0;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10.0;
        }
    }

    private PyFloats() {}

    // ------------------------------------------------------------------ rounding

    /** Python {@code round(x, nd)} for a float: exact decimal rounding (ties to even), sign of zero kept. */
    public static double round(double x, int nd) {
        if (nd == 1) {
            return round1(x);
        }
        return roundExact(x, nd);
    }

    /** {@code round(x, 1)}; the fast path avoids BigDecimal whenever x*10 is clearly not near a .5 boundary. */
    static double round1(double x) {
        if (!Double.isFinite(x) || x == 0.0) {
            return x;
        }
        double y = x * 10.0;
        if (Math.abs(y) < 0x1p50) {
            double f = Math.floor(y);
            double frac = y - f; // exact: both are multiples of ulp(y)
            // the exact x*10 is within ulp(y)/2 of y, so only a fraction near .5 can round differently
            if (Math.abs(frac - 0.5) > 2 * Math.ulp(y)) {
                double r = frac < 0.5 ? f : f + 1.0;
                double res = r / 10.0; // correctly rounded, = strtod of the rounded decimal
                return res == 0.0 ? Math.copySign(0.0, x) : res;
            }
        }
        return roundExact(x, 1);
    }

    /** The reference path of {@link #round(double, int)}: the exact binary value through BigDecimal. */
    static double roundExact(double x, int nd) {
        if (!Double.isFinite(x) || x == 0.0) {
            return x;
        }
        double r = new BigDecimal(x).setScale(nd, RoundingMode.HALF_EVEN).doubleValue();
        return r == 0.0 ? Math.copySign(0.0, x) : r;
    }

    /**
     * Python {@code round(x)} with no digits: the nearest integer, ties to even ({@code Math.rint}, not
     * {@code Math.round}), as a double. Python returns an int; callers convert where it matters.
     *
     * @throws ArithmeticException for inf/nan, where Python raises OverflowError / ValueError
     */
    public static double roundToInteger(double x) {
        if (Double.isNaN(x)) {
            throw new ArithmeticException("ValueError: cannot convert float NaN to integer");
        }
        if (Double.isInfinite(x)) {
            throw new ArithmeticException("OverflowError: cannot convert float infinity to integer");
        }
        return Math.rint(x);
    }

    /**
     * {@code int(round(x * 10))} as used by answer_equal and the vote key; exact for every finite double
     * ({@code x * 10} is rounded in double first, as in Python).
     */
    public static BigInteger roundTenths(double x) {
        double r = roundToInteger(x * 10.0);
        if (Math.abs(r) < 0x1p62) {
            return BigInteger.valueOf((long) r);
        }
        return new BigDecimal(r).toBigIntegerExact();
    }

    /** Fast {@code int(round(x*10)) == int(round(y*10))} for finite values. */
    public static boolean sameTenths(double x, double y) {
        return roundToInteger(x * 10.0) == roundToInteger(y * 10.0);
    }

    // ------------------------------------------------------------------ repr

    /** Python {@code repr(x)} (= {@code str(x)}, {@code f"{x}"}, and what json.dumps writes). */
    public static String repr(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        String sign = Double.doubleToRawLongBits(x) < 0 ? "-" : "";
        if (x == 0.0) {
            return sign + "0.0";
        }
        double ax = Math.abs(x);
        String fast = reprFast(ax);
        if (fast != null) {
            return sign + fast;
        }
        return sign + reprExact(ax);
    }

    /**
     * Shortest round-trip digits by trying k = 0, 1, ... decimals while 10^k * ulp(x) < 1 (so at most one
     * k-decimal number maps to x, which makes the first hit the shortest and the closest). Returns null when the
     * value needs the general algorithm.
     */
    private static @Nullable String reprFast(double ax) {
        if (!(ax >= 1e-5 && ax < 1e15)) {
            return null;
        }
        double ulp = Math.ulp(ax);
        for (int k = 0; k <= 22; k++) {
            double p = POW10[k];
            if (p * ulp >= 1.0) {
                return null;
            }
            double y = ax * p;
            if (y >= 0x1p53) {
                return null;
            }
            double fl = Math.floor(y);
            long t;
            if (fl / p == ax) {
                t = (long) fl;
            } else if ((fl + 1.0) / p == ax) {
                t = (long) fl + 1;
            } else {
                continue;
            }
            String s = Long.toString(t);
            int decpt = s.length() - k;
            int end = s.length();
            while (end > 1 && s.charAt(end - 1) == '0') {
                end--;
            }
            return layout(s.substring(0, end), decpt);
        }
        return null;
    }

    /** {@link #repr(double)} without the fast path (tests compare the two). */
    static String reprExactForTest(double x) {
        if (!Double.isFinite(x)) {
            return repr(x);
        }
        String sign = Double.doubleToRawLongBits(x) < 0 ? "-" : "";
        return x == 0.0 ? sign + "0.0" : sign + reprExact(Math.abs(x));
    }

    /** The general path of {@link #repr(double)}: Gay's mode 0 via BigDecimal (PARITY_NOTES.md §3). */
    static String reprExact(double ax) {
        Object[] r = shortest(ax);
        return layout((String) r[0], (Integer) r[1]);
    }

    private static String layout(String digits, int decpt) {
        return decpt <= -4 || decpt > 16 ? expForm(digits, decpt) : fixedForm(digits, decpt, true);
    }

    private static Object[] shortest(double x) {
        BigDecimal ex = new BigDecimal(x);
        // Rounding the exact value (up to ~1075 digits) is costly; floor/ceiling to p <= 17 digits of the floor /
        // ceiling to 25 digits is the same as of the exact value, so do the expensive step twice instead of 34 times.
        BigDecimal floor25 = ex.round(new MathContext(25, RoundingMode.FLOOR));
        BigDecimal ceil25 = ex.round(new MathContext(25, RoundingMode.CEILING));
        for (int p = 1; p <= 17; p++) {
            BigDecimal lo = floor25.round(new MathContext(p, RoundingMode.FLOOR));
            BigDecimal hi = ceil25.round(new MathContext(p, RoundingMode.CEILING));
            BigDecimal pick = null;
            boolean lok = lo.doubleValue() == x;
            boolean hok = hi.doubleValue() == x;
            if (lok && hok) {
                int c = ex.subtract(lo).compareTo(hi.subtract(ex));
                pick = c < 0 ? lo : c > 0 ? hi : (lo.unscaledValue().testBit(0) ? hi : lo);
            } else if (lok) {
                pick = lo;
            } else if (hok) {
                pick = hi;
            }
            if (pick != null) {
                return digitsOf(pick);
            }
        }
        throw new AssertionError("17 digits always round-trip");
    }

    private static Object[] digitsOf(BigDecimal v) {
        v = v.stripTrailingZeros();
        String d = v.unscaledValue().toString();
        return new Object[] {d, d.length() - v.scale()};
    }

    private static String expForm(String d, int decpt) {
        int e = decpt - 1;
        String es = Integer.toString(Math.abs(e));
        if (es.length() < 2) {
            es = "0" + es;
        }
        return (d.length() > 1 ? d.charAt(0) + "." + d.substring(1) : d) + "e" + (e < 0 ? "-" : "+") + es;
    }

    private static String fixedForm(String d, int decpt, boolean dot0) {
        if (decpt <= 0) {
            return "0." + "0".repeat(-decpt) + d;
        }
        if (decpt >= d.length()) {
            return d + "0".repeat(decpt - d.length()) + (dot0 ? ".0" : "");
        }
        return d.substring(0, decpt) + "." + d.substring(decpt);
    }

    // ------------------------------------------------------------------ format specs

    /** Python {@code format(x, '.{prec}g')}. */
    public static String formatG(double x, int prec) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        String s = Double.doubleToRawLongBits(x) < 0 ? "-" : "";
        if (x == 0.0) {
            return s + "0";
        }
        Object[] r = digitsOf(new BigDecimal(Math.abs(x)).round(new MathContext(prec, RoundingMode.HALF_EVEN)));
        String d = (String) r[0];
        int p = (Integer) r[1];
        return s + (p - 1 < -4 || p - 1 >= prec ? expForm(d, p) : fixedForm(d, p, false));
    }

    /** Python {@code format(x, '.{nd}f')}. */
    public static String formatF(double x, int nd) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        String t = new BigDecimal(x).setScale(nd, RoundingMode.HALF_EVEN).toPlainString();
        return (Double.doubleToRawLongBits(x) < 0 && !t.startsWith("-")) ? "-" + t : t;
    }
}
