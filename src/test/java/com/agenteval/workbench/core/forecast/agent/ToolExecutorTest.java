package com.agenteval.workbench.core.forecast.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun.ToolCall;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolExecutorTest {

    private static final LocalDate CUTOFF = LocalDate.parse("2024-01-01");

    /** A clock that moves 7 ms every time it is read. */
    private static final class TickingClock extends Clock {
        private Instant now = Instant.parse("2024-02-01T10:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            Instant t = now;
            now = now.plusMillis(7);
            return t;
        }
    }

    private static SearchClient returning(List<SearchResult> results) {
        return new SearchClient() {
            @Override
            public List<SearchResult> search(String query, int maxResults, LocalDate cutoff) {
                return results;
            }

            @Override
            public String name() {
                return "fixture";
            }
        };
    }

    @Test
    void dropsResultsOnOrAfterTheCutoffCountsUndatedOnesAndLogsTheCall() {
        ToolExecutor executor = new ToolExecutor(
                returning(List.of(
                        result("a", "2023-12-31"),
                        result("b", "2024-01-01"),
                        result("c", null),
                        result("d", "2025-06-01"),
                        result("e", "Sun, 31 Dec 2023 09:00:00 GMT"),
                        result("f", "not a date"))),
                new TickingClock());

        List<SearchResult> kept = executor.executeSearch("q", 5, CUTOFF);

        assertThat(kept).extracting(SearchResult::title).containsExactly("a", "c", "e", "f");
        ToolCall call = executor.executionLog().get(0);
        assertThat(call.tool()).isEqualTo("web_search");
        assertThat(call.status()).isEqualTo("success");
        assertThat(call.durationMs()).isEqualTo(7.0);
        assertThat(call.args())
                .containsEntry("query", "q")
                .containsEntry("max_results", 5)
                .containsEntry("cutoff_date", "2024-01-01");
        assertThat(call.provenance())
                .containsEntry("search_client", "fixture")
                .containsEntry("returned", 6)
                .containsEntry("dropped_on_or_after_cutoff", 2)
                .containsEntry("undated", 2)
                .containsEntry("kept", 4);
        assertThat(call.resultPreview()).isEqualTo("4 results: a; c; e; f");
        assertThat(call.auditRow()).isEqualTo(new ReplayAnalysis.ToolAuditRow("q", "success", 4, 7.0));
    }

    @Test
    void capsTheResultCountAfterFiltering() {
        ToolExecutor executor = new ToolExecutor(
                returning(
                        List.of(result("late", "2024-05-01"), result("a", null), result("b", null), result("c", null))),
                Clock.systemUTC());

        assertThat(executor.executeSearch("q", 2, CUTOFF))
                .extracting(SearchResult::title)
                .containsExactly("a", "b");
    }

    @Test
    void withoutACutoffNothingIsDropped() {
        ToolExecutor executor = new ToolExecutor(returning(List.of(result("late", "2030-01-01"))), Clock.systemUTC());

        assertThat(executor.executeSearch("q", 5, null)).hasSize(1);
    }

    @Test
    void aFailingOrMissingSearchIsLoggedAsAnErrorWithNoResults() {
        SearchClient broken = new SearchClient() {
            @Override
            public List<SearchResult> search(String query, int maxResults, LocalDate cutoff) {
                throw new IllegalStateException("quota exceeded");
            }

            @Override
            public String name() {
                return "broken";
            }
        };
        ToolExecutor failing = new ToolExecutor(broken, Clock.systemUTC());
        ToolExecutor none = new ToolExecutor(null, Clock.systemUTC());

        assertThat(failing.executeSearch("q", 5, CUTOFF)).isEmpty();
        assertThat(none.executeSearch("q", 5, CUTOFF)).isEmpty();
        assertThat(failing.executionLog().get(0).status()).isEqualTo("error");
        assertThat(failing.executionLog().get(0).resultPreview()).isEqualTo("search failed: quota exceeded");
        assertThat(none.executionLog().get(0).resultPreview()).isEqualTo("no search client configured");
    }

    @Test
    void noResultsIsSaidInWords() {
        assertThat(ToolExecutor.formatSearchResults(List.of())).isEqualTo("No search results found.");
    }

    private static SearchResult result(String title, String published) {
        return SearchResult.of(title, "https://e/" + title, "snippet " + title, published, 0.5);
    }
}
