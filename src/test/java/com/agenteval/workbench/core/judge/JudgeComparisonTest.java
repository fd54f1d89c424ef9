package com.agenteval.workbench.core.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class JudgeComparisonTest {

    private static final SimParams NOISY_20 =
            JudgeComparison.params("noisy", false, 20, BigInteger.ONE, BigInteger.ZERO, WorldSpec.lecture());

    @Test
    void bothJudgesScoreTheSameTraceSetAndEachCardIsFoundByItsName() {
        JudgeComparison c = JudgeComparison.of(NOISY_20);
        assertThat(c.set().traces()).hasSize(20);
        assertThat(c.card("outcome")).isSameAs(c.outcome());
        assertThat(c.card("rules")).isSameAs(c.rules());
        assertThat(c.metricRows()).hasSize(Metric.values().length);
        // the noisy agent makes errors for the rule judge to find, which the outcome-only judge cannot locate
        assertThat(c.rules().joint().share()).isGreaterThan(c.outcome().joint().share());
    }

    @Test
    void theJudgeCommandIsTheTraceSetsSimOptionsAfterTheJudgeName() {
        JudgeComparison c = JudgeComparison.of(NOISY_20);
        String line = c.commandLine("rules");
        assertThat(line).startsWith("judge --judge rules --tasks 20 --config ");
        assertThat(line.substring("judge --judge rules".length()))
                .isEqualTo(NOISY_20.commandLine().substring("sim --mode traces".length()));
        assertThat(JudgeComparison.share(Double.NaN)).isEqualTo("—");
        assertThat(JudgeComparison.share(0.125)).isEqualTo("0.12");
    }
}
