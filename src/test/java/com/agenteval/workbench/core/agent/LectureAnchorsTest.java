package com.agenteval.workbench.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The numbers students check against their lecture notes (world 14, 200 familiar tasks seed 1, run seed 0). */
class LectureAnchorsTest {

    private static final World WORLD = WorldSpec.lecture().make();
    private static final List<Task> TASKS = Tasks.make(WORLD, 200, 1, false);

    @Test
    void thePerfectAgentGets179Of200AndTheOther21AreStale() {
        PyRandom rng = new PyRandom(0);
        long ok = TASKS.stream()
                .filter(t -> Agent.runAgent(WORLD, t, AgentConfigs.PERFECT, rng).correct())
                .count();
        assertThat(ok).isEqualTo(179);
        assertThat(TASKS.stream().filter(Task::stale).count()).isEqualTo(21);
        assertThat(WORLD.stale()).hasSize(2);
    }

    @Test
    void planExecAccuracyIs072() {
        ConfigResults r = ConfigResults.run(WORLD, TASKS, AgentConfigs.PLAN_EXEC, 0, 1);
        assertThat(r.accuracy()).isEqualTo(0.72);
        assertThat(r.nCorrect()).isEqualTo(144);
        assertThat(r.tokensTotal()).isEqualTo(249480);
    }

    @Test
    void theSelfCheckTraceOfTheModule() {
        AgentConfig noisy =
                AgentConfigs.PLAN_EXEC.replace("noisy").pPlan(0.3).pSkip(0.2).build();
        Trace tr = Agent.runAgent(WORLD, TASKS.get(3), noisy, new PyRandom(5));
        assertThat(TraceFormatter.format(tr))
                .isEqualTo(String.join(
                        "\n",
                        "Q: What was the GDP of Dravia in 2020 (in $B)?",
                        "  [0] planner  PLAN: 1) db_lookup \u2192 v1  <end_plan>",
                        "  [1] executor CALL db_lookup(table='country_gdp', entity='Dravia', year='2020') \u2192 ERROR: "
                                + "parameter 'year' must be of type integer",
                        "  [2] executor CALL db_lookup(table='country_gdp', entity='Dravia', year=2020) \u2192 2623.3   "
                                + "read v1 = 2623.3",
                        "  [3] executor FINAL answer = 2623.3",
                        "  reference answer = 2623.3   \u2192 outcome correct",
                        "  label: TC     @1                     mode=bad_args, impact=low"));
        assertThat(tr.errors()).singleElement().satisfies(e -> {
            assertThat(e.benign()).isTrue();
            assertThat(e.recovered()).isTrue();
            assertThat(e.silent()).isFalse();
        });
    }

    @Test
    void thePerfectAgentFailsExactlyOnStaleTasksAndIsNeverLucky() {
        PyRandom rng = new PyRandom(0);
        for (Task t : TASKS) {
            Trace tr = Agent.runAgent(WORLD, t, AgentConfigs.PERFECT, rng);
            assertThat(tr.failedOnStaleData()).isEqualTo(t.stale());
            assertThat(tr.luckyCorrect()).isFalse();
            assertThat(tr.processClean()).isTrue();
        }
    }
}
