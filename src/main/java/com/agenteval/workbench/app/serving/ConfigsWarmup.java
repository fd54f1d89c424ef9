package com.agenteval.workbench.app.serving;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * Warm-up: the comparison of the seven configs as {@code /configs} runs it at its declared defaults (22,400 runs).
 * The first round goes through the shared results (see {@link WarmupStep#run}).
 */
@Component
class ConfigsWarmup implements WarmupStep {

    private final SharedResults shared;

    ConfigsWarmup(SharedResults shared) {
        this.shared = shared;
    }

    @Override
    public String name() {
        return "configs";
    }

    @Override
    public void run(boolean first) {
        WorldSpec spec = WorldSpec.lecture();
        ConfigComparison defaults = new ConfigComparison(
                spec,
                TaskSetChoice.of(Parameters.TASK_SET_CHOICE.defaultValue()),
                ConfigComparison.TASKS.intValue(ConfigComparison.TASKS.defaultValue()),
                Parameters.TASK_SEED.defaultValue().longValueExact(),
                Parameters.NEW_TASK_SEED.defaultValue().longValueExact(),
                Parameters.RUN_SEED.defaultValue().longValueExact(),
                ConfigComparison.K.intValue(ConfigComparison.K.defaultValue()),
                Parameters.RHO.defaultValue(),
                ConfigComparison.withCustom(List.of()),
                Set.of());
        World world = World.make(spec);
        if (first) {
            shared.configScores(world, defaults);
        } else {
            defaults.run(world);
        }
    }
}
