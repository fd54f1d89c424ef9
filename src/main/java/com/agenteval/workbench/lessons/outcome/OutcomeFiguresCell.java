package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.ArrayList;
import java.util.List;

/** Per task set: accuracy with its 95% interval, and how many of the correct answers were lucky. */
class OutcomeFiguresCell extends KeyFiguresCell {

    OutcomeFiguresCell(String title) {
        super(title);
    }

    List<KeyFigure> figures(List<TaskSetRun> sets, IntervalMethod method) {
        List<KeyFigure> out = new ArrayList<>();
        boolean oneTask = false;
        for (TaskSetRun s : sets) {
            String id = s.newData() ? "new" : "familiar";
            OutcomeMeasures m = s.measures();
            String set = getTranslation(s.nameKey());
            out.add(new KeyFigure(
                    id + "-accuracy",
                    getTranslation("outcome.figure.accuracy", set),
                    rate(m.accuracy(), s.intervals().accuracy().of(method)),
                    m.correct() + "/" + m.n()));
            out.add(new KeyFigure(
                    id + "-lucky",
                    getTranslation("outcome.figure.lucky", set),
                    String.valueOf(m.lucky()),
                    getTranslation("outcome.figure.of", String.valueOf(m.correct()))));
            oneTask |= s.intervals().accuracy().mean().clusteredProblem() != null;
        }
        if (oneTask && method == IntervalMethod.CLUSTERED) {
            // C < 2: the clustered SE is 0 and the interval a point; say why rather than show a false certainty
            out.add(new KeyFigure(
                    "one-task",
                    getTranslation("outcome.figure.one-task"),
                    "SE 0",
                    getTranslation("outcome.figure.one-task.why")));
        }
        return out;
    }

    /** Rates as Python prints {@code format(x, '.3f')}. */
    static String rate(double x) {
        return PyFormat.fixed(x, 3);
    }

    /** A rate with its 95% interval, {@code 0.720 [0.658, 0.782]} (issue 25's form). */
    static String rate(double x, Interval ci) {
        return PyFormat.withInterval(x, ci.lo(), ci.hi(), 3);
    }
}
