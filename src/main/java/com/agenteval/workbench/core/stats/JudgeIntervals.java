package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.Ratio;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
}
