package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyStrings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PythonTest {

    /** Computed by CPython (gen_repr_vectors.py beside them), keyed by the exact bits of each double. */
    private static final JsonNode VECTORS = read();

    @Test
    void reprMatchesCPythonOnEveryVector() {
        for (JsonNode v : VECTORS.get("repr")) {
            double x = bits(v.get(0).asText());

            assertThat(Python.repr(x))
                    .as("repr of %s", v.get(1).asText())
                    .isEqualTo(v.get(1).asText());
        }
        assertThat(VECTORS.get("repr").size()).isGreaterThan(2000);
    }

    @Test
    void fixedPercentAndRoundMatchCPythonOnEveryVector() {
        for (JsonNode v : VECTORS.get("fixed")) {
            double p = bits(v.get(0).asText());

            assertThat(Python.fixed(p, 2))
                    .as("%.2f of %s", p)
                    .isEqualTo(v.get(1).asText());
            assertThat(Python.percent(p, 0))
                    .as("percent of " + p)
                    .isEqualTo(v.get(2).asText());
            assertThat(Python.round(p, 3))
                    .as("round of %s", p)
                    .isEqualTo(v.get(3).asDouble());
        }
    }

    @Test
    void splitKeepsLeadingAndTrailingPiecesAsPythonDoes() {
        assertThat(Python.split(Pattern.compile("[.!?]+"), ".A. B!")).containsExactly("", "A", " B", "");
    }

    @Test
    void stripUsesPythonsWhitespace() {
        assertThat(PyStrings.strip("\u00a0\u2003 x \u001f\n")).isEqualTo("x");
        assertThat(Python.head("ab😀cd", 3)).isEqualTo("ab😀");
        assertThat(List.of(Python.min(1.0, Double.NaN), Python.max(0.0, 1.0))).containsExactly(1.0, 1.0);
    }

    private static double bits(String hex) {
        return Double.longBitsToDouble(Long.parseUnsignedLong(hex, 16));
    }

    private static JsonNode read() {
        try {
            return new ObjectMapper().readTree(ForecastFixtures.resource("/forecast/repr_vectors.json"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
