package com.agenteval.workbench.core.forecast.replay;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class QualityGatesTest {

    private static final Instant AS_OF = Instant.parse("2024-01-10T12:00:00Z");

    @Test
    void coveragePassesWithBothTypesAndThreeItems() {
        List<EvidenceItem> evidence = List.of(
                item(EvidenceItem.SEARCH_RESULTS, AS_OF),
                item(EvidenceItem.BASE_RATE, AS_OF),
                item(EvidenceItem.SEARCH_RESULTS, AS_OF));

        assertThat(QualityGates.coverage(evidence).passed()).isTrue();
        assertThat(QualityGates.coverage(evidence.subList(0, 2)).reason())
                .isEqualTo("2 evidence items, need at least 3");
        assertThat(QualityGates.coverage(List.of()).reason())
                .isEqualTo("no search_results or base_rate evidence; 0 evidence items, need at least 3");
    }

    @Test
    void freshnessFailsForEvidenceOlderThanADay() {
        List<EvidenceItem> evidence = List.of(
                item(EvidenceItem.SEARCH_RESULTS, AS_OF.minusSeconds(25 * 3600)),
                item(EvidenceItem.SEARCH_RESULTS, AS_OF.minusSeconds(3600)));

        GateResult gate = QualityGates.freshness(evidence, AS_OF);

        assertThat(gate.passed()).isFalse();
        assertThat(gate.reason()).startsWith("1 of 2 items retrieved more than 24h");
    }

    @Test
    void consistencyNeedsEveryResultDatedStrictlyBeforeTheCutoff() {
        LocalDate cutoff = LocalDate.parse("2024-01-01");
        EvidenceItem before = new EvidenceItem(
                EvidenceItem.SEARCH_RESULTS,
                "web",
                AS_OF,
                "q",
                List.of(result("2023-12-31"), result("Sun, 31 Dec 2023 10:00:00 GMT")));
        EvidenceItem onCutoff = new EvidenceItem(
                EvidenceItem.SEARCH_RESULTS, "web", AS_OF, "q", List.of(result("2024-01-01T00:00:00Z")));

        assertThat(QualityGates.consistency(List.of(before), Optional.of(cutoff))
                        .passed())
                .isTrue();
        assertThat(QualityGates.consistency(List.of(before, onCutoff), Optional.of(cutoff))
                        .reason())
                .isEqualTo("1 result dated on or after the cutoff 2024-01-01");
        assertThat(QualityGates.consistency(List.of(onCutoff), Optional.empty()).passed())
                .isTrue();
    }

    private static EvidenceItem item(String type, Instant when) {
        return new EvidenceItem(type, "web_search", when, "q", List.of());
    }

    private static SearchResult result(String published) {
        return SearchResult.of("t", "u", "s", published, 0.5);
    }
}
