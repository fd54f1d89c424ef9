package com.agenteval.workbench.notebook.chart;

import com.agenteval.workbench.core.python.PyFormat;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Translates a {@link ChartSpec} into the options JSON of apexcharts 4.7.0. */
public final class ApexOptions {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** At most this many intervals on a numeric x axis. */
    static final int MAX_X_TICKS = 8;
    /** How far below its line a horizontal line's label sits, in pixels: its own height and a gap. */
    static final int HORIZONTAL_LABEL_DROP = 20;

    private ApexOptions() {}

    public static String toJson(ChartSpec spec) {
        return toJson(spec, ChartText.ENGLISH);
    }

    /** The options with the chart's own controls (toolbar menu, "no data") in the reader's language. */
    public static String toJson(ChartSpec spec, ChartText text) {
        try {
            return MAPPER.writeValueAsString(toTree(spec, text));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("chart options could not be written", e);
        }
    }

    static ObjectNode toTree(ChartSpec spec) {
        return toTree(spec, ChartText.ENGLISH);
    }

    static ObjectNode toTree(ChartSpec spec, ChartText text) {
        ObjectNode root = MAPPER.createObjectNode();
        boolean scatter = spec.kind() == ChartKind.SCATTER;
        boolean bars = spec.kind() == ChartKind.BAR || spec.kind() == ChartKind.GROUPED_BAR;

        ObjectNode chart = root.putObject("chart");
        // a band is apexcharts' rangeArea, which draws lines beside it only in a rangeArea chart whose series
        // all give {x, y} points (its "range area combo")
        boolean banded = !scatter && !bars && spec.series().stream().anyMatch(Series::band);
        chart.put("type", bars ? "bar" : banded ? "rangeArea" : "line");
        chart.put("height", spec.height());
        chart.putObject("animations").put("enabled", false);
        chart.putObject("zoom").put("enabled", false);
        ObjectNode tools = chart.putObject("toolbar").put("show", true).putObject("tools");
        tools.put("download", true)
                .put("selection", false)
                .put("zoom", false)
                .put("zoomin", false)
                .put("zoomout", false)
                .put("pan", false)
                .put("reset", false);
        chart.put("fontFamily", "inherit");
        // ApexCharts completes a locale from its English one, so only the texts it shows here need a value
        chart.put("defaultLocale", text.locale());
        ObjectNode toolbar = chart.putArray("locales")
                .addObject()
                .put("name", text.locale())
                .putObject("options")
                .putObject("toolbar");
        toolbar.put("exportToSVG", text.downloadSvg())
                .put("exportToPNG", text.downloadPng())
                .put("exportToCSV", text.downloadCsv())
                .put("menu", text.menu())
                .put("reset", text.reset())
                .put("zoomIn", text.zoomIn())
                .put("zoomOut", text.zoomOut())
                .put("pan", text.pan())
                .put("selection", text.selection())
                .put("selectionZoom", text.selectionZoom());

        ArrayNode colors = root.putArray("colors");
        for (String c : spec.colors().isEmpty() ? Charts.PALETTE : spec.colors()) {
            colors.add(c);
        }
        root.putObject("title").put("text", spec.title()).put("align", "left");
        if (spec.subtitle() != null) {
            root.putObject("subtitle").put("text", spec.subtitle()).put("align", "left");
        }
        root.putObject("noData").put("text", text.noData());
        root.putObject("legend").put("show", spec.series().size() > 1).put("position", "top");
        root.putObject("dataLabels").put("enabled", spec.dataLabels());

        ArrayNode series = root.putArray("series");
        ArrayNode markerSizes = MAPPER.createArrayNode();
        ArrayNode strokeWidths = MAPPER.createArrayNode();
        ArrayNode dashes = MAPPER.createArrayNode();
        ArrayNode fillOpacities = MAPPER.createArrayNode();
        for (Series s : spec.series()) {
            dashes.add(s.dashed() ? 6 : 0);
            ObjectNode node = series.addObject().put("name", s.name());
            ArrayNode data = node.putArray("data");
            if (scatter) {
                node.put("type", s.line() ? "line" : "scatter");
                boolean errorBars = s.style() == Series.Style.ERROR_BARS;
                for (int i = 0; i < s.points().size(); i++) {
                    Point p = s.points().get(i);
                    ObjectNode point = data.addObject().put("x", p.x()).put("y", p.y());
                    if (p.label() != null) {
                        point.put("label", p.label());
                    }
                    if (errorBars && i % 2 == 1 && i < s.points().size() - 1) {
                        data.addObject().put("x", p.x()).putNull("y"); // a gap: the next bar is not joined
                    }
                }
                markerSizes.add(errorBars ? 0 : s.line() ? 3 : s.style() == Series.Style.HALO ? 11 : 6);
                strokeWidths.add(errorBars ? 1.5 : s.line() ? 2 : 0);
            } else if (banded) {
                node.put("type", s.band() ? "rangeArea" : "line");
                for (int i = 0; i < s.values().size(); i++) {
                    ObjectNode point =
                            data.addObject().put("x", spec.categories().get(i));
                    Double v = s.values().get(i);
                    if (v == null) {
                        point.putNull("y");
                    } else if (s.band()) {
                        point.putArray("y").add(v).add(s.upper().get(i));
                    } else {
                        point.put("y", v);
                    }
                }
                markerSizes.add(s.band() ? 0 : 4);
                strokeWidths.add(s.band() ? 0 : s.dashed() ? 3 : 2);
                fillOpacities.add(s.band() ? 0.18 : 1);
            } else {
                for (Double v : s.values()) {
                    if (v == null) {
                        data.addNull();
                    } else {
                        data.add(v);
                    }
                }
                markerSizes.add(bars ? 0 : 4);
                strokeWidths.add(bars ? 0 : s.dashed() ? 3 : 2);
            }
        }
        root.putObject("markers").set("size", markerSizes);
        ObjectNode stroke = root.putObject("stroke").put("curve", "straight");
        stroke.set("width", strokeWidths);
        stroke.set("dashArray", dashes);
        if (banded) {
            root.putObject("fill").set("opacity", fillOpacities);
        }
        if (bars) {
            // one colour per bar (the book's blue and copper agents) is ApexCharts' "distributed" bar
            root.putObject("plotOptions")
                    .putObject("bar")
                    .put("horizontal", false)
                    .put("columnWidth", columnWidth(spec))
                    .put(
                            "distributed",
                            spec.kind() == ChartKind.BAR && spec.colors().size() > 1)
                    .putObject("dataLabels")
                    .put("position", "top");
        }

        ObjectNode xaxis = root.putObject("xaxis");
        xaxis.putObject("title").put("text", spec.xAxis().label());
        // a long category is shown whole (rotated when they crowd), never cut to "bank_market..."
        xaxis.putObject("labels").put("trim", false).put("hideOverlappingLabels", true);
        NiceScale xScale = scatter ? xScale(spec) : null;
        if (scatter) {
            // an explicit range (e.g. 0 to 1) reads best in ten round steps; otherwise a round scale over the data
            // (ApexCharts' own cuts the exact range into equal, unround parts)
            xaxis.put("type", "numeric");
            if (spec.xMin() != null && spec.xMax() != null) {
                // a short whole range (run seeds) ticks at every whole number; any other fixed range in ten steps
                double span = spec.xMax() - spec.xMin();
                boolean whole = spec.xMin() == Math.rint(spec.xMin())
                        && spec.xMax() == Math.rint(spec.xMax())
                        && span >= 1
                        && span <= 12
                        && spec.xFormat().decimals() != null
                        && spec.xFormat().decimals() == 0;
                xaxis.put("tickAmount", whole ? (int) span : 10)
                        .put("min", spec.xMin())
                        .put("max", spec.xMax());
            } else if (xScale != null) {
                xaxis.put("tickAmount", xScale.ticks()).put("min", xScale.min()).put("max", xScale.max());
            } else {
                xaxis.put("tickAmount", MAX_X_TICKS);
            }
        } else if (!banded) {
            ArrayNode cats = xaxis.putArray("categories");
            spec.categories().forEach(cats::add);
        }
        ObjectNode yaxis = root.putObject("yaxis");
        yaxis.putObject("title").put("text", spec.yAxis().label());
        if (spec.yMin() != null) {
            yaxis.put("min", spec.yMin());
        }
        if (spec.yMax() != null) {
            yaxis.put("max", spec.yMax());
        }
        // a count axis (no decimals, a short whole range) ticks at every whole number, never at 0.4, 0.8, ...
        Integer yDecimals = spec.valueFormat().decimals();
        if (yDecimals != null
                && yDecimals == 0
                && spec.yMin() != null
                && spec.yMax() != null
                && spec.yMin() == Math.rint(spec.yMin())
                && spec.yMax() == Math.rint(spec.yMax())
                && spec.yMax() - spec.yMin() >= 1
                && spec.yMax() - spec.yMin() <= 10) {
            yaxis.put("tickAmount", (int) (spec.yMax() - spec.yMin()));
        } else {
            // otherwise round ticks over the data (0%, 20%, 40%, not ApexCharts' 19%, 38%, 56%), keeping a fixed end
            NiceScale yScale = yScale(spec, bars);
            if (yScale != null) {
                yaxis.put("min", yScale.min()).put("max", yScale.max()).put("tickAmount", yScale.ticks());
            }
        }

        boolean bandAtTop = false;
        if (!spec.referenceLines().isEmpty() || !spec.annotations().isEmpty()) {
            ObjectNode ann = root.putObject("annotations");
            ArrayNode ys = ann.putArray("yaxis");
            ArrayNode xs = ann.putArray("xaxis");
            for (ReferenceLine line : spec.referenceLines()) {
                ObjectNode n =
                        line.orientation() == ReferenceLine.Orientation.HORIZONTAL ? ys.addObject() : xs.addObject();
                String key = line.orientation() == ReferenceLine.Orientation.HORIZONTAL ? "y" : "x";
                if (line.at() instanceof Number num) {
                    n.put(key, num.doubleValue());
                } else {
                    n.put(key, (String) line.at());
                }
                n.put("borderColor", "#6b7280").put("strokeDashArray", 5);
                ObjectNode label = n.putObject("label").put("text", line.label());
                label.putObject("style").put("background", "#f3f4f6").put("color", "#111827");
                if (line.to() != null) {
                    // a band: shaded, its label horizontal inside it at the top, clear of the points on its edges
                    if (line.to() instanceof Number num) {
                        n.put("x2", num.doubleValue());
                    } else {
                        n.put("x2", (String) line.to());
                    }
                    n.put("fillColor", "#9ca3af").put("opacity", 0.18);
                    label.put("orientation", "horizontal")
                            .put("position", "top")
                            .put("textAnchor", "middle")
                            .put("offsetY", -4);
                    bandAtTop = true;
                } else if (line.orientation() == ReferenceLine.Orientation.VERTICAL) {
                    label.put("orientation", "horizontal")
                            .put("position", "top")
                            .put("textAnchor", "end");
                } else {
                    // under the line at its right end: above it sat on the last point of a series that climbs
                    // towards the top (issue 26: "pass^1" over the last pass@k point)
                    label.put("position", "right").put("textAnchor", "end").put("offsetY", HORIZONTAL_LABEL_DROP);
                }
            }
            ArrayNode pts = ann.putArray("points");
            for (Annotation a : spec.annotations()) {
                ObjectNode n = pts.addObject();
                if (a.x() instanceof Number num) {
                    n.put("x", num.doubleValue());
                } else {
                    n.put("x", String.valueOf(a.x()));
                }
                n.put("y", a.y());
                if (a.marker()) {
                    n.putObject("marker").put("size", 5);
                    // the text starts at the point and runs right, into the plot: centred on a point at the first
                    // category it covered the y axis' tick labels (issue 26: /world's "truth (dashed)")
                    n.putObject("label")
                            .put("text", a.text())
                            .put("textAnchor", "start")
                            .put("offsetX", 6);
                } else {
                    // a point's name, centred over or under it (PointLabels keeps the names apart)
                    n.putObject("marker").put("size", 0);
                    ObjectNode label =
                            n.putObject("label").put("text", a.text()).put("offsetY", a.offsetY());
                    label.put("borderWidth", 0).putObject("style").put("background", "transparent");
                }
            }
        }
        if (bandAtTop) {
            root.putObject("grid").putObject("padding").put("top", 24); // room for the band's label
        }

        ObjectNode aew = root.putObject("aew");
        if (spec.valueFormat().decimals() != null) {
            aew.put("decimals", spec.valueFormat().decimals());
        }
        aew.put("suffix", spec.valueFormat().suffix())
                .put("prefix", spec.valueFormat().prefix());
        if (spec.valueFormat().ceiling() != null) {
            aew.put("ceiling", spec.valueFormat().ceiling());
        }
        if (scatter && spec.xFormat().decimals() != null) {
            // round ticks need enough decimals to show their step (0.25 with 2, not 0.3)
            int decimals = Math.max(spec.xFormat().decimals(), xScale == null ? 0 : xScale.decimals());
            aew.put("xDecimals", decimals)
                    .put("xSuffix", spec.xFormat().suffix())
                    .put("xPrefix", spec.xFormat().prefix());
        }
        return root;
    }

    /** ApexCharts' columnWidth is the bar's share of its category's width, as matplotlib's bar width is. */
    static String columnWidth(ChartSpec spec) {
        return spec.barWidth() == null ? "60%" : PyFormat.general(spec.barWidth() * 100, 4) + "%";
    }

    /**
     * A round scale over every value, interval end, point and horizontal reference line on the y axis, or null
     * without data, or when no round scale keeps the low end the spec fixes and fits the format's decimals (a tick of
     * 2.5 on an axis printed without decimals would read "3"). Bars start at zero, as their lengths mean.
     */
    static @Nullable NiceScale yScale(ChartSpec spec, boolean bars) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : spec.series()) {
            for (List<Double> vs : List.of(s.values(), s.upper())) {
                for (Double v : vs) {
                    if (v != null) {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                    }
                }
            }
            for (Point p : s.points()) {
                lo = Math.min(lo, p.y());
                hi = Math.max(hi, p.y());
            }
        }
        for (ReferenceLine line : spec.referenceLines()) {
            if (line.orientation() == ReferenceLine.Orientation.HORIZONTAL && line.at() instanceof Number n) {
                lo = Math.min(lo, n.doubleValue());
                hi = Math.max(hi, n.doubleValue());
            }
        }
        if (lo > hi) {
            return null;
        }
        double from = spec.yMin() != null ? Math.min(spec.yMin(), lo) : bars && lo >= 0 ? 0 : lo;
        double to = spec.yMax() != null ? Math.max(spec.yMax(), hi) : hi;
        Integer decimals = spec.valueFormat().decimals();
        // first a scale that keeps both fixed ends (the book's 0..75% in steps of 25); else one that keeps the low
        // end and rounds a fixed top up (0..72% would tick at 18, 36, 54: up to 80% in steps of 10 instead)
        for (boolean keepTop : new boolean[] {true, false}) {
            for (int ticks = MAX_X_TICKS; ticks >= 2; ticks--) {
                NiceScale scale = NiceScale.of(from, to, ticks);
                boolean keepsEnds = (spec.yMin() == null || scale.min() == spec.yMin())
                        && (!keepTop || spec.yMax() == null || scale.max() == spec.yMax());
                if (keepsEnds && (decimals == null || scale.decimals() <= decimals)) {
                    return scale;
                }
            }
        }
        return null;
    }

    /** A round scale over every point's x, or null without points or with a range the spec fixes. */
    private static @Nullable NiceScale xScale(ChartSpec spec) {
        if (spec.xMin() != null && spec.xMax() != null) {
            return null;
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : spec.series()) {
            for (Point p : s.points()) {
                lo = Math.min(lo, p.x());
                hi = Math.max(hi, p.x());
            }
        }
        if (lo > hi) {
            return null;
        }
        // a range starting at zero is what cost and count axes mean; the data's own low end otherwise
        double from = spec.xMin() != null ? spec.xMin() : lo >= 0 ? 0 : lo;
        return NiceScale.of(Math.min(from, lo), spec.xMax() != null ? Math.max(spec.xMax(), hi) : hi, MAX_X_TICKS);
    }
}
