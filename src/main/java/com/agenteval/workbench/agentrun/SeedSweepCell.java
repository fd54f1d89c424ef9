package com.agenteval.workbench.agentrun;

import com.agenteval.workbench.core.agent.RunResult;
import com.agenteval.workbench.notebook.ChartDataTable;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.List;

/**
 * "Run again", ten times: one bar per run seed, coloured by correct or wrong. The height is what varies between the
 * runs: the ground-truth error labels in the run's trace (tokens are the same for every seed, since the token model
 * depends on the plan, not on the draws). Direct and vote keep no trace; their bars count the runs made.
 */
class SeedSweepCell extends OutputCell<SeedSweep> {

    /** Okabe–Ito blue for a correct run, vermillion for a wrong one. */
    static final String CORRECT = Charts.PALETTE.get(0);
    static final String WRONG = Charts.PALETTE.get(1);

    private final ApexChart chart = new ApexChart();
    private final ChartDataTable table = new ChartDataTable();

    SeedSweepCell(String title) {
        super(title);
        getContent().setId("seed-sweep");
        body().add(chart, table);
        withCommand(() -> lastResult() == null ? "" : SeedSweep.command(lastResult().spec(),
                lastResult().results().size()));
    }

    @Override
    protected void render(SeedSweep sweep) {
        ChartSpec spec = spec(sweep);
        chart.setSpec(spec);
        table.show(spec);
    }

    ChartSpec spec(SeedSweep sweep) {
        boolean traced = sweep.results().stream().allMatch(r -> r.result().trace() != null);
        List<String> seeds = sweep.results().stream()
                .map(r -> r.runSeed() + " " + getTranslation(r.result().correct() ? "agent.seeds.correct"
                        : "agent.seeds.wrong")).toList();
        String title = getTranslation("agent.seeds.chart", String.valueOf(sweep.spec().task()),
                String.valueOf(sweep.correct()), String.valueOf(sweep.results().size()));
        String measure = getTranslation(traced ? "agent.seeds.errors" : "agent.seeds.episodes");
        return Charts.bar(title, Axis.of(getTranslation("agent.seeds.x")), Axis.of(measure), seeds)
                .withSeries(Series.of(measure, sweep.results().stream().map(r -> height(r.result(), traced))
                        .toList()))
                .withColors(sweep.results().stream().map(r -> r.result().correct() ? CORRECT : WRONG).toList())
                .withSubtitle(getTranslation("agent.seeds.colours"))
                .withValueFormat(ValueFormat.decimals(0)).withDataLabels();
    }

    /** The error labels of the run's trace, or the runs made for a config that keeps no trace. */
    static int height(RunResult result, boolean traced) {
        return traced ? result.trace().errors().size() : result.episodes();
    }
}
