package com.agenteval.workbench.notebook.chart;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A labelled reference line: horizontal at a y value (e.g. the market price), or vertical at an x
 * value or category; a vertical band when {@code to} is set (e.g. the years after the knowledge cutoff).
 */
public record ReferenceLine(
        Orientation orientation,
        Object at,
        String label,
        @Nullable Object to) {

    public enum Orientation {
        HORIZONTAL,
        VERTICAL
    }

    public ReferenceLine {
        Objects.requireNonNull(orientation, "orientation");
        Objects.requireNonNull(at, "at");
        if (!(at instanceof Number) && !(at instanceof String)) {
            throw new IllegalArgumentException("a reference line sits at a number or a category");
        }
        label = label == null ? "" : label;
        if (to != null && (orientation != Orientation.VERTICAL || to.getClass() != at.getClass())) {
            throw new IllegalArgumentException("a band is vertical and runs between two numbers or two categories");
        }
    }

    public ReferenceLine(Orientation orientation, Object at, String label) {
        this(orientation, at, label, null);
    }

    /** A shaded vertical band from one x value or category to another, its label inside at the top. */
    public static ReferenceLine band(Object from, Object to, String label) {
        return new ReferenceLine(Orientation.VERTICAL, from, label, Objects.requireNonNull(to, "to"));
    }

    public static ReferenceLine horizontal(double y, String label) {
        return new ReferenceLine(Orientation.HORIZONTAL, y, label);
    }

    public static ReferenceLine vertical(Object x, String label) {
        return new ReferenceLine(Orientation.VERTICAL, x, label);
    }
}
