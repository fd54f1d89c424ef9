package com.agenteval.workbench.app.serving;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.function.BiConsumer;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Warm-up: the truth table {@code /error-bars} shows at its defaults, the seven standard configs' true accuracies
 * at the lab's rho on the lecture's world (20,000 tasks each), computed once through the shared results, so the first
 * student to open the lesson does not wait for them. Later rounds do nothing: the truths are cached for everyone,
 * and the lab's own code is warmed by the first student's run.
 */
@Component
class ErrorBarsWarmup implements WarmupStep {

    private final BiConsumer<World, AgentConfig> truth;

    @Autowired
    ErrorBarsWarmup(SharedResults shared) {
        this(shared::truth);
    }

    /** @param truth computes (and keeps) a config's truth on a world, as the page asks for it */
    ErrorBarsWarmup(BiConsumer<World, AgentConfig> truth) {
        this.truth = truth;
    }

    @Override
    public String name() {
        return "error-bars";
    }

    @Override
    public void run(boolean first) {
        if (!first) {
            return;
        }
        World world = World.make(WorldSpec.lecture());
        for (AgentConfig c : AgentConfigs.standard()) {
            truth.accept(world, c.replace(c.name()).rho(Parameters.LAB_RHO).build());
        }
    }
}
