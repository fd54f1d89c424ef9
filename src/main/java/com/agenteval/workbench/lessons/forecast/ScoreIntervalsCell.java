package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.ForecastIntervals;
import com.agenteval.workbench.core.stats.ForecastIntervals.MurphyDecomposition;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How sure the store's scores are: Brier and log score with the 95% interval the page's error-bars switch chose
 * (clustered by question, naive or the bootstrap over questions: {@link ForecastIntervals}), the Brier skill score
 * against always saying the base rate, the Murphy decomposition on the page's bins and the ECE.
 */
class ScoreIntervalsCell extends KeyFiguresCell {

    ScoreIntervalsCell(String title) {
        super(title);
        setId("calibration-intervals");
    }

    List<KeyFigure> figures(Optional<ForecastIntervals> intervals, IntervalMethod method) {
        if (intervals.isEmpty()) {
            return List.of();
        }
        ForecastIntervals f = intervals.get();
        MurphyDecomposition m = f.murphy();
        String note = note(f, method);
        List<KeyFigure> out = new ArrayList<>(List.of(
                new KeyFigure(
                        "brier-ci",
                        getTranslation("forecast.intervals.brier"),
                        withInterval(f.scores().brier(), f.brier(method)),
                        note),
                new KeyFigure(
                        "log-score-ci",
                        getTranslation("forecast.intervals.log-score"),
                        withInterval(f.scores().logScore(), f.logScore(method)),
                        note)));
        if (method == IntervalMethod.CLUSTERED && f.brierMean().clusteredProblem() != null) {
            // C < 2: the clustered SE is 0 and the interval a point; say why rather than show a false certainty
            out.add(new KeyFigure(
                    "one-question",
                    getTranslation("forecast.intervals.one-question"),
                    "SE 0",
                    getTranslation("forecast.intervals.one-question-why")));
        }
        out.addAll(List.of(
                new KeyFigure(
                        "skill-base-rate",
                        getTranslation("forecast.intervals.skill"),
                        PyFormat.fixed(f.skillVsBaseRate(), 4),
                        getTranslation("forecast.intervals.skill-note")),
                new KeyFigure(
                        "murphy",
                        getTranslation("forecast.intervals.murphy"),
                        getTranslation(
                                "forecast.intervals.murphy-value",
                                PyFormat.fixed(m.reliability(), 4),
                                PyFormat.fixed(m.resolution(), 4),
                                PyFormat.fixed(m.uncertainty(), 4),
                                PyFormat.fixed(m.withinBin(), 4),
                                PyFormat.fixed(m.brier(), 4)),
                        getTranslation("forecast.intervals.murphy-note")),
                new KeyFigure(
                        "ece",
                        getTranslation("forecast.intervals.ece"),
                        PyFormat.fixed(f.ece(), 4),
                        getTranslation("forecast.intervals.ece-note"))));
        return out;
    }

    /** What the shown interval is: the method, its clusters and degrees of freedom, or the bootstrap's B and seed. */
    private String note(ForecastIntervals f, IntervalMethod method) {
        return switch (method) {
            case CLUSTERED ->
                getTranslation(
                        "forecast.intervals.clustered-note",
                        f.questions(),
                        f.brierMean().nRuns());
            case NAIVE ->
                getTranslation("forecast.intervals.naive-note", f.brierMean().nRuns());
            case BOOTSTRAP ->
                getTranslation("forecast.intervals.bootstrap-note", f.questions(), f.resamples(), f.seed());
        };
    }

    private static String withInterval(double x, Interval ci) {
        return PyFormat.withInterval(x, ci.lo(), ci.hi(), 4);
    }
}
