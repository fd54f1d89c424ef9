package com.agenteval.workbench.lessons.shared;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.app.session.SimSession;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The /agent seed sweep through the shared result cache (issue 18): keyed by the run's full parameter spec. */
class SeedSweepCacheTest {

    private static final int RUNS = 3;

    private static RunSpec spec(AgentConfig config, long runSeed) {
        return new RunSpec(WorldSpec.lecture(), 10, BigInteger.ONE, false, config, BigInteger.valueOf(runSeed), 2);
    }

    private static SeedSweep sweep(SimSession session, ResultCache results, RunSpec spec) {
        World world = session.world(spec.world());
        List<Task> tasks = session.tasks(spec.world(), spec.tasks(), spec.taskSeed(), spec.newData());
        return SeedSweep.shared(results, world, tasks, spec, RUNS);
    }

    @Test
    void twoSessionsWithTheSameParametersGetTheSameSweepAndOtherParametersAnother() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SimSession alice = new SimSession(results);
        SimSession bob = new SimSession(results);
        SeedSweep first = sweep(alice, results, spec(AgentConfigs.PLAN_EXEC, 0));
        SeedSweep second = sweep(bob, results, spec(AgentConfigs.PLAN_EXEC, 0));
        SeedSweep otherSeed = sweep(bob, results, spec(AgentConfigs.PLAN_EXEC, 5));
        SeedSweep otherConfig = sweep(bob, results, spec(AgentConfigs.byName("direct"), 0));

        assertThat(second).isSameAs(first);
        assertThat(otherSeed).isNotSameAs(first);
        assertThat(otherSeed.results().get(0).runSeed()).isEqualTo(BigInteger.valueOf(5));
        assertThat(otherConfig).isNotSameAs(first);
        assertThat(otherConfig.spec().config().name()).isEqualTo("direct");
        assertThat(results.contains(SeedSweep.key(spec(AgentConfigs.PLAN_EXEC, 0), RUNS))).isTrue();
        // the cached sweep is the one computed directly: caching changes no number
        SeedSweep direct = SeedSweep.of(alice.world(WorldSpec.lecture()),
                alice.tasks(WorldSpec.lecture(), 10, BigInteger.ONE, false), spec(AgentConfigs.PLAN_EXEC, 0), RUNS);
        assertThat(first).isEqualTo(direct);
    }

    @Test
    void aStudentsOwnConfigIsSweptForThatStudentAloneAndNeverCached() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SimSession alice = new SimSession(results);
        AgentConfig mine = AgentConfigs.PLAN_EXEC.replace("mine").build();
        SeedSweep first = sweep(alice, results, spec(mine, 0));
        SeedSweep again = sweep(alice, results, spec(mine, 0));

        assertThat(again).isNotSameAs(first).isEqualTo(first);
        assertThat(results.contains(SeedSweep.key(spec(mine, 0), RUNS))).isFalse();
    }
}
