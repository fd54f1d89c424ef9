package com.agenteval.workbench.core.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both judges on real simulated trace sets, scored against the labels the simulation wrote. */
class JudgesOnSimulatedTracesTest {

    /** The lecture self-check's noisy agent: BASE.replace("noisy", p_plan=0.3, p_skip=0.2). */
    static final String NOISY = "{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.3,\"p_skip\":0.2}";

    private static TraceSet traces(String config, int n) {
        return TraceSet.of(
                SimParams.defaults("traces").withTasks(n, BigInteger.ONE, false).withConfig(config));
    }

    private static Scorecard score(Judge judge, TraceSet set) {
        return Scorecard.of(set.traces(), Judges.run(judge, set.traces()));
    }

    @Test
    void onTheNoisyAgentTheRuleJudgeBeatsOutcomeOnlyOnEveryProcessMetric() {
        TraceSet set = traces(NOISY, 200);
        Scorecard rules = score(Judges.rules(), set);
        Scorecard outcome = score(Judges.outcomeOnly(set.referenceAnswers()), set);
        for (Metric m : List.of(Metric.LC, Metric.EE, Metric.PQ, Metric.TS, Metric.PA, Metric.TC)) {
            MetricScore r = rules.metrics().get(m);
            MetricScore o = outcome.metrics().get(m);
            assertThat(r.support()).as(m + " support").isPositive();
            assertThat(o.recall()).as(m + " outcome-only recall").isZero();
            assertThat(r.recall()).as(m + " rule recall").isGreaterThan(0.3);
            assertThat(r.f1()).as(m + " rule F1").isGreaterThan(0.5);
        }
        assertThat(rules.joint().share()).isGreaterThan(outcome.joint().share());
        assertThat(rules.flawed().fn()).isLessThan(outcome.flawed().fn());
        // lucky-correct traces: the rule judge catches them, outcome-only cannot by construction
        assertThat(rules.luckyCorrect().total()).isPositive();
        assertThat(rules.luckyCorrect().hits()).isEqualTo(rules.luckyCorrect().total());
        assertThat(outcome.luckyCorrect().hits()).isZero();
        // and outcome-only is right about GF by definition, the rule judge only sees slips
        assertThat(outcome.metrics().get(Metric.GF).f1()).isEqualTo(1.0);
        assertThat(rules.metrics().get(Metric.GF).recall()).isLessThan(0.5);
    }

    @Test
    void onTheStandardConfigsTheRulesLocateEveryErrorTheyCanSeeAndNothingElse() {
        List<String> problems = new ArrayList<>();
        for (AgentConfig c : AgentConfigs.standard()) {
            Scorecard card = score(Judges.rules(), traces(c.name(), 200));
            for (TraceComparison t : card.comparisons()) {
                for (TraceComparison.LabelMatch l : t.labels()) {
                    ErrorMode mode = l.label().mode();
                    boolean invisible = mode == ErrorMode.GOAL // stale data, upstream errors
                            || mode == ErrorMode.WASTED // not in the issue's rule list
                            || (mode == ErrorMode.BAD_ARGS && l.label().benign()); // a corrected retry is fine
                    if (!invisible && l.found() != TraceComparison.Found.ROOT) {
                        problems.add(c.name() + " " + t.traceId() + " missed " + mode.wireName() + "@"
                                + l.label().step());
                    }
                }
                for (TraceComparison.FindingMatch f : t.findings()) {
                    boolean reflectionRepair =
                            c.reflect() > 0 && f.finding().source().equals("final-mismatch");
                    if (f.backing() != TraceComparison.Backing.AGREES && !reflectionRepair) {
                        problems.add(c.name() + " " + t.traceId() + " unbacked " + f.finding());
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theRuleJudgeIsDeterministic() {
        TraceSet set = traces("react", 100);
        assertThat(Judges.run(Judges.rules(), set.traces())).isEqualTo(Judges.run(Judges.rules(), set.traces()));
        assertThat(traces("react", 100).traces()).isEqualTo(set.traces());
    }
}
