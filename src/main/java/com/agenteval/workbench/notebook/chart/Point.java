package com.agenteval.workbench.notebook.chart;

import org.jspecify.annotations.Nullable;

/** A point on two numeric axes, with an optional label shown in the tooltip. */
public record Point(double x, double y, @Nullable String label) {

    public Point {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("a point needs finite coordinates, got (" + x + ", " + y + ")");
        }
    }

    public static Point of(double x, double y) {
        return new Point(x, y, null);
    }

    public static Point of(double x, double y, @Nullable String label) {
        return new Point(x, y, label);
    }
}
