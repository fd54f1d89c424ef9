package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.TraceFormatter;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A judge reads one trace as an evaluator would see it and returns a verdict: findings {metric, step, evidence,
 * severity} and a 0–3 score per GPA metric, with its own spec recorded in the verdict. It is given a
 * {@link JudgeInput}, which by construction carries no labels, reference answer, perfect-process values or world
 * truth; a judge that may know the reference answer (the outcome-only baseline) is handed it when it is built.
 *
 * <pre>{@code
 * Judge judge = Judges.rules();
 * Verdict v = judge.judge(JudgeInput.of(trace));
 * v.findings();              // e.g. [PA@2 "skipped the planned db_lookup ...", LC@2 ...]
 * v.scores().get(Metric.PA); // 0
 * }</pre>
 *
 * A judge whose reply cannot be read (an LLM that answered off-format) returns {@link Verdict#unparseable}, never
 * nothing: scoring counts such verdicts and treats them as finding nothing.
 */
@FunctionalInterface
public interface Judge {

    /** Judges one trace. */
    Verdict judge(JudgeInput input);

    /**
     * Everything a judge may see of one trace, and nothing else: the question, the tool catalog the agent had, the
     * plan and every step (calls with their arguments and outputs, the values the agent read, think steps with their
     * text) and the final answer.
     *
     * <p>It has no field for the error labels, the outcome, the reference answer, the db answer, the perfect-process
     * values ({@code ideal}), whether the task's record is stale, or the world — {@link #of(Trace)} copies only the
     * fields above out of a trace, so a judge cannot reach the rest through it. (A step's own fields are what the agent
     * wrote: a think step's {@code source}/{@code why} say what its text says.)
     *
     * <pre>{@code
     * JudgeInput in = JudgeInput.of(trace);
     * in.question();      // "By what percent did Arvenia's GDP grow from 2021 to 2023?"
     * in.plan();          // the plan step, if the agent had a planner
     * }</pre>
     *
     * @param traceId     the trace's id (its task id, e.g. {@code F003}); names the trace, reveals nothing about it
     * @param question    the task's question
     * @param catalog     the tools the agent could call, with their descriptions and input schemas
     * @param steps       plan, call, think and final steps in order
     * @param finalAnswer the agent's final answer (a number, a chart, or None)
     */
    record JudgeInput(String traceId, String question, List<ToolSpec> catalog, List<Step> steps, PyObject finalAnswer) {

        public JudgeInput {
            Objects.requireNonNull(traceId, "traceId");
            Objects.requireNonNull(question, "question");
            catalog = List.copyOf(catalog);
            steps = List.copyOf(steps);
            Objects.requireNonNull(finalAnswer, "finalAnswer");
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i).index() != i) {
                    throw new IllegalArgumentException(
                            "step " + i + " says it is step " + steps.get(i).index());
                }
            }
        }

        /** What a judge may see of a trace: the simulated agent had the six core tools. */
        public static JudgeInput of(Trace trace) {
            return new JudgeInput(
                    trace.task().id(), trace.task().question(), ToolSpecs.CORE, trace.steps(), trace.answer());
        }

        /** The plan step, when the agent had a planner. */
        public Optional<Step.Plan> plan() {
            return steps.stream()
                    .filter(Step.Plan.class::isInstance)
                    .map(Step.Plan.class::cast)
                    .findFirst();
        }

        /** The tool calls, in order. */
        public List<Step.Call> calls() {
            List<Step.Call> out = new ArrayList<>();
            for (Step s : steps) {
                if (s instanceof Step.Call c) {
                    out.add(c);
                }
            }
            return out;
        }

        /** The final step, if the trace has one. */
        public Optional<Step.Final> finalStep() {
            return steps.stream()
                    .filter(Step.Final.class::isInstance)
                    .map(Step.Final.class::cast)
                    .findFirst();
        }

        /**
         * The trace as a judge reads it, one numbered line per step — {@code format_trace}'s lines without the reference
         * answer and the labels — after the question and the tool catalog. What an LLM judge is shown.
         */
        public String transcript() {
            List<String> lines = new ArrayList<>();
            lines.add("Q: " + question);
            lines.add("Tools:");
            for (ToolSpec t : catalog) {
                lines.add("  - " + t.name() + ": " + t.description(true));
            }
            lines.add("Trace:");
            for (Step s : steps) {
                lines.add("  [" + s.index() + "] " + line(s));
            }
            return String.join("\n", lines);
        }

        private static String line(Step s) {
            if (s instanceof Step.Plan p) {
                return "planner  PLAN: "
                        + IntStream.range(0, p.plan().size())
                                .mapToObj(k -> (k + 1) + ") " + p.plan().get(k).tool() + " \u2192 "
                                        + p.plan().get(k).var())
                                .collect(Collectors.joining("; "))
                        + (p.endTag() ? "  <end_plan>" : "  (no <end_plan>)");
            }
            if (s instanceof Step.Call c) {
                String args = c.args().entries().entrySet().stream()
                        .map(e -> e.getValue() instanceof PyList l
                                ? e.getKey() + "=[" + l.size() + " items]"
                                : e.getKey() + "=" + e.getValue().repr())
                        .collect(Collectors.joining(", "));
                String result = c.output().ok()
                        ? TraceFormatter.shortValue(c.output().value())
                        : "ERROR: "
                                + (c.output() instanceof ToolResult.Failed x
                                        ? x.error()
                                        : ((ToolResult.Raised) c.output()).message());
                return "executor CALL " + c.tool() + "(" + args + ") \u2192 " + result
                        + (c.hasRead() ? "   read " + c.var() + " = " + TraceFormatter.shortValue(c.read()) : "");
            }
            if (s instanceof Step.Think t) {
                return "executor THINK " + t.var() + " = " + TraceFormatter.shortValue(t.read()) + "  (\"" + t.text()
                        + "\")";
            }
            return "executor FINAL answer = " + TraceFormatter.shortValue(((Step.Final) s).answer());
        }

        /** Whether the catalog offers a tool of this name. */
        public boolean offers(String tool) {
            return catalog.stream().anyMatch(t -> t.name().equals(tool));
        }
    }
}
