package com.agenteval.workbench.lessons.agent;

import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_TASKS;
import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_WORLD;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Point;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** "Run again, ten times" shows what varies between runs, and which runs were right. */
class SeedSweepCellTest {

    private static SeedSweepCell.Swept lectureSweep(String config, int task) {
        RunSpec spec = RunSpec.lecture(AgentConfigs.byName(config), task).withRunSeed(BigInteger.ZERO);
        return new SeedSweepCell.Swept(
                spec,
                SeedSweep.of(
                        spec.runSeed(), SeedSweep.RUNS, AgentRuns.strategyBySeed(LECTURE_WORLD, LECTURE_TASKS, spec)));
    }

    @Test
    void runsAreSplitIntoCorrectAndWrongAndTheirHeightIsTheTracesErrorLabels() {
        SeedSweepCell.Swept swept = lectureSweep("plan_exec", 3);
        SeedSweep sweep = swept.sweep();
        ChartSpec spec = new SeedSweepCell("t").spec(swept);
        assertThat(spec.colors()).containsExactly(SeedSweepCell.CORRECT, SeedSweepCell.WRONG);
        List<Point> correct = spec.series().get(0).points();
        List<Point> wrong = spec.series().get(1).points();
        assertThat(correct.size() + wrong.size()).isEqualTo(SeedSweep.RUNS);
        assertThat(correct.size()).isEqualTo(sweep.correct());
        for (Point p : correct) {
            var r = sweep.results().get((int) p.x()).result(); // the sweep starts at run seed 0
            assertThat(r.correct()).isTrue();
            assertThat(p.y()).isEqualTo(r.trace().errors().size());
        }
        for (Point p : wrong) {
            assertThat(sweep.results().get((int) p.x()).result().correct()).isFalse();
        }
        // each run at its own run seed, the axis one seed wider at each end: no point on the edge (issue 26)
        assertThat(spec.xMin()).isEqualTo(-1.0);
        assertThat(spec.xMax()).isEqualTo((double) SeedSweep.RUNS);
        assertThat(Stream.concat(correct.stream(), wrong.stream())
                        .mapToDouble(Point::x)
                        .sorted()
                        .toArray())
                .containsExactly(
                        IntStream.range(0, SeedSweep.RUNS).asDoubleStream().toArray());
        // a run without error labels is still a visible point, on zero
        assertThat(spec.yMin()).isZero();
        assertThat(spec.yMax())
                .isGreaterThan(correct.stream().mapToDouble(Point::y).max().orElse(0));
    }

    @Test
    void tokensAreTheSameForEverySeedOfTheDefaultRunSoTheyCannotBeWhatTheChartShows() {
        // why the chart does not plot tokens (issue 16); the subtitle says so only when it is true
        assertThat(SeedSweepCell.sameTokens(lectureSweep("plan_exec", 0).sweep()))
                .isTrue();
        assertThat(SeedSweepCell.sameTokens(lectureSweep("plan_exec", 3).sweep()))
                .isFalse();
    }

    @Test
    void somewhereInTheLectureTasksTheHeightsVaryAcrossSeeds() {
        boolean varies = false;
        for (int task = 0; task < 20 && !varies; task++) {
            SeedSweep sweep = lectureSweep("plan_exec", task).sweep();
            varies = sweep.results().stream()
                            .map(r -> SeedSweepCell.height(r.result(), true))
                            .distinct()
                            .count()
                    > 1;
        }
        assertThat(varies).isTrue();
    }

    @Test
    void aConfigWithoutTraceCountsItsRuns() {
        SeedSweepCell.Swept swept = lectureSweep("direct", 0);
        SeedSweep sweep = swept.sweep();
        ChartSpec spec = new SeedSweepCell("t").spec(swept);
        assertThat(sweep.results().get(0).result().trace()).isNull();
        assertThat(spec.series().stream().flatMap(s -> s.points().stream())).allMatch(p -> p.y() == 0.0);
        assertThat(spec.yAxis().title())
                .isNotEqualTo(new SeedSweepCell("t")
                        .spec(lectureSweep("react", 0))
                        .yAxis()
                        .title());
    }
}
