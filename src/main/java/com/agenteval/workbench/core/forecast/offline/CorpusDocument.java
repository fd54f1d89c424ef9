package com.agenteval.workbench.core.forecast.offline;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One news-like document of the offline corpus.
 *
 * @param kind      {@code annual}, {@code preliminary}, {@code history} or {@code sector}
 * @param published ISO date, or null for an undated page
 */
record CorpusDocument(
        String id,
        String kind,
        String title,
        String url,
        String text,
        @Nullable String published) {

    public CorpusDocument {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(text, "text");
    }
}
