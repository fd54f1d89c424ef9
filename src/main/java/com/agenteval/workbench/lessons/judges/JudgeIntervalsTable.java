package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.stats.JudgeIntervals;
import com.agenteval.workbench.notebook.TableCell;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How sure each judge's scores are: per judge the location and joint accuracy and each GPA metric's F1, each with its
 * bootstrap interval over traces, and per metric Cohen's kappa against the true labels.
 */
class JudgeIntervalsTable extends TableCell<JudgeIntervalsTable.Row> {

    /**
     * One judge's figure.
     *
     * @param judge   the judge's name
     * @param measure what is measured: "location", "joint" or a metric
     * @param value   the figure with its interval
     * @param kappa   the metric's kappa; empty for location and joint
     */
    record Row(String judge, String measure, String value, String kappa) {}

    /**
     * Both judges' rows: {@code intervals} holds the outcome judge's, then the rule judge's; location and joint
     * accuracy by the page's error-bar method, F1 by its one definition, the bootstrap.
     */
    static List<Row> rows(JudgeComparison c, List<JudgeIntervals> intervals, IntervalMethod method) {
        List<Row> out = new ArrayList<>();
        add(out, "outcome", c.outcome(), intervals.get(0), method);
        add(out, "rules", c.rules(), intervals.get(1), method);
        return List.copyOf(out);
    }

    private static void add(List<Row> out, String judge, Scorecard card, JudgeIntervals ci, IntervalMethod method) {
        out.add(new Row(judge, "location", withInterval(card.rootLocated().share(), ci.location(method)), ""));
        out.add(new Row(judge, "joint", withInterval(card.joint().share(), ci.joint(method)), ""));
        for (Metric m : Metric.values()) {
            double kappa = Objects.requireNonNull(ci.kappa().get(m), "a kappa per metric");
            MetricScore score = Objects.requireNonNull(card.metrics().get(m), "a scorecard scores every metric");
            out.add(new Row(
                    judge,
                    m.name(),
                    withInterval(score.f1(), ci.f1().get(m)),
                    Double.isNaN(kappa) ? "—" : PyFormat.fixed(kappa, 2)));
        }
    }

    /** {@code 0.72 [0.65, 0.79]}, with the page's two decimals; "—" for what is undefined. */
    static String withInterval(double x, @Nullable Interval ci) {
        if (Double.isNaN(x)) {
            return "—";
        }
        return ci == null ? JudgeComparison.share(x) : PyFormat.withInterval(x, ci.lo(), ci.hi(), 2);
    }

    JudgeIntervalsTable(String title) {
        super(title);
        setId("judge-intervals");
        JudgeTables.compact(this);
        text(getTranslation("judges.col.judge"), r -> getTranslation("judges.judge." + r.judge()));
        text(
                getTranslation("judges.intervals.measure"),
                r -> r.measure().equals("location")
                        ? getTranslation("judges.intervals.location")
                        : r.measure().equals("joint")
                                ? getTranslation("judges.col.joint")
                                : getTranslation("judges.intervals.f1", r.measure()));
        text(getTranslation("judges.intervals.value"), Row::value);
        text(getTranslation("judges.intervals.kappa"), Row::kappa);
    }
}
