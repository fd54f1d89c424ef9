package com.agenteval.workbench.core.python;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code math} functions the reference module calls, with the exactness each one allows
 * (PARITY_NOTES.md §4):
 * <ul>
 *   <li>{@link #fsum(double[], int)} — CPython's {@code math.fsum}: Shewchuk partials plus the half-even fix-up,
 *       correctly rounded, bit-exact;</li>
 *   <li>{@link #log(double)} — a correctly rounded natural log. glibc's log is correctly rounded on every idf
 *       argument {@code (1+n)/(1+c)} a catalog can produce, so this reproduces the selector's printed idf;</li>
 *   <li>{@link #erf(double)} — a transcription of glibc 2.36 {@code s_erf.c} (fdlibm coefficients with Shimizu's
 *       pipelined evaluation order), bit-exact for |x| &lt; 1.25, {@code StrictMath.exp} in the tail;</li>
 *   <li>{@link #stdNormal(PyRandom)} — the module's Box–Muller with {@code StrictMath.log/cos}, the same on every
 *       JVM; it feeds only {@code Φ(z) < p} decisions, which are far from their boundaries.</li>
 * </ul>
 */
public final class PyMath {

    private PyMath() {}

    // ------------------------------------------------------------------ fsum

    /** {@code math.fsum(xs)} for finite inputs. */
    public static double fsum(double[] xs) {
        return fsum(xs, xs.length);
    }

    /** {@code math.fsum(xs[:n])} for finite inputs (CPython 3.11 {@code math_fsum}). */
    public static double fsum(double[] xs, int count) {
        double[] p = new double[count + 1];
        int n = 0;
        for (int k = 0; k < count; k++) {
            double x = xs[k];
            int i = 0;
            for (int j = 0; j < n; j++) {
                double y = p[j];
                if (Math.abs(x) < Math.abs(y)) {
                    double t = x;
                    x = y;
                    y = t;
                }
                double hi = x + y;
                double yr = hi - x;
                double lo = y - yr;
                if (lo != 0.0) {
                    p[i++] = lo;
                }
                x = hi;
            }
            n = i;
            if (x != 0.0) {
                p[n++] = x;
            }
        }
        double hi = 0.0;
        if (n > 0) {
            hi = p[--n];
            double lo = 0.0;
            while (n > 0) {
                double x = hi;
                double y = p[--n];
                hi = x + y;
                double yr = hi - x;
                lo = y - yr;
                if (lo != 0.0) {
                    break;
                }
            }
            if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
                double y = lo * 2.0;
                double x = hi + y;
                double yr = x - hi;
                if (y == yr) {
                    hi = x;
                }
            }
        }
        return hi;
    }

    // ------------------------------------------------------------------ correctly rounded log

    private static final MathContext MC = new MathContext(70);
    private static final BigDecimal LN2 = atanhSeries(BigDecimal.valueOf(2));
    private static final ConcurrentHashMap<Long, Double> LOG_CACHE = new ConcurrentHashMap<>();

    /** 2·atanh((m−1)/(m+1)) = ln m, to 70 digits. */
    private static BigDecimal atanhSeries(BigDecimal m) {
        BigDecimal y = m.subtract(BigDecimal.ONE).divide(m.add(BigDecimal.ONE), MC);
        BigDecimal y2 = y.multiply(y, MC);
        BigDecimal t = y;
        BigDecimal s = BigDecimal.ZERO;
        BigDecimal eps = BigDecimal.ONE.movePointLeft(75);
        for (int i = 1; t.abs().compareTo(eps) > 0; i += 2) {
            s = s.add(t.divide(BigDecimal.valueOf(i), MC), MC);
            t = t.multiply(y2, MC);
        }
        return s.multiply(BigDecimal.valueOf(2), MC);
    }

    /**
     * Correctly rounded natural logarithm for positive normal x (70 digits, one final rounding). Results are cached:
     * the selector asks for the same few idf arguments over and over.
     */
    public static double log(double x) {
        if (!(x > 0.0) || Double.isInfinite(x) || x < Double.MIN_NORMAL) {
            return StrictMath.log(x);
        }
        if (x == 1.0) {
            return 0.0;
        }
        return LOG_CACHE.computeIfAbsent(Double.doubleToRawLongBits(x), bits -> {
            int k = Math.getExponent(x);
            double m = Math.scalb(x, -k);
            if (m > 1.4142135623730951) {
                m /= 2;
                k++;
            }
            return atanhSeries(new BigDecimal(m))
                    .add(LN2.multiply(BigDecimal.valueOf(k), MC), MC)
                    .doubleValue();
        });
    }

    // ------------------------------------------------------------------ erf (glibc 2.36 s_erf.c)

    private static double hex(long bits) {
        return Double.longBitsToDouble(bits);
    }

    private static final double ERX = hex(0x3FEB0AC160000000L);
    private static final double EFX = hex(0x3FC06EBA8214DB69L);
    private static final double PP0 = hex(0x3FC06EBA8214DB68L);
    private static final double PP1 = hex(0xBFD4CD7D691CB913L);
    private static final double PP2 = hex(0xBF9D2A51DBD7194FL);
    private static final double PP3 = hex(0xBF77A291236668E4L);
    private static final double PP4 = hex(0xBEF8EAD6120016ACL);
    private static final double QQ1 = hex(0x3FD97779CDDADC09L);
    private static final double QQ2 = hex(0x3FB0A54C5536CEBAL);
    private static final double QQ3 = hex(0x3F74D022C4D36B0FL);
    private static final double QQ4 = hex(0x3F215DC9221C1A10L);
    private static final double QQ5 = hex(0xBED09C4342A26120L);
    private static final double PA0 = hex(0xBF6359B8BEF77538L);
    private static final double PA1 = hex(0x3FDA8D00AD92B34DL);
    private static final double PA2 = hex(0xBFD7D240FBB8C3F1L);
    private static final double PA3 = hex(0x3FD45FCA805120E4L);
    private static final double PA4 = hex(0xBFBC63983D3E28ECL);
    private static final double PA5 = hex(0x3FA22A36599795EBL);
    private static final double PA6 = hex(0xBF61BF380A96073FL);
    private static final double QA1 = hex(0x3FBB3E6618EEE323L);
    private static final double QA2 = hex(0x3FE14AF092EB6F33L);
    private static final double QA3 = hex(0x3FB2635CD99FE9A7L);
    private static final double QA4 = hex(0x3FC02660E763351FL);
    private static final double QA5 = hex(0x3F8BEDC26B51DD1CL);
    private static final double QA6 = hex(0x3F888B545735151DL);
    private static final double RA0 = hex(0xBF843412600D6435L);
    private static final double RA1 = hex(0xBFE63416E4BA7360L);
    private static final double RA2 = hex(0xC0251E0441B0E726L);
    private static final double RA3 = hex(0xC04F300AE4CBA38DL);
    private static final double RA4 = hex(0xC0644CB184282266L);
    private static final double RA5 = hex(0xC067135CEBCCABB2L);
    private static final double RA6 = hex(0xC054526557E4D2F2L);
    private static final double RA7 = hex(0xC023A0EFC69AC25CL);
    private static final double SA1 = hex(0x4033A6B9BD707687L);
    private static final double SA2 = hex(0x4061350C526AE721L);
    private static final double SA3 = hex(0x407B290DD58A1A71L);
    private static final double SA4 = hex(0x40842B1921EC2868L);
    private static final double SA5 = hex(0x407AD02157700314L);
    private static final double SA6 = hex(0x405B28A3EE48AE2CL);
    private static final double SA7 = hex(0x401A47EF8E484A93L);
    private static final double SA8 = hex(0xBFAEEFF2EE749A62L);
    private static final double RB0 = hex(0xBF84341239E86F4AL);
    private static final double RB1 = hex(0xBFE993BA70C285DEL);
    private static final double RB2 = hex(0xC031C209555F995AL);
    private static final double RB3 = hex(0xC064145D43C5ED98L);
    private static final double RB4 = hex(0xC083EC881375F228L);
    private static final double RB5 = hex(0xC09004616A2E5992L);
    private static final double RB6 = hex(0xC07E384E9BDC383FL);
    private static final double SB1 = hex(0x403E568B261D5190L);
    private static final double SB2 = hex(0x40745CAE221B9F0AL);
    private static final double SB3 = hex(0x409802EB189D5118L);
    private static final double SB4 = hex(0x40A8FFB7688C246AL);
    private static final double SB5 = hex(0x40A3F219CEDF3BE6L);
    private static final double SB6 = hex(0x407DA874E79FE763L);
    private static final double SB7 = hex(0xC03670E242712D62L);
    private static final double TINY = 1e-300;

    /**
     * {@code math.erf}: glibc 2.36's fdlibm-derived {@code __erf}, same operations in the same order (no FMA:
     * HotSpot never contracts). Exact against CPython on this platform for |x| &lt; 1.25; the tail calls
     * {@code StrictMath.exp}, which can differ from glibc's exp by an ulp.
     */
    public static double erf(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int hx = (int) (bits >>> 32);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x7ff00000) { // erf(nan) = nan, erf(±inf) = ±1
            int i = (hx >>> 31) << 1;
            return (double) (1 - i) + 1.0 / x;
        }
        if (ix < 0x3feb0000) { // |x| < 0.84375
            if (ix < 0x3e300000) { // |x| < 2**-28
                if (ix < 0x00800000) {
                    return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
                }
                return x + EFX * x;
            }
            double z = x * x;
            double r1 = PP0 + z * PP1;
            double z2 = z * z;
            double r2 = PP2 + z * PP3;
            double z4 = z2 * z2;
            double s1 = 1.0 + z * QQ1;
            double s2 = QQ2 + z * QQ3;
            double s3 = QQ4 + z * QQ5;
            double r = r1 + z2 * r2 + z4 * PP4;
            double s = s1 + z2 * s2 + z4 * s3;
            double y = r / s;
            return x + x * y;
        }
        if (ix < 0x3ff40000) { // 0.84375 <= |x| < 1.25
            double s = Math.abs(x) - 1.0;
            double p1 = PA0 + s * PA1;
            double s2 = s * s;
            double q1 = 1.0 + s * QA1;
            double s4 = s2 * s2;
            double p2 = PA2 + s * PA3;
            double s6 = s4 * s2;
            double q2 = QA2 + s * QA3;
            double p3 = PA4 + s * PA5;
            double q3 = QA4 + s * QA5;
            double p4 = PA6;
            double q4 = QA6;
            double pp = p1 + s2 * p2 + s4 * p3 + s6 * p4;
            double qq = q1 + s2 * q2 + s4 * q3 + s6 * q4;
            return hx >= 0 ? ERX + pp / qq : -ERX - pp / qq;
        }
        if (ix >= 0x40180000) { // 6 <= |x| < inf
            return hx >= 0 ? 1.0 - TINY : TINY - 1.0;
        }
        double ax = Math.abs(x);
        double s = 1.0 / (ax * ax);
        double rr;
        double ss;
        if (ix < 0x4006DB6E) { // |x| < 1/0.35
            double r1 = RA0 + s * RA1;
            double s2 = s * s;
            double t1 = 1.0 + s * SA1;
            double s4 = s2 * s2;
            double r2 = RA2 + s * RA3;
            double s6 = s4 * s2;
            double t2 = SA2 + s * SA3;
            double s8 = s4 * s4;
            double r3 = RA4 + s * RA5;
            double t3 = SA4 + s * SA5;
            double r4 = RA6 + s * RA7;
            double t4 = SA6 + s * SA7;
            rr = r1 + s2 * r2 + s4 * r3 + s6 * r4;
            ss = t1 + s2 * t2 + s4 * t3 + s6 * t4 + s8 * SA8;
        } else { // |x| >= 1/0.35
            double r1 = RB0 + s * RB1;
            double s2 = s * s;
            double t1 = 1.0 + s * SB1;
            double s4 = s2 * s2;
            double r2 = RB2 + s * RB3;
            double s6 = s4 * s2;
            double t2 = SB2 + s * SB3;
            double r3 = RB4 + s * RB5;
            double t3 = SB4 + s * SB5;
            double t4 = SB6 + s * SB7;
            rr = r1 + s2 * r2 + s4 * r3 + s6 * RB6;
            ss = t1 + s2 * t2 + s4 * t3 + s6 * t4;
        }
        double z = Double.longBitsToDouble(Double.doubleToRawLongBits(ax) & 0xffffffff00000000L);
        double r = StrictMath.exp(-z * z - 0.5625) * StrictMath.exp((z - ax) * (z + ax) + rr / ss);
        return hx >= 0 ? 1.0 - r / ax : r / ax - 1.0;
    }

    // ------------------------------------------------------------------ the module's normal helpers

    /** {@code _std_normal(rng)}: Box–Muller, {@code u1 = 1 - random()} drawn before {@code u2}. */
    public static double stdNormal(PyRandom rng) {
        double u1 = 1.0 - rng.random();
        double u2 = rng.random();
        return boxMuller(u1, u2);
    }

    /** {@code sqrt(-2 log u1) * cos(2 pi u2)} with StrictMath, in the module's expression shape. */
    public static double boxMuller(double u1, double u2) {
        return Math.sqrt(-2.0 * StrictMath.log(u1)) * StrictMath.cos(2.0 * Math.PI * u2);
    }

    /** {@code _phi(z) = 0.5 * (1 + erf(z / sqrt(2)))}. */
    public static double phi(double z) {
        return 0.5 * (1.0 + erf(z / Math.sqrt(2.0)));
    }
}
