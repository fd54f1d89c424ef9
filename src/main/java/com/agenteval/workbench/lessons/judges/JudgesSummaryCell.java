package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;

/** The judges' headline figures: how many traces and labels, how each judge fares on lucky and stale traces. */
class JudgesSummaryCell extends KeyFiguresCell {

    JudgesSummaryCell(String title) {
        super(title);
    }

    List<KeyFigure> figures(JudgeComparison c) {
        Scorecard r = c.rules();
        Scorecard o = c.outcome();
        return List.of(
                KeyFigure.of("traces", getTranslation("judges.fig.traces"), String.valueOf(r.traces())),
                KeyFigure.of("labels", getTranslation("judges.fig.labels"), String.valueOf(r.labels())),
                new KeyFigure(
                        "lucky",
                        getTranslation("judges.fig.lucky"),
                        String.valueOf(r.luckyCorrect().total()),
                        getTranslation(
                                "judges.fig.caught",
                                r.luckyCorrect().hits(),
                                o.luckyCorrect().hits())),
                new KeyFigure(
                        "stale",
                        getTranslation("judges.fig.stale"),
                        String.valueOf(r.staleClean().total()),
                        getTranslation(
                                "judges.fig.flagged",
                                r.staleClean().hits(),
                                o.staleClean().hits())),
                KeyFigure.of(
                        "joint-rules",
                        getTranslation("judges.fig.joint", getTranslation("judges.judge.rules")),
                        JudgeComparison.share(r.joint().share())),
                KeyFigure.of(
                        "joint-outcome",
                        getTranslation("judges.fig.joint", getTranslation("judges.judge.outcome")),
                        JudgeComparison.share(o.joint().share())));
    }
}
