package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.ResolvedForecast;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import java.util.List;

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
