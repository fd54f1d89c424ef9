package com.agenteval.workbench.notebook.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Everything one chart shows, as an immutable value. Build it with {@link Charts}, refine it with the
 * {@code with...} methods, render it with {@link ApexChart} or a chart cell.
 *
 * <pre>{@code
 * ChartSpec spec = Charts.line("Arvenia GDP", Axis.of("Year"), Axis.of("GDP", "$B"), List.of("2020", "2021"))
 *         .withSeries(Series.of("truth", List.of(1200.5, 1250.0)))
 *         .withReferenceLine(ReferenceLine.horizontal(1220, "cutoff"));
 * }</pre>
 */
public record ChartSpec(
        ChartKind kind,
        String title,
        Axis xAxis,
        Axis yAxis,
        List<String> categories,
        List<Series> series,
        List<ReferenceLine> referenceLines,
        List<Annotation> annotations,
        ValueFormat valueFormat,
        ValueFormat xFormat,
        boolean dataLabels,
        @Nullable Double yMin,
        @Nullable Double yMax,
        int height,
        @Nullable Double xMin,
        @Nullable Double xMax,
        @Nullable String subtitle,
        List<String> colors,
        @Nullable Double barWidth) {

    public ChartSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(xAxis, "xAxis");
        Objects.requireNonNull(yAxis, "yAxis");
        categories = List.copyOf(categories);
        colors = colors == null ? List.of() : List.copyOf(colors);
        for (String c : colors) {
            if (!c.matches("#[0-9A-Fa-f]{6}")) {
                throw new IllegalArgumentException("a colour is #rrggbb, got '" + c + "'");
            }
        }
        series = List.copyOf(series);
        referenceLines = List.copyOf(referenceLines);
        annotations = List.copyOf(annotations);
        valueFormat = valueFormat == null ? ValueFormat.PLAIN : valueFormat;
        xFormat = xFormat == null ? ValueFormat.PLAIN : xFormat;
        if (height < 120 || height > 2000) {
            throw new IllegalArgumentException("height must be 120..2000 px");
        }
        for (Series s : series) {
            if (kind == ChartKind.SCATTER ? !s.values().isEmpty() : !s.points().isEmpty()) {
                throw new IllegalArgumentException("series '" + s.name() + "' does not fit a " + kind + " chart");
            }
            if (kind != ChartKind.SCATTER && s.values().size() != categories.size()) {
                throw new IllegalArgumentException("series '" + s.name() + "' has "
                        + s.values().size() + " values for " + categories.size() + " categories");
            }
        }
        if (barWidth != null && !(barWidth > 0 && barWidth <= 1)) {
            throw new IllegalArgumentException(
                    "a bar width is a fraction of the category slot, 0 to 1, got " + barWidth);
        }
        if (kind == ChartKind.BAR && series.size() > 1) {
            throw new IllegalArgumentException("a BAR chart has one series; use GROUPED_BAR");
        }
    }

    static ChartSpec empty(ChartKind kind, String title, Axis x, Axis y, List<String> categories) {
        return new ChartSpec(
                kind,
                title,
                x,
                y,
                categories,
                List.of(),
                List.of(),
                List.of(),
                ValueFormat.PLAIN,
                ValueFormat.PLAIN,
                false,
                null,
                null,
                320,
                null,
                null,
                null,
                List.of(),
                null);
    }

    public ChartSpec withSeries(Series s) {
        List<Series> all = new ArrayList<>(series);
        all.add(s);
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                all,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    public ChartSpec withReferenceLine(ReferenceLine line) {
        List<ReferenceLine> all = new ArrayList<>(referenceLines);
        all.add(line);
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                all,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    public ChartSpec withAnnotation(Annotation note) {
        List<Annotation> all = new ArrayList<>(annotations);
        all.add(note);
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                all,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    /** Number format of y values (axis, tooltip and data labels). */
    public ChartSpec withValueFormat(ValueFormat format) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                format,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    /** Number format of x values on a scatter chart. */
    public ChartSpec withXFormat(ValueFormat format) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                format,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    /** Prints each value on its bar or point. */
    public ChartSpec withDataLabels() {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                true,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    public ChartSpec withYRange(Double min, Double max) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                min,
                max,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    /** The x axis range of a scatter chart, e.g. 0 to 1 for probabilities; it is then cut into ten intervals. */
    public ChartSpec withXRange(Double min, Double max) {
        if (kind != ChartKind.SCATTER) {
            throw new IllegalArgumentException("only a SCATTER chart has a numeric x axis");
        }
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                min,
                max,
                subtitle,
                colors,
                barWidth);
    }

    public ChartSpec withHeight(int px) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                px,
                xMin,
                xMax,
                subtitle,
                colors,
                barWidth);
    }

    /** Total number of data points over all series. */
    public int pointCount() {
        return series.stream().mapToInt(Series::size).sum();
    }

    /** A line under the title, as the book's {@code add_message_title(..., subtitle=...)} draws it. */
    public ChartSpec withSubtitle(String text) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                text,
                colors,
                barWidth);
    }

    /**
     * The colours to draw with ({@code #rrggbb}); on a one-series bar chart, one per bar in category order (the
     * book colours each agent's bar).
     */
    public ChartSpec withColors(List<String> palette) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                palette,
                barWidth);
    }

    /**
     * The width of each bar as a fraction of its category's slot, as matplotlib's {@code ax.bar(..., width=0.58)}
     * takes it (the slot between two categories is 1); null leaves the chart's default.
     */
    public ChartSpec withBarWidth(double fraction) {
        return new ChartSpec(
                kind,
                title,
                xAxis,
                yAxis,
                categories,
                series,
                referenceLines,
                annotations,
                valueFormat,
                xFormat,
                dataLabels,
                yMin,
                yMax,
                height,
                xMin,
                xMax,
                subtitle,
                colors,
                fraction);
    }
}
