package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorBarsWarmupTest {

    @Test
    void theFirstRoundAsksForTheSevenTruthsThePageShowsAtItsDefaultsAndLaterRoundsForNone() {
        List<String> asked = new ArrayList<>();
        List<WorldSpec> worlds = new ArrayList<>();
        ErrorBarsWarmup warmup = new ErrorBarsWarmup((world, config) -> {
            worlds.add(world.spec());
            asked.add(config.name() + " rho=" + config.rho());
        });
        warmup.run(true);
        warmup.run(false);
        // /error-bars at its defaults: the lecture's world, the seven standard configs, each at the lab's rho 0.6
        assertThat(asked)
                .containsExactly(
                        "direct rho=0.6",
                        "react rho=0.6",
                        "plan_exec rho=0.6",
                        "plan_exec+reflect rho=0.6",
                        "retry3 rho=0.6",
                        "vote3 rho=0.6",
                        "plan_exec_large rho=0.6");
        assertThat(worlds).containsOnly(WorldSpec.lecture());
    }

    @Test
    void aConfigAtTheLabsRhoIsTheOneThePageBuilds() {
        List<AgentConfig> asked = new ArrayList<>();
        new ErrorBarsWarmup((world, config) -> asked.add(config)).run(true);
        assertThat(asked).allSatisfy(c -> assertThat(c.rho()).isEqualTo(0.6));
    }
}
