package com.agenteval.workbench.notebook.chart;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A round axis scale: ticks at multiples of 1, 2, 2.5 or 5 times a power of ten that cover the data, so that a cost
 * axis reads $0.00, $0.50, $1.00 instead of ApexCharts' own 0.25, 0.99, 1.73 (it cuts the data's exact range into
 * equal parts).
 *
 * <pre>{@code NiceScale.of(0.25, 5.43, 8)  // min 0, max 6, step 1, 6 intervals, 0 decimals}</pre>
 *
 * @param min      the first tick, at or below the smallest value
 * @param max      the last tick, at or above the largest value
 * @param step     the distance between ticks
 * @param ticks    the number of intervals (ApexCharts' {@code tickAmount})
 * @param decimals the decimals a tick label needs to show the step exactly
 */
public record NiceScale(double min, double max, double step, int ticks, int decimals) {

    private static final double[] STEPS = {1, 2, 2.5, 5, 10};

    public NiceScale {
        if (!(max > min) || !(step > 0) || ticks < 1) {
            throw new IllegalArgumentException("a scale needs min < max, a positive step and at least one interval");
        }
    }

    /** The roundest scale with at most {@code maxTicks} intervals that covers {@code lo..hi}. */
    public static NiceScale of(double lo, double hi, int maxTicks) {
        if (!Double.isFinite(lo) || !Double.isFinite(hi) || lo > hi || maxTicks < 1) {
            throw new IllegalArgumentException("a scale needs finite lo <= hi and at least one interval");
        }
        if (lo == hi) {
            double pad = lo == 0 ? 1 : Math.abs(lo) / 10;
            lo -= pad;
            hi += pad;
        }
        double raw = (hi - lo) / maxTicks;
        int exponent = (int) Math.floor(Math.log10(raw));
        for (int e = exponent; ; e++) {
            for (double m : STEPS) {
                // decimal arithmetic, so the ticks are exactly 0.1, 0.2, ... and not 0.30000000000000004
                BigDecimal step = BigDecimal.valueOf(m).scaleByPowerOfTen(e);
                BigDecimal first = BigDecimal.valueOf(lo)
                        .divide(step, 0, RoundingMode.FLOOR)
                        .multiply(step);
                BigDecimal last = BigDecimal.valueOf(hi)
                        .divide(step, 0, RoundingMode.CEILING)
                        .multiply(step);
                int ticks = last.subtract(first)
                        .divide(step, 0, RoundingMode.UNNECESSARY)
                        .intValueExact();
                if (ticks <= maxTicks && ticks >= 1) {
                    int decimals = Math.max(0, step.stripTrailingZeros().scale());
                    return new NiceScale(first.doubleValue(), last.doubleValue(), step.doubleValue(), ticks, decimals);
                }
            }
        }
    }
}
