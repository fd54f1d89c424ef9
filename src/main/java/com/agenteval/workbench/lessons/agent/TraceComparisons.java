package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.notebook.Comparison;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Two runs of the simulated agent side by side for {@link com.agenteval.workbench.notebook.CompareCell}: the pinned
 * run and the current one, field by field (task, config, outcome, answer, steps, tokens, cost, labels), then their
 * tool calls and their ground-truth labels compared as sets. Values print as the lecture's module prints them.
 */
final class TraceComparisons {

    private TraceComparisons() {}

    /** Null until a run is pinned: the cell then shows its hint. */
    static @Nullable Comparison of(SideBySide pair, Function<String, String> t) {
        AgentRun a = pair.pinned();
        if (a == null) {
            return null;
        }
        AgentRun b = pair.current();
        return Comparison.of(
                t.apply("agent.compare.pinned"),
                t.apply("agent.compare.current"),
                List.of(
                        Comparison.row(
                                t.apply("agent.compare.field.task"),
                                a.task().id() + ": " + a.task().question(),
                                b.task().id() + ": " + b.task().question()),
                        Comparison.row(
                                "config",
                                a.spec().config().name(),
                                b.spec().config().name()),
                        Comparison.row(
                                "run_seed",
                                a.spec().runSeed().toString(),
                                b.spec().runSeed().toString()),
                        Comparison.row(t.apply("agent.compare.field.outcome"), outcome(a, t), outcome(b, t)),
                        Comparison.row(
                                "answer",
                                a.strategy().answer().repr(),
                                b.strategy().answer().repr()),
                        Comparison.row(
                                t.apply("agent.compare.field.expected"),
                                a.task().answer().repr(),
                                b.task().answer().repr()),
                        Comparison.row(t.apply("agent.compare.field.steps"), steps(a), steps(b)),
                        Comparison.row(
                                "tokens",
                                String.valueOf(a.strategy().tokens()),
                                String.valueOf(b.strategy().tokens())),
                        Comparison.row(
                                "cost",
                                PyFormat.dollars(a.strategy().cost()),
                                PyFormat.dollars(b.strategy().cost())),
                        Comparison.row(
                                t.apply("agent.compare.field.labels"),
                                String.join(", ", labels(a)),
                                String.join(", ", labels(b)))),
                List.of(
                        Comparison.Lists.of(t.apply("agent.compare.field.calls"), calls(a), calls(b)),
                        Comparison.Lists.of(t.apply("agent.compare.field.labels"), labels(a), labels(b))));
    }

    private static String outcome(AgentRun run, Function<String, String> t) {
        return t.apply(run.strategy().correct() ? "agent.outcome.correct" : "agent.outcome.wrong");
    }

    private static String steps(AgentRun run) {
        Trace trace = run.trace();
        return trace != null ? String.valueOf(trace.steps().size()) : "";
    }

    /** Each tool call as {@code tool(args)}, the args as the module's dict repr. */
    private static List<String> calls(AgentRun run) {
        Trace trace = run.trace();
        if (trace == null) {
            return List.of();
        }
        return trace.steps().stream()
                .filter(s -> s instanceof Step.Call)
                .map(s -> (Step.Call) s)
                .map(c -> c.tool() + "(" + c.args().repr() + ")")
                .toList();
    }

    /** Each label as {@code mode@step}: the same mode at another step is another error. */
    private static List<String> labels(AgentRun run) {
        Trace trace = run.trace();
        if (trace == null) {
            return List.of();
        }
        return trace.errors().stream().map(TraceComparisons::label).toList();
    }

    private static String label(ErrorLabel e) {
        return e.mode().wireName() + "@" + e.step();
    }
}
