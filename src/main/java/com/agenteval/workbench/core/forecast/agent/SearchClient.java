package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.SearchResult;
import java.time.LocalDate;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A search tool, as the book's {@code SearchClient}: a query, a result budget and an optional cutoff date. Offline this
 * is the {@code OfflineSearchCorpus}; live web search (issue 7) implements the same interface. A client may apply the
 * cutoff itself; the {@link ToolExecutor} applies it again regardless.
 *
 * <pre>{@code
 * List<SearchResult> hits = search.search("Harbor National market cap 2023", 5, LocalDate.parse("2024-01-01"));
 * }</pre>
 */
public interface SearchClient {

    /**
     * @param cutoff the last date the question allows evidence from (exclusive), or null for none
     */
    List<SearchResult> search(String query, int maxResults, @Nullable LocalDate cutoff);

    /** A name for audit logs and the replay header, e.g. {@code offline corpus (world seed 14)}. */
    String name();

    /**
     * The longest query this search takes; the {@link ToolExecutor} cuts a longer one before it is sent, and
     * records that it did. No limit by default (the offline corpus); live web search has one.
     */
    default int maxQueryChars() {
        return Integer.MAX_VALUE;
    }
}
