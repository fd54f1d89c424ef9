package com.agenteval.workbench.notebook.chart;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One data series. Category charts (line, bar) use {@link #values}, aligned with the chart's categories;
 * {@code null} marks a missing value. Scatter charts use {@link #points}; a scatter series may be drawn as a
 * line over the points ({@link #line}), e.g. a Pareto frontier. Its {@link Style} marks a series out: a dashed
 * line (a reference such as the truth, visible where other lines run over it) or a halo behind other points.
 */
public record Series(
        String name, List<Double> values, List<Point> points, boolean line, Style style, List<Double> upper) {

    /** How a series stands out from the others. */
    public enum Style {
        PLAIN,
        /** a dashed, wider line */
        DASHED,
        /** scatter points drawn large behind the others, so they ring the points they mark */
        HALO,
        /** a scatter series of segments, two points each (from, to): 95% intervals drawn as thin bars */
        ERROR_BARS,
        /** a shaded band on a line chart from {@link #values} (its lower edge) to {@link #upper}: a 95% interval */
        BAND
    }

    public Series {
        Objects.requireNonNull(name, "name");
        style = style == null ? Style.PLAIN : style;
        values = values == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(values)); // keeps nulls
        points = points == null ? List.of() : List.copyOf(points);
        upper = upper == null ? List.of() : List.copyOf(upper);
        for (List<Double> vs : List.of(values, upper)) {
            for (Double v : vs) {
                if (v != null && !Double.isFinite(v)) {
                    throw new IllegalArgumentException("series '" + name + "' has a non-finite value " + v);
                }
            }
        }
        if (style == Style.BAND ? upper.size() != values.size() : !upper.isEmpty()) {
            throw new IllegalArgumentException(
                    "series '" + name + "': a band has an upper edge for each value, " + "other series none");
        }
    }

    public Series(String name, List<Double> values, List<Point> points, boolean line, Style style) {
        this(name, values, points, line, style, List.of());
    }

    /** A 95% band over a line chart's categories, from {@code lower} to {@code upper}, category by category. */
    public static Series band(String name, List<Double> lower, List<Double> upper) {
        return new Series(name, lower, List.of(), false, Style.BAND, upper);
    }

    public boolean band() {
        return style == Style.BAND;
    }

    public static Series of(String name, List<? extends Number> values) {
        List<Double> vs = new ArrayList<>(values.size());
        for (Number n : values) {
            vs.add(n == null ? null : n.doubleValue());
        }
        return new Series(name, vs, List.of(), false, Style.PLAIN);
    }

    public static Series points(String name, List<Point> points) {
        return new Series(name, List.of(), points, false, Style.PLAIN);
    }

    public static Series line(String name, List<Point> points) {
        return new Series(name, List.of(), points, true, Style.PLAIN);
    }

    /** The same series drawn dashed and a little wider (the truth on /world). */
    public Series asDashed() {
        return new Series(name, values, points, line, Style.DASHED, upper);
    }

    /** Scatter points that ring the same points of other series (list it first, so it is drawn behind them). */
    public static Series halo(String name, List<Point> points) {
        return new Series(name, List.of(), points, false, Style.HALO);
    }

    /**
     * Error bars on a scatter chart: {@code segments} holds each bar's two ends in turn (a vertical bar is
     * {@code (x, lo), (x, hi)}, a horizontal one {@code (lo, y), (hi, y)}). One series draws them all, so the legend
     * has one entry for the intervals.
     */
    public static Series errorBars(String name, List<Point> segments) {
        if (segments.size() % 2 != 0) {
            throw new IllegalArgumentException(
                    "error bars '" + name + "' need two ends per bar, got " + segments.size() + " points");
        }
        return new Series(name, List.of(), segments, true, Style.ERROR_BARS);
    }

    public boolean dashed() {
        return style == Style.DASHED;
    }

    /** Number of data points in this series. */
    public int size() {
        return points.isEmpty() ? values.size() : points.size();
    }
}
