package com.agenteval.workbench.lessons.shared;

import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_TASKS;
import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_WORLD;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page's "run one task" is exactly what the shown sim command prints. */
class AgentRunsTest {

    @Test
    void theTraceOfTaskIIsEntryIOfTheShownTracesCommand() {
        for (int i : new int[] {0, 3, 57, 199}) {
            RunSpec spec = RunSpec.lecture(AgentConfigs.PLAN_EXEC, i);
            AgentRun run = AgentRuns.run(LECTURE_WORLD, LECTURE_TASKS, spec);
            PyObject printed = traces(SimCli.data(spec.traceCommand())).get(i);
            assertThat(PyJson.dumps(((PyDict) printed).with("formatted", PyNone.NONE)))
                    .isEqualTo(PyJson.dumps(run.trace().toPy().with("formatted", PyNone.NONE)));
        }
    }

    @Test
    void aCustomConfigOnNewDataInAnotherWorldReproducesToo() {
        RunSpec spec = RunFixtures.unusualSpec(17);
        World w = spec.world().make();
        List<Task> tasks = Tasks.make(w, spec.tasks(), spec.taskSeed(), spec.newData());
        AgentRun run = AgentRuns.run(w, tasks, spec);
        PyDict printed = (PyDict) traces(SimCli.data(spec.traceCommand())).get(17);
        assertThat(PyJson.dumps(printed.with("formatted", PyNone.NONE)))
                .isEqualTo(PyJson.dumps(run.trace().toPy().with("formatted", PyNone.NONE)));
        assertThat(run.trace().errors()).hasSizeGreaterThan(2);
    }

    @Test
    void theWholeStrategyIsPerTaskIOfTheShownResultsCommand() {
        for (String name : List.of("retry3", "vote3", "direct", "plan_exec+reflect")) {
            RunSpec spec = RunSpec.lecture(AgentConfigs.byName(name), 11).withRunSeed(BigInteger.valueOf(5));
            RunResult r = AgentRuns.run(LECTURE_WORLD, LECTURE_TASKS, spec).strategy();
            PyDict block = (PyDict) ((PyList) ((PyDict) SimCli.data(spec.strategyCommand())).get("configs")).get(0);
            PyDict printed = (PyDict) ((PyList) ((PyDict) ((PyList) block.get("per_task")).get(11)).get("runs")).get(0);
            assertThat(PyJson.dumps(printed.get("final"))).as(name).isEqualTo(PyJson.dumps(r.answer()));
            assertThat(printed.get("correct")).isEqualTo(PyBool.of(r.correct()));
            assertThat(printed.get("tokens")).isEqualTo(PyInt.of(r.tokens()));
            assertThat(PyJson.dumps(printed.get("attempts")))
                    .isEqualTo(r.attempts() == null ? "null" : r.attempts().toString());
        }
    }

    @Test
    void withOneAttemptAndOneVoteTheStrategyIsTheTrace() {
        for (int i = 0; i < 30; i++) {
            AgentRun run = AgentRuns.run(LECTURE_WORLD, LECTURE_TASKS, RunSpec.lecture(AgentConfigs.PLAN_EXEC, i));
            assertThat(run.knownTrace()).isSameAs(run.trace());
            assertThat(run.strategy().tokens()).isEqualTo(run.trace().tokens());
            assertThat(run.strategy().correct()).isEqualTo(run.trace().correct());
        }
    }

    @Test
    void aConfigWithoutToolsHasNoTraceOnlyItsDirectAnswer() {
        AgentRun run = AgentRuns.run(LECTURE_WORLD, LECTURE_TASKS, RunSpec.lecture(AgentConfigs.byName("direct"), 0));
        assertThat(run.hasTrace()).isFalse();
        assertThatThrownBy(run::knownTrace)
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("keeps no trace");
        assertThat(run.strategy().attempts()).isNull();
    }

    @Test
    void lectureAnchors() {
        List<Trace> perfect = AgentRuns.traces(LECTURE_WORLD, LECTURE_TASKS, AgentConfigs.PERFECT, BigInteger.ZERO);
        assertThat(perfect.stream().filter(Trace::correct).count()).isEqualTo(179);
        List<Trace> planExec = AgentRuns.traces(LECTURE_WORLD, LECTURE_TASKS, AgentConfigs.PLAN_EXEC, BigInteger.ZERO);
        assertThat(planExec.stream().filter(Trace::correct).count() / 200.0).isEqualTo(0.72);
    }

    @Test
    void aTaskOutsideTheListIsRefused() {
        assertThatThrownBy(() ->
                        AgentRuns.trace(LECTURE_WORLD, LECTURE_TASKS, AgentConfigs.PLAN_EXEC, BigInteger.ZERO, 200))
                .hasMessageContaining("between 0 and 199");
        assertThatThrownBy(() -> RunSpec.lecture(AgentConfigs.PLAN_EXEC, 200))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSeedSweepIsOneStrategyRunPerSeed() {
        RunSpec spec = RunSpec.lecture(AgentConfigs.byName("react"), 42).withRunSeed(BigInteger.valueOf(100));
        SeedSweep sweep = SeedSweep.of(spec.runSeed(), 4, AgentRuns.strategyBySeed(LECTURE_WORLD, LECTURE_TASKS, spec));
        assertThat(sweep.results()).hasSize(4);
        for (int k = 0; k < 4; k++) {
            BigInteger seed = BigInteger.valueOf(100 + k);
            assertThat(sweep.results().get(k).runSeed()).isEqualTo(seed);
            assertThat(sweep.results().get(k).result().tokens())
                    .isEqualTo(AgentRuns.strategy(LECTURE_WORLD, LECTURE_TASKS, spec.config(), seed, 42)
                            .tokens());
        }
        assertThat(spec.sweepCommand(4))
                .startsWith("for r in $(seq 100 103); do java -jar")
                .contains("--config react --run-seed $r; done");
    }

    private static PyList traces(PyObject data) {
        return (PyList) ((PyDict) data).get("traces");
    }
}
