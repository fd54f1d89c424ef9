package com.agenteval.workbench.outcome;

import com.agenteval.workbench.core.agent.ErrorLabel;
import com.agenteval.workbench.core.agent.ErrorMode;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.tasks.Answers;
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
        if (n < 0 || correct < 0 || clean < 0 || lucky < 0 || staleOnly < 0 || staleTasks < 0
                || correct > n || clean > n || lucky > correct || staleOnly > n - correct || staleTasks > n) {
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

    /**
     * The labels that describe the process: all but the {@code goal} label, which run_agent adds exactly when
     * {@code trace["correct"]} is false (it records the outcome, GF, not a step of the process).
     */
    static boolean processLabel(ErrorLabel e) {
        return e.mode() != ErrorMode.GOAL;
    }

    /**
     * Process labels that are not {@code is_benign(error)} (benign: loop, wasted, format, recovered bad_args): each
     * of them could have changed a value.
     */
    public static List<ErrorLabel> nonBenignErrors(Trace t) {
        return t.errors().stream().filter(e -> processLabel(e) && !e.benign()).toList();
    }

    /** Process-clean: no non-benign process error ({@code is_benign} for every label but the outcome's). */
    public static boolean processClean(Trace t) {
        return nonBenignErrors(t).isEmpty();
    }

    /** Lucky-correct: {@code trace["correct"]} although a non-benign error happened on the way. */
    public static boolean luckyCorrect(Trace t) {
        return t.correct() && !processClean(t);
    }

    /**
     * A failure due only to stale db records: {@code trace["correct"]} is false, the task is {@code task["stale"]}
     * (db_answer differs from the truth), the process is clean, and the final answer is exactly the perfect
     * process's {@code db_answer} (which also rules out an unlabelled slip in the final step).
     */
    public static boolean staleOnlyFailure(Trace t) {
        return !t.correct() && t.task().stale() && processClean(t)
                && Answers.answerEqual(t.answer(), t.task().dbAnswer());
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
        return String.join(", ", labels.stream().map(e -> e.mode().wireName() + " ("
                + String.join("+", e.metrics().stream().map(Enum::name).toList()) + ")").toList());
    }
}
