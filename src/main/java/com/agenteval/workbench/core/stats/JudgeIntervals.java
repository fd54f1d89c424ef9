package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.Ratio;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A judge's scores with their uncertainty: the bootstrap over traces (traces drawn with replacement; each trace's
 * counts come from a one-trace {@link Scorecard}, so the definitions are the scorecard's own) for each metric's F1, the location accuracy and
 * the joint accuracy (which also have the naive and the clustered-by-trace interval of a mean of label scores:
 * {@link #location(IntervalMethod)}); and Cohen's kappa of the judge against the true labels per GPA category, at trace level (the
 * trace has the category when a label lists it; the judge flags it when a finding carries it, as in
 * {@link MetricScore}).
 *
 * <pre>{@code
 * JudgeIntervals j = JudgeIntervals.of(card, 2000, 0L);
 * j.f1().get(Metric.PA);   j.joint();   j.kappa().get(Metric.TC);
 * }</pre>
 *
 * @param f1        per metric, the F1's bootstrap interval; null when no resample defines it (nothing to find and
 *                  nothing flagged)
 * @param location  the location accuracy's ({@link Scorecard#rootLocated()}) interval; null without labels
 * @param joint     the joint accuracy's ({@link Scorecard#joint()}) interval; null without labels
 * @param kappa     per metric, Cohen's kappa at trace level (NaN when chance agreement is total)
 * @param resamples B
 * @param seed      the bootstrap's seed
 * @param locationMean the location accuracy as a mean of 0/1 label scores clustered by trace (the traces with
 *                     labels), for its naive and clustered intervals; null without labels
 * @param jointMean    the joint accuracy likewise
 */
public record JudgeIntervals(
        Map<Metric, @Nullable Interval> f1,
        @Nullable Interval location,
        @Nullable Interval joint,
        Map<Metric, Double> kappa,
        int resamples,
        long seed,
        @Nullable ClusteredMean locationMean,
        @Nullable ClusteredMean jointMean) {

    public JudgeIntervals {
        f1 = Collections.unmodifiableMap(new EnumMap<>(f1));
        kappa = Collections.unmodifiableMap(new EnumMap<>(kappa));
    }

    public static JudgeIntervals of(Scorecard card, int resamples, long seed) {
        Objects.requireNonNull(card, "card");
        List<TraceComparison> traces = card.comparisons();
        Metric[] metrics = Metric.values();
        // every count is a sum over traces: score each trace alone once (the scorecard's own definitions), then a
        // resample is a weighted sum of those counts
        int n = traces.size();
        int[][][] counts = new int[n][metrics.length][3]; // tp, fp, fn per trace and metric
        int[][] labels = new int[n][3]; // labels, located at the root, joint
        for (int i = 0; i < n; i++) {
            Scorecard one = new Scorecard(card.judge(), List.of(traces.get(i)));
            Map<Metric, MetricScore> scores = one.metrics();
            for (int m = 0; m < metrics.length; m++) {
                MetricScore s = Objects.requireNonNull(scores.get(metrics[m]), "a scorecard scores every metric");
                counts[i][m] = new int[] {s.tp(), s.fp(), s.fn()};
            }
            labels[i] = new int[] {
                one.rootLocated().total(), one.rootLocated().hits(), one.joint().hits()
            };
        }
        int width = metrics.length + 2;
        ClusterBootstrap.Statistics stats = w -> {
            double[] out = new double[width];
            for (int m = 0; m < metrics.length; m++) {
                int tp = 0;
                int fp = 0;
                int fn = 0;
                for (int i = 0; i < n; i++) {
                    tp += w[i] * counts[i][m][0];
                    fp += w[i] * counts[i][m][1];
                    fn += w[i] * counts[i][m][2];
                }
                out[m] = new MetricScore(metrics[m], tp, fp, fn, new Ratio(0, 0)).f1();
            }
            int total = 0;
            int located = 0;
            int joint = 0;
            for (int i = 0; i < n; i++) {
                total += w[i] * labels[i][0];
                located += w[i] * labels[i][1];
                joint += w[i] * labels[i][2];
            }
            out[metrics.length] = new Ratio(located, total).share();
            out[metrics.length + 1] = new Ratio(joint, total).share();
            return out;
        };
        List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(n, resamples, seed, width, stats);
        Map<Metric, @Nullable Interval> f1 = new EnumMap<>(Metric.class);
        Map<Metric, Double> kappa = new EnumMap<>(Metric.class);
        Map<Metric, MetricScore> scores = card.metrics();
        for (int m = 0; m < metrics.length; m++) {
            f1.put(metrics[m], b.get(m).ci95());
            MetricScore s = Objects.requireNonNull(scores.get(metrics[m]), "a scorecard scores every metric");
            int tn = traces.size() - s.tp() - s.fp() - s.fn();
            kappa.put(metrics[m], CohenKappa.of(s.tp(), s.fn(), s.fp(), tn));
        }
        return new JudgeIntervals(
                f1,
                b.get(metrics.length).ci95(),
                b.get(metrics.length + 1).ci95(),
                kappa,
                resamples,
                seed,
                labelMean(labels, 1),
                labelMean(labels, 2));
    }

    /**
     * The location accuracy's interval by the page's method: naive (every label independent), clustered by trace
     * (a trace's labels share its judge's reading of it) or the bootstrap over traces; null without labels.
     */
    public @Nullable Interval location(IntervalMethod method) {
        return locationMean == null || location == null ? location : method.of(locationMean, location);
    }

    /** The joint accuracy's interval by the page's method, as {@link #location(IntervalMethod)}. */
    public @Nullable Interval joint(IntervalMethod method) {
        return jointMean == null || joint == null ? joint : method.of(jointMean, joint);
    }

    /** Labels' 0/1 hits ({@code labels[i][hit]} of {@code labels[i][0]}) clustered by the traces that have labels. */
    static @Nullable ClusteredMean labelMean(int[][] labels, int hit) {
        int withLabels = 0;
        for (int[] l : labels) {
            withLabels += l[0] > 0 ? 1 : 0;
        }
        if (withLabels == 0) {
            return null;
        }
        int[] hits = new int[withLabels];
        int[] runs = new int[withLabels];
        int k = 0;
        for (int[] l : labels) {
            if (l[0] > 0) {
                hits[k] = l[hit];
                runs[k++] = l[0];
            }
        }
        return ClusteredMean.ofCounts(hits, runs);
    }

    /**
     * A judge used to measure a config's error rate, corrected with a hand-checked calibration set, and graded by the
     * world that knows every trace's true label.
     *
     * <p>One draw: m of the N traces, chosen at random, are the calibration set (their true labels are "hand-checked":
     * the world supplies them); the judge's calls on the other N − m traces give the raw estimate p with its Wilson
     * interval; the judge's sensitivity and specificity on the calibration set turn p into the Rogan–Gladen estimate,
     * whose delta-method interval includes the calibration set's uncertainty ({@link PrevalenceCorrection}). The truth
     * is the share of all N traces that truly have the error. Over {@code draws} draws the result says how often each
     * interval contains the truth. A draw whose calibration set has no truly positive or no truly negative trace cannot
     * be corrected: it is counted in {@link #uncorrectable} and left out of the corrected estimate's grade.
     *
     * <pre>{@code
     * JudgeCalibration c = JudgeCalibration.of(truth, flagged, 50, 1000, 0L);   // per trace: has the error, judge says so
     * c.first().corrected();   c.raw().coverage();   c.corrected().coverage();
     * }</pre>
     *
     * @param traces        N
     * @param calibration   m
     * @param draws         the repeated draws
     * @param truth         the true error rate of the N traces
     * @param first         the first draw's estimates (the calibration set the page shows)
     * @param raw           the raw estimate's grade over the draws
     * @param corrected     the corrected estimate's grade over the draws that could be corrected
     * @param uncorrectable draws whose calibration set lacked positive or negative traces, or whose judge was no
     *                      better than chance there (Se + Sp ≤ 1)
     */
    public record JudgeCalibration(
            int traces,
            int calibration,
            int draws,
            double truth,
            @Nullable PrevalenceCorrection first,
            CoverageLab.MethodCoverage raw,
            CoverageLab.MethodCoverage corrected,
            int uncorrectable) {

        /** The repeated draws a page grades the estimates on. */
        public static final int DRAWS = 1_000;

        /**
         * The error rate a judge measures on a scorecard's traces: the share with a flawed process
         * ({@link TraceComparison#flawed()}, the world's label), against the judge's call
         * ({@link TraceComparison#judgeFlawed()}).
         */
        public static JudgeCalibration of(Scorecard card, int m, int draws, long seed) {
            List<TraceComparison> traces = card.comparisons();
            boolean[] truth = new boolean[traces.size()];
            boolean[] flagged = new boolean[traces.size()];
            for (int i = 0; i < truth.length; i++) {
                truth[i] = traces.get(i).flawed();
                flagged[i] = traces.get(i).judgeFlawed();
            }
            return of(truth, flagged, m, draws, seed);
        }

        /**
         * @param truth   per trace, whether it truly has the error (the world's label)
         * @param flagged per trace, whether the judge says it has
         * @param m       the calibration set's size, 2 to N − 1
         * @param draws   repeated draws, 1 to {@link CoverageLab#MAX_REPLICATIONS}
         * @param seed    the draws' seed (the stats seed)
         */
        public static JudgeCalibration of(boolean[] truth, boolean[] flagged, int m, int draws, long seed) {
            int n = truth.length;
            if (flagged.length != n) {
                throw new IllegalArgumentException(
                        "one judge call per trace: " + n + " traces, " + flagged.length + " calls");
            }
            if (m < 2 || m > n - 1) {
                throw new IllegalArgumentException("the calibration set must have between 2 and " + (n - 1) + " of the "
                        + n + " traces, got " + m);
            }
            if (draws < 1 || draws > CoverageLab.MAX_REPLICATIONS) {
                throw new IllegalArgumentException(
                        "draws must be between 1 and " + CoverageLab.MAX_REPLICATIONS + ", got " + draws);
            }
            int positives = 0;
            for (boolean t : truth) {
                positives += t ? 1 : 0;
            }
            double rate = (double) positives / n;
            SplittableRandom rng = new SplittableRandom(seed);
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            PrevalenceCorrection first = null;
            int rawHits = 0;
            double rawWidths = 0;
            int fixedHits = 0;
            double fixedWidths = 0;
            int uncorrectable = 0;
            for (int d = 0; d < draws; d++) {
                for (int i = 0; i < m; i++) { // a partial Fisher-Yates shuffle: the first m are drawn
                    int j = i + rng.nextInt(n - i);
                    int swap = order[i];
                    order[i] = order[j];
                    order[j] = swap;
                }
                PrevalenceCorrection.Counts counts = split(truth, flagged, order, m);
                Interval rawCi = Wilson.ci95(counts.flagged(), counts.judged());
                rawHits += rawCi.contains(rate) ? 1 : 0;
                rawWidths += rawCi.width();
                PrevalenceCorrection c = counts.correctable() ? counts.correct() : null;
                if (d == 0) {
                    first = c != null ? c : counts.uncorrected();
                }
                if (c == null || Double.isNaN(c.corrected())) {
                    uncorrectable++;
                    continue;
                }
                fixedHits += c.ci95().contains(rate) ? 1 : 0;
                fixedWidths += c.ci95().width();
            }
            int graded = draws - uncorrectable;
            return new JudgeCalibration(
                    n,
                    m,
                    draws,
                    rate,
                    first,
                    grade(rawHits, rawWidths, draws),
                    graded == 0
                            ? new CoverageLab.MethodCoverage(Double.NaN, Double.NaN, Double.NaN)
                            : grade(fixedHits, fixedWidths, graded),
                    uncorrectable);
        }

        /**
         * One draw's counts: the traces {@code order[0..m)} are the calibration set, the rest are judged.
         */
        static PrevalenceCorrection.Counts split(boolean[] truth, boolean[] flagged, int[] order, int m) {
            int tp = 0;
            int pos = 0;
            int tn = 0;
            int neg = 0;
            for (int i = 0; i < m; i++) {
                int t = order[i];
                if (truth[t]) {
                    pos++;
                    tp += flagged[t] ? 1 : 0;
                } else {
                    neg++;
                    tn += flagged[t] ? 0 : 1;
                }
            }
            int called = 0;
            for (int i = m; i < order.length; i++) {
                called += flagged[order[i]] ? 1 : 0;
            }
            return new PrevalenceCorrection.Counts(called, order.length - m, tp, pos, tn, neg);
        }

        private static CoverageLab.MethodCoverage grade(int hits, double widths, int of) {
            double c = (double) hits / of;
            return new CoverageLab.MethodCoverage(c, StrictMath.sqrt(c * (1 - c) / of), widths / of);
        }

        /**
         * The Rogan–Gladen correction of a rate measured by an imperfect judge: with the judge's sensitivity Se and
         * specificity Sp measured on a hand-checked calibration set, the true rate behind an observed rate p is
         * {@code π = (p + Sp − 1) / (Se + Sp − 1)}, clipped to [0, 1]. The interval is the delta method over all three
         * estimates, so it includes the calibration set's uncertainty:
         * {@code Var(π) = [p(1−p)/n + π² Se(1−Se)/n₊ + (1−π)² Sp(1−Sp)/n₋] / (Se + Sp − 1)²}, with n the judged traces, n₊
         * and n₋ the calibration set's truly positive and negative traces; 95% interval {@code π ∓ 1.96·SE} clipped to [0, 1].
         *
         * <pre>{@code
         * PrevalenceCorrection c = PrevalenceCorrection.of(62, 200, 18, 20, 25, 30);   // judge flags 62 of 200
         * c.corrected();   c.ci95();   c.raw();
         * }</pre>
         *
         * @param raw         p, the judge's rate on the traces it judged
         * @param rawCi95     p's Wilson interval (the judge's own sampling only)
         * @param sensitivity Se on the calibration set
         * @param specificity Sp on the calibration set
         * @param corrected   π, clipped to [0, 1]; NaN when Se + Sp ≤ 1 (the judge is no better than chance)
         * @param se          the delta-method standard error; NaN when π is
         * @param ci95        {@code π ∓ 1.96·SE} clipped to [0, 1]; [0, 1] when π is NaN
         */
        public record PrevalenceCorrection(
                double raw,
                Interval rawCi95,
                double sensitivity,
                double specificity,
                double corrected,
                double se,
                Interval ci95) {

            /**
             * @param flagged         traces the judge flagged
             * @param judged          traces it judged
             * @param truePositives   calibration traces truly positive that it flagged
             * @param positives       calibration traces truly positive
             * @param trueNegatives   calibration traces truly negative that it did not flag
             * @param negatives       calibration traces truly negative
             */
            public static PrevalenceCorrection of(
                    int flagged, int judged, int truePositives, int positives, int trueNegatives, int negatives) {
                if (judged < 1 || positives < 1 || negatives < 1) {
                    throw new IllegalArgumentException("the correction needs judged traces and a calibration set with "
                            + "positive and negative traces");
                }
                if (flagged < 0
                        || flagged > judged
                        || truePositives < 0
                        || truePositives > positives
                        || trueNegatives < 0
                        || trueNegatives > negatives) {
                    throw new IllegalArgumentException("counts must be within their totals");
                }
                double p = (double) flagged / judged;
                double sens = (double) truePositives / positives;
                double spec = (double) trueNegatives / negatives;
                double j = sens + spec - 1;
                Interval raw = Wilson.ci95(flagged, judged);
                if (j <= 0) {
                    return new PrevalenceCorrection(p, raw, sens, spec, Double.NaN, Double.NaN, new Interval(0, 1));
                }
                double pi = Math.min(1, Math.max(0, (p + spec - 1) / j));
                double var = (p * (1 - p) / judged
                                + pi * pi * sens * (1 - sens) / positives
                                + (1 - pi) * (1 - pi) * spec * (1 - spec) / negatives)
                        / (j * j);
                double se = StrictMath.sqrt(var);
                Interval ci = new Interval(Math.max(0, pi - Wilson.Z95 * se), Math.min(1, pi + Wilson.Z95 * se));
                return new PrevalenceCorrection(p, raw, sens, spec, pi, se, ci);
            }

            /**
             * The counts behind a correction (one calibration draw).
             *
             * @param flagged       traces the judge flagged
             * @param judged        traces it judged
             * @param truePositives calibration traces truly positive that it flagged
             * @param positives     calibration traces truly positive
             * @param trueNegatives calibration traces truly negative that it did not flag
             * @param negatives     calibration traces truly negative
             */
            public record Counts(
                    int flagged, int judged, int truePositives, int positives, int trueNegatives, int negatives) {

                /** Whether a correction can be computed: traces judged, and positive and negative calibration traces. */
                public boolean correctable() {
                    return judged >= 1 && positives >= 1 && negatives >= 1;
                }

                /** {@link PrevalenceCorrection#of} of these counts. */
                public PrevalenceCorrection correct() {
                    return of(flagged, judged, truePositives, positives, trueNegatives, negatives);
                }

                /**
                 * The raw estimate alone, when the calibration set cannot correct it: the rates it lacks (no positive or no
                 * negative trace) are NaN, the correction NaN, its interval [0, 1].
                 */
                public PrevalenceCorrection uncorrected() {
                    double sens = positives == 0 ? Double.NaN : (double) truePositives / positives;
                    double spec = negatives == 0 ? Double.NaN : (double) trueNegatives / negatives;
                    return new PrevalenceCorrection(
                            (double) flagged / judged,
                            Wilson.ci95(flagged, judged),
                            sens,
                            spec,
                            Double.NaN,
                            Double.NaN,
                            new Interval(0, 1));
                }
            }
        }
    }
}
