package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.ToolResult;
import java.util.List;
import java.util.Objects;

/**
 * One step of a trace: the planner's plan, a tool call, an executor "think" (a value produced without a tool), or
 * the final answer.
 *
 * <pre>{@code
 * for (Step s : trace.steps()) {
 *     switch (s) {
 *         case Step.Plan p -> ...;      // p.plan(), p.endTag()
 *         case Step.Call c -> ...;      // c.tool(), c.args(), c.output(), c.read()
 *         case Step.Think t -> ...;     // t.read(), t.source(), t.why()
 *         case Step.Final f -> ...;     // f.answer()
 *     }
 * }
 * }</pre>
 */
public sealed interface Step permits Step.Plan, Step.Call, Step.Think, Step.Final {

    /** The step's index in the trace ({@code i}). */
    int index();

    /** {@code planner} or {@code executor}. */
    String agent();

    /** The module's step dict. */
    PyDict toPy();

    private static PyList strings(List<String> xs) {
        return new PyList(xs.stream().map(v -> (PyObject) PyStr.of(v)).toList());
    }

    /**
     * The planner's plan.
     *
     * @param index  step index
     * @param plan   the plan lines
     * @param endTag whether the plan ended with {@code <end_plan>} as instructed
     */
    record Plan(int index, List<PlanItem> plan, boolean endTag) implements Step {
        public Plan {
            plan = List.copyOf(plan);
        }

        @Override
        public String agent() {
            return "planner";
        }

        @Override
        public PyDict toPy() {
            return PyDict.of(
                    "kind",
                    PyStr.of("plan"),
                    "agent",
                    PyStr.of(agent()),
                    "plan",
                    new PyList(plan.stream().map(p -> (PyObject) p.toPy()).toList()),
                    "end_tag",
                    PyBool.of(endTag),
                    "i",
                    PyInt.of(index));
        }
    }

    /**
     * A tool call.
     *
     * @param index  step index
     * @param sub    the subtask
     * @param tool   the tool called
     * @param args   the arguments, in call order
     * @param output what the tool returned
     * @param var    where the result goes
     * @param read   the value the agent wrote down (may differ from the output); None when nothing was read
     * @param inputs the variables the call used
     */
    record Call(
            int index,
            int sub,
            String tool,
            PyDict args,
            ToolResult output,
            String var,
            PyObject read,
            List<String> inputs)
            implements Step {
        public Call {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(args, "args");
            Objects.requireNonNull(output, "output");
            Objects.requireNonNull(read, "read");
            inputs = List.copyOf(inputs);
        }

        /** The same call with the value the agent read. */
        public Call withRead(PyObject newRead) {
            return new Call(index, sub, tool, args, output, var, newRead, inputs);
        }

        /** The id of the model's request for this call, as exports write it: {@code call_<step>}. */
        public String callId() {
            return "call_" + index;
        }

        /** Whether the agent read something ({@code read is not None}). */
        public boolean hasRead() {
            return read != PyNone.NONE;
        }

        @Override
        public String agent() {
            return "executor";
        }

        @Override
        public PyDict toPy() {
            return PyDict.of(
                    "kind",
                    PyStr.of("call"),
                    "agent",
                    PyStr.of(agent()),
                    "sub",
                    PyInt.of(sub),
                    "tool",
                    PyStr.of(tool),
                    "args",
                    args,
                    "output",
                    output.toPy(),
                    "var",
                    PyStr.of(var),
                    "read",
                    read,
                    "inputs",
                    strings(inputs),
                    "i",
                    PyInt.of(index));
        }
    }

    /**
     * The executor produced a value without a tool.
     *
     * @param index  step index
     * @param sub    the subtask
     * @param var    the variable
     * @param read   the value
     * @param source {@code memory} or {@code estimate}
     * @param why    {@code skip}, {@code shortcut}, {@code fallback} or {@code missing}
     * @param text   what the agent "said"
     * @param inputs the variables used
     */
    record Think(
            int index, int sub, String var, PyObject read, String source, String why, String text, List<String> inputs)
            implements Step {
        public Think {
            Objects.requireNonNull(read, "read");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(why, "why");
            Objects.requireNonNull(text, "text");
            inputs = List.copyOf(inputs);
        }

        @Override
        public String agent() {
            return "executor";
        }

        @Override
        public PyDict toPy() {
            return PyDict.of(
                    "kind",
                    PyStr.of("think"),
                    "agent",
                    PyStr.of(agent()),
                    "sub",
                    PyInt.of(sub),
                    "var",
                    PyStr.of(var),
                    "read",
                    read,
                    "source",
                    PyStr.of(source),
                    "why",
                    PyStr.of(why),
                    "text",
                    PyStr.of(text),
                    "inputs",
                    strings(inputs),
                    "i",
                    PyInt.of(index));
        }
    }

    /**
     * The final answer.
     *
     * @param index  step index
     * @param answer the answer (a number, a chart, or None)
     * @param inputs the final variable
     */
    record Final(int index, PyObject answer, List<String> inputs) implements Step {
        public Final {
            Objects.requireNonNull(answer, "answer");
            inputs = List.copyOf(inputs);
        }

        @Override
        public String agent() {
            return "executor";
        }

        @Override
        public PyDict toPy() {
            return PyDict.of(
                    "kind",
                    PyStr.of("final"),
                    "agent",
                    PyStr.of(agent()),
                    "answer",
                    answer,
                    "inputs",
                    strings(inputs),
                    "i",
                    PyInt.of(index));
        }
    }

    /**
     * One line of the planner's plan.
     *
     * @param sub    the reference subtask it stands for
     * @param kind   fetch, compute or chart
     * @param tool   the tool the planner chose (web_search where it chose wrong)
     * @param var    the target variable
     * @param inputs the variables it reads
     */
    record PlanItem(int sub, String kind, String tool, String var, List<String> inputs) {

        public PlanItem {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(var, "var");
            inputs = List.copyOf(inputs);
        }

        public PyDict toPy() {
            return PyDict.of(
                    "sub",
                    PyInt.of(sub),
                    "kind",
                    PyStr.of(kind),
                    "tool",
                    PyStr.of(tool),
                    "var",
                    PyStr.of(var),
                    "inputs",
                    new PyList(inputs.stream().map(v -> (PyObject) PyStr.of(v)).toList()));
        }
    }
}
