package com.agenteval.workbench.notebook.chart;

import java.util.Objects;
import java.util.function.Function;

/**
 * The texts of a chart's own controls in the reader's language: ApexCharts' toolbar menu and titles (through its
 * locale options) and the "no data" message. A chart's title, axes and series come translated in its spec.
 *
 * <pre>{@code ChartText.of("zh", key -> getTranslation(key))}</pre>
 */
public record ChartText(
        String locale,
        String menu,
        String downloadSvg,
        String downloadPng,
        String downloadCsv,
        String reset,
        String zoomIn,
        String zoomOut,
        String pan,
        String selection,
        String selectionZoom,
        String noData) {

    /** ApexCharts' own English texts. */
    public static final ChartText ENGLISH = new ChartText(
            "en",
            "Menu",
            "Download SVG",
            "Download PNG",
            "Download CSV",
            "Reset Zoom",
            "Zoom In",
            "Zoom Out",
            "Panning",
            "Selection",
            "Selection Zoom",
            "No data");

    public ChartText {
        Objects.requireNonNull(locale, "locale");
        if (!locale.matches("[a-z]{2}(-[A-Za-z]{2,4})?")) {
            throw new IllegalArgumentException("a locale name is like en or zh-CN, got '" + locale + "'");
        }
        for (String s : new String[] {
            menu, downloadSvg, downloadPng, downloadCsv, reset, zoomIn, zoomOut, pan, selection, selectionZoom, noData
        }) {
            Objects.requireNonNull(s, "chart control text");
        }
    }

    /** The texts under the {@code notebook.chart.control.*} message keys. */
    public static ChartText of(String locale, Function<String, String> translate) {
        Function<String, String> t = k -> translate.apply("notebook.chart.control." + k);
        return new ChartText(
                locale,
                t.apply("menu"),
                t.apply("svg"),
                t.apply("png"),
                t.apply("csv"),
                t.apply("reset"),
                t.apply("zoom-in"),
                t.apply("zoom-out"),
                t.apply("pan"),
                t.apply("selection"),
                t.apply("selection-zoom"),
                t.apply("no-data"));
    }
}
