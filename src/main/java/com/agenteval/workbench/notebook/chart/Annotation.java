package com.agenteval.workbench.notebook.chart;

import java.util.Objects;

/**
 * A text note pinned to one point of the chart; {@code x} is a number or a category. A note with {@code marker}
 * false is a point's name only (the point is drawn by its series); {@code offsetY} moves the text up (negative) or
 * down, in pixels, clear of its neighbours' ({@link PointLabels}).
 */
public record Annotation(Object x, double y, String text, boolean marker, int offsetY) {

    public Annotation {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(text, "text");
    }

    public static Annotation at(Object x, double y, String text) {
        return new Annotation(x, y, text, true, 0);
    }

    /** A point's name beside it, no marker of its own, {@code offsetY} pixels from it. */
    public static Annotation name(double x, double y, String text, int offsetY) {
        return new Annotation(x, y, text, false, offsetY);
    }
}
