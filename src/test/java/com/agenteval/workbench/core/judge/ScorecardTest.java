package com.agenteval.workbench.core.judge;

import static com.agenteval.workbench.core.judge.TraceFixtures.cleanGrowth;
import static com.agenteval.workbench.core.judge.TraceFixtures.label;
import static com.agenteval.workbench.core.judge.TraceFixtures.staleTrace;
import static com.agenteval.workbench.core.judge.TraceFixtures.trace;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.Scorecard.Confusion;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.Ratio;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Scoring on a tiny hand-labelled set, every number worked out by hand:
 * <pre>
 * A00  lucky-correct: skip [PA,LC] @1           judge: PA@1 high, LC@1 high
 * B00  misread [LC,TC] @2 (symptom 3), goal @4  judge: LC@3 high, GF@4 high
 * C00  stale db, clean process: goal @4         judge: TS@1 medium (false alarm)
 * D00  benign: format [LC] @0, loop [EE] @3     judge: EE@3 low
 * </pre>
 */
class ScorecardTest {

    private static final JudgeSpec HAND = JudgeSpec.of("hand");

    private static Finding f(Metric m, int step, Severity s) {
        return Finding.of(m, step, s, "seen", "hand");
    }

    private static ErrorLabel benign(String id, ErrorMode mode, int step, Metric m) {
        return new ErrorLabel(id, mode, List.of(m), step, step, Impact.LOW, null, null, false);
    }

    private final List<Trace> traces = List.of(
            trace("A00", cleanGrowth(), true, false, label("e0", ErrorMode.SKIP, 1, 1, Metric.PA, Metric.LC)),
            trace(
                    "B00",
                    cleanGrowth(),
                    false,
                    false,
                    label("e0", ErrorMode.IGNORE, 2, 3, Metric.LC, Metric.TC),
                    label("e1", ErrorMode.GOAL, 4, 4, Metric.GF)),
            staleTrace("C00", cleanGrowth(), label("e0", ErrorMode.GOAL, 4, 4, Metric.GF)),
            trace(
                    "D00",
                    cleanGrowth(),
                    true,
                    false,
                    benign("e0", ErrorMode.FORMAT, 0, Metric.LC),
                    benign("e1", ErrorMode.LOOP, 3, Metric.EE)));

    private final List<Verdict> verdicts = List.of(
            Verdict.of(HAND, "A00", List.of(f(Metric.PA, 1, Severity.HIGH), f(Metric.LC, 1, Severity.HIGH))),
            Verdict.of(HAND, "B00", List.of(f(Metric.LC, 3, Severity.HIGH), f(Metric.GF, 4, Severity.HIGH))),
            Verdict.of(HAND, "C00", List.of(f(Metric.TS, 1, Severity.MEDIUM))),
            Verdict.of(HAND, "D00", List.of(f(Metric.EE, 3, Severity.LOW))));

    private final Scorecard card = Scorecard.of(traces, verdicts);

    @Test
    void perMetricPrecisionRecallAndF1AtTraceLevel() {
        Map<Metric, MetricScore> m = card.metrics();
        assertThat(m.get(Metric.GF))
                .extracting(MetricScore::tp, MetricScore::fp, MetricScore::fn)
                .containsExactly(1, 0, 1);
        assertThat(m.get(Metric.GF).precision()).isEqualTo(1.0);
        assertThat(m.get(Metric.GF).recall()).isEqualTo(0.5);
        assertThat(m.get(Metric.GF).f1()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(m.get(Metric.LC).support()).isEqualTo(3);
        assertThat(m.get(Metric.LC).recall()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(m.get(Metric.LC).f1()).isCloseTo(0.8, within(1e-12));
        assertThat(m.get(Metric.EE).f1()).isEqualTo(1.0);
        assertThat(m.get(Metric.PA).f1()).isEqualTo(1.0);
        // never flagged and never true: undefined, not zero
        assertThat(m.get(Metric.PQ).precision()).isNaN();
        assertThat(m.get(Metric.PQ).recall()).isNaN();
        assertThat(m.get(Metric.PQ).f1()).isNaN();
        // a false alarm only: precision 0, recall undefined, F1 0
        assertThat(m.get(Metric.TS).precision()).isZero();
        assertThat(m.get(Metric.TS).recall()).isNaN();
        assertThat(m.get(Metric.TS).f1()).isZero();
        // a miss only
        assertThat(m.get(Metric.TC).precision()).isNaN();
        assertThat(m.get(Metric.TC).recall()).isZero();
        assertThat(m.get(Metric.TC).f1()).isZero();
        // labels of the metric located by a finding on it at the root step
        assertThat(m.get(Metric.GF).located()).isEqualTo(new Ratio(1, 2));
        assertThat(m.get(Metric.LC).located()).isEqualTo(new Ratio(1, 3));
        assertThat(m.get(Metric.TC).located()).isEqualTo(new Ratio(0, 1));
    }

    @Test
    void localizationRootSymptomAndJoint() {
        assertThat(card.labels()).isEqualTo(6);
        assertThat(card.rootLocated()).isEqualTo(new Ratio(3, 6)); // A e0, B e1, D loop
        assertThat(card.symptomLocated()).isEqualTo(new Ratio(4, 6)); // + B e0 at its symptom step 3
        assertThat(card.joint()).isEqualTo(new Ratio(3, 6));
    }

    @Test
    void flawedProcessConfusionLuckyCorrectAndStaleData() {
        // A, B flawed and called; C clean (stale data) but called on a medium finding; D benign, low finding only
        assertThat(card.flawed()).isEqualTo(new Confusion(2, 1, 0, 1));
        assertThat(card.luckyCorrect()).isEqualTo(new Ratio(1, 1));
        assertThat(card.staleClean()).isEqualTo(new Ratio(1, 1));
    }

    @Test
    void benignLabelsAreReportedApart() {
        assertThat(card.benign())
                .containsExactly(
                        Map.entry("format", new Ratio(0, 1)),
                        Map.entry("loop", new Ratio(1, 1)),
                        Map.entry("wasted", new Ratio(0, 0)),
                        Map.entry("recovered_bad_args", new Ratio(0, 0)));
    }

    @Test
    void metricConfusionRowsAreLabelsColumnsAreWhatTheJudgeCitedAtTheRoot() {
        Map<Metric, Map<String, Integer>> c = card.metricConfusion();
        assertThat(c.get(Metric.PA))
                .containsEntry("PA", 1)
                .containsEntry("LC", 1)
                .containsEntry("none", 0);
        assertThat(c.get(Metric.LC)).containsEntry("none", 2).containsEntry("LC", 0);
        assertThat(c.get(Metric.GF)).containsEntry("GF", 1).containsEntry("none", 1);
        assertThat(c.get(Metric.EE)).containsEntry("EE", 1);
        assertThat(c.values().stream()
                        .mapToInt(row -> row.values().stream()
                                .mapToInt(Integer::intValue)
                                .sum())
                        .sum())
                .isEqualTo(7);
    }

    @Test
    void perTraceComparisonMarksFoundMissedAndFalseAlarms() {
        TraceComparison b = card.comparisons().get(1);
        assertThat(b.labels())
                .extracting(TraceComparison.LabelMatch::found)
                .containsExactly(TraceComparison.Found.SYMPTOM, TraceComparison.Found.ROOT);
        assertThat(b.findings())
                .extracting(TraceComparison.FindingMatch::backing)
                .containsOnly(TraceComparison.Backing.AGREES);
        assertThat(b.disagrees()).isFalse();
        TraceComparison c = card.comparisons().get(2);
        assertThat(c.labels())
                .extracting(TraceComparison.LabelMatch::found)
                .containsExactly(TraceComparison.Found.MISSED);
        assertThat(c.findings())
                .extracting(TraceComparison.FindingMatch::backing)
                .containsExactly(TraceComparison.Backing.FALSE_ALARM);
        assertThat(card.comparisons())
                .filteredOn(TraceComparison::disagrees)
                .extracting(TraceComparison::traceId)
                .containsExactly("C00", "D00");
    }

    @Test
    void anUnparseableVerdictIsCountedAndFindsNothing() {
        List<Verdict> withFailure = List.of(
                verdicts.get(0),
                Verdict.unparseable(HAND, "B00", "I think it's fine?", "no JSON object in the reply"),
                verdicts.get(2),
                verdicts.get(3));
        Scorecard s = Scorecard.of(traces, withFailure);
        assertThat(s.unparseableVerdicts()).isEqualTo(1);
        assertThat(s.traces()).isEqualTo(4);
        assertThat(s.metrics().get(Metric.GF).tp()).isZero();
        assertThat(s.comparisons().get(1).verdict().unparsed())
                .singleElement()
                .satisfies(u -> assertThat(u.reply()).isEqualTo("I think it's fine?"));
        Verdict oneMetric = new Verdict(
                HAND,
                "B00",
                List.of(),
                Map.of(Metric.GF, 3),
                List.of(new Verdict.Unparsed(Metric.PA, "score: ???", "no score")));
        assertThat(Scorecard.of(traces, List.of(verdicts.get(0), oneMetric, verdicts.get(2), verdicts.get(3)))
                        .unparseableMetrics())
                .isEqualTo(1);
    }

    @Test
    void verdictsMustMatchTheirTracesAndComeFromOneJudge() {
        assertThatThrownBy(() -> Scorecard.of(traces, verdicts.subList(0, 3))).hasMessageContaining("3 verdicts");
        assertThatThrownBy(() -> Scorecard.of(
                        traces, List.of(verdicts.get(1), verdicts.get(0), verdicts.get(2), verdicts.get(3))))
                .hasMessageContaining("is for B00");
        assertThatThrownBy(() -> Scorecard.of(
                        traces,
                        List.of(
                                verdicts.get(0),
                                verdicts.get(1),
                                verdicts.get(2),
                                Verdict.of(JudgeSpec.of("other"), "D00", List.of()))))
                .hasMessageContaining("other");
    }

    @Test
    void theRubricScoresAMetricByItsWorstFinding() {
        Verdict v = verdicts.get(1);
        assertThat(v.scores())
                .containsEntry(Metric.LC, 0)
                .containsEntry(Metric.GF, 0)
                .containsEntry(Metric.PA, 3);
        assertThat(verdicts.get(2).scores()).containsEntry(Metric.TS, 1);
        assertThat(verdicts.get(3).scores()).containsEntry(Metric.EE, 2);
        assertThatThrownBy(() -> new Verdict(HAND, "X", List.of(), Map.of(Metric.GF, 4), List.of()))
                .hasMessageContaining("0..3");
    }
}
