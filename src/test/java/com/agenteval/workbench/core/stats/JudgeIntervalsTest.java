package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import java.util.List;
import org.junit.jupiter.api.Test;

class JudgeIntervalsTest {

    @Test
    void bootstrapOverTracesHoldsThePointsAndKappaCountsTraces() {
        TraceSet set = TraceSet.of(SimParams.defaults("traces").withConfig("plan_exec"));
        List<Verdict> verdicts = Judges.run(Judges.rules(), set.traces());
        Scorecard card = Scorecard.of(set.traces(), verdicts);
        JudgeIntervals j = JudgeIntervals.of(card, 400, 3L);
        for (Metric m : Metric.values()) {
            MetricScore s = card.metrics().get(m);
            if (!Double.isNaN(s.f1())) {
                assertThat(j.f1().get(m)).as("F1 of %s", m).isNotNull();
                assertThat(j.f1().get(m).contains(s.f1())).as("F1 of %s", m).isTrue();
            }
            // kappa from the 2×2 table counted here, trace by trace
            int both = 0;
            int onlyTruth = 0;
            int onlyJudge = 0;
            int neither = 0;
            for (int i = 0; i < set.traces().size(); i++) {
                Trace t = set.traces().get(i);
                boolean truth = t.errors().stream().anyMatch(e -> e.metrics().contains(m));
                boolean flagged = verdicts.get(i).flags(m);
                both += truth && flagged ? 1 : 0;
                onlyTruth += truth && !flagged ? 1 : 0;
                onlyJudge += !truth && flagged ? 1 : 0;
                neither += !truth && !flagged ? 1 : 0;
            }
            double po = (both + neither) / 200.0;
            double pt = (both + onlyTruth) / 200.0;
            double pj = (both + onlyJudge) / 200.0;
            double pe = pt * pj + (1 - pt) * (1 - pj);
            if (pe < 1) {
                assertThat(j.kappa().get(m))
                        .as("kappa of %s", m)
                        .isCloseTo((po - pe) / (1 - pe), org.assertj.core.api.Assertions.within(1e-12));
            }
        }
        assertThat(j.location().contains(card.rootLocated().share())).isTrue();
        assertThat(j.joint().contains(card.joint().share())).isTrue();
        assertThat(j.joint().width()).isPositive();
        // the switch: bootstrap is the bootstrap, naive and clustered the label means' own
        assertThat(j.joint(IntervalMethod.BOOTSTRAP)).isEqualTo(j.joint());
        assertThat(j.joint(IntervalMethod.CLUSTERED)).isEqualTo(j.jointMean().ci95Clustered());
        assertThat(j.location(IntervalMethod.NAIVE)).isEqualTo(j.locationMean().ci95Naive());
        assertThat(j.jointMean().mean()).isEqualTo(card.joint().share());
        assertThat(JudgeIntervals.of(card, 400, 3L)).isEqualTo(j);
    }

    @Test
    void labelScoresClusteredByTraceByHand() {
        // three traces: 1 of 2 labels located, no labels (not a cluster), 2 of 2 located
        ClusteredMean m = JudgeIntervals.labelMean(new int[][] {{2, 1, 0}, {0, 0, 0}, {2, 2, 1}}, 1);
        assertThat(m.mean()).isEqualTo(0.75);
        assertThat(m.nRuns()).isEqualTo(4);
        assertThat(m.nTasks()).isEqualTo(2);
        // naive: sd(1, 0, 1, 1) = 0.5, / sqrt(4); clustered: sqrt(2/1 * ((1 - 1.5)^2 + (2 - 1.5)^2)) / 4
        assertThat(m.naiveSe()).isCloseTo(0.25, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(m.clusteredSe()).isCloseTo(0.25, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(JudgeIntervals.labelMean(new int[][] {{0, 0, 0}}, 1)).isNull();
    }
}
