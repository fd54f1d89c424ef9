package com.agenteval.workbench.notebook.chart;

import com.agenteval.workbench.core.python.PyFormat;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Translates a {@link ChartSpec} into the options JSON of apexcharts 4.7.0. */
public final class ApexOptions {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String[] PALETTE = {"#1f6feb", "#d97706", "#059669", "#b91c1c", "#7c3aed", "#0e7490",
            "#be185d", "#4d7c0f"};

    private ApexOptions() {
    }

    public static String toJson(ChartSpec spec) {
        try {
            return MAPPER.writeValueAsString(toTree(spec));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("chart options could not be written", e);
        }
    }

    static ObjectNode toTree(ChartSpec spec) {
        ObjectNode root = MAPPER.createObjectNode();
        boolean scatter = spec.kind() == ChartKind.SCATTER;
        boolean bars = spec.kind() == ChartKind.BAR || spec.kind() == ChartKind.GROUPED_BAR;

        ObjectNode chart = root.putObject("chart");
        chart.put("type", bars ? "bar" : "line");
        chart.put("height", spec.height());
        chart.putObject("animations").put("enabled", false);
        chart.putObject("zoom").put("enabled", false);
        ObjectNode tools = chart.putObject("toolbar").put("show", true).putObject("tools");
        tools.put("download", true).put("selection", false).put("zoom", false).put("zoomin", false)
                .put("zoomout", false).put("pan", false).put("reset", false);
        chart.put("fontFamily", "inherit");

        ArrayNode colors = root.putArray("colors");
        for (String c : spec.colors().isEmpty() ? List.of(PALETTE) : spec.colors()) {
            colors.add(c);
        }
        root.putObject("title").put("text", spec.title()).put("align", "left");
        if (spec.subtitle() != null) {
            root.putObject("subtitle").put("text", spec.subtitle()).put("align", "left");
        }
        root.putObject("noData").put("text", "No data");
        root.putObject("legend").put("show", spec.series().size() > 1).put("position", "top");
        root.putObject("dataLabels").put("enabled", spec.dataLabels());

        ArrayNode series = root.putArray("series");
        ArrayNode markerSizes = MAPPER.createArrayNode();
        ArrayNode strokeWidths = MAPPER.createArrayNode();
        for (Series s : spec.series()) {
            ObjectNode node = series.addObject().put("name", s.name());
            ArrayNode data = node.putArray("data");
            if (scatter) {
                node.put("type", s.line() ? "line" : "scatter");
                for (Point p : s.points()) {
                    ObjectNode point = data.addObject().put("x", p.x()).put("y", p.y());
                    if (p.label() != null) {
                        point.put("label", p.label());
                    }
                }
                markerSizes.add(s.line() ? 3 : 6);
                strokeWidths.add(s.line() ? 2 : 0);
            } else {
                for (Double v : s.values()) {
                    if (v == null) {
                        data.addNull();
                    } else {
                        data.add(v);
                    }
                }
                markerSizes.add(bars ? 0 : 4);
                strokeWidths.add(bars ? 0 : 2);
            }
        }
        root.putObject("markers").set("size", markerSizes);
        ObjectNode stroke = root.putObject("stroke").put("curve", "straight");
        stroke.set("width", strokeWidths);
        if (bars) {
            // one colour per bar (the book's blue and copper agents) is ApexCharts' "distributed" bar
            root.putObject("plotOptions").putObject("bar").put("horizontal", false).put("columnWidth", columnWidth(spec))
                    .put("distributed", spec.kind() == ChartKind.BAR && spec.colors().size() > 1)
                    .putObject("dataLabels").put("position", "top");
        }

        ObjectNode xaxis = root.putObject("xaxis");
        xaxis.putObject("title").put("text", spec.xAxis().label());
        if (scatter) {
            // an explicit range (e.g. 0 to 1) reads best in ten round steps; otherwise ApexCharts picks the scale
            xaxis.put("type", "numeric").put("tickAmount", spec.xMin() != null && spec.xMax() != null ? 10 : 8);
            if (spec.xMin() != null) {
                xaxis.put("min", spec.xMin());
            }
            if (spec.xMax() != null) {
                xaxis.put("max", spec.xMax());
            }
        } else {
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

        if (!spec.referenceLines().isEmpty() || !spec.annotations().isEmpty()) {
            ObjectNode ann = root.putObject("annotations");
            ArrayNode ys = ann.putArray("yaxis");
            ArrayNode xs = ann.putArray("xaxis");
            for (ReferenceLine line : spec.referenceLines()) {
                ObjectNode n = line.orientation() == ReferenceLine.Orientation.HORIZONTAL ? ys.addObject()
                        : xs.addObject();
                String key = line.orientation() == ReferenceLine.Orientation.HORIZONTAL ? "y" : "x";
                if (line.at() instanceof Number num) {
                    n.put(key, num.doubleValue());
                } else {
                    n.put(key, (String) line.at());
                }
                n.put("borderColor", "#6b7280").put("strokeDashArray", 5);
                n.putObject("label").put("text", line.label()).putObject("style").put("background", "#f3f4f6")
                        .put("color", "#111827");
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
                n.putObject("marker").put("size", 5);
                n.putObject("label").put("text", a.text());
            }
        }

        ObjectNode aew = root.putObject("aew");
        if (spec.valueFormat().decimals() != null) {
            aew.put("decimals", spec.valueFormat().decimals());
        }
        aew.put("suffix", spec.valueFormat().suffix());
        if (scatter && spec.xFormat().decimals() != null) {
            aew.put("xDecimals", spec.xFormat().decimals()).put("xSuffix", spec.xFormat().suffix());
        }
        return root;
    }

    /** ApexCharts' columnWidth is the bar's share of its category's width, as matplotlib's bar width is. */
    static String columnWidth(ChartSpec spec) {
        return spec.barWidth() == null ? "60%" : PyFormat.general(spec.barWidth() * 100, 4) + "%";
    }
}
