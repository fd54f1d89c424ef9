package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;

/** The store's scores over every resolved forecast: Brier, log score, sharpness, and what was left out and why. */
class CalibrationScoresCell extends KeyFiguresCell {

    CalibrationScoresCell(String title) {
        super(title);
        setId("calibration-scores");
    }

    List<KeyFigure> figures(Scoring scoring) {
        if (scoring.report().isEmpty()) {
            return List.of(new KeyFigure(
                    "nothing-to-score",
                    getTranslation("forecast.calibration.nothing"),
                    "0",
                    getTranslation("forecast.calibration.nothing-note", scoring.traces(), scoring.invalid())
                            + (scoring.skipped().isEmpty() ? "" : " " + skippedNote(scoring))));
        }
        CalibrationReport r = scoring.report().get();
        Scores s = r.agents();
        return List.of(
                new KeyFigure(
                        "brier",
                        getTranslation("forecast.calibration.brier"),
                        Python.fixed(s.brier(), 4),
                        getTranslation("forecast.calibration.brier-note")),
                new KeyFigure(
                        "log-score",
                        getTranslation("forecast.calibration.log-score"),
                        Python.fixed(s.logScore(), 4),
                        getTranslation("forecast.calibration.log-score-note")),
                new KeyFigure(
                        "sharpness",
                        getTranslation("forecast.calibration.sharpness"),
                        Python.fixed(s.sharpness(), 4),
                        getTranslation("forecast.calibration.sharpness-note")),
                KeyFigure.of(
                        "base-rate", getTranslation("forecast.calibration.base-rate"), Python.fixed(s.baseRate(), 3)),
                KeyFigure.of("forecasts", getTranslation("forecast.calibration.forecasts"), String.valueOf(s.n())),
                KeyFigure.of("runs", getTranslation("forecast.calibration.runs"), String.valueOf(r.runs())),
                new KeyFigure(
                        "abstentions",
                        getTranslation("forecast.calibration.abstentions"),
                        String.valueOf(r.abstentions()),
                        getTranslation("forecast.calibration.abstentions-note")),
                new KeyFigure(
                        "invalid",
                        getTranslation("forecast.calibration.invalid"),
                        String.valueOf(scoring.invalid()),
                        skippedNote(scoring)));
    }

    /** Each file or run left out, with why; the first few, so one folder of bad files cannot flood the page. */
    private String skippedNote(Scoring scoring) {
        List<String> all = scoring.skipped();
        int shown = Math.min(5, all.size());
        String more = all.size() > shown
                ? "; " + getTranslation("forecast.calibration.skipped-more", all.size() - shown)
                : "";
        return String.join("; ", all.subList(0, shown)) + more;
    }
}
