package com.agenteval.workbench.core.stats;

import org.jspecify.annotations.Nullable;

/**
 * Two configs on the same tasks: {@code d_i} is task i's mean score under A minus its mean under B; the difference
 * is {@code mean(d)} with {@code SE = sd(d, ddof=1) / sqrt(C)} and 95% CI {@code mean(d) ∓ t(0.975, C−1)·SE}. Pairing
 * removes what the tasks share (a hard task is hard for both): the more the two configs' per-task scores are
 * correlated, the narrower the interval is than the unpaired one.
 *
 * <pre>{@code
 * PairedDifference d = PairedDifference.of(perTaskA, perTaskB);
 * d.ci95().contains(0.0);   // true: the data cannot tell the two apart
 * }</pre>
 *
 * @param meanDifference mean(d) = mean(A) − mean(B)
 * @param sdDifference   sd(d, ddof=1); 0 with one task
 * @param se             sd(d) / sqrt(C); 0 with one task
 * @param ci95           the t interval; the point with one task
 * @param correlation    Pearson's r of the per-task scores of A and B; NaN when either is constant
 * @param nTasks         C
 * @param problem        null, or why the interval is a point
 */
public record PairedDifference(
        double meanDifference,
        double sdDifference,
        double se,
        Interval ci95,
        double correlation,
        int nTasks,
        @Nullable String problem) {

    public static final String ONE_TASK = "a paired difference needs at least two tasks to estimate its spread";

    /** Per-task mean scores of A and B, task by task. */
    public static PairedDifference of(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired scores need the same tasks: " + a.length + " and " + b.length);
        }
        int c = a.length;
        if (c == 0) {
            throw new IllegalArgumentException("a paired difference needs at least one task");
        }
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < c; i++) {
            ma += a[i];
            mb += b[i];
        }
        ma /= c;
        mb /= c;
        double sdd = 0;
        double saa = 0;
        double sbb = 0;
        double sab = 0;
        double sumD = 0;
        for (int i = 0; i < c; i++) {
            sumD += a[i] - b[i];
        }
        double meanD = sumD / c;
        for (int i = 0; i < c; i++) {
            double d = a[i] - b[i] - meanD;
            sdd += d * d;
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
            sab += (a[i] - ma) * (b[i] - mb);
        }
        double r = saa == 0 || sbb == 0 ? Double.NaN : sab / StrictMath.sqrt(saa * sbb);
        if (c < 2) {
            return new PairedDifference(meanD, 0, 0, Interval.point(meanD), r, c, ONE_TASK);
        }
        double sd = StrictMath.sqrt(sdd / (c - 1));
        double se = sd / StrictMath.sqrt(c);
        return new PairedDifference(meanD, sd, se, Interval.around(meanD, StudentT.ci95(c - 1), se), r, c, null);
    }

    /** Whether the interval excludes 0: the data tell the two configs apart at the 95% level. */
    public boolean distinguishes() {
        return problem == null && (ci95.lo() > 0 || ci95.hi() < 0);
    }

    /** The tasks a paired comparison needs for 80% power at this difference and spread ({@link Power}). */
    public @Nullable Integer tasksFor80PctPower() {
        return Power.tasksFor(meanDifference, sdDifference, Power.POWER);
    }
}
