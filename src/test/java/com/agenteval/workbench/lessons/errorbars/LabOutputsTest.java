package com.agenteval.workbench.lessons.errorbars;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lab's results as the page shows them, from hand-made results: rows, forest plot, figures, command. */
class LabOutputsTest {

    private static final LabSpec SPEC = new LabSpec(WorldSpec.lecture(), "plan_exec", 30, 8, 0.6, 100, 7L, "react");
    private final LabOutputs out = new LabOutputs((key, args) -> key + Arrays.toString(args));

    private static LabRuns.CoverageRun run() {
        CoverageLab.Truth truth = new CoverageLab.Truth(0.70, 0.003, 20_000);
        List<CoverageLab.Replication> first = List.of(
                // covers with all three
                new CoverageLab.Replication(
                        0, 0.71, new Interval(0.68, 0.74), new Interval(0.65, 0.77), new Interval(0.66, 0.76)),
                // the naive interval misses, the clustered and bootstrap ones cover
                new CoverageLab.Replication(
                        1, 0.75, new Interval(0.72, 0.78), new Interval(0.69, 0.81), new Interval(0.695, 0.80)),
                // the truth on the naive interval's end is covered (a closed interval)
                new CoverageLab.Replication(
                        2, 0.66, new Interval(0.62, 0.70), new Interval(0.58, 0.74), new Interval(0.59, 0.73)));
        CoverageLab.Coverage c = new CoverageLab.Coverage(
                truth,
                30,
                8,
                100,
                new CoverageLab.MethodCoverage(0.62, 0.0485, 0.061),
                new CoverageLab.MethodCoverage(0.94, 0.0237, 0.118),
                new CoverageLab.MethodCoverage(0.93, 0.0255, 0.112),
                first);
        return new LabRuns.CoverageRun(SPEC, c);
    }

    @Test
    void theForestPlotSplitsTheIntervalsIntoHitsAndMissesAsSegmentsAtTheirReplication() {
        ChartSpec naive = out.forest(run(), "naive");
        assertThat(naive.series()).hasSize(2);
        Series hits = naive.series().get(0);
        Series misses = naive.series().get(1);
        assertThat(hits.style()).isEqualTo(Series.Style.ERROR_BARS);
        assertThat(hits.points())
                .containsExactly(
                        Point.of(0.68, 1, "#1"),
                        Point.of(0.74, 1, "#1"),
                        Point.of(0.62, 3, "#3"),
                        Point.of(0.70, 3, "#3"));
        assertThat(misses.points()).containsExactly(Point.of(0.72, 2, "#2"), Point.of(0.78, 2, "#2"));
        assertThat(naive.colors()).isEqualTo(LabOutputs.HIT_MISS);
        assertThat(naive.referenceLines())
                .containsExactly(ReferenceLine.vertical(0.70, "errorbars.forest.truth[0.700]"));
        assertThat(naive.yMax()).isEqualTo(4.0);
        // the x axis spans the intervals and the truth in steps of 0.05, not 0 to 1
        assertThat(naive.xMin()).isEqualTo(0.6);
        assertThat(naive.xMax()).isEqualTo(0.8);

        ChartSpec clustered = out.forest(run(), "clustered");
        assertThat(clustered.series().get(0).points()).hasSize(6);
        assertThat(clustered.series().get(1).points()).isEmpty();
        assertThat(clustered.title()).isEqualTo("errorbars.forest.title[errorbars.method.clustered[], 3]");
    }

    @Test
    void theCoverageRowsAreTheThreeMethodsInOrder() {
        List<LabOutputs.MethodRow> rows = LabOutputs.methodRows(run(), m -> "~" + m);
        assertThat(rows).extracting(LabOutputs.MethodRow::method).containsExactly("~naive", "~clustered", "~bootstrap");
        assertThat(rows.get(1).coverage()).isEqualTo(0.94);
        assertThat(rows.get(2).meanWidth()).isEqualTo(0.112);
        assertThat(LabOutputs.percent(0.94)).isEqualTo("94.0%");
        assertThat(LabOutputs.points(0.0237)).isEqualTo("2.4");
    }

    @Test
    void powerFiguresSayWhenNoPracticalNumberOfTasksWouldDo() {
        List<KeyFigure> found = out.powerFigures(
                new LabRuns.PowerRun(SPEC, new CoverageLab.PowerCheck(0.0104, 0.52, 19_721, 0.81, 0.039, 100)));
        assertThat(found).extracting(KeyFigure::value).containsExactly("+0.010", "0.520", "19,721", "81.0% ± 3.9");
        List<KeyFigure> none = out.powerFigures(
                new LabRuns.PowerRun(SPEC, new CoverageLab.PowerCheck(0.0, 0.4, null, Double.NaN, Double.NaN, 0)));
        assertThat(none)
                .extracting(KeyFigure::value)
                .contains("errorbars.power.none[]", "errorbars.power.not-simulated[]");
    }

    @Test
    void theCommandIsStatsCoverageWithTheSimOptionsOfTheLab() {
        assertThat(LabOutputs.coverageCommand(SPEC))
                .isEqualTo("java -jar target/workbench.jar stats coverage"
                        + " --tasks 30 --config '{\"base\":\"plan_exec\",\"name\":\"plan_exec\",\"rho\":0.6}' --repeats 8"
                        + " --replications 100 --stats-seed 7");
        LabSpec atItsOwnRho = new LabSpec(WorldSpec.of(3), "direct", 200, 1, 0.5, 1000, 0L, "react");
        assertThat(LabOutputs.coverageCommand(atItsOwnRho))
                .isEqualTo("java -jar target/workbench.jar stats coverage"
                        + " --world-seed 3 --config direct --replications 1000 --stats-seed 0");
    }
}
