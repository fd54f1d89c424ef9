package com.agenteval.workbench.core.forecast.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One run with a probability that is not one is named and left out; the others are still scored. */
class CalibrationSkipsTest {

    private static RunTrace withPYes(String runId, double p) {
        RunTrace run = ForecastFixtures.smallRun(runId);
        ForecastArtifact a = run.agents().get(0);
        ForecastArtifact bad = new ForecastArtifact(
                a.agentId(),
                p,
                a.rationale(),
                a.traces(),
                true,
                null,
                null,
                null,
                null,
                null,
                a.tokenUsage(),
                a.searchQueriesMade(),
                a.sourcesConsulted(),
                null,
                null,
                null,
                null,
                a.extras());
        return run.withAgents(List.of(bad, run.agents().get(1)));
    }

    @Test
    void aNanOrInfiniteProbabilityIsSkippedWithItsRunNamed() {
        RunTrace good = ForecastFixtures.smallRun("good1");
        CalibrationReport report = CalibrationReport.of(
                List.of(
                        good,
                        withPYes("nan1", Double.NaN),
                        withPYes("inf1", Double.POSITIVE_INFINITY),
                        withPYes("big1", 1.5)),
                10);
        assertThat(report.skipped())
                .containsExactly(
                        "nan1: agents[0].p_yes NaN is not a probability",
                        "inf1: agents[0].p_yes Infinity is not a probability",
                        "big1: agents[0].p_yes 1.5 is not a probability");
        assertThat(report.runs()).isEqualTo(1);
        assertThat(report.agents().n()).isEqualTo(1);
        assertThat(report.agents().brier()).isFinite();
    }
}
