package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import org.junit.jupiter.api.Test;

class CustomConfigDraftTest {

    @Test
    void theDraftScalesTheBasesErrorRatesAsScaledDoes() {
        AgentConfig c = new CustomConfigDraft("half", "plan_exec", 0.5, 0.0, 1, 1, 1.0).toConfig();
        assertThat(c).isEqualTo(AgentConfigs.PLAN_EXEC.scaled("half", 0.5).build());
        AgentConfig same = new CustomConfigDraft("copy", "retry3", 1.0, 0.0, 3, 1, 1.0).toConfig();
        assertThat(same).isEqualTo(AgentConfigs.byName("retry3").replace("copy").build());
    }

    @Test
    void badNamesAndValuesAreRefusedWithAReason() {
        assertThat(new CustomConfigDraft("plan_exec", "plan_exec", 1, 0, 1, 1, 1).nameProblem())
                .contains("configs.custom.name.taken");
        assertThat(new CustomConfigDraft("two words", "plan_exec", 1, 0, 1, 1, 1).nameProblem())
                .contains("configs.custom.name.invalid");
        assertThat(new CustomConfigDraft("ok_name", "plan_exec", 1, 0, 1, 1, 1).nameProblem())
                .isEmpty();
        assertThatThrownBy(() -> new CustomConfigDraft("x", "plan_exec", 20, 0, 1, 1, 1).toConfig())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be a probability");
        assertThatThrownBy(() -> new CustomConfigDraft("x", "perfect", 1, 0, 1, 1, 1).toConfig())
                .hasMessageContaining("unknown base");
    }
}
