package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.WebQuery;
import com.agenteval.workbench.core.world.World.Table;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Which variable of the task's plan a live call stands for, so that its call steps read like the simulated agent's
 * ({@code v1}, {@code v2}, {@code r}, {@code c}) and the judges' rules apply. A model names no variables, so:
 * <ol>
 *   <li>a fetch whose arguments ask for exactly what a fetch subtask asks for is that subtask's variable;</li>
 *   <li>a call right after a failed call of the same tool is its retry: the same variable;</li>
 *   <li>any other fetch takes the next fetch variable no successful call has taken yet;</li>
 *   <li>the calculator is the compute subtask's variable, make_chart the chart subtask's, with their inputs.</li>
 * </ol>
 * Only the task's plan (which the question states) is used, never its answers.
 */
final class CallVariables {

    private final Task task;
    private final List<Step.Call> calls = new ArrayList<>();
    private int extra;

    CallVariables(Task task) {
        this.task = task;
    }

    /** The variable and inputs for the next call, then remembers it. */
    Step.Call place(int index, String tool, PyDict args, ToolResult output) {
        String var;
        List<String> inputs = List.of();
        if (tool.equals(ToolSpecs.CALCULATOR) || tool.equals(ToolSpecs.MAKE_CHART)) {
            Subtask s = task.subtasks().stream()
                    .filter(x -> x.tool().equals(tool))
                    .findFirst()
                    .orElse(null);
            var = s != null ? s.var() : "x" + (++extra);
            inputs = s != null ? s.inputs() : List.of();
        } else {
            var = matching(tool, args);
            if (var == null) {
                var = retryOf(tool);
            }
            if (var == null) {
                var = nextFetchVar();
            }
        }
        Step.Call c = new Step.Call(index, subOf(var), tool, args, output, var, output.value(), inputs);
        calls.add(c);
        return c;
    }

    private @Nullable String matching(String tool, PyDict args) {
        for (Subtask s : task.subtasks()) {
            if (s instanceof Subtask.Fetch f && asks(f.spec(), tool, args)) {
                return f.var();
            }
        }
        return null;
    }

    private @Nullable String retryOf(String tool) {
        if (calls.isEmpty()) {
            return null;
        }
        Step.Call last = calls.get(calls.size() - 1);
        return !last.output().ok() && last.tool().equals(tool) ? last.var() : null;
    }

    private String nextFetchVar() {
        for (Subtask s : task.subtasks()) {
            if (s instanceof Subtask.Fetch f
                    && calls.stream()
                            .noneMatch(
                                    c -> c.var().equals(f.var()) && c.output().ok())) {
                return f.var();
            }
        }
        return "x" + (++extra);
    }

    private int subOf(String var) {
        for (Subtask s : task.subtasks()) {
            if (s.var().equals(var)) {
                return s.sub();
            }
        }
        return -1;
    }

    /** Whether a fetch call asks for what the subtask's spec asks for (entity spelling as find_entity reads it). */
    static boolean asks(FetchSpec spec, String tool, PyDict args) {
        if (tool.equals(ToolSpecs.WEB_SEARCH)) {
            if (!(args.get("query") instanceof PyStr q)) {
                return false;
            }
            try {
                WebQuery w = WebQuery.parse(q.value());
                return w.equals(spec.parsedWebQuery(0));
            } catch (RuntimeException e) {
                return false;
            }
        }
        if (!tool.equals(spec.tool())
                || !(args.get("table") instanceof PyStr t)
                || !t.value().equals(spec.table().wireName())) {
            return false;
        }
        Table table = spec.table();
        if (spec instanceof FetchSpec.Lookup l) {
            return entity(args, table, l.entity()) && is(args.get("year"), l.year());
        }
        if (spec instanceof FetchSpec.Series s) {
            return entity(args, table, s.entity())
                    && is(args.get("start_year"), s.startYear())
                    && is(args.get("end_year"), s.endYear());
        }
        FetchSpec.TopK k = (FetchSpec.TopK) spec;
        return is(args.get("year"), k.year()) && is(args.get("k"), k.k());
    }

    private static boolean entity(PyDict args, Table table, String expected) {
        return args.get("entity") instanceof PyStr e && expected.equals(Tools.findEntity(e.value(), table));
    }

    private static boolean is(@Nullable PyObject v, int expected) {
        return v instanceof PyInt i && i.fitsInt() && i.intValue() == expected;
    }
}
