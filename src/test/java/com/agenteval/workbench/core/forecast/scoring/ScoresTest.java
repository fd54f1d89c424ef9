package com.agenteval.workbench.core.forecast.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScoresTest {

    @Test
    void brierLogScoreAndSharpnessByHand() {
        List<ResolvedForecast> fs = List.of(f(0.8, 1), f(0.3, 0), f(0.6, 0), f(1.0, 0));

        Scores s = Scores.of(fs);

        assertThat(s.brier()).isCloseTo((0.04 + 0.09 + 0.36 + 1.0) / 4, within(1e-12));
        assertThat(s.logScore())
                .isCloseTo((Math.log(0.8) + Math.log(0.7) + Math.log(0.4) + Math.log(1e-6)) / 4, within(1e-9));
        assertThat(s.sharpness()).isCloseTo((0.6 + 0.4 + 0.2 + 1.0) / 4, within(1e-12));
        assertThat(s.baseRate()).isEqualTo(0.25);
    }

    @Test
    void theCalibrationTableBinsForecastsAndReportsHowOftenTheyCameTrue() {
        List<ResolvedForecast> fs = List.of(f(0.05, 0), f(0.72, 1), f(0.78, 0), f(0.75, 1), f(1.0, 1));

        List<CalibrationBin> bins = Scores.calibration(fs, 10);

        assertThat(bins).hasSize(10);
        assertThat(bins.get(0).count()).isEqualTo(1);
        assertThat(bins.get(7).count()).isEqualTo(3);
        assertThat(bins.get(7).meanForecast()).isCloseTo(0.75, within(1e-12));
        assertThat(bins.get(7).observedFrequency()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(bins.get(9).count()).isEqualTo(1);
        assertThat(bins.get(4).meanForecast()).isNull();
    }

    @Test
    void theReportScoresForecastingAgentsOnlyAndComparesEveryMethodByBrier() {
        RunTrace yes = run("r1", 1.0, 0.9, 0.6);
        RunTrace no = run("r2", 0.0, 0.2, 0.4);
        RunTrace open = run("r3", null, 0.5, 0.5);

        CalibrationReport report = CalibrationReport.of(List.of(yes, no, open), 5);

        assertThat(report.runs()).isEqualTo(2);
        assertThat(report.abstentions()).isEqualTo(2); // one ran-out agent in each resolved run
        assertThat(report.agents().n()).isEqualTo(4);
        assertThat(report.methods())
                .extracting(CalibrationReport.MethodScore::method)
                .containsExactlyInAnyOrder(
                        Aggregation.MEAN,
                        Aggregation.MEDIAN,
                        Aggregation.TRIMMED_MEAN,
                        Aggregation.GEOMETRIC_MEAN_OF_ODDS,
                        Aggregation.EXTREMIZED_LOG_ODDS);
        assertThat(report.methods())
                .isSortedAccordingTo(
                        (a, b) -> Double.compare(a.scores().brier(), b.scores().brier()));
        double meanBrier = (Math.pow(0.75 - 1, 2) + Math.pow(0.3, 2)) / 2;
        assertThat(report.methods())
                .filteredOn(m -> m.method().equals(Aggregation.MEAN))
                .singleElement()
                .satisfies(m -> assertThat(m.scores().brier()).isCloseTo(meanBrier, within(1e-12)));
    }

    @Test
    void aResolvedRunWhereNoAgentForecastCountsAsARunButGivesNoPanelProbability() {
        RunTrace silent = new RunTrace(
                "nb",
                "p",
                ForecastQuestion.of("Q", "", null, "", null, 1.0),
                Map.of(),
                List.of(ForecastFixtures.artifact(
                        "agent_0",
                        0.5,
                        "Max steps reached without forecast",
                        List.of(AgentTrace.of(1, "forced_default", null)),
                        false)),
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "",
                "2024-02-01T00:00:00+00:00",
                "s",
                null,
                null,
                null,
                null,
                Map.of());

        CalibrationReport report = CalibrationReport.of(List.of(silent, run("r1", 1.0, 0.9, 0.6)), 10);

        assertThat(report.runs()).isEqualTo(2);
        assertThat(report.abstentions()).isEqualTo(2);
        assertThat(report.methods()).allSatisfy(m -> assertThat(m.scores().n()).isEqualTo(1));
    }

    @Test
    void nothingResolvedIsAnError() {
        assertThatThrownBy(() -> CalibrationReport.of(List.of(run("r", null, 0.5, 0.5)), 10))
                .hasMessage("no resolved run with a forecast to score");
    }

    private static ResolvedForecast f(double p, double outcome) {
        return new ResolvedForecast("run", "q", "agent_0", p, outcome);
    }

    /** A run with two forecasting agents and one that ran out of turns (p 0.5, never scored). */
    private static RunTrace run(String id, Double outcome, double p0, double p1) {
        ForecastQuestion q = ForecastQuestion.of("Q " + id, "", "2024-12-31", "2024-01-01", null, outcome);
        List<ForecastArtifact> agents = List.of(
                ForecastFixtures.artifact("agent_0", p0, "r", List.of(AgentTrace.of(1, "forecast", "{}")), true),
                ForecastFixtures.artifact("agent_1", p1, "r", List.of(AgentTrace.of(1, "forecast", "{}")), true),
                ForecastFixtures.artifact(
                        "agent_2",
                        0.5,
                        "Max steps reached without forecast",
                        List.of(AgentTrace.of(1, "forced_default", null)),
                        false));
        return new RunTrace(
                "nb",
                "p",
                q,
                Map.of(),
                agents,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "",
                "2024-02-01T00:00:00+00:00",
                id,
                null,
                null,
                null,
                null,
                Map.of());
    }
}
