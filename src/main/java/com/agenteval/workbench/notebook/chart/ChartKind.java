package com.agenteval.workbench.notebook.chart;

/** The chart shapes the lessons use. */
public enum ChartKind {
    /** One or more lines over categories (e.g. the four data versions of an entity over the years). */
    LINE,
    /** One bar per category, one series. */
    BAR,
    /** Several series of bars side by side per category. */
    GROUPED_BAR,
    /** Points on two numeric axes, optionally with line series drawn over them (e.g. a Pareto frontier). */
    SCATTER
}
