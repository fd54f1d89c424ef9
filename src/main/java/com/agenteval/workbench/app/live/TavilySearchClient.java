package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.net.URI;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;

/**
 * Tavily web search through Spring's {@link RestClient}, with the book's request: basic depth, no answer and no raw
 * content, twice the results when a cutoff is set (so some survive the cutoff filter), and the book's
 * {@code days: 90} alongside a cutoff. Results map to title, url, snippet ({@code content}), published
 * ({@code published_date}) and score; results from a blocked domain, or outside an allow list, are dropped; results
 * published on or after the cutoff are dropped (an undated one is kept, as the book's filter does). Within the live
 * bounds: the query sent is at most {@link LiveBounds#maxQueryChars()}, each text field of a result is cut to
 * {@link LiveBounds#maxResultChars()}, and at most the asked-for count is kept (the reply body itself is bounded by
 * {@link LiveBounds#maxReplyBytes()}). Retries as
 * {@link Retries}; a search that still fails throws {@link CallFailedException}, which the agent's tool executor
 * records as a failed search.
 *
 * <pre>{@code
 * SearchClient tavily = new TavilySearchClient(config, retries);
 * tavily.search("Fed rate decision June 2026", 5, null);
 * }</pre>
 */
final class TavilySearchClient implements SearchClient {

    static final String SERVICE = "Tavily";

    private final SearchConfig config;
    private final RestClient rest;
    private final Retries retries;

    public TavilySearchClient(SearchConfig config, Retries retries) {
        if (!config.usable()) {
            throw new IllegalArgumentException("Tavily is not set up: it needs a key");
        }
        this.config = config;
        this.retries = retries;
        this.rest = retries.http()
                .restClientBuilder()
                .baseUrl(stripSlash(config.baseUrl()))
                .defaultHeaders(h -> h.setBearerAuth(config.apiKey().reveal()))
                .defaultStatusHandler(new HttpErrors(SERVICE, Redaction.of(config.apiKey()), false, retries.http()))
                .build();
    }

    @Override
    public List<SearchResult> search(String query, int maxResults, @Nullable LocalDate cutoff) {
        Map<String, Object> body = new LinkedHashMap<>();
        // the executor cuts a long query first (and records it); this keeps a direct caller within the bound too
        body.put("query", query == null ? null : Truncation.head(query, maxQueryChars()));
        body.put("max_results", cutoff != null ? maxResults * 2 : maxResults);
        body.put("search_depth", "basic");
        body.put("include_answer", false);
        body.put("include_raw_content", false);
        if (cutoff != null) {
            body.put("days", 90);
        }
        Response response = retries.call(
                SERVICE,
                () -> rest.post()
                        .uri("/search")
                        .contentType(MediaType.APPLICATION_JSON)
                        .body(body)
                        .retrieve()
                        .body(Response.class));
        List<SearchResult> results = new ArrayList<>();
        for (Item item : response == null || response.results() == null ? List.<Item>of() : response.results()) {
            if (item.url() != null && !domainAllowed(item.url())) {
                continue;
            }
            // a result that echoes the key (a page quoting the request) keeps it out of the prompt and the trace
            Redaction redaction = retries.redaction();
            SearchResult r = SearchResult.of(
                    item.title() == null ? "" : clean(redaction, item.title()),
                    clean(redaction, item.url()),
                    clean(redaction, item.content()),
                    bounded(item.publishedDate()),
                    item.score());
            if (cutoff != null
                    && r.publishedDate().map(d -> !d.isBefore(cutoff)).orElse(false)) {
                continue;
            }
            results.add(r);
        }
        return List.copyOf(results.subList(0, Math.min(maxResults, results.size())));
    }

    @Override
    public String name() {
        return "Tavily web search";
    }

    /** Tavily's own limit, as {@code workbench.live.max-query-chars} sets it. */
    @Override
    public int maxQueryChars() {
        return retries.http().bounds().maxQueryChars();
    }

    /** A result's text field within {@link LiveBounds#maxResultChars()}, cut with the marker; null stays null. */
    private @Nullable String bounded(@Nullable String text) {
        return text == null
                ? null
                : Truncation.cut(text, retries.http().bounds().maxResultChars());
    }

    /** A result's text within the bounds and without keys; null stays null (a field the result left out). */
    private @Nullable String clean(Redaction redaction, @Nullable String text) {
        String cut = bounded(text);
        return cut == null ? null : redaction.redact(cut);
    }

    /** The book's {@code _domain_allowed}: blocked wins; with an allow list, only its domains and subdomains. */
    boolean domainAllowed(String url) {
        String host;
        try {
            host = URI.create(url.strip()).getHost();
        } catch (IllegalArgumentException e) {
            host = null;
        }
        if (host == null || host.isEmpty()) {
            return true;
        }
        String h = host.toLowerCase(Locale.ROOT);
        for (String blocked : config.blockedDomains()) {
            if (h.equals(blocked) || h.endsWith("." + blocked)) {
                return false;
            }
        }
        if (config.allowedDomains().isEmpty()) {
            return true;
        }
        return config.allowedDomains().stream().anyMatch(a -> h.equals(a) || h.endsWith("." + a));
    }

    private static String stripSlash(String url) {
        String u = url.strip();
        return u.endsWith("/") ? u.substring(0, u.length() - 1) : u;
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Response(@Nullable List<Item> results) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Item(
            @Nullable String title,
            @Nullable String url,
            @Nullable String content,
            @JsonProperty("published_date") @Nullable String publishedDate,
            @Nullable Double score) {}
}
