package com.agenteval.workbench.core.tasks;

/** The five task types, with {@code TASK_MIX} weights and {@code FINAL_VAR}. */
public enum TaskType {
    LOOKUP("lookup", 0.20, "v1"),
    COMPARE("compare", 0.20, "r"),
    GROWTH("growth", 0.25, "r"),
    SERIES_CHART("series_chart", 0.15, "c"),
    TOP_CHART("top_chart", 0.20, "c");

    private final String wireName;
    private final double weight;
    private final String finalVar;

    TaskType(String wireName, double weight, String finalVar) {
        this.wireName = wireName;
        this.weight = weight;
        this.finalVar = finalVar;
    }

    public String wireName() {
        return wireName;
    }

    /** Share in {@code TASK_MIX}. */
    public double weight() {
        return weight;
    }

    /** The variable holding the answer. */
    public String finalVar() {
        return finalVar;
    }

    /** Chart tasks answer with a chart, not a number. */
    public boolean isChart() {
        return this == SERIES_CHART || this == TOP_CHART;
    }
}
