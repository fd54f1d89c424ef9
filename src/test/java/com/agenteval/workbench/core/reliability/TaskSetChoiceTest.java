package com.agenteval.workbench.core.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The configs page's choices are the declared task_set options, and its comparison refuses in the spec's words. */
class TaskSetChoiceTest {

    @Test
    void theTaskSetsAreTheDeclaredOptions() {
        assertThat(Arrays.stream(TaskSetChoice.values()).map(TaskSetChoice::key).toList())
                .isEqualTo(Parameters.TASK_SET_CHOICE.options());
        assertThat(TaskSetChoice.of(Parameters.TASK_SET_CHOICE.defaultValue())).isEqualTo(TaskSetChoice.BOTH);
        assertThat(TaskSetChoice.of("new")).isEqualTo(TaskSetChoice.NEW_DATA);
        assertThatThrownBy(() -> TaskSetChoice.of("old"))
                .hasMessage("task_set must be one of familiar, new, both, got 'old'");
    }

    @Test
    void aComparisonOutsideThePagesRangesIsRefusedInTheDeclaredWords() {
        assertThatThrownBy(() -> comparison(1001, 8, 0.5)).hasMessage("tasks must be between 1 and 1000, got 1001");
        assertThatThrownBy(() -> comparison(200, 21, 0.5)).hasMessage("k must be between 1 and 20, got 21");
        assertThatThrownBy(() -> comparison(200, 8, 1.5)).hasMessage("rho must be a probability in [0, 1], got 1.5");
        assertThat(comparison(200, 8, 0.5).runs()).isEqualTo(8);
    }

    private static ConfigComparison comparison(int tasks, int runs, double rho) {
        return new ConfigComparison(
                WorldSpec.lecture(),
                TaskSetChoice.BOTH,
                tasks,
                1,
                2,
                0,
                runs,
                rho,
                List.of(AgentConfigs.PLAN_EXEC),
                Set.of());
    }
}
