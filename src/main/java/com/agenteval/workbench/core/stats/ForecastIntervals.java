package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.forecast.scoring.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.ResolvedForecast;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Forecast scores with their uncertainty: Brier and log score ({@link Scores}) with a bootstrap interval over
 * questions (the forecasts of one question, e.g. several agents', are drawn together), the Brier skill score against
 * the base rate, the Murphy decomposition on the calibration bins, and the ECE.
 *
 * <pre>{@code
 * ForecastIntervals f = ForecastIntervals.of(report.forecasts(), 10, 2000, 0L);
 * f.brierCi95();   f.skillVsBaseRate();   f.murphy().reliability();
 * }</pre>
 *
 * @param scores          the point scores
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
public record ForecastIntervals(Scores scores, Interval brierCi95, Interval logScoreCi95, double skillVsBaseRate,
                                MurphyDecomposition murphy, double ece, int questions, int resamples, long seed) {

    public ForecastIntervals {
        Objects.requireNonNull(scores, "scores");
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
        return new ForecastIntervals(scores, b.get(0).ci95Defined(), b.get(1).ci95Defined(),
                skill(scores.brier(), murphy.uncertainty()), murphy, ece(forecasts, bins), groups.size(), resamples,
                seed);
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
}
