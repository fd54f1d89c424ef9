package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.forecast.scoring.ResolvedForecast;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import java.util.ArrayList;
import java.util.List;

/**
 * The reliability diagram's bars: each calibration bin's observed frequency with its Wilson 95% interval (a bin holds
 * few forecasts, where the normal interval fails), on the calibration table's bins ({@link Scores#binOf}).
 *
 * <pre>{@code
 * List<Interval> bars = BinIntervals.wilson(report.forecasts(), 10);   // bars.get(7): the bin [0.7, 0.8)
 * }</pre>
 */
public final class BinIntervals {

    private BinIntervals() {}

    /** Per bin, in order, the Wilson interval of its YES count among its forecasts ([0, 1] for an empty bin). */
    public static List<Interval> wilson(List<ResolvedForecast> forecasts, int bins) {
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
}
