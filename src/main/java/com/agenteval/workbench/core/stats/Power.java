package com.agenteval.workbench.core.stats;

import org.jspecify.annotations.Nullable;

/**
 * How many tasks a paired comparison needs to tell two configs apart: the smallest n with
 * {@code n >= ((t(0.975, n−1) + t(power, n−1)) · sd / |δ|)²}, where δ is the true per-task difference and sd the
 * spread of the per-task differences. This is the standard t-approximation of the paired t-test's power (two-sided,
 * α = 0.05), which the coverage lab checks against simulation. Beyond {@link #MAX_TASKS} it says there is no
 * practical number.
 *
 * <pre>{@code
 * Power.tasksFor(0.05, 0.30, 0.8);   // tasks to detect a 5-point gap when per-task differences spread by 0.30
 * }</pre>
 */
final class Power {

    /** The power the workbench asks for. */
    public static final double POWER = 0.8;
    /** Beyond this many tasks the answer is "no practical number" (null). */
    public static final int MAX_TASKS = 10_000_000;
    /** The t quantiles are taken at no more degrees of freedom than this: beyond, t differs from z by under 1e-5. */
    private static final int MAX_DF = 100_000;

    private Power() {}

    /**
     * Tasks needed; null when the difference is 0 (nothing to detect) or more than {@link #MAX_TASKS} would be needed.
     * With no spread (every task differs by exactly δ) two tasks suffice.
     */
    public static @Nullable Integer tasksFor(double delta, double sd, double power) {
        if (!(power > 0.5 && power < 1)) {
            throw new IllegalArgumentException("power must be between 0.5 and 1, got " + power);
        }
        if (Double.isNaN(delta) || Double.isNaN(sd) || sd < 0) {
            throw new IllegalArgumentException("need a difference and a spread >= 0");
        }
        if (delta == 0) {
            return null;
        }
        if (sd == 0) {
            return 2;
        }
        double ratio = sd / Math.abs(delta);
        if (!enough(MAX_TASKS, ratio, power)) {
            return null;
        }
        int lo = 1; // not enough (a t interval needs two tasks)
        int hi = MAX_TASKS; // enough
        while (hi - lo > 1) {
            int mid = lo + (hi - lo) / 2;
            if (enough(mid, ratio, power)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    /** The power a paired comparison of n tasks has at this difference and spread (the same approximation). */
    public static double powerAt(int n, double delta, double sd) {
        if (n < 2) {
            throw new IllegalArgumentException("power needs at least two tasks");
        }
        int df = Math.min(n - 1, MAX_DF);
        double shift = Math.abs(delta) / sd * StrictMath.sqrt(n) - StudentT.ci95(df);
        return StudentT.cdf(shift, df);
    }

    private static boolean enough(int n, double ratio, double power) {
        int df = Math.min(n - 1, MAX_DF);
        double need = (StudentT.ci95(df) + StudentT.quantile(power, df)) * ratio;
        return n >= need * need;
    }
}
