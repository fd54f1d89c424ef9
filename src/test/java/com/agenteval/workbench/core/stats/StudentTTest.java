package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/**
 * The t quantile and CDF against scipy ({@code golden/stats/t-quantiles.json}, written by {@code t-quantiles.py}
 * beside it: {@code python3 src/test/resources/golden/stats/t-quantiles.py}).
 */
class StudentTTest {

    static JsonNode golden() throws IOException {
        try (InputStream in = StudentTTest.class.getResourceAsStream("/golden/stats/t-quantiles.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    @Test
    void quantilesMatchScipy() throws IOException {
        int n = 0;
        for (JsonNode row : golden().get("ppf")) {
            int df = row.get("df").asInt();
            double p = row.get("p").asDouble();
            double expected = row.get("ppf").asDouble();
            double got = StudentT.quantile(p, df);
            assertThat(got)
                    .as("t.ppf(%s, %s)", p, df)
                    .isCloseTo(expected, within(1e-12 * Math.max(1, Math.abs(expected))));
            n++;
        }
        assertThat(n).isGreaterThan(500);
    }

    @Test
    void cdfMatchesScipy() throws IOException {
        for (JsonNode row : golden().get("cdf")) {
            int df = row.get("df").asInt();
            double t = row.get("t").asDouble();
            assertThat(StudentT.cdf(t, df))
                    .as("t.cdf(%s, %s)", t, df)
                    .isCloseTo(row.get("cdf").asDouble(), within(1e-12));
        }
    }

    @Test
    void closedFormsByHand() {
        // df 1 is the Cauchy distribution: tan(π(p − 1/2)); df 2: (2p − 1) / sqrt(2p(1 − p))
        assertThat(StudentT.quantile(0.975, 1)).isCloseTo(Math.tan(Math.PI * 0.475), within(1e-12));
        assertThat(StudentT.quantile(0.975, 2)).isCloseTo(0.95 / Math.sqrt(2 * 0.975 * 0.025), within(1e-12));
        assertThat(StudentT.quantile(0.025, 7)).isEqualTo(-StudentT.quantile(0.975, 7));
        assertThat(StudentT.quantile(0.5, 9)).isZero();
        assertThat(StudentT.ci95(199)).isEqualTo(StudentT.quantile(0.975, 199));
        assertThat(StudentT.quantile(1.0, 3)).isInfinite();
    }

    @Test
    void refusesWhatIsNotADistribution() {
        assertThatThrownBy(() -> StudentT.quantile(0.9, 0)).hasMessageContaining("degrees of freedom");
        assertThatThrownBy(() -> StudentT.quantile(1.5, 3)).hasMessageContaining("p must be in [0, 1]");
    }
}
