package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigIntervalsTest {

    private static final World WORLD = WorldSpec.lecture().make();
    private static final List<Task> TASKS = Tasks.make(WORLD, 60, 1, false);

    @Test
    void pointValuesAreSimsAndIntervalsHoldThem() {
        ConfigResults r = ConfigResults.run(WORLD, TASKS, AgentConfigs.PLAN_EXEC, 0, 8);
        ConfigIntervals ci = ConfigIntervals.of(r, 2000, 0L);
        assertThat(ci.passK()).hasSize(8);
        for (int k = 0; k < 8; k++) {
            ConfigIntervals.PassKInterval p = ci.passK().get(k);
            assertThat(p.point()).isEqualTo(r.passK().get(k));
            assertThat(p.passHatCi95().contains(p.point().passHat())).isTrue();
            assertThat(p.passAtCi95().contains(p.point().passAt())).isTrue();
        }
        assertThat(ci.accuracy().mean()).isEqualTo(r.accuracy());
        assertThat(ci.accuracyBootstrap().contains(r.accuracy())).isTrue();
        assertThat(ci.meanCost()).isEqualTo(r.meanCost());
        assertThat(ci.meanCostBootstrap().contains(r.meanCost())).isTrue();
        // pass^1 is the accuracy: on the same resamples, the same interval
        assertThat(ci.passK().get(0).passHatCi95()).isEqualTo(ci.accuracyBootstrap());
        // the cluster bootstrap of the accuracy agrees with the clustered SE (same quantity, two methods)
        double bootstrapHalf = ci.accuracyBootstrap().width() / 2;
        double clusteredHalf = ci.accuracy().ci95Clustered().width() / 2;
        assertThat(bootstrapHalf).isBetween(0.8 * clusteredHalf, 1.2 * clusteredHalf);
        assertThat(ConfigIntervals.of(r, 2000, 0L)).isEqualTo(ci);
    }

    @Test
    void aDeterministicAgentHasOnePassKAtEveryK() {
        // the perfect agent answers each task the same way every time: pass^k = pass@k = accuracy for every k
        ConfigResults r = ConfigResults.run(WORLD, TASKS, AgentConfigs.PERFECT, 0, 4);
        ConfigIntervals ci = ConfigIntervals.of(r, 1000, 5L);
        for (ConfigIntervals.PassKInterval p : ci.passK()) {
            assertThat(p.passHatCi95()).isEqualTo(ci.accuracyBootstrap());
            assertThat(p.passAtCi95()).isEqualTo(ci.accuracyBootstrap());
        }
    }
}
