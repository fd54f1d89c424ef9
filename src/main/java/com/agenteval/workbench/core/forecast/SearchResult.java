package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.llm.Extras;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One document a search returned: title, url, snippet, publication date (may be absent) and relevance score.
 *
 * <pre>{@code
 * SearchResult r = SearchResult.of("Harbor National 2023 results", "https://offline.example/hn-2023",
 *         "Harbor National closed 2023 at $212.4B.", "2024-01-15", 0.82);
 * r.publishedDate();   // Optional[2024-01-15]
 * }</pre>
 */
public record SearchResult(
        @Nullable String title,
        @Nullable String url,
        @Nullable String snippet,
        @Nullable String published,
        @Nullable Double score,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    private static final Pattern ISO_DATE_PREFIX = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}");

    public SearchResult {
        extras = Extras.copy(extras);
    }

    public static SearchResult of(
            @Nullable String title,
            @Nullable String url,
            @Nullable String snippet,
            @Nullable String published,
            @Nullable Double score) {
        return new SearchResult(title, url, snippet, published, score, Map.of());
    }

    /**
     * The publication date, if the result carries one that reads as a date. Search APIs give ISO dates or
     * date-times ({@code 2025-03-25}, {@code 2025-03-25T10:00:00Z}) or RFC 1123 ({@code Tue, 25 Mar 2025 10:00:00 GMT}).
     */
    public Optional<LocalDate> publishedDate() {
        if (published == null || published.isBlank()) {
            return Optional.empty();
        }
        String text = published.strip();
        try {
            if (ISO_DATE_PREFIX.matcher(text).find()) {
                return Optional.of(LocalDate.parse(text.substring(0, 10)));
            }
            return Optional.of(LocalDate.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
