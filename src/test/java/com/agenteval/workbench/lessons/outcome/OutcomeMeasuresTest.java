package com.agenteval.workbench.lessons.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.SimCli;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The measures agree with the same definitions applied independently to what {@code sim} prints (traces and tasks
 * as JSON), for several configs on familiar and new data.
 */
class OutcomeMeasuresTest {

    private static final World WORLD = WorldSpec.lecture().make();

    @Test
    void theMeasuresEqualTheDefinitionsAppliedToTheSimOutput() {
        AgentConfig leansOnMemory =
                AgentConfigs.PLAN_EXEC.replace("custom").pSkip(0.3).build();
        for (AgentConfig c : List.of(
                AgentConfigs.PLAN_EXEC,
                AgentConfigs.byName("react"),
                AgentConfigs.byName("plan_exec+reflect"),
                leansOnMemory)) {
            for (boolean newData : new boolean[] {false, true}) {
                RunSpec spec = new RunSpec(
                        WorldSpec.lecture(), 200, BigInteger.valueOf(newData ? 2 : 1), newData, c, BigInteger.ZERO, 0);
                List<Task> tasks = Tasks.make(WORLD, 200, spec.taskSeed(), newData);
                OutcomeMeasures m = OutcomeMeasures.of(AgentRuns.traces(WORLD, tasks, c, BigInteger.ZERO));
                assertThat(m).as(c.name() + (newData ? " new" : " familiar")).isEqualTo(fromSim(spec));
            }
        }
    }

    @Test
    void thePerfectAgentIsCleanAndFailsOnlyOnStaleRecords() {
        List<Task> tasks = Tasks.make(WORLD, 200, 1, false);
        OutcomeMeasures m = OutcomeMeasures.of(AgentRuns.traces(WORLD, tasks, AgentConfigs.PERFECT, BigInteger.ZERO));
        assertThat(m.correct()).isEqualTo(179);
        assertThat(m.clean()).isEqualTo(200);
        assertThat(m.lucky()).isZero();
        assertThat(m.staleOnly()).isEqualTo(m.staleTasks()).isEqualTo(200 - 179);
    }

    @Test
    void planExecMatchesTheLectureAndLuckyCorrectTracesAreCorrectWithANonBenignError() {
        List<Task> tasks = Tasks.make(WORLD, 200, 1, false);
        List<Trace> traces = AgentRuns.traces(WORLD, tasks, AgentConfigs.PLAN_EXEC, BigInteger.ZERO);
        assertThat(OutcomeMeasures.of(traces).accuracy()).isEqualTo(0.72);
        assertThat(OutcomeFiguresCell.rate(0.72)).isEqualTo("0.720");
        // issue 25's form, f"{x:.3f} [{lo:.3f}, {hi:.3f}]": 0.6 ∓ 0.680087 (five tasks, three right; see
        // OutcomeIntervalsTest) prints with three decimals and the minus sign kept
        assertThat(OutcomeFiguresCell.rate(0.6, new Interval(-0.080087, 1.280087)))
                .isEqualTo("0.600 [-0.080, 1.280]");
        List<Trace> lucky =
                traces.stream().filter(OutcomeMeasures::luckyCorrect).toList();
        assertThat(lucky).isNotEmpty().allSatisfy(t -> {
            assertThat(t.correct()).isTrue();
            assertThat(OutcomeMeasures.nonBenignErrors(t)).isNotEmpty();
            assertThat(OutcomeMeasures.describe(OutcomeMeasures.nonBenignErrors(t)))
                    .matches("[a-z_]+ \\([A-Z+]+\\).*");
        });
    }

    /** The four measures recomputed from sim's JSON with the module's own field names. */
    private static OutcomeMeasures fromSim(RunSpec spec) {
        PyList traces = (PyList) ((PyDict)
                        SimCli.data(CommandLines.JAR + spec.simParams("traces").commandLine()))
                .get("traces");
        PyList tasks =
                (PyList) SimCli.data(CommandLines.JAR + spec.simParams("tasks").commandLine());
        int correct = 0;
        int clean = 0;
        int lucky = 0;
        int staleOnly = 0;
        int staleTasks = 0;
        for (int i = 0; i < traces.size(); i++) {
            PyDict tr = (PyDict) traces.get(i);
            PyDict task = (PyDict) tasks.get(i);
            boolean ok = tr.get("correct") == PyBool.TRUE; // trace["correct"]
            boolean stale = task.get("stale") == PyBool.TRUE; // task["stale"]
            boolean nonBenign = false;
            for (PyObject e : ((PyList) tr.get("errors")).items()) {
                String mode = ((PyStr) ((PyDict) e).get("mode")).value();
                boolean benign = Set.of("loop", "wasted", "format").contains(mode) // is_benign(error)
                        || (mode.equals("bad_args") && ((PyDict) e).get("recovered") == PyBool.TRUE);
                nonBenign |= !mode.equals("goal") && !benign;
            }
            correct += ok ? 1 : 0;
            clean += nonBenign ? 0 : 1;
            lucky += ok && nonBenign ? 1 : 0;
            staleOnly += !ok && stale && !nonBenign && answerEqual(tr.get("final"), task.get("db_answer")) ? 1 : 0;
            staleTasks += stale ? 1 : 0;
        }
        return new OutcomeMeasures(traces.size(), correct, clean, lucky, staleOnly, staleTasks);
    }

    /** answer_equal on JSON values: numbers in tenths, charts as [labels, values]. */
    private static boolean answerEqual(PyObject a, PyObject b) {
        if (a == PyNone.NONE || b == PyNone.NONE) {
            return false;
        }
        if (a instanceof PyList la && b instanceof PyList lb) {
            PyList va = (PyList) la.get(1);
            PyList vb = (PyList) lb.get(1);
            if (!la.get(0).equals(lb.get(0)) || va.size() != vb.size()) {
                return false;
            }
            for (int i = 0; i < va.size(); i++) {
                if (!answerEqual(va.get(i), vb.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return Math.rint(num(a) * 10) == Math.rint(num(b) * 10);
    }

    private static double num(PyObject x) {
        return x instanceof PyFloat f ? f.value() : ((PyInt) x).value().doubleValue();
    }
}
