package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * Forecast scores with their uncertainty: Brier and log score ({@link Scores}) with their three 95% intervals, the
 * Brier skill score against the base rate, the Murphy decomposition on the calibration bins, and the ECE.
 *
 * <p>For forecasts the cluster is the question: the forecasts of one question (several agents', several runs') share
 * its outcome and its evidence, so they are not independent. Brier and log score are means of one score per forecast
 * ({@link Scores#brierOf}, {@link Scores#logScoreOf}), so the page's error-bars switch ({@link IntervalMethod}) means
 * for them what it means for accuracy, with the question in the task's place:
 * <ul>
 *   <li>clustered: {@link ClusteredMean} over the per-forecast scores grouped by question, t with C − 1 degrees of
 *       freedom (C questions); a point, with the reason, when fewer than two questions resolved;</li>
 *   <li>naive: the same scores as if every forecast were independent, t with N − 1 (N forecasts);</li>
 *   <li>bootstrap: the questions drawn with replacement, each with all its forecasts, and the score recomputed.</li>
 * </ul>
 * With one forecast per question the clustered interval is the naive one exactly.
 *
 * <pre>{@code
 * ForecastIntervals f = ForecastIntervals.of(report.forecasts(), 10, 2000, 0L);
 * f.brier(IntervalMethod.CLUSTERED);   f.skillVsBaseRate();   f.murphy().reliability();
 * }</pre>
 *
 * @param scores          the point scores
 * @param brierMean       the Brier score as a mean of per-forecast scores in question clusters, with its naive and
 *                        clustered intervals
 * @param logScoreMean    the same for the log score
 * @param brierCi95       Brier's bootstrap interval
 * @param logScoreCi95    the log score's bootstrap interval
 * @param skillVsBaseRate {@code 1 − Brier / (ō(1−ō))}, against always saying the base rate ō; NaN when every question
 *                        resolved the same way
 * @param murphy          the decomposition on the bins
 * @param ece             {@code Σ_k n_k/N · |mean forecast_k − observed frequency_k|}
 * @param questions       the clusters
 * @param resamples       B
 * @param seed            the bootstrap's seed
 */
public record ForecastIntervals(
        Scores scores,
        ClusteredMean brierMean,
        ClusteredMean logScoreMean,
        Interval brierCi95,
        Interval logScoreCi95,
        double skillVsBaseRate,
        MurphyDecomposition murphy,
        double ece,
        int questions,
        int resamples,
        long seed) {

    public ForecastIntervals {
        Objects.requireNonNull(scores, "scores");
        Objects.requireNonNull(brierMean, "brierMean");
        Objects.requireNonNull(logScoreMean, "logScoreMean");
        Objects.requireNonNull(brierCi95, "brierCi95");
        Objects.requireNonNull(logScoreCi95, "logScoreCi95");
        Objects.requireNonNull(murphy, "murphy");
    }

    public static ForecastIntervals of(List<ResolvedForecast> forecasts, int bins, int resamples, long seed) {
        Scores scores = Scores.of(forecasts);
        Map<String, List<ResolvedForecast>> byQuestion = new LinkedHashMap<>();
        for (ResolvedForecast f : forecasts) {
            byQuestion.computeIfAbsent(f.question(), q -> new ArrayList<>()).add(f);
        }
        List<List<ResolvedForecast>> groups = List.copyOf(byQuestion.values());
        List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(groups.size(), resamples, seed, 2, w -> {
            List<ResolvedForecast> drawn = new ArrayList<>();
            for (int i = 0; i < w.length; i++) {
                for (int k = 0; k < w[i]; k++) {
                    drawn.addAll(groups.get(i));
                }
            }
            Scores s = Scores.of(drawn);
            return new double[] {s.brier(), s.logScore()};
        });
        MurphyDecomposition murphy = MurphyDecomposition.of(forecasts, bins);
        return new ForecastIntervals(
                scores,
                clustered(groups, Scores::brierOf),
                clustered(groups, Scores::logScoreOf),
                b.get(0).ci95Defined(),
                b.get(1).ci95Defined(),
                skill(scores.brier(), murphy.uncertainty()),
                murphy,
                ece(forecasts, bins),
                groups.size(),
                resamples,
                seed);
    }

    /** The Brier score's interval by the page's method. */
    public Interval brier(IntervalMethod method) {
        return method.of(brierMean, brierCi95);
    }

    /** The log score's interval by the page's method. */
    public Interval logScore(IntervalMethod method) {
        return method.of(logScoreMean, logScoreCi95);
    }

    /** One score per forecast, {@code scores[question][forecast]}, as {@link ClusteredMean} takes them. */
    private static ClusteredMean clustered(
            List<List<ResolvedForecast>> groups, ToDoubleFunction<ResolvedForecast> score) {
        double[][] x = new double[groups.size()][];
        for (int q = 0; q < x.length; q++) {
            x[q] = groups.get(q).stream().mapToDouble(score).toArray();
        }
        return ClusteredMean.of(x);
    }

    /**
     * The reliability diagram's bars: per calibration bin, in order, the Wilson 95% interval of its YES count among its
     * forecasts ([0, 1] for an empty bin), on the calibration table's bins ({@link Scores#binOf}); a bin holds few
     * forecasts, where the normal interval fails.
     */
    public static List<Interval> binWilson(List<ResolvedForecast> forecasts, int bins) {
        int[] n = new int[bins];
        int[] yes = new int[bins];
        for (ResolvedForecast f : forecasts) {
            int b = Scores.binOf(f.p(), bins);
            n[b]++;
            yes[b] += f.outcome() == 1.0 ? 1 : 0;
        }
        List<Interval> out = new ArrayList<>(bins);
        for (int b = 0; b < bins; b++) {
            out.add(Wilson.ci95(yes[b], n[b]));
        }
        return List.copyOf(out);
    }

    /** The Brier skill score ({@link Scores#skill}). */
    public static double skill(double brier, double referenceBrier) {
        return Scores.skill(brier, referenceBrier);
    }

    /**
     * The Brier skill score against another forecaster on the same questions (the book's panels: against the market
     * price), {@code 1 − Brier(forecasts) / Brier(reference)}.
     */
    public static double skillVs(List<ResolvedForecast> forecasts, List<ResolvedForecast> reference) {
        return skill(Scores.of(forecasts).brier(), Scores.of(reference).brier());
    }

    /** Expected calibration error on the calibration table's bins. */
    public static double ece(List<ResolvedForecast> forecasts, int bins) {
        double n = forecasts.size();
        double e = 0;
        for (CalibrationBin bin : Scores.calibration(forecasts, bins)) {
            if (bin.count() > 0) {
                e += bin.count() / n * Math.abs(bin.filledMean() - bin.filledFrequency());
            }
        }
        return e;
    }

    /**
     * Murphy's decomposition of the Brier score on the calibration table's bins:
     * {@code Brier = reliability − resolution + uncertainty + withinBin}, where, with N forecasts, bin k holding n_k of
     * them with mean forecast f̄_k and observed frequency ō_k, and ō the base rate:
     * <ul>
     *   <li>reliability = Σ n_k (f̄_k − ō_k)² / N (lower is better calibrated);</li>
     *   <li>resolution = Σ n_k (ō_k − ō)² / N (higher separates outcomes better);</li>
     *   <li>uncertainty = ō (1 − ō) (the questions' own difficulty);</li>
     *   <li>withinBin = Σ_k Σ_{i∈k} [(f_i − f̄_k)² − 2 (f_i − f̄_k)(o_i − ō_k)] / N: what binning hides (the spread of
     *       forecasts inside a bin); 0 when each bin holds one forecast value.</li>
     * </ul>
     * So that the parts add up to the Brier exactly, {@link #withinBin} is the Brier minus the other three; the closed form
     * above is {@link #withinBinClosedForm} (equal up to rounding, {@code MurphyDecompositionTest}).
     *
     * <pre>{@code
     * MurphyDecomposition d = MurphyDecomposition.of(forecasts, 10);
     * d.reliability() - d.resolution() + d.uncertainty() + d.withinBin() == d.brier();
     * }</pre>
     */
    public record MurphyDecomposition(
            double brier,
            double reliability,
            double resolution,
            double uncertainty,
            double withinBin,
            double withinBinClosedForm) {

        public static MurphyDecomposition of(List<ResolvedForecast> forecasts, int bins) {
            Scores scores = Scores.of(forecasts);
            List<CalibrationBin> table = Scores.calibration(forecasts, bins);
            double n = forecasts.size();
            double base = scores.baseRate();
            double rel = 0;
            double res = 0;
            for (CalibrationBin b : table) {
                if (b.count() > 0) {
                    rel += b.count() * (b.filledMean() - b.filledFrequency()) * (b.filledMean() - b.filledFrequency());
                    res += b.count() * (b.filledFrequency() - base) * (b.filledFrequency() - base);
                }
            }
            rel /= n;
            res /= n;
            double unc = base * (1 - base);
            double within = 0;
            for (ResolvedForecast f : forecasts) {
                CalibrationBin b = table.get(Scores.binOf(f.p(), bins));
                double df = f.p() - b.filledMean();
                within += df * df - 2 * df * (f.outcome() - b.filledFrequency());
            }
            within /= n;
            double brier = scores.brier();
            return new MurphyDecomposition(brier, rel, res, unc, brier - (rel - res + unc), within);
        }
    }
}
