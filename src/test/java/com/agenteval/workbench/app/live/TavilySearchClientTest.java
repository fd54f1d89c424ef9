package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.LocalDate;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class TavilySearchClientTest {

    @StartStop
    final MockWebServer server = new MockWebServer();

    private final Retries retries =
            new Retries(LiveFixtures.http(new LiveFixtures.RecordingSleeper()), Redaction.of(), n -> {});

    private TavilySearchClient client(List<String> allowed, List<String> blocked) {
        return new TavilySearchClient(
                SearchConfig.of(Secret.of(LiveFixtures.TAVILY_KEY), LiveFixtures.base(server) + "/", allowed, blocked),
                retries);
    }

    @Test
    void withACutoffItAsksForTwiceTheResultsAndDropsThoseOnOrAfterTheCutoff() throws Exception {
        server.enqueue(Wire.tavily(
                "q",
                new Wire.Hit("Before", "https://a.example/1", "old", "2025-12-31", 0.9),
                new Wire.Hit("On the day", "https://a.example/2", "same day", "2026-01-01T08:00:00Z", 0.8),
                new Wire.Hit("Undated", "https://a.example/3", "kept: it cannot be checked", null, 0.7),
                new Wire.Hit("After", "https://a.example/4", "leak", "Fri, 02 Jan 2026 10:00:00 GMT", 0.6),
                new Wire.Hit("Also before", "https://a.example/5", "older", "2025-06-01", 0.5)));

        List<SearchResult> results = client(List.of(), List.of()).search("q", 2, LocalDate.parse("2026-01-01"));

        ObjectNode body = Wire.body(server.takeRequest());
        assertThat(body.get("max_results").asInt()).isEqualTo(4);
        assertThat(body.get("days").asInt()).isEqualTo(90);
        assertThat(results).extracting(SearchResult::title).containsExactly("Before", "Undated");
        assertThat(results.get(0))
                .isEqualTo(SearchResult.of("Before", "https://a.example/1", "old", "2025-12-31", 0.9));
    }

    @Test
    void blockedDomainsAndTheirSubdomainsAreDroppedAndAnAllowListKeepsOnlyItsOwn() throws Exception {
        Wire.Hit[] hits = {
            new Wire.Hit("Reuters", "https://www.reuters.com/x", "a", null, 0.9),
            new Wire.Hit("Polymarket", "https://polymarket.com/event/fed", "the market itself", null, 0.8),
            new Wire.Hit("Blog", "https://notreuters.com/y", "b", null, 0.7)
        };
        server.enqueue(Wire.tavily("q", hits));
        server.enqueue(Wire.tavily("q", hits));

        List<SearchResult> blocked =
                client(List.of(), List.of("polymarket.com")).search("q", 5, null);
        List<SearchResult> allowed = client(List.of("reuters.com"), List.of()).search("q", 5, null);

        assertThat(blocked).extracting(SearchResult::title).containsExactly("Reuters", "Blog");
        assertThat(allowed).extracting(SearchResult::title).containsExactly("Reuters");
        assertThat(Wire.body(server.takeRequest()).get("max_results").asInt()).isEqualTo(5);
    }

    @Test
    void domainListsAreReadFromWhatAStudentTypes() {
        assertThat(SearchConfig.parseDomains(" Polymarket.com, .kalshi.com  manifold.markets,,"))
                .containsExactly("polymarket.com", "kalshi.com", "manifold.markets");
    }
}
