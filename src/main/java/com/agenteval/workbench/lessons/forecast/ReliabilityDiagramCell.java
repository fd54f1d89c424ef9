package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.Scoring;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.List;

/** The reliability diagram of the store's calibration bins. */
class ReliabilityDiagramCell extends ChartCell {

    ReliabilityDiagramCell(String title) {
        super(title);
        setId("calibration-diagram");
    }

    /** Each non-empty bin's mean forecast against how often it came true; calibrated bins sit on the diagonal. */
    ChartSpec diagram(Scoring scoring) {
        List<Point> points = scoring.report().map(r -> r.calibration().stream()
                .filter(b -> b.count() > 0)
                .map(b -> Point.of(b.meanForecast(), b.observedFrequency(),
                        getTranslation("forecast.calibration.point", b.count())))
                .toList()).orElse(List.of());
        return Charts.scatter(getTranslation("forecast.calibration.diagram"),
                        Axis.of(getTranslation("forecast.calibration.mean-forecast")),
                        Axis.of(getTranslation("forecast.calibration.observed")))
                .withSeries(Series.points(getTranslation("forecast.calibration.bins-series"), points))
                .withSeries(Series.line(getTranslation("forecast.calibration.diagonal"),
                        List.of(Point.of(0, 0), Point.of(1, 1))))
                .withValueFormat(ValueFormat.decimals(2))
                .withXFormat(ValueFormat.decimals(2))
                .withXRange(0.0, 1.0)
                .withYRange(0.0, 1.0)
                .withHeight(420);
    }
}
