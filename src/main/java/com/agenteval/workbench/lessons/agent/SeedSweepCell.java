package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.lessons.shared.SeedSweep;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.List;

/** "Run again", ten times: the whole strategy's tokens per run seed, each seed marked correct or wrong. */
class SeedSweepCell extends OutputCell<SeedSweep> {

    private final ApexChart chart = new ApexChart();

    SeedSweepCell(String title) {
        super(title);
        getContent().setId("seed-sweep");
        body().add(chart);
        withCommand(() -> lastResult() == null ? "" : SeedSweep.command(lastResult().spec(),
                lastResult().results().size()));
    }

    @Override
    protected void render(SeedSweep sweep) {
        chart.setSpec(spec(sweep));
    }

    private ChartSpec spec(SeedSweep sweep) {
        List<String> seeds = sweep.results().stream()
                .map(r -> r.runSeed() + (r.result().correct() ? " \u2713" : " \u2717")).toList();
        String title = getTranslation("agent.seeds.chart", String.valueOf(sweep.spec().task()),
                String.valueOf(sweep.correct()), String.valueOf(sweep.results().size()));
        return Charts.bar(title, Axis.of(getTranslation("agent.seeds.x")),
                        Axis.of(getTranslation("agent.step.tokens"), "tokens"), seeds)
                .withSeries(Series.of(getTranslation("agent.seeds.series"),
                        sweep.results().stream().map(r -> r.result().tokens()).toList()))
                .withValueFormat(ValueFormat.decimals(0));
    }
}
