package com.agenteval.workbench.notebook.chart;

import org.jspecify.annotations.Nullable;

/**
 * How numbers are printed on the y axis, in tooltips and in data labels: fixed decimals plus a suffix, and a prefix
 * for units written before the number ({@code $0.50}). With a {@code ceiling}, the values are on a scale from 0 to
 * it (a probability in percent) and one strictly inside never prints as an end ({@code >99.9%}, see
 * {@link com.agenteval.workbench.core.python.PyFormat.BoundedPercent#bounded}).
 */
public record ValueFormat(
        @Nullable Integer decimals,
        String suffix,
        String prefix,
        @Nullable Double ceiling) {

    public static final ValueFormat PLAIN = new ValueFormat(null, "", "", null);

    public ValueFormat {
        if (decimals != null && (decimals < 0 || decimals > 10)) {
            throw new IllegalArgumentException("decimals must be 0..10");
        }
        suffix = suffix == null ? "" : suffix;
        prefix = prefix == null ? "" : prefix;
        if (ceiling != null && (decimals == null || !(ceiling > 0) || !Double.isFinite(ceiling))) {
            throw new IllegalArgumentException("a bounded scale has fixed decimals and a positive finite ceiling");
        }
    }

    public ValueFormat(Integer decimals, String suffix) {
        this(decimals, suffix, "", null);
    }

    /** Dollars as they are written: {@code $1.25}. */
    public static ValueFormat dollars(int decimals) {
        return new ValueFormat(decimals, "", "$", null);
    }

    /** A probability in percent (0 to 100): {@code 42.0%}, and {@code >99.9%} for a value just below 100. */
    public static ValueFormat probabilityPercent(int decimals) {
        return new ValueFormat(decimals, "%", "", 100.0);
    }

    public static ValueFormat decimals(int decimals) {
        return new ValueFormat(decimals, "");
    }

    public static ValueFormat of(int decimals, String suffix) {
        return new ValueFormat(decimals, suffix);
    }
}
