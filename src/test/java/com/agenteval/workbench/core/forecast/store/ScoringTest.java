package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoringTest {

    @TempDir
    Path dir;

    @Test
    void aFileWithANanProbabilityIsNamedWithItsReasonAndTheOthersAreScored() throws Exception {
        String good = RunTraceJson.write(ForecastFixtures.smallRun("good1"));
        Files.writeString(dir.resolve("good.json"), good);
        Files.writeString(
                dir.resolve("nan.json"),
                RunTraceJson.write(ForecastFixtures.smallRun("nan1"))
                        .replaceFirst("\"p_yes\": 0.7,", "\"p_yes\": NaN,"));
        Scoring scoring = Scoring.of(RunTraceStore.of(dir, TestReaders.POOL).list(), 10);
        assertThat(scoring.invalid()).isEqualTo(1);
        assertThat(scoring.skipped())
                .singleElement()
                .asString()
                .startsWith("nan.json: bad value at agents[0].p_yes: NaN is not a probability");
        assertThat(scoring.report()).isPresent();
        assertThat(scoring.report().get().agents().n()).isEqualTo(1);
    }

    @Test
    void aStoreWhoseResolvedRunsHaveNoForecastGivesNoReportAndSaysNothingIsScored() throws Exception {
        // the one forecasting agent of a resolved run did not forecast: nothing to score, which the calibration
        // page and `forecast score` both report from this empty report (CalibrationReport.ofScorable)
        String json = RunTraceJson.write(ForecastFixtures.smallRun("abstained1"));
        String abstained = json.replace("\"forecast_produced\": true", "\"forecast_produced\": false");
        assertThat(abstained).isNotEqualTo(json);
        Files.writeString(dir.resolve("abstained.json"), abstained);
        Scoring scoring = Scoring.of(RunTraceStore.of(dir, TestReaders.POOL).list(), 10);
        assertThat(scoring.traces()).isEqualTo(1);
        assertThat(scoring.invalid()).isZero();
        assertThat(scoring.report()).isEmpty();
    }
}
