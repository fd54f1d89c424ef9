package com.agenteval.workbench.core.params;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AgentConfigSpecTest {

    @Test
    void aStandardConfigIsItsName() {
        for (AgentConfig c : AgentConfigs.standard()) {
            assertThat(AgentConfigs.spec(c)).isEqualTo(c.name());
        }
    }

    @Test
    void aChangedStandardConfigNamesItsBaseAndOnlyTheChangedFields() {
        AgentConfig c = AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.9).build();
        assertThat(AgentConfigs.spec(c)).isEqualTo("{\"base\":\"plan_exec\",\"name\":\"plan_exec\",\"rho\":0.9}");
        assertThat(AgentConfigs.resolve(AgentConfigs.spec(c))).isEqualTo(c);
    }

    @Test
    void aCustomConfigResolvesToExactlyItself() {
        AgentConfig mine = AgentConfigs.byName("vote3")
                .scaled("careful", 0.3)
                .reflect(0.5)
                .attempts(2)
                .votes(5)
                .price(2.5)
                .build();
        assertThat(AgentConfigs.resolve(AgentConfigs.spec(mine))).isEqualTo(mine);
        AgentConfig odd = AgentConfig.builder("näme 'quoted'")
                .planner(false)
                .pSkip(0.1 + 0.2)
                .rho(0.0)
                .build();
        assertThat(AgentConfigs.spec(odd)).doesNotContain("base");
        assertThat(AgentConfigs.resolve(AgentConfigs.spec(odd))).isEqualTo(odd);
    }
}
