package com.agenteval.workbench.app.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The lessons' calculations from the shared cache (issue 18): the same parameters give the same object in every
 * session, other parameters another, and a student's own config is never cached.
 */
class SharedResultsTest {

    private static final World LECTURE = WorldSpec.lecture().make();
    private static final int RUNS = 3;

    private static ConfigComparison comparison(int tasks, double rho, List<AgentConfig> custom) {
        return new ConfigComparison(
                LECTURE.spec(),
                TaskSetChoice.FAMILIAR,
                tasks,
                1,
                2,
                0,
                2,
                rho,
                ConfigComparison.withCustom(custom),
                Set.copyOf(custom.stream().map(AgentConfig::name).toList()));
    }

    @Test
    void twoSessionsWithTheSameParametersGetTheSameScoresAndOtherParametersOthers() {
        SharedResults shared = new SharedResults(new ResultCache(new CacheProperties(256)));
        List<ConfigScore> alice = shared.configScores(LECTURE, comparison(10, 0.5, List.of()));
        List<ConfigScore> bob = shared.configScores(LECTURE, comparison(10, 0.5, List.of()));
        List<ConfigScore> carol = shared.configScores(LECTURE, comparison(10, 0.25, List.of()));
        assertThat(alice).isSameAs(bob);
        assertThat(carol).isNotSameAs(alice);
        assertThat(carol.get(0).config().rho()).isEqualTo(0.25);
        // caching changes no number
        assertThat(alice.stream().map(ConfigScore::passK).toList())
                .isEqualTo(comparison(10, 0.5, List.of()).run(LECTURE).stream()
                        .map(ConfigScore::passK)
                        .toList());
    }

    @Test
    void aComparisonWithAStudentsOwnConfigIsNotCached() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SharedResults shared = new SharedResults(results);
        AgentConfig mine = AgentConfigs.PLAN_EXEC.replace("mine").build();
        ConfigComparison withMine = comparison(10, 0.5, List.of(mine));
        List<ConfigScore> first = shared.configScores(LECTURE, withMine);
        List<ConfigScore> second = shared.configScores(LECTURE, withMine);
        assertThat(second).isNotSameAs(first);
        assertThat(second.get(second.size() - 1).config().name()).isEqualTo("mine");
        assertThat(results.contains(SharedResults.configKey(withMine))).isFalse();
        assertThat(results.misses() + results.hits()).isZero();
    }

    @Test
    void anInterruptedComparisonStopsBetweenConfigRunsAndLeavesNothingCached() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SharedResults shared = new SharedResults(results);
        ConfigComparison c = comparison(10, 0.5, List.of());
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> shared.configScores(LECTURE, c)).isInstanceOf(CancelledException.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(results.contains(SharedResults.configKey(c))).isFalse();
    }

    @Test
    void theJudgesComparisonIsJudgedOncePerParameters() {
        ResultCache results = new ResultCache(new CacheProperties(64));
        SharedResults shared = new SharedResults(results);
        SimParams p =
                JudgeComparison.params("plan_exec", false, 20, BigInteger.ONE, BigInteger.ZERO, WorldSpec.lecture());
        SimParams other =
                JudgeComparison.params("plan_exec", false, 20, BigInteger.ONE, BigInteger.ONE, WorldSpec.lecture());
        JudgeComparison first = shared.judgeComparison(p);
        assertThat(shared.judgeComparison(p)).isSameAs(first);
        assertThat(shared.judgeComparison(other)).isNotSameAs(first);
        assertThat(results.contains(SharedResults.judgeKey(p))).isTrue();
        assertThat(first.outcome()).isEqualTo(JudgeComparison.of(p).outcome());
    }

    private static RunSpec spec(AgentConfig config, long runSeed) {
        return new RunSpec(WorldSpec.lecture(), 10, BigInteger.ONE, false, config, BigInteger.valueOf(runSeed), 2);
    }

    /** The sweep as /agent asks for it: keyed by the run's full parameter spec. */
    private static SeedSweep sweep(SimSession session, SharedResults shared, RunSpec spec) {
        World world = session.world(spec.world());
        List<Task> tasks = session.tasks(spec.world(), spec.tasks(), spec.taskSeed(), spec.newData());
        return shared.seedSweep(
                spec,
                spec.standardConfig(),
                spec.runSeed(),
                RUNS,
                seed -> AgentRuns.strategy(world, tasks, spec.config(), seed, spec.task()));
    }

    @Test
    void twoSessionsWithTheSameParametersGetTheSameSweepAndOtherParametersAnother() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SharedResults shared = new SharedResults(results);
        SimSession alice = new SimSession(results);
        SimSession bob = new SimSession(results);
        SeedSweep first = sweep(alice, shared, spec(AgentConfigs.PLAN_EXEC, 0));
        SeedSweep second = sweep(bob, shared, spec(AgentConfigs.PLAN_EXEC, 0));
        SeedSweep otherSeed = sweep(bob, shared, spec(AgentConfigs.PLAN_EXEC, 5));
        SeedSweep otherConfig = sweep(bob, shared, spec(AgentConfigs.byName("direct"), 0));

        assertThat(second).isSameAs(first);
        assertThat(otherSeed).isNotSameAs(first);
        assertThat(otherSeed.results().get(0).runSeed()).isEqualTo(BigInteger.valueOf(5));
        assertThat(otherConfig).isNotSameAs(first).isNotEqualTo(first);
        assertThat(results.contains(SharedResults.sweepKey(spec(AgentConfigs.PLAN_EXEC, 0), BigInteger.ZERO, RUNS)))
                .isTrue();
        // the cached sweep is the one computed directly: caching changes no number
        RunSpec s = spec(AgentConfigs.PLAN_EXEC, 0);
        List<Task> tasks = alice.tasks(WorldSpec.lecture(), 10, BigInteger.ONE, false);
        SeedSweep direct = SeedSweep.of(
                BigInteger.ZERO,
                RUNS,
                seed -> AgentRuns.strategy(alice.world(WorldSpec.lecture()), tasks, s.config(), seed, s.task()));
        assertThat(first).isEqualTo(direct);
    }

    @Test
    void aStudentsOwnConfigIsSweptForThatStudentAloneAndNeverCached() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SharedResults shared = new SharedResults(results);
        SimSession alice = new SimSession(results);
        AgentConfig mine = AgentConfigs.PLAN_EXEC.replace("mine").build();
        SeedSweep first = sweep(alice, shared, spec(mine, 0));
        SeedSweep again = sweep(alice, shared, spec(mine, 0));

        assertThat(again).isNotSameAs(first).isEqualTo(first);
        assertThat(results.contains(SharedResults.sweepKey(spec(mine, 0), BigInteger.ZERO, RUNS)))
                .isFalse();
    }
}
