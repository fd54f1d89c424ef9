package com.agenteval.workbench.core.outcome;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

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

    /**
     * The 95% intervals of {@link OutcomeMeasures}' four rates over one task set's traces (one trace per task, so the
     * tasks are the clusters): each rate's naive and clustered intervals ({@link ClusteredMean}) and its cluster bootstrap
     * over tasks, all four from the same resamples. With one run per task the clustered interval equals the naive one
     * (C = N, so {@code C/(C−1)·Σ(x−m)²/N²} is {@code sd²/N} and both take t with N − 1 degrees of freedom).
     *
     * <pre>{@code
     * OutcomeIntervals ci = OutcomeIntervals.of(traces, ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED);
     * ci.accuracy().of(IntervalMethod.CLUSTERED);   ci.clean().mean().clusteredProblem();
     * }</pre>
     *
     * @param accuracy  outcome accuracy
     * @param clean     the process-clean rate
     * @param lucky     the lucky-correct rate
     * @param staleOnly the stale-db-only failure rate
     * @param resamples B
     * @param seed      the bootstrap's seed
     */
    public record OutcomeIntervals(Rate accuracy, Rate clean, Rate lucky, Rate staleOnly, int resamples, long seed) {

        /**
         * One rate's intervals.
         *
         * @param mean      the rate as a mean of 0/1 scores, one per task, with its naive and clustered intervals
         * @param bootstrap its bootstrap interval over tasks
         */
        public record Rate(ClusteredMean mean, Interval bootstrap) {

            public Rate {
                Objects.requireNonNull(mean, "mean");
                Objects.requireNonNull(bootstrap, "bootstrap");
            }

            /** The interval the page's error-bars switch chose. */
            public Interval of(IntervalMethod method) {
                return method.of(mean, bootstrap);
            }
        }

        public OutcomeIntervals {
            Objects.requireNonNull(accuracy, "accuracy");
            Objects.requireNonNull(clean, "clean");
            Objects.requireNonNull(lucky, "lucky");
            Objects.requireNonNull(staleOnly, "staleOnly");
        }

        /** The intervals of a task set's traces (at least one), by the measures' own definitions. */
        public static OutcomeIntervals of(List<Trace> traces, int resamples, long seed) {
            if (traces.isEmpty()) {
                throw new IllegalArgumentException("intervals need at least one trace");
            }
            List<Predicate<Trace>> measures = List.of(
                    Trace::correct,
                    OutcomeMeasures::processClean,
                    OutcomeMeasures::luckyCorrect,
                    OutcomeMeasures::staleOnlyFailure);
            int n = traces.size();
            int[][] hits = new int[measures.size()][n];
            for (int m = 0; m < measures.size(); m++) {
                for (int i = 0; i < n; i++) {
                    hits[m][i] = measures.get(m).test(traces.get(i)) ? 1 : 0;
                }
            }
            return ofScores(hits, resamples, seed);
        }

        /**
         * The intervals of four rates given as 0/1 scores, {@code hits[rate][task]}: accuracy, clean, lucky and
         * stale-only, in that order.
         */
        static OutcomeIntervals ofScores(int[][] hits, int resamples, long seed) {
            if (hits.length != 4) {
                throw new IllegalArgumentException("four rates, got " + hits.length);
            }
            int n = hits[0].length;
            List<ClusterBootstrap.Statistic> stats = Arrays.stream(hits)
                    .map(h -> ClusterBootstrap.mean(
                            Arrays.stream(h).asDoubleStream().toArray()))
                    .toList();
            List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(n, resamples, seed, stats);
            Rate[] rates = new Rate[hits.length];
            for (int m = 0; m < rates.length; m++) {
                rates[m] = new Rate(ClusteredMean.ofCounts(hits[m], 1), b.get(m).ci95Defined());
            }
            return new OutcomeIntervals(rates[0], rates[1], rates[2], rates[3], resamples, seed);
        }
    }
}
