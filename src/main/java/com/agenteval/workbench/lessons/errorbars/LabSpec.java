package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import java.util.Objects;

/**
 * What one run of the lab was started with, read from the page's parameters when its button was pressed: the job
 * computes from this value alone, and the result carries it, so the command line shown is the one that ran.
 *
 * @param world        the world
 * @param config       the config's text (a name or a code), before the lab's rho is applied
 * @param tasks        n, tasks per evaluation
 * @param k            runs per task
 * @param rho          the correlation every config runs with
 * @param replications M, fresh evaluations
 * @param statsSeed    the seed of the draws
 * @param versus       the second config of the power check
 */
record LabSpec(
        WorldSpec world, String config, int tasks, int k, double rho, int replications, long statsSeed, String versus) {

    LabSpec {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(versus, "versus");
    }

    /** The lab's config as it runs: with the lab's rho. */
    AgentConfig runs() {
        return withRho(ConfigCodes.resolve(config));
    }

    /** The power check's second config as it runs. */
    AgentConfig versusRuns() {
        return withRho(ConfigCodes.resolve(versus));
    }

    /** The seven standard configs as they run here (the truth table and the leaderboard). */
    List<AgentConfig> seven() {
        return AgentConfigs.standard().stream().map(this::withRho).toList();
    }

    private AgentConfig withRho(AgentConfig c) {
        return c.replace(c.name()).rho(rho).build();
    }
}
