package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

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

    /**
     * The judges of the judge lesson and how to run one over traces.
     *
     * <pre>{@code
     * TraceSet set = TraceSet.of(params);
     * Judge rules = Judges.rules();
     * Judge outcome = Judges.outcomeOnly(set.referenceAnswers());
     * Scorecard card = Scorecard.of(set.traces(), Judges.run(rules, set.traces()));
     * }</pre>
     */
    static final class Judges {

        /** The judge names the command line and the page take, in display order. */
        public static final List<String> NAMES = Parameters.JUDGE.options();

        private Judges() {}

        /** The rule-based trajectory judge (deterministic; sees only the {@link JudgeInput}). */
        public static Judge rules() {
            return new RuleJudge();
        }

        /** The outcome-only baseline, given the reference answer of each trace id. */
        public static Judge outcomeOnly(Map<String, PyObject> referenceAnswers) {
            return new OutcomeJudge(referenceAnswers);
        }

        /** A judge by name, for the traces of {@code set}. */
        public static Judge byName(String name, TraceSet set) {
            return switch (canonical(name)) {
                case "outcome" -> outcomeOnly(set.referenceAnswers());
                default -> rules();
            };
        }

        /** {@code rules} for {@code rule} or {@code rules}, {@code outcome} for {@code outcome}; else an error. */
        public static String canonical(String name) {
            return switch (name) {
                case "rule", "rules" -> "rules";
                case "outcome" -> "outcome";
                default -> throw new IllegalArgumentException("unknown judge '" + name + "' (outcome, rules)");
            };
        }

        /** One verdict per trace, in order; each judge sees only {@link JudgeInput#of(Trace)}. */
        public static List<Verdict> run(Judge judge, List<Trace> traces) {
            List<Verdict> out = new ArrayList<>(traces.size());
            for (Trace t : traces) {
                Verdict v = judge.judge(JudgeInput.of(t));
                if (!v.traceId().equals(t.task().id())) {
                    throw new IllegalStateException("the judge answered for " + v.traceId() + " on "
                            + t.task().id());
                }
                out.add(v);
            }
            return out;
        }
    }

    /**
     * A judge's verdict on one trace: its findings, a GPA score 0–3 per metric it judged (3 = no issue), and the judge's
     * spec. A metric whose reply could not be read has no score and an {@link Unparsed} entry instead, so a failed
     * reply is kept and counted, never dropped.
     *
     * <pre>{@code
     * Verdict v = Verdict.of(spec, "F003", findings);                  // scores from findings on the rubric
     * Verdict only = Verdict.of(spec, "F003", findings, Set.of(Metric.GF));   // a judge of one metric
     * Verdict bad = Verdict.unparseable(spec, "F003", Metric.PA, reply, "no score in the reply");
     * }</pre>
     *
     * @param judge    the spec of the judge that produced it
     * @param traceId  the trace (its task id, e.g. {@code F003})
     * @param findings the findings, in step order
     * @param scores   0–3 per judged metric; metrics outside the judge's scope or unparsed have none
     * @param unparsed replies that could not be read, with the reason
     */
    record Verdict(
            JudgeSpec judge,
            String traceId,
            List<Finding> findings,
            Map<Metric, Integer> scores,
            List<Unparsed> unparsed) {

        /**
         * A reply (or one metric's reply) that could not be parsed.
         *
         * @param metric the metric whose reply failed, or null when the whole reply failed
         * @param reply  the raw reply, kept for the drill-down
         * @param reason why it could not be read
         */
        public record Unparsed(@Nullable Metric metric, String reply, String reason) {
            public Unparsed {
                Objects.requireNonNull(reply, "reply");
                Objects.requireNonNull(reason, "reason");
            }
        }

        public Verdict {
            Objects.requireNonNull(judge, "judge");
            Objects.requireNonNull(traceId, "traceId");
            List<Finding> sorted = new ArrayList<>(findings);
            sorted.sort((a, b) -> a.step() != b.step()
                    ? Integer.compare(a.step(), b.step())
                    : Integer.compare(a.metric().ordinal(), b.metric().ordinal()));
            findings = List.copyOf(sorted);
            EnumMap<Metric, Integer> s = new EnumMap<>(Metric.class);
            s.putAll(scores);
            for (Map.Entry<Metric, Integer> e : s.entrySet()) {
                if (e.getValue() == null || e.getValue() < 0 || e.getValue() > 3) {
                    throw new IllegalArgumentException(
                            "a GPA score is 0..3, got " + e.getValue() + " for " + e.getKey());
                }
            }
            scores = Collections.unmodifiableMap(s);
            unparsed = List.copyOf(unparsed);
            for (Unparsed u : unparsed) {
                if (u.metric() != null && s.containsKey(u.metric())) {
                    throw new IllegalArgumentException(u.metric() + " is both scored and unparsed");
                }
                if (u.metric() == null && !s.isEmpty()) {
                    throw new IllegalArgumentException("a verdict whose whole reply failed has no scores");
                }
            }
        }

        /** A verdict scoring every metric from its findings on the rubric. */
        public static Verdict of(JudgeSpec judge, String traceId, List<Finding> findings) {
            return of(judge, traceId, findings, EnumSet.allOf(Metric.class));
        }

        /** A verdict scoring only the metrics in {@code scope} from its findings (a judge of fewer metrics). */
        public static Verdict of(JudgeSpec judge, String traceId, List<Finding> findings, Set<Metric> scope) {
            EnumMap<Metric, Integer> scores = new EnumMap<>(Metric.class);
            for (Metric m : scope) {
                scores.put(m, rubricScore(findings, m));
            }
            for (Finding f : findings) {
                if (!scope.contains(f.metric())) {
                    throw new IllegalArgumentException("a finding on " + f.metric() + " is outside the judge's scope");
                }
            }
            return new Verdict(judge, traceId, findings, scores, List.of());
        }

        /** A verdict whose whole reply could not be read: no findings, no scores, the reply kept. */
        public static Verdict unparseable(JudgeSpec judge, String traceId, String reply, String reason) {
            return new Verdict(judge, traceId, List.of(), Map.of(), List.of(new Unparsed(null, reply, reason)));
        }

        /**
         * The GPA rubric applied to findings: 3 without a finding on the metric, else the worst finding's
         * {@link Severity#rubricScore()}.
         */
        public static int rubricScore(List<Finding> findings, Metric metric) {
            int score = 3;
            for (Finding f : findings) {
                if (f.metric() == metric) {
                    score = Math.min(score, f.severity().rubricScore());
                }
            }
            return score;
        }

        /** Every reply was read. */
        public boolean parsed() {
            return unparsed.isEmpty();
        }

        /** The judge's call on the whole trace: something above {@link Severity#LOW} is wrong with it. */
        public boolean flagsFlawed() {
            return findings.stream().anyMatch(f -> f.severity() != Severity.LOW);
        }

        /** The findings on one metric. */
        public List<Finding> findingsOn(Metric metric) {
            return findings.stream().filter(f -> f.metric() == metric).toList();
        }

        /** Whether the judge flagged this metric anywhere in the trace. */
        public boolean flags(Metric metric) {
            return findings.stream().anyMatch(f -> f.metric() == metric);
        }

        /**
         * One issue a judge found: which GPA metric, which step it cites, a short piece of evidence, how bad it is, and
         * which check produced it (a rule id, or e.g. the metric prompt of an LLM judge).
         *
         * <pre>{@code
         * Finding f = Finding.of(Metric.EE, 4, Severity.LOW, "repeats the call at step 3", "repeat");
         * }</pre>
         *
         * @param metric   the GPA metric
         * @param step     the step index the judge cites (a trace's {@code i})
         * @param evidence what the judge saw, in a sentence
         * @param severity how bad
         * @param source   the check that produced it: a rule id such as {@code think-step}, or an LLM judge's prompt name
         */
        public record Finding(Metric metric, int step, String evidence, Severity severity, String source) {

            public Finding {
                Objects.requireNonNull(metric, "metric");
                if (step < 0) {
                    throw new IllegalArgumentException("a finding cites a step index >= 0, got " + step);
                }
                Objects.requireNonNull(evidence, "evidence");
                Objects.requireNonNull(severity, "severity");
                Objects.requireNonNull(source, "source");
                if (evidence.isBlank()) {
                    throw new IllegalArgumentException("a finding needs evidence");
                }
            }

            public static Finding of(Metric metric, int step, Severity severity, String evidence, String source) {
                return new Finding(metric, step, evidence, severity, source);
            }
        }

        /**
         * How bad a finding is. It sets the finding's metric score on the GPA 0–3 rubric (3 = no issue): a low finding
         * leaves 2, a medium one 1, a high one 0. A judge calls a trace flawed when it has a finding above {@link #LOW}.
         */
        public enum Severity {
            /** Costs tokens or breaks a format, changes no value (a repeated call, a missing end tag). */
            LOW("low", 2),
            /** May change a value (web data where the database fits). */
            MEDIUM("medium", 1),
            /** A value or the answer is probably wrong (a skipped call, a misread, an unrecovered error). */
            HIGH("high", 0);

            private final String wireName;
            private final int rubricScore;

            Severity(String wireName, int rubricScore) {
                this.wireName = wireName;
                this.rubricScore = rubricScore;
            }

            public String wireName() {
                return wireName;
            }

            /** The metric's 0–3 score when this is its worst finding. */
            public int rubricScore() {
                return rubricScore;
            }

            /** The severity of this wire name ({@code low}, {@code medium}, {@code high}). */
            public static Severity of(String wireName) {
                for (Severity s : values()) {
                    if (s.wireName.equals(wireName)) {
                        return s;
                    }
                }
                throw new IllegalArgumentException("unknown severity '" + wireName + "' (low, medium, high)");
            }
        }

        /**
         * What judged: a name and its parameters, recorded with every verdict so that a run can be reproduced (as Inspect
         * records a scorer's spec in its log). An LLM judge would record e.g. its provider, model and prompt version.
         *
         * <pre>{@code
         * JudgeSpec spec = JudgeSpec.of("rules", "version", "1");
         * spec.toString();      // "rules(version=1)"
         * }</pre>
         *
         * @param name   a short name, e.g. {@code rules} or {@code outcome}
         * @param params parameters in a fixed order
         */
        public record JudgeSpec(String name, Map<String, String> params) {

            public JudgeSpec {
                Objects.requireNonNull(name, "name");
                if (!name.matches("[a-z][a-z0-9_.-]*")) {
                    throw new IllegalArgumentException(
                            "a judge name is lower-case letters, digits, '_', '.' or '-': " + name);
                }
                params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
            }

            /** A spec from alternating parameter names and values. */
            public static JudgeSpec of(String name, String... keysAndValues) {
                if (keysAndValues.length % 2 != 0) {
                    throw new IllegalArgumentException("parameter names and values must alternate");
                }
                Map<String, String> m = new LinkedHashMap<>();
                for (int i = 0; i < keysAndValues.length; i += 2) {
                    m.put(keysAndValues[i], keysAndValues[i + 1]);
                }
                return new JudgeSpec(name, m);
            }

            @Override
            public String toString() {
                return name
                        + params.entrySet().stream()
                                .map(e -> e.getKey() + "=" + e.getValue())
                                .collect(Collectors.joining(", ", "(", ")"));
            }
        }
    }
}
