package com.agenteval.workbench.notebook.chart;

import java.util.Objects;

/**
 * An axis title and its unit; the unit is shown in parentheses after the title.
 *
 * <pre>{@code Axis.of("Market cap", "$B")  // "Market cap ($B)"}</pre>
 */
public record Axis(String title, String unit) {

    public Axis {
        Objects.requireNonNull(title, "title");
        unit = unit == null ? "" : unit;
    }

    public static Axis of(String title, String unit) {
        return new Axis(title, unit);
    }

    public static Axis of(String title) {
        return new Axis(title, "");
    }

    /** The text shown on the chart. */
    public String label() {
        return unit.isBlank() ? title : title + " (" + unit + ")";
    }
}
