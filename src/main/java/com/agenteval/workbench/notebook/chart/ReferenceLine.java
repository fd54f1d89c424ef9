package com.agenteval.workbench.notebook.chart;

import java.util.Objects;

/**
 * A labelled reference line: horizontal at a y value (e.g. the market price), or vertical at an x
 * value or category.
 */
public record ReferenceLine(Orientation orientation, Object at, String label) {

    public enum Orientation { HORIZONTAL, VERTICAL }

    public ReferenceLine {
        Objects.requireNonNull(orientation, "orientation");
        Objects.requireNonNull(at, "at");
        if (!(at instanceof Number) && !(at instanceof String)) {
            throw new IllegalArgumentException("a reference line sits at a number or a category");
        }
        label = label == null ? "" : label;
    }

    public static ReferenceLine horizontal(double y, String label) {
        return new ReferenceLine(Orientation.HORIZONTAL, y, label);
    }

    public static ReferenceLine vertical(Object x, String label) {
        return new ReferenceLine(Orientation.VERTICAL, x, label);
    }
}
