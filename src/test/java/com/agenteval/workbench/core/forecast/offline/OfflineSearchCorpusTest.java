package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class OfflineSearchCorpusTest {

    private final WorldFacts world = WorldFixtures.seed14();
    private final OfflineSearchCorpus corpus = OfflineSearchCorpus.of(world);

    @Test
    void annualReportsCarryTheWebValueAndArePublishedAfterTheYearCloses() {
        CorpusDocument aster2022 = document("aster-bank-2022-annual");

        assertThat(world.find("Aster Bank").orElseThrow().web().get(2022)).isEqualTo(99.0); // the web rounded 98.6
        assertThat(aster2022.text()).startsWith("Aster Bank closed 2022 with a market cap of $99B");
        assertThat(LocalDate.parse(aster2022.published()))
                .isAfter(LocalDate.parse("2022-12-31"))
                .isBefore(LocalDate.parse("2023-04-01"));
    }

    @Test
    void theCorpusHasUndatedPagesPreliminaryEstimatesAndSectorBaseRates() {
        List<CorpusDocument> docs = corpus.documents();

        assertThat(docs)
                .filteredOn(d -> d.published() == null)
                .hasSize(13)
                .allMatch(d -> d.kind().equals("history"));
        assertThat(docs)
                .filteredOn(d -> d.kind().equals("preliminary"))
                .isNotEmpty()
                .allMatch(d -> d.published().substring(5, 7).equals("12"));
        assertThat(docs)
                .filteredOn(d -> d.kind().equals("sector"))
                .hasSize(8)
                .allMatch(d -> d.text().contains("(base rate)"));
        assertThat(docs).filteredOn(d -> d.kind().equals("annual")).hasSize(65);
    }

    @Test
    void withACutoffItReturnsTwiceTheResultsAndLeavesTheFilteringToTheExecutor() {
        List<SearchResult> withCutoff = corpus.search("Aster Bank market cap 2023", 5, LocalDate.parse("2023-01-01"));
        List<SearchResult> without = corpus.search("Aster Bank market cap 2023", 5, null);

        assertThat(withCutoff).hasSize(10);
        assertThat(without).hasSize(5);
        assertThat(withCutoff)
                .anyMatch(r -> r.publishedDate()
                        .map(d -> !d.isBefore(LocalDate.parse("2023-01-01")))
                        .orElse(false));
        assertThat(without.get(0).title()).contains("Aster Bank").contains("2023");
        assertThat(without.get(0).score()).isEqualTo(1.0);
    }

    @Test
    void theSameWorldGivesTheSameCorpusAndRanking() {
        OfflineSearchCorpus again = OfflineSearchCorpus.of(world);

        assertThat(again.documents()).isEqualTo(corpus.documents());
        assertThat(again.search("Dravia GDP history", 5, null)).isEqualTo(corpus.search("Dravia GDP history", 5, null));
        assertThat(corpus.name()).isEqualTo("offline corpus (simulated world, seed 14)");
    }

    @Test
    void aQueryWithNoKnownWordFindsNothing() {
        assertThat(corpus.search("zebra quokka", 5, null)).isEmpty();
    }

    private CorpusDocument document(String id) {
        return corpus.documents().stream()
                .filter(d -> d.id().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
