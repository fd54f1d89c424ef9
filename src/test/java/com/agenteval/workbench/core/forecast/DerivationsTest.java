package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.Derivations.DerivedFields;
import com.agenteval.workbench.core.forecast.Derivations.EvidenceQuality;
import com.agenteval.workbench.core.forecast.Derivations.Sentiment;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DerivationsTest {

    /** Vectors computed by the notebook's own functions (see gen_derivation_vectors.py beside them). */
    private static final JsonNode VECTORS = readVectors();

    @Test
    void keyFindingsAndUncertaintiesMatchTheNotebookOnEveryVector() {
        ObjectMapper mapper = new ObjectMapper();
        int checked = 0;
        for (JsonNode v : VECTORS.get("derivations")) {
            String rationale = v.get("rationale").asText();
            List<String> findings = mapper.convertValue(v.get("key_findings"), new TypeReference<>() {});
            List<String> uncertainties = mapper.convertValue(v.get("uncertainties"), new TypeReference<>() {});

            assertThat(Derivations.extractKeyFindings(rationale))
                    .as("findings of %s", rationale)
                    .isEqualTo(findings);
            assertThat(Derivations.extractUncertainties(rationale))
                    .as("uncertainties of %s", rationale)
                    .isEqualTo(uncertainties);
            checked++;
        }
        assertThat(checked).isGreaterThan(400);
    }

    @Test
    void confidenceMatchesTheNotebookOnEveryVector() {
        ObjectMapper mapper = new ObjectMapper();
        for (JsonNode v : VECTORS.get("confidences")) {
            Map<String, Object> action = mapper.convertValue(v.get("action"), new TypeReference<>() {});

            assertThat(Derivations.extractConfidence(action))
                    .as("confidence of %s", action)
                    .isEqualTo(v.get("confidence").asDouble());
        }
    }

    @Test
    void theBooksInlineEnumerationGivesFourFindingsAndStopsAtTheSentenceEnd() {
        String rationale = ForecastFixtures.bookCapture().agents().get(0).rationale();

        List<String> findings = Derivations.extractKeyFindings(rationale);

        assertThat(findings).hasSize(4);
        assertThat(findings.get(3))
                .isEqualTo("Historical precedent shows Fed responds to persistent inflation with rate increases");
    }

    @Test
    void anAbbreviationDoesNotEndTheLastItem() {
        assertThat(Derivations.extractKeyFindings("(1) oil is up; (2) U.S. inflation remains elevated. Next."))
                .containsExactly("oil is up", "U.S. inflation remains elevated");
    }

    @Test
    void aLoneMarkerInProseIsNotAList() {
        assertThat(Derivations.extractKeyFindings("As noted in (1) the minutes, rates hold."))
                .isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
        "0.81, STRONGLY_BULLISH",
        "0.8, BULLISH",
        "0.61, BULLISH",
        "0.6, NEUTRAL",
        "0.41, NEUTRAL",
        "0.4, BEARISH",
        "0.21, BEARISH",
        "0.2, STRONGLY_BEARISH",
        "0.0, STRONGLY_BEARISH"
    })
    void sentimentThresholdsAreStrict(double p, Sentiment expected) {
        assertThat(Derivations.extractSentiment(p)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"10, 3, HIGH", "9, 3, MEDIUM", "10, 2, MEDIUM", "5, 0, MEDIUM", "0, 2, MEDIUM", "4, 1, LOW"})
    void evidenceQualityCountsVolumeOnly(int sources, int queries, EvidenceQuality expected) {
        assertThat(Derivations.assessEvidenceQuality(sources, queries)).isEqualTo(expected);
    }

    @Test
    void rederiveIgnoresAConfidenceTheModelVolunteered() {
        ForecastArtifact artifact = ForecastFixtures.artifact("a", 0.65, "No list here.", List.of(), true);

        DerivedFields derived = Derivations.rederive(artifact);

        assertThat(derived.confidence()).isEqualTo(0.3);
        assertThat(derived.sentiment()).isEqualTo(Sentiment.BULLISH);
        assertThat(derived.evidenceQuality()).isEqualTo(EvidenceQuality.LOW);
    }

    @Test
    void anAgentWithNoProbabilityHasNoConfidenceOrSentiment() {
        DerivedFields derived = Derivations.rederive(ForecastFixtures.artifact("a", null, "", List.of(), false));

        assertThat(derived.confidence()).isNull();
        assertThat(derived.sentiment()).isNull();
    }

    private static JsonNode readVectors() {
        try {
            return new ObjectMapper().readTree(ForecastFixtures.resource("/forecast/derivation_vectors.json"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
