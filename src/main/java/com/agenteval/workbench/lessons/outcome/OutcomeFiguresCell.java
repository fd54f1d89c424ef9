package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.ArrayList;
import java.util.List;

/** Per task set: accuracy, and how many of the correct answers were lucky. */
class OutcomeFiguresCell extends KeyFiguresCell {

    OutcomeFiguresCell(String title) {
        super(title);
    }

    List<KeyFigure> figures(List<TaskSetRun> sets) {
        List<KeyFigure> out = new ArrayList<>();
        for (TaskSetRun s : sets) {
            String id = s.newData() ? "new" : "familiar";
            OutcomeMeasures m = s.measures();
            String set = getTranslation(s.nameKey());
            out.add(new KeyFigure(id + "-accuracy", getTranslation("outcome.figure.accuracy", set),
                    rate(m.accuracy()), m.correct() + "/" + m.n()));
            out.add(new KeyFigure(id + "-lucky", getTranslation("outcome.figure.lucky", set),
                    String.valueOf(m.lucky()), getTranslation("outcome.figure.of", String.valueOf(m.correct()))));
        }
        return out;
    }

    /** Rates as Python prints {@code format(x, '.3f')}. */
    static String rate(double x) {
        return PyFloats.formatF(x, 3);
    }
}
