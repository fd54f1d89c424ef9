package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConfigsWarmupTest {

    @Test
    void theFirstRoundLeavesTheDefaultComparisonInTheSharedCacheAndLaterRoundsDoNotUseIt() {
        ResultCache results = new ResultCache(new CacheProperties(16));
        SharedResults shared = new SharedResults(results);
        ConfigsWarmup warmup = new ConfigsWarmup(shared);
        warmup.run(true);
        warmup.run(false);
        assertThat(results.misses()).isEqualTo(1);
        // the page at its defaults: both task sets, 200 tasks, task seeds 1 and 2, run seed 0, k = 8, rho 0.5
        ConfigComparison atDefaults = new ConfigComparison(
                WorldSpec.lecture(),
                TaskSetChoice.BOTH,
                200,
                1,
                2,
                0,
                8,
                0.5,
                ConfigComparison.withCustom(List.of()),
                Set.of());
        shared.configScores(World.make(WorldSpec.lecture()), atDefaults);
        assertThat(results.misses()).isEqualTo(1);
        assertThat(results.hits()).isEqualTo(1);
    }
}
