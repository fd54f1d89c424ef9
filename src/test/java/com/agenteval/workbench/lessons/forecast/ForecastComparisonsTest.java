package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.notebook.Comparison;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The forecast compare prints what the replay prints: probabilities to 2 places, the derived fields recomputed. */
class ForecastComparisonsTest {

    private static final Path BOOK_04 =
            Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json");

    @Test
    void theBooksTwoAgentsCompareWithTheReplaysRecomputedConfidenceAndKeyFindings() throws Exception {
        RunTrace run = RunTraceJson.read(BOOK_04, TestReaders.POOL);
        Comparison c =
                ForecastComparisons.compare("a", ForecastSide.ofAgent(run, 0), "b", ForecastSide.ofAgent(run, 1));

        for (int i = 0; i < 2; i++) {
            ForecastArtifact agent = run.agents().get(i);
            String side =
                    i == 0 ? row(c, "confidence").left() : row(c, "confidence").right();
            // the replay's field table: f"{confidence:.2f}" of the recomputed value, never the file's "0.3"
            assertThat(side)
                    .isEqualTo(Python.fixed(Derivations.rederive(agent).confidence(), 2))
                    .matches("\\d\\.\\d\\d");
            String findings = i == 0
                    ? row(c, "key_findings").left()
                    : row(c, "key_findings").right();
            assertThat(findings.lines().toList())
                    .isEqualTo(Derivations.rederive(agent).keyFindings());
            String p = i == 0 ? row(c, "p_yes").left() : row(c, "p_yes").right();
            assertThat(p).matches("\\d\\.\\d\\d");
        }
        // the book's agents did enumerate their findings: the compare shows them, as the replay does
        assertThat(row(c, "key_findings").left() + row(c, "key_findings").right())
                .isNotBlank();
    }

    private static Comparison.Row row(Comparison c, String label) {
        return c.rows().stream()
                .filter(r -> r.label().equals(label))
                .findFirst()
                .orElseThrow();
    }
}
