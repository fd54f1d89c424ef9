package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConfigScoreIntervalsTest {

    private static final World WORLD = WorldSpec.lecture().make();

    @Test
    void aScoreGivesTheIntervalsOfItsRunsThemselves() {
        // the configs lesson keeps a correct count and a cost per task; from them the same intervals as
        // ConfigIntervals computes from the runs (the same resamples, the same estimators)
        ConfigComparison c = new ConfigComparison(
                WORLD.spec(), TaskSetChoice.FAMILIAR, 60, 1, 2, 0, 8, 0.6, AgentConfigs.standard(), Set.of());
        List<ConfigScore> scores = c.run(WORLD);
        List<ConfigScoreIntervals> all = ConfigScoreIntervals.of(scores, 2000, 0L);
        for (int i = 0; i < scores.size(); i++) {
            ConfigScore s = scores.get(i);
            ConfigResults r = ConfigResults.run(WORLD, Tasks.make(WORLD, 60, 1, false), s.config(), 0, 8);
            ConfigIntervals expected = ConfigIntervals.of(r, 2000, 0L);
            ConfigScoreIntervals got = all.get(i);
            assertThat(got.accuracyMean()).isEqualTo(expected.accuracy());
            assertThat(got.accuracyBootstrap()).isEqualTo(expected.accuracyBootstrap());
            assertThat(got.meanCost()).isEqualTo(expected.meanCostBootstrap());
            assertThat(got.passHat())
                    .isEqualTo(expected.passK().stream()
                            .map(ConfigIntervals.PassKInterval::passHatCi95)
                            .toList());
            assertThat(got.accuracy(IntervalMethod.CLUSTERED))
                    .isEqualTo(expected.accuracy().ci95Clustered());
            assertThat(got.accuracy(IntervalMethod.NAIVE))
                    .isEqualTo(expected.accuracy().ci95Naive());
            assertThat(got.accuracy(IntervalMethod.BOOTSTRAP)).isEqualTo(expected.accuracyBootstrap());
        }
    }

    @Test
    void bothSetsPoolTheirTasksAsClusters() {
        ConfigComparison c = new ConfigComparison(
                WORLD.spec(), TaskSetChoice.BOTH, 30, 1, 2, 0, 4, 0.5, List.of(AgentConfigs.PLAN_EXEC), Set.of());
        ConfigScore s = c.run(WORLD).get(0);
        ConfigScoreIntervals ci = ConfigScoreIntervals.of(s, 500, 3L);
        assertThat(ci.accuracyMean().nTasks()).isEqualTo(60);
        assertThat(ci.accuracyMean().nRuns()).isEqualTo(240);
        assertThat(ci.accuracyMean().mean()).isEqualTo(s.accuracy());
        assertThat(ci.meanCost().contains(s.meanCost())).isTrue();
        assertThat(ci.passHat()).hasSize(4);
    }

    @Test
    void thePairedDifferenceByHand() {
        // two runs per task; A: 2, 1, 0 correct (1, 0.5, 0); B: 1, 1, 0 (0.5, 0.5, 0): d = 0.5, 0, 0
        ConfigScore a = score(new int[] {2, 1, 0});
        ConfigScore b = score(new int[] {1, 1, 0});
        PairedDifference d = ConfigScoreIntervals.paired(a, b);
        // mean 1/6; sd(d, ddof=1) = sqrt(1/12); SE = sqrt(1/12)/sqrt(3) = 1/6; t(0.975, 2) = 4.302652729749464
        assertThat(d.meanDifference()).isCloseTo(1.0 / 6, within(1e-15));
        assertThat(d.se()).isCloseTo(1.0 / 6, within(1e-15));
        assertThat(d.ci95().lo()).isCloseTo(1.0 / 6 - 4.302652729749464 / 6, within(1e-12));
        assertThat(d.ci95().hi()).isCloseTo(1.0 / 6 + 4.302652729749464 / 6, within(1e-12));
        assertThat(d.distinguishes()).isFalse();
        // r of (1, 0.5, 0) and (0.5, 0.5, 0): Σ products of deviations 1/4 over sqrt(1/2 · 1/6)
        assertThat(d.correlation()).isCloseTo(0.25 / Math.sqrt(0.5 / 6), within(1e-12));
    }

    @Test
    void theSwitchOffersEveryMethodInOrder() {
        assertThat(Parameters.ERROR_BARS.options()).isEqualTo(IntervalMethod.keys());
        assertThat(IntervalMethod.of(Parameters.ERROR_BARS.defaultValue())).isEqualTo(IntervalMethod.CLUSTERED);
    }

    private static ConfigScore score(int[] correct) {
        int runs = 0;
        int ok = 0;
        for (int c : correct) {
            runs += 2;
            ok += c;
        }
        return new ConfigScore(
                AgentConfigs.PLAN_EXEC,
                false,
                List.of(new ConfigScore.SetScore(
                        TaskSetChoice.FAMILIAR, runs, ok, 0, 0.0, correct, new double[correct.length])),
                PassK.table(correct, 2));
    }
}
