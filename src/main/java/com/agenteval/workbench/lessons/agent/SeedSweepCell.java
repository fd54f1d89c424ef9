package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.notebook.ChartDataTable;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.chart.ApexChart;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * "Run again", ten times: one point per run seed, coloured by correct or wrong. Its height is what varies between
 * the runs: the ground-truth error labels in the run's trace (tokens are the same for every seed of the default run,
 * since the token model depends on the plan, not on the draws). Direct and vote keep no trace; their points count
 * the runs made.
 */
class SeedSweepCell extends OutputCell<SeedSweepCell.Swept> {

    /** Okabe–Ito blue for a correct run, vermillion for a wrong one. */
    static final String CORRECT = Charts.PALETTE.get(0);

    static final String WRONG = Charts.PALETTE.get(1);

    private final ApexChart chart = new ApexChart();
    private final ChartDataTable table = new ChartDataTable();

    /** A sweep and the run it swept: its task, its first run seed, the rest of its command. */
    record Swept(RunSpec spec, SeedSweep sweep) {
        Swept {
            Objects.requireNonNull(spec, "spec");
            Objects.requireNonNull(sweep, "sweep");
        }
    }

    SeedSweepCell(String title) {
        super(title);
        getContent().setId("seed-sweep");
        body().add(chart, table);
        withCommand(() -> lastResult() == null
                ? ""
                : lastResult()
                        .spec()
                        .sweepCommand(lastResult().sweep().results().size()));
    }

    @Override
    protected void render(Swept swept) {
        ChartSpec spec = spec(swept);
        chart.setSpec(spec);
        table.show(spec);
    }

    /**
     * One point per run, at x = its run seed, in the correct or the wrong series: a run with no error label is a point
     * on zero, still coloured, where a bar would vanish. The axis runs one seed past each end, so no point sits on
     * its edge, half cut (issue 26: the runs were plotted at seed + 1 and the last one was clipped).
     */
    ChartSpec spec(Swept swept) {
        SeedSweep sweep = swept.sweep();
        boolean traced = sweep.results().stream().allMatch(r -> r.result().trace() != null);
        String title = getTranslation(
                "agent.seeds.chart",
                String.valueOf(swept.spec().task()),
                String.valueOf(sweep.correct()),
                String.valueOf(sweep.results().size()));
        String measure = getTranslation(traced ? "agent.seeds.errors" : "agent.seeds.episodes");
        List<Point> correct = new ArrayList<>();
        List<Point> wrong = new ArrayList<>();
        int top = 1;
        for (int k = 0; k < sweep.results().size(); k++) {
            SeedSweep.SeedResult r = sweep.results().get(k);
            int h = height(r.result(), traced);
            top = Math.max(top, h);
            (r.result().correct() ? correct : wrong)
                    .add(Point.of(
                            r.runSeed().doubleValue(),
                            h,
                            getTranslation("agent.seeds.point", r.runSeed().toString())));
        }
        return Charts.scatter(
                        title,
                        Axis.of(getTranslation(
                                "agent.seeds.x", swept.spec().runSeed().toString())),
                        Axis.of(measure))
                .withSeries(Series.points(getTranslation("agent.seeds.correct"), correct))
                .withSeries(Series.points(getTranslation("agent.seeds.wrong"), wrong))
                .withColors(List.of(CORRECT, WRONG))
                .withSubtitle(getTranslation("agent.seeds.colours")
                        + (sameTokens(sweep) ? " " + getTranslation("agent.seeds.same-tokens") : ""))
                .withXRange(
                        swept.spec().runSeed().doubleValue() - 1,
                        swept.spec().runSeed().doubleValue() + sweep.results().size())
                .withXFormat(ValueFormat.decimals(0))
                .withValueFormat(ValueFormat.decimals(0))
                .withYRange(0.0, (double) top + 1);
    }

    /** Whether every run spent the same tokens (then a token chart would be one flat row: issue 16). */
    static boolean sameTokens(SeedSweep sweep) {
        return sweep.results().stream().map(r -> r.result().tokens()).distinct().count() == 1;
    }

    /** The error labels of the run's trace, or the runs made for a config that keeps no trace. */
    static int height(RunResult result, boolean traced) {
        return traced
                ? Objects.requireNonNull(result.trace(), "a traced config's run keeps its trace")
                        .errors()
                        .size()
                : result.episodes();
    }
}
