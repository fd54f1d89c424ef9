package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.Message;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The trimmed copy the book's sanitizer makes before a trace is committed: search snippets cut to 280 characters and
 * message bodies to 800, each cut marked with "…". Everything else, including the rationale every derived field is
 * recomputed from and the model's replies, is kept whole.
 *
 * <pre>{@code
 * RunTrace small = run.trimmed();
 * }</pre>
 */
final class TraceExport {

    static final int SNIPPET_CHARS = 280;
    static final int MESSAGE_CHARS = 800;

    private TraceExport() {}

    static RunTrace trimmed(RunTrace run) {
        List<ForecastArtifact> agents =
                run.agents().stream().map(TraceExport::trimmed).toList();
        List<LlmCall> calls = run.llmCalls().stream()
                .map(c -> c.withMessages(trimmedMessages(c.messages())))
                .toList();
        return run.withAgents(agents).withLlmCalls(calls);
    }

    /**
     * A text cut to {@code limit} characters: the book's sanitizer keeps the first {@code limit}, drops trailing
     * whitespace and appends "…", which is why its capture holds 279-, 280- and 281-character snippets.
     */
    static @Nullable String cut(@Nullable String text, int limit) {
        if (text == null || Python.length(text) <= limit) {
            return text;
        }
        return Python.rstrip(Python.head(text, limit), " \t\n\r\u000B\f") + "…";
    }

    private static ForecastArtifact trimmed(ForecastArtifact a) {
        List<AgentTrace> traces = a.traces().stream()
                .map(t -> AgentTrace.of(
                        t.step(),
                        t.action(),
                        t.query(),
                        t.results().stream().map(TraceExport::trimmed).toList(),
                        t.llmRaw(),
                        t.extras()))
                .toList();
        return a.withTraces(traces).withMessages(a.messages() == null ? null : trimmedMessages(a.messages()));
    }

    private static SearchResult trimmed(SearchResult r) {
        return new SearchResult(
                r.title(), r.url(), cut(r.snippet(), SNIPPET_CHARS), r.published(), r.score(), r.extras());
    }

    private static List<Message> trimmedMessages(List<Message> messages) {
        return messages.stream()
                .map(m -> m.withContent(cut(m.content(), MESSAGE_CHARS)))
                .toList();
    }
}
