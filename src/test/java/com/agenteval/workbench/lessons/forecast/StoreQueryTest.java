package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StoreQueryTest {

    private static StoreRow run(
            String file, String notebook, String provider, String question, int tokens, String outcome) {
        return new StoreRow(
                file,
                true,
                "",
                notebook,
                provider,
                question,
                "2026-01-0" + file.charAt(0) + "T10:00:00+00:00",
                2,
                tokens,
                outcome,
                false,
                StoreRow.RUN);
    }

    private static final StoreRow A = run("1a.json", "04_research_agent", "anthropic", "Will A?", 300, "YES");
    private static final StoreRow B = run("2b.json", "offline_research_agent", "simulated", "will b?", 100, "");
    private static final StoreRow C = run("3c.json", "offline_research_agent", "simulated", "Will C?", 200, "NO");
    private static final StoreRow BAD =
            new StoreRow("4bad.json", false, "truncated JSON", "", "", "", "", null, null, "", false, StoreRow.INVALID);
    private static final List<StoreRow> ROWS = List.of(A, B, C, BAD);

    @Test
    void filtersKeepOnlyMatchingRowsAndCombine() {
        assertThat(StoreQuery.ALL.apply(ROWS)).containsExactly(A, B, C, BAD);
        assertThat(StoreQuery.ALL
                        .withFilters("offline_research_agent", "", "", "")
                        .apply(ROWS))
                .containsExactly(B, C);
        assertThat(StoreQuery.ALL.withFilters("", "simulated", "", "NO").apply(ROWS))
                .containsExactly(C);
        assertThat(StoreQuery.ALL.withFilters("", "", "invalid", "").apply(ROWS))
                .containsExactly(BAD);
        assertThat(StoreQuery.ALL.withFilters("", "", "", "open").apply(ROWS)).containsExactly(B);
        assertThat(StoreQuery.ALL.withFilters("", "", "", "other").apply(ROWS)).containsExactly(BAD);
    }

    @Test
    void everyColumnSortsBothWaysAndEmptyValuesGoLast() {
        assertThat(StoreQuery.ALL.withSort("tokens", false).apply(ROWS)).containsExactly(B, C, A, BAD);
        assertThat(StoreQuery.ALL.withSort("tokens", true).apply(ROWS)).containsExactly(BAD, A, C, B);
        // case-insensitive, as a student reads it
        assertThat(StoreQuery.ALL.withSort("question", false).apply(ROWS)).containsExactly(A, B, C, BAD);
        assertThat(StoreQuery.ALL.withSort("outcome", false).apply(ROWS)).containsExactly(C, A, B, BAD);
        assertThat(StoreQuery.ALL.withSort("validity", true).apply(ROWS).get(0)).isEqualTo(BAD);
        // by the short name: notebook, then time; a file with neither goes by its name
        assertThat(StoreQuery.ALL.withSort("run", false).apply(ROWS)).containsExactly(A, BAD, B, C);
        assertThat(StoreQuery.COLUMNS.keySet())
                .containsExactly("run", "question", "validity", "provider", "agents", "tokens", "outcome");
    }

    @Test
    void theUrlRoundTripsAndDamagedValuesAreDropped() {
        StoreQuery q = StoreQuery.ALL
                .withFilters("offline_research_agent", "simulated", "valid", "NO")
                .withSort("tokens", true)
                .withSelected(List.of("1a.json"));
        q = q.withAgents(1, 0);
        Map<String, List<String>> url = q.toQuery();
        assertThat(url)
                .containsEntry("sort", List.of("-tokens"))
                .containsEntry("agents", List.of("1,0"))
                .containsEntry("select", List.of("1a.json"));
        assertThat(StoreQuery.from(url)).isEqualTo(q);
        assertThat(StoreQuery.ALL.toQuery()).isEmpty();

        StoreQuery damaged = StoreQuery.from(Map.of(
                "sort",
                List.of("-nope"),
                "validity",
                List.of("<b>"),
                "notebook",
                List.of("x".repeat(StoreQuery.MAX_VALUE + 1)),
                "select",
                List.of("a.json", "b.json", "c.json"),
                "agents",
                List.of("0,1")));
        assertThat(damaged.sort()).isEmpty();
        assertThat(damaged.descending()).isFalse();
        assertThat(damaged.validity()).isEmpty();
        assertThat(damaged.notebook()).isEmpty();
        assertThat(damaged.selected()).containsExactly("a.json", "b.json");
        assertThat(damaged.agents()).isEmpty(); // agents compare within one selected run only
    }

    @Test
    void aNewSelectionForgetsTheAgentsOfTheOldOne() {
        StoreQuery one = StoreQuery.ALL.withSelected(List.of("1a.json")).withAgents(0, 1);
        assertThat(one.withSelected(List.of("1a.json")).agents()).containsExactly(0, 1);
        assertThat(one.withSelected(List.of("2b.json")).agents()).isEmpty();
        assertThat(StoreQuery.ALL
                        .withSelected(List.of("1a.json"))
                        .withAgents(1, 1)
                        .agents())
                .isEmpty();
    }
}
