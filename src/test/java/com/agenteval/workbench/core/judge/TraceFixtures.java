package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Hand-built traces for the judge tests: a builder of steps, and named fixtures — the clean growth trace every rule
 * must leave alone, and one trace per rule's mistake.
 */
final class TraceFixtures {

    static final String GROWTH_Q = "By what percent did Arvenia's GDP grow from 2021 to 2023?";
    static final String COMPARE_Q =
            "How much larger was Aster Bank's market cap than Cedar Financial's in 2022 (in $B)?";

    private TraceFixtures() {}

    /** Steps in order; indices are assigned as they are added. */
    static final class Steps {
        final List<Step> steps = new ArrayList<>();

        Steps plan(boolean endTag, PlanItem... items) {
            steps.add(new Step.Plan(steps.size(), List.of(items), endTag));
            return this;
        }

        Steps call(String tool, PyDict args, double value, String var, double read, String... inputs) {
            steps.add(new Step.Call(
                    steps.size(),
                    0,
                    tool,
                    args,
                    new ToolResult.Ok(PyFloat.of(value), PyStr.of("")),
                    var,
                    PyFloat.of(read),
                    List.of(inputs)));
            return this;
        }

        Steps failed(String tool, PyDict args, String error, String var, String... inputs) {
            steps.add(new Step.Call(
                    steps.size(), 0, tool, args, new ToolResult.Failed(error), var, PyNone.NONE, List.of(inputs)));
            return this;
        }

        Steps think(String var, double value, String text, String... inputs) {
            steps.add(new Step.Think(steps.size(), 0, var, PyFloat.of(value), "memory", "skip", text, List.of(inputs)));
            return this;
        }

        Steps fin(PyObject answer, String var) {
            steps.add(new Step.Final(steps.size(), answer, List.of(var)));
            return this;
        }

        JudgeInput input(String question) {
            PyObject answer = steps.get(steps.size() - 1) instanceof Step.Final f ? f.answer() : PyNone.NONE;
            return new JudgeInput("T000", question, ToolSpecs.CORE, steps, answer);
        }
    }

    static Steps steps() {
        return new Steps();
    }

    static PlanItem fetch(String var, String tool) {
        return new PlanItem(0, "fetch", tool, var, List.of());
    }

    static PlanItem compute(String var, String... inputs) {
        return new PlanItem(2, "compute", ToolSpecs.CALCULATOR, var, List.of(inputs));
    }

    static PyDict gdp(String entity, int year) {
        return PyDict.of("table", PyStr.of("country_gdp"), "entity", PyStr.of(entity), "year", PyInt.of(year));
    }

    static PyDict expr(String expression) {
        return PyDict.of("expression", PyStr.of(expression));
    }

    static PyDict web(String query) {
        return PyDict.of("query", PyStr.of(query));
    }

    static final double V1 = 1000.0;
    static final double V2 = 1100.0;
    static final double R = 10.0;

    /** Arvenia's GDP 2021 → 2023 fetched, computed and answered exactly as planned: no rule may fire. */
    static Steps cleanGrowth() {
        return steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("(1100.0 - 1000.0) / 1000.0 * 100"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r");
    }

    /** The growth task behind {@link #cleanGrowth()} (reference answer 10.0). */
    static Task growthTask(String id, boolean stale) {
        List<Subtask> subs = List.of(
                new Subtask.Fetch(0, "v1", new FetchSpec.Lookup(Table.COUNTRY_GDP, "Arvenia", 2021)),
                new Subtask.Fetch(1, "v2", new FetchSpec.Lookup(Table.COUNTRY_GDP, "Arvenia", 2023)),
                new Subtask.Compute(2, "r", List.of("v1", "v2"), Formula.GROWTH));
        return new Task(
                id,
                TaskType.GROWTH,
                GROWTH_Q,
                subs,
                PyFloat.of(R),
                PyFloat.of(R),
                Map.of("v1", PyFloat.of(V1), "v2", PyFloat.of(V2), "r", PyFloat.of(R)),
                stale);
    }

    /** A trace of the growth task with these steps and labels. */
    static Trace trace(String id, Steps steps, boolean correct, boolean slip, ErrorLabel... labels) {
        PyObject answer = ((Step.Final) steps.steps.get(steps.steps.size() - 1)).answer();
        return new Trace(
                growthTask(id, false), "test", steps.steps, List.of(labels), answer, correct, slip, 0, 0.0, true);
    }

    /** A trace of the growth task with a stale db record. */
    static Trace staleTrace(String id, Steps steps, ErrorLabel... labels) {
        PyObject answer = ((Step.Final) steps.steps.get(steps.steps.size() - 1)).answer();
        return new Trace(
                growthTask(id, true), "test", steps.steps, List.of(labels), answer, false, false, 0, 0.0, true);
    }

    static ErrorLabel label(String id, ErrorMode mode, int step, int symptom, Metric... metrics) {
        Boolean silent = mode == ErrorMode.BAD_ARGS ? Boolean.TRUE : null;
        Boolean recovered = mode == ErrorMode.BAD_ARGS ? Boolean.FALSE : null;
        return new ErrorLabel(id, mode, List.of(metrics), step, symptom, Impact.HIGH, silent, recovered, false);
    }

    static ErrorLabel recoveredBadArgs(String id, int step) {
        return new ErrorLabel(id, ErrorMode.BAD_ARGS, List.of(Metric.TC), step, step, Impact.LOW, false, true, false);
    }
}
