package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration.PrevalenceCorrection;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;
import java.util.Objects;

/**
 * The judge as a measuring instrument: the config's true error rate, the judge's raw estimate and the estimate
 * corrected with the calibration set, each with its 95% interval and how often that interval held the truth over
 * the repeated draws of the calibration set.
 */
class CalibrationCell extends KeyFiguresCell {

    CalibrationCell(String title) {
        super(title);
        setId("judge-calibration");
    }

    List<KeyFigure> figures(JudgeCalibration c) {
        PrevalenceCorrection first = Objects.requireNonNull(c.first(), "a calibration makes at least one draw");
        String corrected = Double.isNaN(first.corrected())
                ? "—"
                : PyFormat.withInterval(
                        first.corrected(), first.ci95().lo(), first.ci95().hi(), 3);
        String correctedNote = getTranslation(
                        "judges.calibration.rates",
                        rate(first.sensitivity()),
                        rate(first.specificity()),
                        c.calibration())
                + " " + coverage(c.corrected(), c.draws() - c.uncorrectable());
        if (c.uncorrectable() > 0) {
            correctedNote += " " + getTranslation("judges.calibration.uncorrectable", c.uncorrectable());
        }
        return List.of(
                new KeyFigure(
                        "calibration-truth",
                        getTranslation("judges.calibration.truth"),
                        PyFormat.fixed(c.truth(), 3),
                        getTranslation("judges.calibration.truth-note", c.traces())),
                new KeyFigure(
                        "calibration-raw",
                        getTranslation("judges.calibration.raw"),
                        PyFormat.withInterval(
                                first.raw(),
                                first.rawCi95().lo(),
                                first.rawCi95().hi(),
                                3),
                        getTranslation("judges.calibration.judged", c.traces() - c.calibration()) + " "
                                + coverage(c.raw(), c.draws())),
                new KeyFigure(
                        "calibration-corrected",
                        getTranslation("judges.calibration.corrected"),
                        corrected,
                        correctedNote));
    }

    private static String rate(double x) {
        return Double.isNaN(x) ? "—" : PyFormat.fixed(x, 2);
    }

    private String coverage(CoverageLab.MethodCoverage g, int draws) {
        if (Double.isNaN(g.coverage())) {
            return "";
        }
        return getTranslation(
                "judges.calibration.coverage",
                PyFormat.fixed(100 * g.coverage(), 1),
                PyFormat.fixed(100 * g.mcError(), 1),
                draws,
                PyFormat.fixed(g.meanWidth(), 3));
    }
}
