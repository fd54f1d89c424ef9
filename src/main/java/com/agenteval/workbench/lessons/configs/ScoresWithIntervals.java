package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.List;

/**
 * The scored configs with their 95% intervals ({@link ConfigScoreIntervals}, in the same order) and the interval
 * the page's error-bars switch chose for the accuracy; pass^k and cost have the bootstrap interval alone.
 *
 * @param scores    the scores
 * @param intervals their intervals, score by score
 * @param method    the switch's choice
 */
record ScoresWithIntervals(List<ConfigScore> scores, List<ConfigScoreIntervals> intervals, IntervalMethod method) {

    ScoresWithIntervals {
        scores = List.copyOf(scores);
        intervals = List.copyOf(intervals);
        if (scores.size() != intervals.size()) {
            throw new IllegalArgumentException(scores.size() + " scores but " + intervals.size() + " intervals");
        }
    }

    ConfigScoreIntervals of(ConfigScore score) {
        return intervals.get(scores.indexOf(score));
    }

    Interval accuracy(ConfigScore score) {
        return of(score).accuracy(method);
    }

    Interval passHatLast(ConfigScore score) {
        List<Interval> p = of(score).passHat();
        return p.get(p.size() - 1);
    }

    /** {@code 0.720 [0.658, 0.782]}. */
    static String fraction(double x, Interval ci) {
        return PyFormat.withInterval(x, ci.lo(), ci.hi(), 3);
    }

    /** {@code $0.001234 [0.001100, 0.001350]}: the table's dollars with their interval. */
    static String dollars(double x, Interval ci) {
        return "$" + PyFormat.withInterval(x, ci.lo(), ci.hi(), 6);
    }
}
