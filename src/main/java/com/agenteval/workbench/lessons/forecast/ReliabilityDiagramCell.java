package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.core.stats.ForecastIntervals;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.PointLabels;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.List;

/** The reliability diagram of the store's calibration bins. */
class ReliabilityDiagramCell extends ChartCell {

    ReliabilityDiagramCell(String title) {
        super(title);
        setId("calibration-diagram");
    }

    /** Each non-empty bin's mean forecast against how often it came true; calibrated bins sit on the diagonal. */
    ChartSpec diagram(Scoring scoring) {
        // each non-empty bin's Wilson 95% bar, at its mean forecast (ForecastIntervals.binWilson, on the same bins)
        List<Point> bars = scoring.report()
                .map(r -> {
                    List<Interval> wilson = ForecastIntervals.binWilson(
                            r.forecasts(), r.calibration().size());
                    List<Point> ends = new ArrayList<>();
                    for (int b = 0; b < r.calibration().size(); b++) {
                        var bin = r.calibration().get(b);
                        if (bin.count() > 0) {
                            ends.add(Point.of(bin.filledMean(), wilson.get(b).lo()));
                            ends.add(Point.of(bin.filledMean(), wilson.get(b).hi()));
                        }
                    }
                    return List.copyOf(ends);
                })
                .orElse(List.of());
        List<Point> points = scoring.report()
                .map(r -> r.calibration().stream()
                        .filter(b -> b.count() > 0)
                        .map(b -> Point.of(
                                b.filledMean(),
                                b.filledFrequency(),
                                getTranslation("forecast.calibration.point", b.count())))
                        .toList())
                .orElse(List.of());
        // each bin's count beside it (issue 26): a bin of three forecasts says little, wherever it sits
        List<Point> counts = scoring.report()
                .map(r -> r.calibration().stream()
                        .filter(b -> b.count() > 0)
                        .map(b -> Point.of(
                                b.filledMean(),
                                b.filledFrequency(),
                                getTranslation("forecast.calibration.count", b.count())))
                        .toList())
                .orElse(List.of());
        return PointLabels.add(
                Charts.scatter(
                                getTranslation("forecast.calibration.diagram"),
                                Axis.of(getTranslation("forecast.calibration.mean-forecast")),
                                Axis.of(getTranslation("forecast.calibration.observed")))
                        .withSeries(Series.errorBars(getTranslation("forecast.intervals.wilson"), bars))
                        .withSeries(Series.points(getTranslation("forecast.calibration.bins-series"), points))
                        .withSeries(Series.line(
                                getTranslation("forecast.calibration.diagonal"),
                                List.of(Point.of(0, 0), Point.of(1, 1))))
                        .withColors(List.of("#6b7280", Charts.PALETTE.get(0), Charts.PALETTE.get(1)))
                        .withValueFormat(ValueFormat.decimals(2))
                        .withXFormat(ValueFormat.decimals(2))
                        .withXRange(0.0, 1.0)
                        .withYRange(0.0, 1.0)
                        .withHeight(420),
                counts,
                0,
                1,
                0,
                1);
    }
}
