package com.agenteval.workbench.notebook.chart;

import java.util.List;

/** Factories for the chart family: line, bar, grouped bar, and scatter (with line overlays). */
public final class Charts {

    /**
     * Okabe and Ito's colour-blind-safe palette (blue, vermillion, bluish green, reddish purple, orange, sky blue,
     * black, yellow): eight colours that stay distinct under the common colour-vision deficiencies. Yellow, the
     * faintest on white, comes last. A chart without its own colours draws its series in this order.
     */
    public static final List<String> PALETTE =
            List.of("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442");

    private Charts() {}

    public static ChartSpec line(String title, Axis x, Axis y, List<String> categories) {
        return ChartSpec.empty(ChartKind.LINE, title, x, y, categories);
    }

    public static ChartSpec bar(String title, Axis x, Axis y, List<String> categories) {
        return ChartSpec.empty(ChartKind.BAR, title, x, y, categories);
    }

    public static ChartSpec groupedBar(String title, Axis x, Axis y, List<String> categories) {
        return ChartSpec.empty(ChartKind.GROUPED_BAR, title, x, y, categories);
    }

    public static ChartSpec scatter(String title, Axis x, Axis y) {
        return ChartSpec.empty(ChartKind.SCATTER, title, x, y, List.of());
    }
}
