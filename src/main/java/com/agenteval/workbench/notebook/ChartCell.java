package com.agenteval.workbench.notebook;

import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.ChartSpec;

/** A chart; a new result re-renders it in place. */
public class ChartCell extends OutputCell<ChartSpec> {

    private final ApexChart chart = new ApexChart();

    public ChartCell(String title) {
        super(title);
        body().add(chart);
    }

    @Override
    protected void render(ChartSpec spec) {
        chart.setSpec(spec);
    }

    public ApexChart chart() {
        return chart;
    }
}
