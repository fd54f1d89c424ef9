package com.agenteval.workbench.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Properties of the episode beyond the oracle goldens: shortcuts that must not change anything. */
class AgentTest {

    private static final World WORLD = WorldSpec.lecture().make();
    private static final List<Task> TASKS = tasks(WORLD);
    private static final AgentConfig NOISY = AgentConfigs.PLAN_EXEC
            .replace("noisy")
            .pPlan(0.4)
            .pTool(0.4)
            .pArgs(0.5)
            .pSkip(0.3)
            .pIgnore(0.4)
            .pLoop(0.4)
            .pSlip(0.4)
            .pFormat(0.5)
            .pRecover(0.4)
            .build();

    /** The pass^k benchmark's 400 tasks (sim --bench): 200 familiar and 200 new-data ones. */
    private static List<Task> tasks(World world) {
        List<Task> tasks = new ArrayList<>(Tasks.make(world, 200, TaskSets.FAMILIAR.seed(), false));
        tasks.addAll(Tasks.make(world, 200, TaskSets.NEW_DATA.seed(), true));
        return tasks;
    }

    private static List<AgentConfig> configs() {
        List<AgentConfig> all = new ArrayList<>(AgentConfigs.standard());
        all.add(NOISY);
        all.add(NOISY.replace("noisy-react").planner(false).build());
        all.add(NOISY.replace("noisy-retry").attempts(3).reflect(0.6).build());
        all.add(NOISY.replace("noisy-vote").votes(3).rho(0.0).build());
        all.add(NOISY.replace("noisy-rho1").rho(1.0).build());
        return all;
    }

    @Test
    void outcomeOnlyRunsGiveTheSameResultsAndDrawsAsFullRuns() {
        for (AgentConfig c : configs()) {
            Agent agent = Agent.of(c);
            PyRandom a = new PyRandom(11);
            PyRandom b = new PyRandom(11);
            for (Task t : TASKS) {
                RunResult full = agent.runConfig(WORLD, t, a);
                RunResult lean = agent.outcome(WORLD, t, b);
                assertThat(lean.answer()).as("%s %s", c.name(), t.id()).isEqualTo(full.answer());
                assertThat(lean.correct()).isEqualTo(full.correct());
                assertThat(lean.tokens()).isEqualTo(full.tokens());
                assertThat(lean.cost()).isEqualTo(full.cost());
                assertThat(lean.attempts()).isEqualTo(full.attempts());
                assertThat(lean.trace()).isNull();
                assertThat(b.words()).isEqualTo(a.words());
            }
        }
    }

    @Test
    void everyCallTheAgentMadeGivesTheSameResultThroughTheFullValidatingPath() {
        int calls = 0;
        for (AgentConfig c : configs()) {
            PyRandom rng = new PyRandom(3);
            for (Task t : TASKS) {
                Trace tr = Agent.runAgent(WORLD, t, c, rng);
                for (Step s : tr.steps()) {
                    if (s instanceof Step.Call call) {
                        ToolResult again = Tools.execute(WORLD, call.tool(), call.args());
                        assertThat(again.toPy())
                                .as("%s %s step %d", c.name(), t.id(), call.index())
                                .isEqualTo(call.output().toPy());
                        calls++;
                    }
                }
            }
        }
        assertThat(calls).isGreaterThan(10_000);
    }

    @Test
    void recordingChanceCallsChangesNothing() {
        Agent agent = Agent.of(NOISY);
        PyRandom a = new PyRandom(8);
        PyRandom b = new PyRandom(8);
        for (Task t : TASKS.subList(0, 100)) {
            List<ChanceRecord> rec = new ArrayList<>();
            Trace plain = agent.runAgent(WORLD, t, a);
            Trace recorded = agent.runAgent(WORLD, t, b, rec);
            assertThat(recorded.toPy()).isEqualTo(plain.toPy());
            assertThat(rec).isNotEmpty().allSatisfy(r -> assertThat(r.key()).startsWith(t.id() + "|small|"));
        }
    }

    @Test
    void labelsHaveTheModulesShape() {
        PyRandom rng = new PyRandom(1);
        for (Task t : TASKS) {
            Trace tr = Agent.runAgent(WORLD, t, NOISY, rng);
            for (int i = 0; i < tr.errors().size(); i++) {
                ErrorLabel e = tr.errors().get(i);
                assertThat(e.id()).isEqualTo("e" + i);
                assertThat(e.step()).isBetween(0, tr.steps().size() - 1);
                assertThat(e.symptom()).isBetween(e.step(), tr.steps().size() - 1);
                assertThat(e.mode() == ErrorMode.BAD_ARGS).isEqualTo(e.silent() != null);
            }
            assertThat(tr.correct()).isEqualTo(tr.errors().stream().noneMatch(e -> e.mode() == ErrorMode.GOAL));
            assertThat(tr.steps().get(tr.steps().size() - 1)).isInstanceOf(Step.Final.class);
        }
    }

    @Test
    void scaledConfigsMultiplyInDoubles() {
        AgentConfig large = AgentConfigs.byName("plan_exec_large");
        assertThat(large.pPlan()).isEqualTo(0.020999999999999998);
        assertThat(large.price()).isEqualTo(5.0);
        assertThat(large.model()).isEqualTo("large");
        assertThat(AgentConfigs.standard())
                .extracting(AgentConfig::name)
                .containsExactly(
                        "direct", "react", "plan_exec", "plan_exec+reflect", "retry3", "vote3", "plan_exec_large");
    }
}
