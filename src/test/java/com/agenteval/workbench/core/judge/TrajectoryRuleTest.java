package com.agenteval.workbench.core.judge;

import static com.agenteval.workbench.core.judge.TraceFixtures.COMPARE_Q;
import static com.agenteval.workbench.core.judge.TraceFixtures.GROWTH_Q;
import static com.agenteval.workbench.core.judge.TraceFixtures.R;
import static com.agenteval.workbench.core.judge.TraceFixtures.V1;
import static com.agenteval.workbench.core.judge.TraceFixtures.V2;
import static com.agenteval.workbench.core.judge.TraceFixtures.cleanGrowth;
import static com.agenteval.workbench.core.judge.TraceFixtures.compute;
import static com.agenteval.workbench.core.judge.TraceFixtures.expr;
import static com.agenteval.workbench.core.judge.TraceFixtures.fetch;
import static com.agenteval.workbench.core.judge.TraceFixtures.gdp;
import static com.agenteval.workbench.core.judge.TraceFixtures.steps;
import static com.agenteval.workbench.core.judge.TraceFixtures.web;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each rule on a hand-built trace where it must fire, and on the clean trace where it must not. */
class TrajectoryRuleTest {

    private static List<Finding> run(TrajectoryRule rule, JudgeInput in) {
        return rule.findings(in);
    }

    @ParameterizedTest
    @EnumSource(TrajectoryRule.class)
    void noRuleFiresOnACleanTrace(TrajectoryRule rule) {
        assertThat(run(rule, cleanGrowth().input(GROWTH_Q))).isEmpty();
    }

    @Test
    void theRuleJudgeScoresACleanTraceThreeOnEveryMetric() {
        Verdict v = Judges.rules().judge(cleanGrowth().input(GROWTH_Q));
        assertThat(v.findings()).isEmpty();
        assertThat(v.scores()).hasSize(7).allSatisfy((m, s) -> assertThat(s).isEqualTo(3));
        assertThat(v.judge().name()).isEqualTo("rules");
        assertThat(v.flagsFlawed()).isFalse();
    }

    @Test
    void planEndTag_flagsLcAtThePlanStep() {
        JudgeInput in = steps().plan(
                        false, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.PLAN_END_TAG, in))
                .extracting(Finding::metric, Finding::step, Finding::severity)
                .containsExactly(tuple(Metric.LC, 0, Severity.LOW));
    }

    @Test
    void planInputs_flagsAFetchTheCalculationNeedsButThePlanForgot() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .think("v2", V2, "I don't have this value yet; I will use an estimate.")
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.PLAN_INPUTS, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.PQ, 0));
        assertThat(f.get(0).evidence()).contains("never fetches v2");
    }

    @Test
    void planInputs_flagsACalculationPlannedBeforeItsInputs() {
        JudgeInput in = steps().plan(true, compute("r", "v1", "v2"), fetch("v1", "db_lookup"), fetch("v2", "db_lookup"))
                .think("v1", V1, "I don't have this value yet; I will use an estimate.")
                .think("v2", V2, "I don't have this value yet; I will use an estimate.")
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.PLAN_INPUTS, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.PQ, 0));
        assertThat(f.get(0).evidence()).contains("planned before v1");
    }

    @Test
    void planInputs_flagsALookupPlanThatLostItsOnlyFetch() {
        JudgeInput in = steps().plan(true)
                .think("v1", V1, "I don't have this value yet; I will use an estimate.")
                .fin(PyFloat.of(V1), "v1")
                .input("What was the GDP of Arvenia in 2021 (in $B)?");
        assertThat(run(TrajectoryRule.PLAN_INPUTS, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.PQ, 0));
    }

    @Test
    void webForDb_citesThePlanWhenThePlanChoseWebSearch() {
        JudgeInput in = steps().plan(
                        true, fetch("v1", "web_search"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("web_search", web("Arvenia GDP 2021"), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.WEB_FOR_DB, in))
                .extracting(Finding::metric, Finding::step, Finding::severity)
                .containsExactly(tuple(Metric.TS, 0, Severity.MEDIUM));
    }

    @Test
    void webForDb_citesTheCallWithoutAPlanAndNamesTheToolThatFits() {
        JudgeInput in = steps().call("web_search", web("Arvenia GDP 2021"), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.WEB_FOR_DB, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.TS, 0));
        assertThat(f.get(0).evidence()).contains("db_lookup fits");
    }

    @Test
    void webForDb_leavesASearchForNewsAlone() {
        JudgeInput in = steps().call("web_search", web("what analysts say about Arvenia"), V1, "news", V1)
                .fin(PyFloat.of(V1), "news")
                .input("What do analysts say about Arvenia?");
        assertThat(run(TrajectoryRule.WEB_FOR_DB, in)).isEmpty();
    }

    @Test
    void unrecoveredError_flagsTcAtTheFailedCall() {
        PyDict bad = gdp("Arvenia", 2021).with("year", PyStr.of("2021"));
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .failed("db_lookup", bad, "parameter 'year' must be of type integer", "v1")
                .think("v1", V1, "The tool call failed; I will estimate the value instead.")
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.UNRECOVERED_ERROR, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.TC, 1));
    }

    @Test
    void unrecoveredError_acceptsACorrectedRetry() {
        PyDict bad = gdp("Arvenia", 2021).with("year", PyStr.of("2021"));
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .failed("db_lookup", bad, "parameter 'year' must be of type integer", "v1")
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.UNRECOVERED_ERROR, in)).isEmpty();
    }

    @Test
    void thinkInsteadOfTool_aSkippedPlannedCallIsPaAndLc() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .think("v1", 990.0, "I already know this value; no need to call the tool.")
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.THINK_INSTEAD_OF_TOOL, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactlyInAnyOrder(tuple(Metric.PA, 1), tuple(Metric.LC, 1));
    }

    @Test
    void thinkInsteadOfTool_anEstimateAfterAFailureIsLcOnly() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .failed(
                        "calculator",
                        expr("percent change from 1000.0 to 1100.0"),
                        "could not parse expression",
                        "r",
                        "v1",
                        "v2")
                .think("r", R, "The tool call failed; I will estimate the value instead.", "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.THINK_INSTEAD_OF_TOOL, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.LC, 4));
        assertThat(f.get(0).evidence()).contains("after the call at step 3 failed");
    }

    @Test
    void thinkInsteadOfTool_withoutAPlanAShortcutIsLcOnly() {
        JudgeInput in = steps().think("v1", 990.0, "I already know this value; no need to call the tool.")
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.THINK_INSTEAD_OF_TOOL, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.LC, 0));
    }

    @Test
    void misread_flagsLcAndTcWhereTheReadDiffersFromTheOutput() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", 1043.2)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), 5.4, "r", 5.4, "v1", "v2")
                .fin(PyFloat.of(5.4), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.MISREAD, in);
        assertThat(f)
                .extracting(Finding::metric, Finding::step)
                .containsExactlyInAnyOrder(tuple(Metric.LC, 1), tuple(Metric.TC, 1));
        assertThat(f.get(0).evidence()).contains("1043").contains("1000");
    }

    @Test
    void repeatedCall_flagsEeAtTheRepeat() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.REPEATED_CALL, in))
                .extracting(Finding::metric, Finding::step, Finding::severity)
                .containsExactly(tuple(Metric.EE, 2, Severity.LOW));
    }

    @Test
    void repeatedCall_theSameCallForAnotherVariableIsNotARepeatButWrongArguments() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v2", V1)
                .call("calculator", expr("x"), 0.0, "r", 0.0, "v1", "v2")
                .fin(PyFloat.of(0.0), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.REPEATED_CALL, in)).isEmpty();
        assertThat(run(TrajectoryRule.ARGS_VS_QUESTION, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.TC, 2));
    }

    @Test
    void finalMismatch_flagsGfWhenTheAnswerIsNotTheLastValue() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(100.0), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.FINAL_MISMATCH, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.GF, 4));
        assertThat(f.get(0).evidence()).contains("r = 10");
    }

    @Test
    void finalMismatch_flagsAMissingAnswer() {
        JudgeInput in = steps().call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .fin(PyNone.NONE, "c")
                .input("Get Arvenia's GDP from 2021 to 2023, then make a line chart of it.");
        assertThat(run(TrajectoryRule.FINAL_MISMATCH, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.GF, 1));
    }

    @Test
    void argsVsQuestion_flagsAShiftedYearByPosition() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2022), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        List<Finding> f = run(TrajectoryRule.ARGS_VS_QUESTION, in);
        assertThat(f).extracting(Finding::metric, Finding::step).containsExactly(tuple(Metric.TC, 1));
        assertThat(f.get(0).evidence()).contains("2022").contains("2021");
    }

    @Test
    void argsVsQuestion_flagsAnotherEntity() {
        JudgeInput in = steps().plan(true, fetch("v1", "db_lookup"), fetch("v2", "db_lookup"), compute("r", "v1", "v2"))
                .call("db_lookup", gdp("Arvenia", 2021), V1, "v1", V1)
                .call("db_lookup", gdp("Borealis", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.ARGS_VS_QUESTION, in))
                .extracting(Finding::metric, Finding::step)
                .containsExactly(tuple(Metric.TC, 2));
    }

    @Test
    void argsVsQuestion_readsTheComparedEntitiesInTheQuestionsOrder() {
        PyDict a = PyDict.of(
                "table", PyStr.of("bank_market_cap"), "entity", PyStr.of("Aster Bank"), "year", PyInt.of(2022));
        PyDict c = a.with("entity", PyStr.of("Cedar Financial"));
        JudgeInput right = steps().call("db_lookup", a, 300.0, "v1", 300.0)
                .call("db_lookup", c, 200.0, "v2", 200.0)
                .call("calculator", expr("300.0 - 200.0"), 100.0, "r", 100.0, "v1", "v2")
                .fin(PyFloat.of(100.0), "r")
                .input(COMPARE_Q);
        JudgeInput swapped = steps().call("db_lookup", c, 200.0, "v1", 200.0)
                .call("db_lookup", a, 300.0, "v2", 300.0)
                .call("calculator", expr("200.0 - 300.0"), -100.0, "r", -100.0, "v1", "v2")
                .fin(PyFloat.of(-100.0), "r")
                .input(COMPARE_Q);
        assertThat(run(TrajectoryRule.ARGS_VS_QUESTION, right)).isEmpty();
        assertThat(run(TrajectoryRule.ARGS_VS_QUESTION, swapped))
                .extracting(Finding::step)
                .containsExactly(0, 1);
    }

    @Test
    void argsVsQuestion_checksTheYearInAWebQueryAndTheKOfATopList() {
        JudgeInput webYear = steps().call("web_search", web("Arvenia GDP 2020"), V1, "v1", V1)
                .call("db_lookup", gdp("Arvenia", 2023), V2, "v2", V2)
                .call("calculator", expr("x"), R, "r", R, "v1", "v2")
                .fin(PyFloat.of(R), "r")
                .input(GROWTH_Q);
        assertThat(run(TrajectoryRule.ARGS_VS_QUESTION, webYear))
                .extracting(Finding::step)
                .containsExactly(0);
        PyDict top = PyDict.of("table", PyStr.of("bank_market_cap"), "year", PyInt.of(2022), "k", PyInt.of(4));
        JudgeInput topK = steps().call("db_top_k", top, 1.0, "v1", 1.0)
                .fin(PyFloat.of(1.0), "c")
                .input("Chart the market cap of the top 3 banks in 2022.");
        List<Finding> f = run(TrajectoryRule.ARGS_VS_QUESTION, topK);
        assertThat(f).extracting(Finding::step).containsExactly(0);
        assertThat(f.get(0).evidence()).contains("k = 4").contains("top 3");
    }
}
