package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.jobs.CancelledException;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The configs comparison from the shared cache: the same for every student, never with a student's own config. */
class SharedScoresTest {

    private static final World LECTURE = WorldSpec.lecture().make();

    private static ConfigComparison comparison(int tasks, double rho, List<AgentConfig> custom) {
        return new ConfigComparison(LECTURE.spec(), TaskSet.FAMILIAR, tasks, 1, 2, 0, 2, rho,
                ConfigComparison.withCustom(custom), Set.copyOf(custom.stream().map(AgentConfig::name).toList()));
    }

    @Test
    void twoSessionsWithTheSameParametersGetTheSameScoresAndOtherParametersOthers() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        List<ConfigScore> alice = ConfigComparisons.shared(results, LECTURE, comparison(10, 0.5, List.of()));
        List<ConfigScore> bob = ConfigComparisons.shared(results, LECTURE, comparison(10, 0.5, List.of()));
        List<ConfigScore> carol = ConfigComparisons.shared(results, LECTURE, comparison(10, 0.25, List.of()));
        assertThat(alice).isSameAs(bob);
        assertThat(carol).isNotSameAs(alice);
        assertThat(carol.get(0).config().rho()).isEqualTo(0.25);
    }

    @Test
    void aComparisonWithAStudentsOwnConfigIsNotCached() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        AgentConfig mine = AgentConfigs.PLAN_EXEC.replace("mine").build();
        ConfigComparison withMine = comparison(10, 0.5, List.of(mine));
        List<ConfigScore> first = ConfigComparisons.shared(results, LECTURE, withMine);
        List<ConfigScore> second = ConfigComparisons.shared(results, LECTURE, withMine);
        assertThat(second).isNotSameAs(first);
        assertThat(second.get(second.size() - 1).config().name()).isEqualTo("mine");
        assertThat(results.contains(ConfigComparisons.key(withMine))).isFalse();
        assertThat(results.misses() + results.hits()).isZero();
    }

    @Test
    void anInterruptedComparisonStopsBetweenConfigRuns() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> ConfigComparisons.run(LECTURE, comparison(10, 0.5, List.of())))
                    .isInstanceOf(CancelledException.class);
        } finally {
            Thread.interrupted();
        }
    }
}
