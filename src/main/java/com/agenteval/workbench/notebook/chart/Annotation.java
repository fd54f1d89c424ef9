package com.agenteval.workbench.notebook.chart;

import java.util.Objects;

/** A text note pinned to one point of the chart; {@code x} is a number or a category. */
public record Annotation(Object x, double y, String text) {

    public Annotation {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(text, "text");
    }

    public static Annotation at(Object x, double y, String text) {
        return new Annotation(x, y, text);
    }
}
