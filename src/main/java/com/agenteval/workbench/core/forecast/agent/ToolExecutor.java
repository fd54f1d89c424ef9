package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun.ToolCall;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The only route the agent has to the outside world, as the book's {@code ToolExecutor}: it runs a search, drops
 * every result published on or after the question's cutoff, counts the undated ones (which it cannot check and
 * keeps), caps the result count, and logs the call.
 *
 * <pre>{@code
 * ToolExecutor executor = new ToolExecutor(search, clock);
 * List<SearchResult> results = executor.executeSearch("Harbor National 2023", 5, LocalDate.parse("2024-01-01"));
 * executor.executionLog().get(0).provenance();   // {search_client=..., returned=7, dropped_on_or_after_cutoff=2, undated=1, ...}
 * }</pre>
 */
final class ToolExecutor {

    public static final String SEARCH_TOOL = "web_search";

    private final SearchClient search;
    private final Clock clock;
    private final List<ToolCall> log = new ArrayList<>();

    /** @param search the search client, or null for an agent with no search tool (every search then fails) */
    public ToolExecutor(SearchClient search, Clock clock) {
        this.search = search;
        this.clock = clock;
    }

    /**
     * Searches and returns at most {@code maxResults} results, none published on or after {@code cutoff}. A query
     * longer than the client takes ({@link SearchClient#maxQueryChars()}) is cut: its first characters are sent, and
     * the log records the query with the truncation marker and {@code query_truncated: true}.
     */
    public List<SearchResult> executeSearch(String query, int maxResults, @Nullable LocalDate cutoff) {
        int maxQuery = search == null ? Integer.MAX_VALUE : search.maxQueryChars();
        boolean cut = query != null && query.length() > maxQuery;
        String sent = cut ? Truncation.head(query, maxQuery) : query;
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("query", cut ? Truncation.cut(query, maxQuery) : query);
        args.put("max_results", maxResults);
        args.put("cutoff_date", cutoff == null ? null : cutoff.toString());
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("search_client", search == null ? null : search.name());
        if (cut) {
            provenance.put("query_truncated", true);
        }
        Instant start = clock.instant();
        if (search == null) {
            record(args, ToolCall.ERROR, start, "no search client configured", provenance);
            return List.of();
        }
        List<SearchResult> returned;
        try {
            returned = List.copyOf(search.search(sent, maxResults, cutoff));
        } catch (RuntimeException e) {
            record(args, ToolCall.ERROR, start, "search failed: " + e.getMessage(), provenance);
            return List.of();
        }
        List<SearchResult> kept = new ArrayList<>();
        int dropped = 0;
        for (SearchResult r : returned) {
            if (cutoff != null
                    && r.publishedDate().map(d -> !d.isBefore(cutoff)).orElse(false)) {
                dropped++;
            } else {
                kept.add(r);
            }
        }
        List<SearchResult> results = List.copyOf(kept.subList(0, Math.min(maxResults, kept.size())));
        provenance.put("returned", returned.size());
        provenance.put("dropped_on_or_after_cutoff", dropped);
        provenance.put("undated", (int)
                results.stream().filter(r -> r.publishedDate().isEmpty()).count());
        provenance.put("kept", results.size());
        record(args, ToolCall.SUCCESS, start, preview(results), provenance);
        return results;
    }

    /** The audit log so far, oldest first. */
    public List<ToolCall> executionLog() {
        return List.copyOf(log);
    }

    /**
     * The tool message the model reads after a search, in the layout the book's {@code format_search_results} gives
     * (visible in its capture): a header, then per result its number and title, its URL, and its snippet, blank lines
     * between. A publication date, which the book's capture never has, is shown on its own line when present.
     */
    public static String formatSearchResults(List<SearchResult> results) {
        if (results.isEmpty()) {
            return "No search results found.";
        }
        List<String> blocks = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            SearchResult r = results.get(i);
            StringBuilder block = new StringBuilder();
            block.append(i + 1).append(". ").append(r.title()).append('\n');
            block.append("   URL: ").append(r.url()).append('\n');
            if (r.published() != null && !r.published().isBlank()) {
                block.append("   Published: ").append(r.published()).append('\n');
            }
            block.append("   ").append(r.snippet() == null ? "" : r.snippet());
            blocks.add(block.toString());
        }
        return "SEARCH RESULTS:\n" + String.join("\n\n", blocks);
    }

    private void record(
            Map<String, Object> args, String status, Instant start, String preview, Map<String, Object> provenance) {
        double ms = Duration.between(start, clock.instant()).toNanos() / 1e6;
        log.add(new ToolCall(SEARCH_TOOL, args, status, ms, preview, provenance));
    }

    private static String preview(List<SearchResult> results) {
        String titles = results.stream().map(SearchResult::title).collect(Collectors.joining("; "));
        String text =
                results.size() + " result" + (results.size() == 1 ? "" : "s") + (titles.isEmpty() ? "" : ": " + titles);
        return text.length() <= 200 ? text : text.substring(0, 199) + "…";
    }
}
