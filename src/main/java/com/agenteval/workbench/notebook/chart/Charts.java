package com.agenteval.workbench.notebook.chart;

import java.util.List;

/** Factories for the chart family: line, bar, grouped bar, and scatter (with line overlays). */
public final class Charts {

    private Charts() {
    }

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
