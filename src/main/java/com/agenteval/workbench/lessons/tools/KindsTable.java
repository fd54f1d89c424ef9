package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.sim.SelectionExperiment.KindScore;
import com.agenteval.workbench.notebook.TableCell;

/** Per kind of intent: which tools count as right, how often the model picked one, and how often the poisoned one. */
class KindsTable extends TableCell<KindScore> {

    KindsTable(String title) {
        super(title);
        text(getTranslation("tools.kinds.kind"), KindScore::kind);
        text(getTranslation("tools.kinds.accept"), k -> String.join(", ", k.accept()))
                .setAutoWidth(true);
        number(getTranslation("tools.kinds.n"), KindScore::n, String::valueOf);
        number(getTranslation("tools.kinds.correct"), KindScore::correct, String::valueOf);
        number(getTranslation("tools.kinds.accuracy"), KindScore::accuracy, SelectionFiguresCell::fraction);
        number(getTranslation("tools.kinds.poison"), KindScore::poisonPicks, String::valueOf);
        allRowsVisible();
        setId("kinds-cell");
        grid().setHeight(null); // allRowsVisible() keeps TableCell's fixed height; let the rows decide
    }
}
