package com.agenteval.workbench.notebook.chart;

/**
 * How numbers are printed on the y axis, in tooltips and in data labels: fixed decimals plus a suffix, and a prefix
 * for units written before the number ({@code $0.50}).
 */
public record ValueFormat(Integer decimals, String suffix, String prefix) {

    public static final ValueFormat PLAIN = new ValueFormat(null, "", "");

    public ValueFormat {
        if (decimals != null && (decimals < 0 || decimals > 10)) {
            throw new IllegalArgumentException("decimals must be 0..10");
        }
        suffix = suffix == null ? "" : suffix;
        prefix = prefix == null ? "" : prefix;
    }

    public ValueFormat(Integer decimals, String suffix) {
        this(decimals, suffix, "");
    }

    /** Dollars as they are written: {@code $1.25}. */
    public static ValueFormat dollars(int decimals) {
        return new ValueFormat(decimals, "", "$");
    }

    public static ValueFormat decimals(int decimals) {
        return new ValueFormat(decimals, "");
    }

    public static ValueFormat of(int decimals, String suffix) {
        return new ValueFormat(decimals, suffix);
    }
}
