package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.ForecastIntervals;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.MurphyDecomposition;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;
import java.util.Optional;

/**
 * How sure the store's scores are: Brier and log score with their bootstrap interval over questions, the Brier skill
 * score against always saying the base rate, the Murphy decomposition on the page's bins and the ECE.
 */
class ScoreIntervalsCell extends KeyFiguresCell {

    ScoreIntervalsCell(String title) {
        super(title);
        setId("calibration-intervals");
    }

    List<KeyFigure> figures(Optional<ForecastIntervals> intervals) {
        if (intervals.isEmpty()) {
            return List.of();
        }
        ForecastIntervals f = intervals.get();
        MurphyDecomposition m = f.murphy();
        return List.of(
                new KeyFigure("brier-ci", getTranslation("forecast.intervals.brier"),
                        withInterval(f.scores().brier(), f.brierCi95()),
                        getTranslation("forecast.intervals.bootstrap-note", f.questions(), f.resamples(), f.seed())),
                new KeyFigure("log-score-ci", getTranslation("forecast.intervals.log-score"),
                        withInterval(f.scores().logScore(), f.logScoreCi95()),
                        getTranslation("forecast.intervals.bootstrap-note", f.questions(), f.resamples(), f.seed())),
                new KeyFigure("skill-base-rate", getTranslation("forecast.intervals.skill"),
                        PyFormat.fixed(f.skillVsBaseRate(), 4), getTranslation("forecast.intervals.skill-note")),
                new KeyFigure("murphy", getTranslation("forecast.intervals.murphy"),
                        getTranslation("forecast.intervals.murphy-value", PyFormat.fixed(m.reliability(), 4),
                                PyFormat.fixed(m.resolution(), 4), PyFormat.fixed(m.uncertainty(), 4),
                                PyFormat.fixed(m.withinBin(), 4), PyFormat.fixed(m.brier(), 4)),
                        getTranslation("forecast.intervals.murphy-note")),
                new KeyFigure("ece", getTranslation("forecast.intervals.ece"), PyFormat.fixed(f.ece(), 4),
                        getTranslation("forecast.intervals.ece-note")));
    }

    private static String withInterval(double x, Interval ci) {
        return PyFormat.withInterval(x, ci.lo(), ci.hi(), 4);
    }
}
