package com.agenteval.workbench.core.outcome;

import com.agenteval.workbench.core.agent.ErrorLabel;
import com.agenteval.workbench.core.agent.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace;
import java.util.List;
import java.util.Objects;

/**
 * Demonstration 01's measures over the traces of one task set, defined on the ground-truth labels that
 * {@code run_agent} writes. Every definition cites the module.
 *
 * <pre>{@code
 * List<Trace> traces = AgentRuns.traces(world, tasks, AgentConfigs.PLAN_EXEC, BigInteger.ZERO);
 * OutcomeMeasures m = OutcomeMeasures.of(traces);
 * m.accuracy();        // 0.72 on the lecture's familiar tasks
 * }</pre>
 *
 * @param n         traces
 * @param correct   traces with a correct final answer
 * @param clean     process-clean traces
 * @param lucky     lucky-correct traces
 * @param staleOnly failures due only to stale db records
 * @param staleTasks tasks whose db answer differs from the truth, whatever the agent did
 */
public record OutcomeMeasures(int n, int correct, int clean, int lucky, int staleOnly, int staleTasks) {

    public OutcomeMeasures {
        if (n < 0
                || correct < 0
                || clean < 0
                || lucky < 0
                || staleOnly < 0
                || staleTasks < 0
                || correct > n
                || clean > n
                || lucky > correct
                || staleOnly > n - correct
                || staleTasks > n) {
            throw new IllegalArgumentException("inconsistent counts");
        }
    }

    /** Counts the measures over a task set's traces. */
    public static OutcomeMeasures of(List<Trace> traces) {
        int correct = 0;
        int clean = 0;
        int lucky = 0;
        int staleOnly = 0;
        int staleTasks = 0;
        for (Trace t : traces) {
            correct += t.correct() ? 1 : 0;
            clean += processClean(t) ? 1 : 0;
            lucky += luckyCorrect(t) ? 1 : 0;
            staleOnly += staleOnlyFailure(t) ? 1 : 0;
            staleTasks += t.task().stale() ? 1 : 0;
        }
        return new OutcomeMeasures(traces.size(), correct, clean, lucky, staleOnly, staleTasks);
    }

    /** The non-benign process labels (all but the outcome's own goal label): each could have changed a value. */
    public static List<ErrorLabel> nonBenignErrors(Trace t) {
        return t.errors().stream()
                .filter(e -> e.mode() != ErrorMode.GOAL && !e.benign())
                .toList();
    }

    /** Process-clean: {@link Trace#processClean()} (no non-benign label besides the outcome's own goal label). */
    public static boolean processClean(Trace t) {
        return t.processClean();
    }

    /** Lucky-correct: {@link Trace#luckyCorrect()}, correct although a non-benign error happened on the way. */
    public static boolean luckyCorrect(Trace t) {
        return t.luckyCorrect();
    }

    /** A failure due only to stale db records: {@link Trace#failedOnStaleData()}. */
    public static boolean staleOnlyFailure(Trace t) {
        return t.failedOnStaleData();
    }

    /** Outcome accuracy: {@code correct / n}, as sim's results print it. */
    public double accuracy() {
        return rate(correct);
    }

    public double cleanRate() {
        return rate(clean);
    }

    public double luckyRate() {
        return rate(lucky);
    }

    public double staleOnlyRate() {
        return rate(staleOnly);
    }

    private double rate(int k) {
        return n == 0 ? 0.0 : (double) k / n;
    }

    /** The modes of a trace's non-benign errors with their metrics, e.g. {@code skip (PA+LC), wrong_tool (TS)}. */
    public static String describe(List<ErrorLabel> labels) {
        Objects.requireNonNull(labels);
        return String.join(
                ", ",
                labels.stream()
                        .map(e -> e.mode().wireName() + " ("
                                + String.join(
                                        "+",
                                        e.metrics().stream().map(Enum::name).toList()) + ")")
                        .toList());
    }
}
