package com.agenteval.workbench.lessons.shared;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigKnobsTest {

    @Test
    void everyKnobIsAParameterNamedAfterItsFieldStartingAtPlanExec() {
        ConfigKnobs knobs = ConfigKnobs.addTo(new ParametersCell("k"), k -> k, true);
        assertThat(knobs.fields()).isEqualTo(AgentConfig.FIELDS);
        assertThat(knobs.config())
                .isEqualTo(AgentConfigs.PLAN_EXEC.replace(ConfigKnobs.CUSTOM).build());
        // the link format of a config is the knobs' own URL format
        Map<String, String> query = ConfigKnobs.query(AgentConfigs.PLAN_EXEC);
        for (Param<?> p : knobs.params()) {
            assertThat(format(p)).as(p.key()).isEqualTo(query.get(p.key()));
        }
    }

    @Test
    void knobValuesMakeTheCustomConfig() {
        ConfigKnobs knobs = ConfigKnobs.addTo(new ParametersCell("k"), k -> k, true);
        param(knobs, "p_skip").set(0.5);
        param(knobs, "rho").set(0.9);
        assertThat(knobs.config())
                .isEqualTo(AgentConfigs.PLAN_EXEC
                        .replace("custom")
                        .pSkip(0.5)
                        .rho(0.9)
                        .build());
    }

    @Test
    void withoutStrategyKnobsARunKeepsOneAttemptOneVoteAndTools() {
        ConfigKnobs knobs = ConfigKnobs.addTo(new ParametersCell("k"), k -> k, false);
        assertThat(knobs.fields())
                .doesNotContainAnyElementsOf(ConfigKnobs.STRATEGY_KNOBS)
                .hasSize(14);
        AgentConfig c = knobs.config();
        assertThat(c.tools()).isTrue();
        assertThat(c.attempts()).isEqualTo(1);
        assertThat(c.votes()).isEqualTo(1);
    }

    private static DecimalParam param(ConfigKnobs knobs, String key) {
        return (DecimalParam) knobs.params().stream()
                .filter(p -> p.key().equals(key))
                .findFirst()
                .orElseThrow();
    }

    private static <T> String format(Param<T> p) {
        return p.format(p.value());
    }
}
