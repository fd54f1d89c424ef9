package com.agenteval.workbench.notebook;

import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.ChartSpec;

/** A chart, and every value it draws as a data table under it; a new result re-renders both in place. */
public class ChartCell extends OutputCell<ChartSpec> {

    private final ApexChart chart = new ApexChart();
    private final ChartDataTable table = new ChartDataTable();

    public ChartCell(String title) {
        super(title);
        body().add(chart, table);
    }

    @Override
    protected void render(ChartSpec spec) {
        chart.setSpec(spec);
        table.show(spec);
    }

    public ApexChart chart() {
        return chart;
    }
}
