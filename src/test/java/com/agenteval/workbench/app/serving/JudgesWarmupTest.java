package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class JudgesWarmupTest {

    @Test
    void theFirstRoundLeavesTheLecturesDefaultJudgingInTheSharedCacheSoThePageHitsIt() {
        ResultCache results = new ResultCache(new CacheProperties(16));
        SharedResults shared = new SharedResults(results);
        new JudgesWarmup(shared).run(true);
        // the page at the lecture's defaults: plan_exec, 200 familiar tasks (task seed 1), run seed 0, world seed 14
        var atDefaults =
                JudgeComparison.params("plan_exec", false, 200, BigInteger.ONE, BigInteger.ZERO, WorldSpec.lecture());
        long missesAfterWarmup = results.misses();
        shared.judgeComparison(atDefaults);
        assertThat(results.misses()).isEqualTo(missesAfterWarmup);
        assertThat(results.hits()).isEqualTo(1);
    }
}
