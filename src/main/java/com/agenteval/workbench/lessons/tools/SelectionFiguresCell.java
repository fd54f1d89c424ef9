package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.core.sim.SelectionExperiment.SelectionSettings;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;

/** The selection experiment's headline: accuracy against greedy picking, poison picks and the catalog's size. */
class SelectionFiguresCell extends KeyFiguresCell {

    SelectionFiguresCell(String title) {
        super(title);
    }

    List<KeyFigure> figures(SelectionExperiment.Result r) {
        SelectionSettings s = r.settings();
        int catalog = ToolSpecs.CORE.size() + s.distractors() + (s.poisoned() ? 1 : 0);
        return List.of(
                new KeyFigure(
                        "accuracy",
                        getTranslation("tools.figures.accuracy"),
                        fraction(r.accuracy()),
                        getTranslation("tools.figures.accuracy.note", r.correct(), r.n())),
                new KeyFigure(
                        "greedy",
                        getTranslation("tools.figures.greedy"),
                        fraction(r.greedyAccuracy()),
                        getTranslation("tools.figures.greedy.note")),
                new KeyFigure(
                        "poison",
                        getTranslation("tools.figures.poison"),
                        s.poisoned() ? Integer.toString(r.poisonPicks()) : "—",
                        s.poisoned()
                                ? getTranslation("tools.figures.poison.note", percent(r.poisonShare()))
                                : getTranslation("tools.figures.poison.absent")),
                KeyFigure.of("catalog", getTranslation("tools.figures.catalog"), Integer.toString(catalog)));
    }

    static String fraction(double x) {
        return PyFormat.fixed(x, 3);
    }

    static String percent(double x) {
        return PyFormat.percent(x, 1);
    }
}
