package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.WebQuery;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The rule-based trajectory judge's rules: one per metric as the judges issue lists them, each written only from
 * what a {@link JudgeInput} shows and each citing the step where it sees the problem. A rule that cannot see
 * something (a web value that is quietly out of date, a stale db record, whether a remembered value happened to be
 * right) does not guess.
 *
 * <pre>{@code
 * List<Finding> f = TrajectoryRule.REPEATED_CALL.findings(JudgeInput.of(trace));
 * }</pre>
 */
enum TrajectoryRule {

    /** LC: the plan does not end with {@code <end_plan>} as the system prompt asks. */
    PLAN_END_TAG("plan-end-tag", List.of(Metric.LC)) {
        @Override
        List<Finding> check(JudgeInput in) {
            return in.plan()
                    .filter(p -> !p.endTag())
                    .map(p -> List.of(finding(
                            Metric.LC, p.index(), Severity.LOW, "the plan does not end with <end_plan> as instructed")))
                    .orElse(List.of());
        }
    },

    /**
     * PQ: a value the plan's calculation, chart or final answer needs is never fetched by the plan, or a calculation
     * or chart is planned before the fetch of its input. Cites the plan step.
     */
    PLAN_INPUTS("plan-inputs", List.of(Metric.PQ)) {
        @Override
        List<Finding> check(JudgeInput in) {
            Optional<Step.Plan> plan = in.plan();
            if (plan.isEmpty()) {
                return List.of();
            }
            List<PlanItem> items = plan.get().plan();
            Map<String, Integer> producedAt = new LinkedHashMap<>();
            for (int k = 0; k < items.size(); k++) {
                producedAt.putIfAbsent(items.get(k).var(), k);
            }
            Set<String> missing = new LinkedHashSet<>();
            Map<PlanItem, String> early = new LinkedHashMap<>(); // a step planned before its input -> that input
            for (int k = 0; k < items.size(); k++) {
                PlanItem item = items.get(k);
                for (String v : item.inputs()) {
                    Integer at = producedAt.get(v);
                    if (at == null) {
                        missing.add(v);
                    } else if (at > k) {
                        early.putIfAbsent(item, v);
                    }
                }
            }
            in.finalStep()
                    .ifPresent(f -> f.inputs().stream()
                            .filter(v -> !producedAt.containsKey(v))
                            .forEach(missing::add));
            List<Finding> out = new ArrayList<>();
            int at = plan.get().index();
            for (String v : missing) {
                out.add(finding(
                        Metric.PQ,
                        at,
                        Severity.HIGH,
                        "the plan never fetches " + v + ", which a later step or the answer needs"));
            }
            early.forEach((item, v) -> out.add(finding(
                    Metric.PQ,
                    at,
                    Severity.HIGH,
                    item.var() + " (" + item.tool() + ") is planned before " + v + ", its input, is fetched")));
            return out;
        }
    },

    /**
     * TS: web_search for a market-cap or GDP figure although the catalog has a database tool for it. Cites the plan
     * when the plan chose web_search, else the call (once: a repeat of the same search is the repeat rule's).
     */
    WEB_FOR_DB("web-for-db", List.of(Metric.TS)) {
        @Override
        List<Finding> check(JudgeInput in) {
            boolean db =
                    in.offers(ToolSpecs.DB_LOOKUP) || in.offers(ToolSpecs.DB_SERIES) || in.offers(ToolSpecs.DB_TOP_K);
            if (!db) {
                return List.of();
            }
            List<Finding> out = new ArrayList<>();
            Set<String> plannedWeb = new LinkedHashSet<>();
            in.plan().ifPresent(p -> {
                for (PlanItem item : p.plan()) {
                    if (item.kind().equals("fetch") && item.tool().equals(ToolSpecs.WEB_SEARCH)) {
                        plannedWeb.add(item.var());
                        out.add(finding(
                                Metric.TS,
                                p.index(),
                                Severity.MEDIUM,
                                "the plan fetches " + item.var()
                                        + " with web_search although the internal database has these figures"));
                    }
                }
            });
            List<Step.Call> calls = in.calls();
            for (Step.Call c : calls) {
                if (c.tool().equals(ToolSpecs.WEB_SEARCH)
                        && !plannedWeb.contains(c.var())
                        && repeatOf(c, calls) == null) {
                    String tool = dbToolFor(text(c.args().get("query")));
                    if (tool != null && in.offers(tool)) {
                        out.add(finding(
                                Metric.TS,
                                c.index(),
                                Severity.MEDIUM,
                                "web_search for " + c.var() + " where " + tool + " fits"));
                    }
                }
            }
            return out;
        }
    },

    /** TC: a tool call failed and no later call of the same tool for the same variable succeeded. */
    UNRECOVERED_ERROR("unrecovered-error", List.of(Metric.TC)) {
        @Override
        List<Finding> check(JudgeInput in) {
            List<Finding> out = new ArrayList<>();
            List<Step.Call> calls = in.calls();
            for (Step.Call c : calls) {
                if (c.output().ok()) {
                    continue;
                }
                boolean retried = calls.stream()
                        .anyMatch(d -> d.index() > c.index()
                                && d.output().ok()
                                && d.tool().equals(c.tool())
                                && d.var().equals(c.var()));
                if (!retried) {
                    out.add(finding(
                            Metric.TC,
                            c.index(),
                            Severity.HIGH,
                            c.tool() + " returned an error (" + errorText(c.output())
                                    + ") and was not retried with corrected arguments"));
                }
            }
            return out;
        }
    },

    /**
     * PA + LC: a think step replaces a planned call (the plan has the fetch, the trace never makes it; the last think
     * for the value is the one in the call's place).
     * LC: a think step estimates a value after its tool call failed, or produces a value a tool should give
     * (no plan, a value the plan forgot, a value the plan fetches only later).
     */
    THINK_INSTEAD_OF_TOOL("think-instead-of-tool", List.of(Metric.PA, Metric.LC)) {
        @Override
        List<Finding> check(JudgeInput in) {
            List<Finding> out = new ArrayList<>();
            List<Step.Call> calls = in.calls();
            Optional<Step.Plan> plan = in.plan();
            for (Step s : in.steps()) {
                if (!(s instanceof Step.Think t)) {
                    continue;
                }
                String v = t.var();
                Optional<Step.Call> failed = calls.stream()
                        .filter(c -> c.index() < t.index()
                                && c.var().equals(v)
                                && !c.output().ok())
                        .reduce((a, b) -> b);
                boolean planned = plan.isPresent()
                        && plan.get().plan().stream().anyMatch(p -> p.var().equals(v));
                boolean everCalled = calls.stream().anyMatch(c -> c.var().equals(v));
                // the think standing in for the planned call is the last one for v; an earlier one is an estimate
                boolean lastForVar = in.steps().stream()
                        .noneMatch(x -> x.index() > t.index()
                                && x instanceof Step.Think later
                                && later.var().equals(v));
                String value = TraceFormatter.shortValue(t.read());
                if (failed.isPresent()) {
                    out.add(finding(
                            Metric.LC,
                            t.index(),
                            Severity.HIGH,
                            "estimates " + v + " = " + value + " after the call at step "
                                    + failed.get().index() + " failed"));
                } else if (planned && !everCalled && lastForVar) {
                    PlanItem item = plan.get().plan().stream()
                            .filter(p -> p.var().equals(v))
                            .findFirst()
                            .orElseThrow();
                    out.add(finding(
                            Metric.PA,
                            t.index(),
                            Severity.HIGH,
                            "skips the planned " + item.tool() + " for " + v + " and states a value instead"));
                    out.add(finding(
                            Metric.LC, t.index(), Severity.HIGH, v + " = " + value + " comes from no tool output"));
                } else {
                    out.add(finding(
                            Metric.LC, t.index(), Severity.HIGH, v + " = " + value + " is estimated without a tool"));
                }
            }
            return out;
        }
    },

    /** LC + TC: the value the agent wrote down differs from what the tool returned. */
    MISREAD("misread", List.of(Metric.LC, Metric.TC)) {
        @Override
        List<Finding> check(JudgeInput in) {
            List<Finding> out = new ArrayList<>();
            List<Step.Call> calls = in.calls();
            for (Step.Call c : calls) {
                if (!c.output().ok()
                        || !c.hasRead()
                        || Answers.sameValue(c.read(), c.output().value())
                        || repeatOf(c, calls) != null) {
                    continue; // a repeated call copies the first one's reading: flagged there
                }
                String evidence = "read " + c.var() + " = " + TraceFormatter.shortValue(c.read()) + " but " + c.tool()
                        + " returned " + TraceFormatter.shortValue(c.output().value());
                out.add(finding(Metric.LC, c.index(), Severity.HIGH, evidence));
                out.add(finding(Metric.TC, c.index(), Severity.HIGH, evidence));
            }
            return out;
        }
    },

    /** EE: a call repeats an earlier successful call with identical arguments. */
    REPEATED_CALL("repeated-call", List.of(Metric.EE)) {
        @Override
        List<Finding> check(JudgeInput in) {
            List<Finding> out = new ArrayList<>();
            List<Step.Call> calls = in.calls();
            for (Step.Call c : calls) {
                Step.Call first = repeatOf(c, calls);
                if (first != null) {
                    out.add(finding(
                            Metric.EE,
                            c.index(),
                            Severity.LOW,
                            "repeats the " + c.tool() + " call of step " + first.index()
                                    + " with identical arguments"));
                }
            }
            return out;
        }
    },

    /**
     * GF: the final answer is missing, or differs (at one decimal) from the last value the trace produced for the
     * variable it reports.
     */
    FINAL_MISMATCH("final-mismatch", List.of(Metric.GF)) {
        @Override
        List<Finding> check(JudgeInput in) {
            Optional<Step.Final> fin = in.finalStep();
            if (fin.isEmpty()) {
                return List.of();
            }
            Step.Final f = fin.get();
            if (f.answer() == PyNone.NONE) {
                return List.of(
                        finding(Metric.GF, f.index(), Severity.HIGH, "the final answer gives no value or chart"));
            }
            if (f.inputs().isEmpty()) {
                return List.of();
            }
            String v = f.inputs().get(0);
            PyObject last = null;
            int lastAt = -1;
            for (Step s : in.steps()) {
                if (s.index() >= f.index()) {
                    break;
                }
                if (s instanceof Step.Call c && c.var().equals(v) && c.hasRead()) {
                    last = c.read();
                    lastAt = c.index();
                } else if (s instanceof Step.Think t && t.var().equals(v)) {
                    last = t.read();
                    lastAt = t.index();
                }
            }
            if (last == null || Answers.answerEqual(f.answer(), last)) {
                return List.of();
            }
            return List.of(finding(
                    Metric.GF,
                    f.index(),
                    Severity.HIGH,
                    "answers "
                            + TraceFormatter.shortValue(f.answer()) + " but " + v + " = "
                            + TraceFormatter.shortValue(last) + " at step " + lastAt));
        }
    },

    /**
     * TC: a successful fetch whose arguments contradict the question — another entity, another year, another k —
     * the silent wrong arguments a tool accepts without an error. Read off the question by position: the first
     * value the calculation uses is about the first entity or year the question names.
     */
    ARGS_VS_QUESTION("args-vs-question", List.of(Metric.TC)) {
        @Override
        List<Finding> check(JudgeInput in) {
            QuestionFacts q = QuestionFacts.parse(in.question());
            List<String> order = fetchOrder(in);
            List<Finding> out = new ArrayList<>();
            List<Step.Call> calls = in.calls();
            for (Step.Call c : calls) {
                if (!c.output().ok() || !c.inputs().isEmpty() || repeatOf(c, calls) != null) {
                    continue;
                }
                String problem = argsProblem(c, q, order.indexOf(c.var()), order.size());
                if (problem != null) {
                    out.add(finding(
                            Metric.TC, c.index(), Severity.HIGH, c.tool() + " for " + c.var() + ": " + problem));
                }
            }
            return out;
        }
    };

    private final String id;
    private final List<Metric> metrics;

    TrajectoryRule(String id, List<Metric> metrics) {
        this.id = id;
        this.metrics = metrics;
    }

    /** The rule's id, recorded as each of its findings' source. */
    public String id() {
        return id;
    }

    /** The metrics its findings can carry. */
    public List<Metric> metrics() {
        return metrics;
    }

    /** The rule's findings on one trace. */
    abstract List<Finding> check(JudgeInput in);

    /** The rule's findings on one trace, on their own (the rule judge runs every rule). */
    public List<Finding> findings(JudgeInput in) {
        return check(in);
    }

    Finding finding(Metric metric, int step, Severity severity, String evidence) {
        return Finding.of(metric, step, severity, evidence, id);
    }

    /**
     * The earlier successful call this one repeats — same tool, identical arguments, same variable — or null. (The
     * same call for another variable is not a repeat: it fetched the wrong thing, which the args rule judges.)
     */
    static Step.@Nullable Call repeatOf(Step.Call c, List<Step.Call> calls) {
        for (Step.Call d : calls) {
            if (d.index() >= c.index()) {
                return null;
            }
            if (d.output().ok()
                    && d.tool().equals(c.tool())
                    && d.var().equals(c.var())
                    && d.args().equals(c.args())) {
                return d;
            }
        }
        return null;
    }

    private static String errorText(ToolResult out) {
        return out instanceof ToolResult.Failed f ? f.error() : ((ToolResult.Raised) out).message();
    }

    private static String text(@Nullable PyObject v) {
        return v instanceof PyStr s ? s.value() : v == null ? "" : v.str();
    }

    /** The database tool that answers a web query about a figure of this world, or null (news, other things). */
    static @Nullable String dbToolFor(String query) {
        WebQuery w;
        try {
            w = WebQuery.parse(query);
        } catch (RuntimeException e) {
            return null;
        }
        if (w.table() == null) {
            return null;
        }
        if (w.topK() != null) {
            return ToolSpecs.DB_TOP_K;
        }
        if (w.entity() != null && w.years().size() >= 2) {
            return ToolSpecs.DB_SERIES;
        }
        return w.entity() != null && w.years().size() == 1 ? ToolSpecs.DB_LOOKUP : null;
    }

    /**
     * The fetched variables in the order the calculation or chart uses them (its {@code inputs}), else sorted by
     * name; fetched variables are the ones produced without inputs.
     */
    static List<String> fetchOrder(JudgeInput in) {
        for (Step s : in.steps()) {
            List<String> inputs =
                    s instanceof Step.Call c ? c.inputs() : s instanceof Step.Think t ? t.inputs() : List.of();
            if (!inputs.isEmpty()) {
                return inputs;
            }
        }
        Set<String> fetched = new TreeSet<>();
        in.plan()
                .ifPresent(
                        p -> p.plan().stream().filter(i -> i.inputs().isEmpty()).forEach(i -> fetched.add(i.var())));
        for (Step s : in.steps()) {
            if (s instanceof Step.Call c && c.inputs().isEmpty()) {
                fetched.add(c.var());
            } else if (s instanceof Step.Think t && t.inputs().isEmpty()) {
                fetched.add(t.var());
            }
        }
        return new ArrayList<>(fetched);
    }

    /** What is wrong with a fetch's arguments given the question, or null. */
    private static @Nullable String argsProblem(Step.Call c, QuestionFacts q, int index, int n) {
        PyDict a = c.args();
        switch (c.tool()) {
            case ToolSpecs.DB_LOOKUP -> {
                String entity = entityProblem(text(a.get("entity")), q, index, n);
                return entity != null ? entity : yearProblem("year", intArg(a.get("year")), q.yearFor(index, n), q);
            }
            case ToolSpecs.DB_SERIES -> {
                String entity = entityProblem(text(a.get("entity")), q, index, n);
                if (entity != null) {
                    return entity;
                }
                String start = yearProblem("start_year", intArg(a.get("start_year")), q.firstYear(), q);
                return start != null ? start : yearProblem("end_year", intArg(a.get("end_year")), q.lastYear(), q);
            }
            case ToolSpecs.DB_TOP_K -> {
                String year = yearProblem("year", intArg(a.get("year")), q.firstYear(), q);
                return year != null ? year : kProblem(intArg(a.get("k")), q);
            }
            case ToolSpecs.WEB_SEARCH -> {
                WebQuery w;
                try {
                    w = WebQuery.parse(text(a.get("query")));
                } catch (RuntimeException e) {
                    return null;
                }
                if (w.entity() != null) {
                    String entity = entityProblem(w.entity(), q, index, n);
                    if (entity != null) {
                        return entity;
                    }
                }
                if (w.topK() != null) {
                    String year = w.years().isEmpty()
                            ? null
                            : yearProblem("the year", w.years().get(0), q.firstYear(), q);
                    return year != null
                            ? year
                            : kProblem(w.topK().bitLength() < 31 ? w.topK().intValue() : null, q);
                }
                if (w.years().size() >= 2) {
                    String start = yearProblem("the start year", w.years().get(0), q.firstYear(), q);
                    return start != null
                            ? start
                            : yearProblem(
                                    "the end year", w.years().get(w.years().size() - 1), q.lastYear(), q);
                }
                return w.years().size() == 1 ? yearProblem("the year", w.years().get(0), q.yearFor(index, n), q) : null;
            }
            default -> {
                return null;
            }
        }
    }

    private static @Nullable String entityProblem(String entity, QuestionFacts q, int index, int n) {
        if (q.entities().isEmpty() || entity.isEmpty()) {
            return null;
        }
        String expected = q.entityFor(index, n);
        if (expected != null
                ? !expected.equalsIgnoreCase(entity.strip())
                : q.entities().stream().noneMatch(e -> e.equalsIgnoreCase(entity.strip()))) {
            return "asks about " + entity + " but the question means "
                    + (expected != null ? expected : String.join(" or ", q.entities())) + " here";
        }
        return null;
    }

    private static @Nullable String yearProblem(
            String what, @Nullable Integer year, @Nullable Integer expected, QuestionFacts q) {
        if (year == null || q.years().isEmpty()) {
            return null;
        }
        if (expected != null ? !expected.equals(year) : !q.years().contains(year)) {
            return what + " " + year + " is not the " + (expected != null ? String.valueOf(expected) : "year")
                    + " the question asks for";
        }
        return null;
    }

    private static @Nullable String kProblem(@Nullable Integer k, QuestionFacts q) {
        if (k == null || q.topK() == null || q.topK().equals(k)) {
            return null;
        }
        return "k = " + k + " but the question asks for the top " + q.topK();
    }

    private static @Nullable Integer intArg(@Nullable PyObject v) {
        return v instanceof PyInt i && i.value().bitLength() < 31 ? i.value().intValue() : null;
    }
}
