package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * One run of one task ({@code run_agent}'s trace): the steps, the ground-truth error labels, and the outcome.
 *
 * @param task     the task
 * @param config   the config's name
 * @param steps    plan / call / think / final steps, in order
 * @param errors   ground-truth labels in order of injection (a wrong answer ends with a {@code goal} label)
 * @param answer   the final answer ({@code final})
 * @param correct  {@code answer_equal(final, task.answer)}: the outcome
 * @param slip     the final answer misstated the computed value
 * @param tokens   tokens spent
 * @param cost     {@code tokens * price / 1e6}
 * @param hasPlan  the config has a planner
 */
public record Trace(
        Task task,
        String config,
        List<Step> steps,
        List<ErrorLabel> errors,
        PyObject answer,
        boolean correct,
        boolean slip,
        int tokens,
        double cost,
        boolean hasPlan) {

    public Trace {
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(config, "config");
        steps = List.copyOf(steps);
        errors = List.copyOf(errors);
        Objects.requireNonNull(answer, "answer");
    }

    /**
     * No process error other than benign ones (the outcome's own {@code goal} label does not count): the process was
     * clean. Lucky-correct traces are correct but not clean.
     */
    public boolean processClean() {
        return errors.stream().allMatch(e -> e.benign() || e.mode() == ErrorMode.GOAL);
    }

    /** Correct, but with a mistake that could have changed a value (lecture demonstration 01's "lucky" traces). */
    public boolean luckyCorrect() {
        return correct && !processClean();
    }

    /**
     * Wrong only because the db is stale: the task's db answer differs from the truth, every label other than the
     * final goal label is benign, no slip misstated the result, and the final answer is exactly the perfect process's
     * {@code db_answer}.
     */
    public boolean failedOnStaleData() {
        return !correct && task.stale() && !slip && processClean() && Answers.answerEqual(answer, task.dbAnswer());
    }

    /**
     * The process was flawed: a non-benign process label, or a wrong answer the agent caused by misstating its own
     * result (a slip). A wrong answer from an otherwise clean process (a stale db record) is not a flawed process.
     */
    public boolean processFlawed() {
        return !processClean() || (!correct && slip);
    }

    /** ref_dump's trace dict: the module's trace with the task replaced by its id. */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("task", PyStr.of(task.id()));
        m.put("config", PyStr.of(config));
        m.put("steps", new PyList(steps.stream().map(s -> (PyObject) s.toPy()).toList()));
        m.put("errors", new PyList(errors.stream().map(e -> (PyObject) e.toPy()).toList()));
        m.put("final", answer);
        m.put("correct", PyBool.of(correct));
        m.put("slip", PyBool.of(slip));
        m.put("tokens", PyInt.of(tokens));
        m.put("cost", PyFloat.of(cost));
        m.put("has_plan", PyBool.of(hasPlan));
        return new PyDict(m);
    }

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

        /** {@code planner} for the plan, {@code executor} for every other step. */
        default String agent() {
            return "executor";
        }

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
                int index,
                int sub,
                String var,
                PyObject read,
                String source,
                String why,
                String text,
                List<String> inputs)
                implements Step {
            public Think {
                Objects.requireNonNull(read, "read");
                Objects.requireNonNull(source, "source");
                Objects.requireNonNull(why, "why");
                Objects.requireNonNull(text, "text");
                inputs = List.copyOf(inputs);
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
                        new PyList(
                                inputs.stream().map(v -> (PyObject) PyStr.of(v)).toList()));
            }
        }
    }

    /**
     * A ground-truth error label, written at the moment the simulated mistake was injected.
     *
     * @param id        {@code e0}, {@code e1}, ... in order of injection
     * @param mode      what went wrong
     * @param metrics   the GPA dimensions, the first one primary
     * @param step      the step where the root cause is
     * @param symptom   the step where the symptom first shows (often the same)
     * @param impact    whether it changed a value of the perfect process
     * @param silent    bad_args only: the tool accepted the wrong arguments without an error (null otherwise)
     * @param recovered bad_args only: the agent fixed the arguments after an error (null otherwise)
     * @param fixed     reflection fixed this one
     */
    public record ErrorLabel(
            String id,
            ErrorMode mode,
            List<Metric> metrics,
            int step,
            int symptom,
            Impact impact,
            @Nullable Boolean silent,
            @Nullable Boolean recovered,
            boolean fixed) {

        public ErrorLabel {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(mode, "mode");
            metrics = List.copyOf(metrics);
            Objects.requireNonNull(impact, "impact");
            if ((mode == ErrorMode.BAD_ARGS) != (silent != null) || (silent == null) != (recovered == null)) {
                throw new IllegalArgumentException("silent/recovered belong to bad_args labels only");
            }
        }

        /**
         * {@code is_benign(error)}: only cost or format, no value can have changed (loop, wasted, format, or bad_args
         * that the agent recovered from).
         */
        public boolean benign() {
            return mode.benignMode() || (mode == ErrorMode.BAD_ARGS && Boolean.TRUE.equals(recovered));
        }

        /** The module's label dict. */
        public PyDict toPy() {
            Map<String, PyObject> m = new LinkedHashMap<>();
            m.put("id", PyStr.of(id));
            m.put("mode", PyStr.of(mode.wireName()));
            m.put(
                    "metrics",
                    new PyList(metrics.stream()
                            .map(x -> (PyObject) PyStr.of(x.name()))
                            .toList()));
            m.put("step", PyInt.of(step));
            m.put("symptom", PyInt.of(symptom));
            m.put("impact", PyStr.of(impact.wireName()));
            if (silent != null) {
                m.put("silent", PyBool.of(silent));
                m.put("recovered", PyBool.of(Objects.requireNonNull(recovered, "set with silent")));
            }
            if (fixed) {
                m.put("fixed", PyBool.TRUE);
            }
            return new PyDict(m);
        }

        /** What went wrong, as the module names it in a label's {@code mode}. */
        public enum ErrorMode {
            PLAN_MISSING("plan_missing"),
            PLAN_ORDER("plan_order"),
            WRONG_TOOL("wrong_tool"),
            FORMAT("format"),
            SKIP("skip"),
            SHORTCUT("shortcut"),
            ESTIMATE("estimate"),
            BAD_ARGS("bad_args"),
            IGNORE("ignore"),
            WASTED("wasted"),
            LOOP("loop"),
            GOAL("goal");

            private final String wireName;

            ErrorMode(String wireName) {
                this.wireName = wireName;
            }

            public String wireName() {
                return wireName;
            }

            /** {@code VISIBLE_MODES}: mistakes the agent can see in its own trace (reflection and the verifier find them). */
            public boolean visible() {
                return this == SKIP || this == SHORTCUT || this == ESTIMATE || this == IGNORE;
            }

            /** {@code BENIGN_MODES}: they only cost tokens or break format, never change a value. */
            public boolean benignMode() {
                return this == LOOP || this == WASTED || this == FORMAT;
            }
        }

        /** Whether a mistake moved some variable away from the perfect process's value ({@code ideal}). */
        public enum Impact {
            HIGH("high"),
            LOW("low");

            private final String wireName;

            Impact(String wireName) {
                this.wireName = wireName;
            }

            public String wireName() {
                return wireName;
            }
        }

        /**
         * The GPA dimensions an error label points at: goal fulfillment (the outcome) and six process dimensions.
         */
        public enum Metric {
            /** goal fulfillment. */
            GF,
            /** logical consistency. */
            LC,
            /** execution efficiency. */
            EE,
            /** plan quality. */
            PQ,
            /** tool selection. */
            TS,
            /** plan adherence. */
            PA,
            /** tool calling. */
            TC
        }
    }

    /**
     * {@code format_trace(trace)}: the human-readable trace of demonstration 01 and lecture §1.4, character for character.
     *
     * <pre>{@code
     * String text = TraceFormatter.format(trace);        // "Q: ...\n  [0] planner  PLAN: 1) db_lookup → v1  <end_plan>\n..."
     * }</pre>
     */
    public static final class TraceFormatter {

        private TraceFormatter() {}

        /** {@code _short(v)}: floats as {@code .4g} (or {@code .1f} from 1000 on), lists and charts cut after 5 items. */
        public static String shortValue(PyObject v) {
            if (v instanceof PyFloat f) {
                double x = f.value();
                return Math.abs(x) < 1000 ? PyFloats.formatG(x, 4) : PyFloats.formatF(x, 1);
            }
            if (v instanceof PyList l) {
                List<String> parts = new ArrayList<>();
                for (PyObject x : l.items().subList(0, Math.min(5, l.size()))) {
                    PyList pair = (PyList) x;
                    parts.add(pair.get(0).str() + ": " + pair.get(1).str());
                }
                return "[" + String.join(", ", parts) + (l.size() > 5 ? ", \u2026]" : "]");
            }
            if (v instanceof PyTuple t) {
                List<PyObject> labels = ((PyTuple) t.get(0)).items();
                List<PyObject> values = ((PyTuple) t.get(1)).items();
                List<String> parts = new ArrayList<>();
                for (int i = 0; i < Math.min(5, Math.min(labels.size(), values.size())); i++) {
                    parts.add(labels.get(i).str() + ": " + values.get(i).str());
                }
                return "chart[" + String.join(", ", parts) + (labels.size() > 5 ? ", \u2026]" : "]");
            }
            return v.str();
        }

        /** {@code format_trace(trace, show_labels=True)}. */
        public static String format(Trace trace) {
            return format(trace, true);
        }

        /** {@code format_trace(trace, show_labels)}. */
        public static String format(Trace trace, boolean showLabels) {
            List<String> lines = new ArrayList<>();
            lines.add("Q: " + trace.task().question());
            for (Step s : trace.steps()) {
                if (s instanceof Step.Plan p) {
                    List<String> items = new ArrayList<>();
                    for (int k = 0; k < p.plan().size(); k++) {
                        items.add((k + 1) + ") " + p.plan().get(k).tool() + " \u2192 "
                                + p.plan().get(k).var());
                    }
                    lines.add("  [" + p.index() + "] planner  PLAN: " + String.join("; ", items)
                            + (p.endTag() ? "  <end_plan>" : "  (no <end_plan>)"));
                } else if (s instanceof Step.Call c) {
                    ToolResult out = c.output();
                    String res = out.ok() ? shortValue(out.value()) : "ERROR: " + errorText(out);
                    String args = c.args().entries().entrySet().stream()
                            .map(TraceFormatter::argText)
                            .collect(Collectors.joining(", "));
                    String extra = c.hasRead() ? "   read " + c.var() + " = " + shortValue(c.read()) : "";
                    lines.add(
                            "  [" + c.index() + "] executor CALL " + c.tool() + "(" + args + ") \u2192 " + res + extra);
                } else if (s instanceof Step.Think t) {
                    lines.add("  [" + t.index() + "] executor THINK " + t.var() + " = " + shortValue(t.read()) + "  (\""
                            + t.text() + "\")");
                } else {
                    lines.add("  [" + s.index() + "] executor FINAL answer = " + shortValue(trace.answer()));
                }
            }
            lines.add("  reference answer = " + shortValue(trace.task().answer()) + "   \u2192 outcome "
                    + (trace.correct() ? "correct" : "WRONG"));
            if (showLabels) {
                if (trace.errors().isEmpty()) {
                    lines.add("  label: (no errors)");
                }
                for (ErrorLabel e : trace.errors()) {
                    String where = "@" + e.step() + (e.symptom() != e.step() ? " (symptom @" + e.symptom() + ")" : "");
                    String metrics = e.metrics().stream().map(Enum::name).collect(Collectors.joining("+"));
                    lines.add("  label: " + pad(metrics, 6) + " " + pad(where, 22) + " mode="
                            + e.mode().wireName() + ", impact=" + e.impact().wireName());
                }
            }
            return String.join("\n", lines);
        }

        private static String errorText(ToolResult out) {
            return out instanceof ToolResult.Failed f ? f.error() : ((ToolResult.Raised) out).message();
        }

        private static String argText(Map.Entry<String, PyObject> e) {
            PyObject v = e.getValue();
            return v instanceof PyList l ? e.getKey() + "=[" + l.size() + " items]" : e.getKey() + "=" + v.repr();
        }

        /** Python's {@code f"{s:Ns}"}: left-justified, never cut. */
        private static String pad(String s, int width) {
            int n = s.codePointCount(0, s.length());
            return n >= width ? s : s + " ".repeat(width - n);
        }
    }
}
