package com.agenteval.workbench.core.forecast.scoring;

import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Proper scores over resolved forecasts.
 *
 * <pre>{@code
 * Scores s = Scores.of(forecasts);
 * s.brier();      // 0 is perfect, 0.25 is always saying 50%
 * s.logScore();   // mean log probability given to what happened; 0 is perfect, higher is better
 * s.sharpness();  // mean distance from even odds, scaled to [0, 1]
 * }</pre>
 *
 * @param logScore  {@code mean(ln p)} for YES and {@code mean(ln(1 - p))} for NO, with p kept {@value #LOG_EPSILON}
 *                  away from 0 and 1 so one certain miss does not make it minus infinity
 * @param sharpness {@code mean(2 |p - 0.5|)}: how far from even odds the forecasts go, whatever the outcomes; the
 *                  notebook's confidence heuristic averaged
 */
public record Scores(int n, double brier, double logScore, double sharpness, double baseRate) {

    public static final double LOG_EPSILON = 1e-6;

    public static Scores of(List<ResolvedForecast> forecasts) {
        if (forecasts.isEmpty()) {
            throw new IllegalArgumentException("no resolved forecasts to score");
        }
        double brier = 0;
        double log = 0;
        double sharp = 0;
        double yes = 0;
        for (ResolvedForecast f : forecasts) {
            brier += brierOf(f);
            log += logScoreOf(f);
            sharp += 2 * Math.abs(f.p() - 0.5);
            yes += f.outcome();
        }
        int n = forecasts.size();
        return new Scores(n, brier / n, log / n, sharp / n, yes / n);
    }

    /** One forecast's Brier score {@code (p − outcome)²}: {@link #brier} is their mean. */
    public static double brierOf(ResolvedForecast f) {
        return (f.p() - f.outcome()) * (f.p() - f.outcome());
    }

    /** One forecast's log score, p kept {@value #LOG_EPSILON} from 0 and 1: {@link #logScore} is their mean. */
    public static double logScoreOf(ResolvedForecast f) {
        double clipped = Math.min(1 - LOG_EPSILON, Math.max(LOG_EPSILON, f.p()));
        return Math.log(f.outcome() == 1.0 ? clipped : 1 - clipped);
    }

    /** The bin of a probability among {@code bins} equal-width bins over [0, 1] (1.0 goes in the last). */
    public static int binOf(double p, int bins) {
        return Math.min(bins - 1, (int) Math.floor(p * bins));
    }

    /**
     * The calibration table with {@code bins} equal-width bins over [0, 1].
     */
    public static List<CalibrationBin> calibration(List<ResolvedForecast> forecasts, int bins) {
        if (bins < 1) {
            throw new IllegalArgumentException("need at least one bin");
        }
        int[] count = new int[bins];
        double[] sumP = new double[bins];
        double[] sumYes = new double[bins];
        for (ResolvedForecast f : forecasts) {
            int b = binOf(f.p(), bins);
            count[b]++;
            sumP[b] += f.p();
            sumYes[b] += f.outcome();
        }
        List<CalibrationBin> out = new ArrayList<>();
        for (int b = 0; b < bins; b++) {
            out.add(new CalibrationBin(
                    (double) b / bins,
                    (double) (b + 1) / bins,
                    count[b],
                    count[b] == 0 ? null : sumP[b] / count[b],
                    count[b] == 0 ? null : sumYes[b] / count[b]));
        }
        return List.copyOf(out);
    }

    /**
     * The Brier skill score {@code 1 − brier / reference} against a reference forecaster's Brier on the same
     * questions (the base rate, a market price): positive when the forecasts beat it; NaN when the reference is 0.
     */
    public static double skill(double brier, double referenceBrier) {
        return referenceBrier == 0 ? Double.NaN : 1 - brier / referenceBrier;
    }

    /**
     * One probability stated before its question resolved, and the outcome.
     *
     * @param source  who said it: an agent id, or an aggregation method's name
     * @param outcome 1.0 for YES, 0.0 for NO
     */
    public record ResolvedForecast(String runId, String question, String source, double p, double outcome) {

        public ResolvedForecast {
            Objects.requireNonNull(source, "source");
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException("p must be in [0, 1]: " + p);
            }
            if (outcome != 0.0 && outcome != 1.0) {
                throw new IllegalArgumentException("outcome must be 0 or 1: " + outcome);
            }
        }
    }
}
