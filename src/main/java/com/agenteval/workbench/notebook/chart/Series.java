package com.agenteval.workbench.notebook.chart;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One data series. Category charts (line, bar) use {@link #values}, aligned with the chart's categories;
 * {@code null} marks a missing value. Scatter charts use {@link #points}; a scatter series may be drawn as a
 * line over the points ({@link #line}), e.g. a Pareto frontier.
 */
public record Series(String name, List<Double> values, List<Point> points, boolean line) {

    public Series {
        Objects.requireNonNull(name, "name");
        values = values == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(values)); // keeps nulls
        points = points == null ? List.of() : List.copyOf(points);
        for (Double v : values) {
            if (v != null && !Double.isFinite(v)) {
                throw new IllegalArgumentException("series '" + name + "' has a non-finite value " + v);
            }
        }
    }

    public static Series of(String name, List<? extends Number> values) {
        List<Double> vs = new ArrayList<>(values.size());
        for (Number n : values) {
            vs.add(n == null ? null : n.doubleValue());
        }
        return new Series(name, vs, List.of(), false);
    }

    public static Series points(String name, List<Point> points) {
        return new Series(name, List.of(), points, false);
    }

    public static Series line(String name, List<Point> points) {
        return new Series(name, List.of(), points, true);
    }

    /** Number of data points in this series. */
    public int size() {
        return points.isEmpty() ? values.size() : points.size();
    }
}
