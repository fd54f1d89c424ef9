package com.agenteval.workbench.configs;

import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.serving.WarmupStep;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;

/** Warm-up: one comparison of the seven configs as {@code /configs} runs it at its defaults (22,400 runs). */
@Component
class ConfigsWarmup implements WarmupStep {

    @Override
    public String name() {
        return "configs";
    }

    @Override
    public void run() {
        WorldSpec spec = WorldSpec.lecture();
        // the page's defaults: both task sets, 200 tasks, seeds 1, 2 and 0, k = 8, rho 0.5
        ConfigComparison defaults = new ConfigComparison(spec, TaskSet.BOTH, 200, 1, 2, 0, 8, 0.5,
                ConfigComparison.withCustom(List.of()), Set.of());
        ConfigComparisons.run(World.make(spec), defaults);
    }
}
