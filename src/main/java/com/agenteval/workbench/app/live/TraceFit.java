package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.llm.Message;
import java.io.IOException;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Keeps a run trace within a saved size, so that a live run is always saved as a file the store reads back (issue
 * 23: a run over the 25 MB reading limit was saved and then refused). Each model call records a copy of every
 * message sent, so the copies grow with the square of the steps; they are cut first, step by step (8,000, 2,000, 500,
 * then 100 characters per message and reply), with {@link Truncation}'s marker. Only if that is not enough are the
 * steps' own texts cut too (the raw replies and the search results' fields, 2,000 down to 100 characters); the
 * rationale, the probabilities and every derived field are never touched. The trace's top-level {@code truncated}
 * field records what was cut: how many texts carry the marker, and the limits applied here.
 *
 * <pre>{@code
 * RunTrace saved = TraceFit.fit(run, 16 * TraceLimits.MB);
 * saved.extras().get(TraceFit.TRUNCATED);   // {texts_cut=3, llm_call_copies_cut_to=2000} or absent
 * }</pre>
 */
final class TraceFit {

    /** The top-level field that records what the workbench cut. */
    static final String TRUNCATED = "truncated";

    private static final int[] COPY_LIMITS = {8_000, 2_000, 500, 100};
    private static final int[] TEXT_LIMITS = {2_000, 500, 100};
    /** Room for the {@code truncated} record itself. */
    private static final long RECORD_BYTES = 256;

    private TraceFit() {}

    /**
     * The run within {@code maxBytes} as {@link RunTraceJson#write} writes it.
     *
     * @throws IOException when even the cut trace is larger (its question or rationales alone are too long)
     */
    static RunTrace fit(RunTrace run, long maxBytes) throws IOException {
        long budget = maxBytes - RECORD_BYTES;
        RunTrace out = run;
        Integer copies = null;
        Integer texts = null;
        if (size(out) > budget) {
            for (int limit : COPY_LIMITS) {
                copies = limit;
                out = cutCopies(run, limit);
                if (size(out) <= budget) {
                    break;
                }
            }
        }
        if (size(out) > budget) {
            RunTrace copiesCut = out;
            for (int limit : TEXT_LIMITS) {
                texts = limit;
                out = cutTexts(copiesCut, limit);
                if (size(out) <= budget) {
                    break;
                }
            }
        }
        long size = size(out);
        if (size > budget) {
            throw new IOException("the run is too large to save: " + TraceLimits.size(size) + " with every recorded "
                    + "text cut, over the " + TraceLimits.size(maxBytes) + " limit");
        }
        int marked = marked(out);
        if (marked == 0 && copies == null) {
            return out;
        }
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("texts_cut", marked);
        if (copies != null) {
            record.put("llm_call_copies_cut_to", copies);
        }
        if (texts != null) {
            record.put("step_texts_cut_to", texts);
        }
        record.put("max_bytes", maxBytes);
        Map<String, Object> extras = new LinkedHashMap<>(out.extras());
        extras.put(TRUNCATED, record);
        return new RunTrace(
                out.notebook(),
                out.provider(),
                out.question(),
                out.params(),
                out.agents(),
                out.aggregation(),
                out.debate(),
                out.supervisor(),
                out.finalProbability(),
                out.finalConfidence(),
                out.llmCalls(),
                out.notes(),
                out.createdAt(),
                out.runId(),
                out.status(),
                out.failureReason(),
                out.executionMode(),
                out.durationSeconds(),
                extras);
    }

    /** The bytes {@link RunTraceJson#write} makes of {@code run}, counted without keeping them. */
    static long size(RunTrace run) throws IOException {
        Counter counter = new Counter();
        RunTraceJson.mapper().writeValue(counter, run);
        return counter.count + 1; // the final newline
    }

    private static RunTrace cutCopies(RunTrace run, int limit) {
        List<LlmCall> calls = run.llmCalls().stream()
                .map(c -> c.withMessages(cut(c.messages(), limit)).withResponse(cut(c.response(), limit)))
                .toList();
        List<ForecastArtifact> agents = run.agents().stream()
                .map(a -> a.messages() == null ? a : a.withMessages(cut(a.messages(), limit)))
                .toList();
        return run.withLlmCalls(calls).withAgents(agents);
    }

    private static RunTrace cutTexts(RunTrace run, int limit) {
        List<ForecastArtifact> agents = run.agents().stream()
                .map(a -> a.withTraces(a.traces().stream()
                        .map(t -> AgentTrace.of(
                                t.step(),
                                t.action(),
                                t.query(),
                                t.results().stream()
                                        .map(r -> new SearchResult(
                                                cut(r.title(), limit),
                                                cut(r.url(), limit),
                                                cut(r.snippet(), limit),
                                                r.published(),
                                                r.score(),
                                                r.extras()))
                                        .toList(),
                                cut(t.llmRaw(), limit),
                                t.extras()))
                        .toList()))
                .toList();
        return run.withAgents(agents);
    }

    private static List<Message> cut(List<Message> messages, int limit) {
        return messages.stream()
                .map(m -> m.content() == null ? m : m.withContent(cut(m.content(), limit)))
                .toList();
    }

    private static @Nullable String cut(@Nullable String text, int limit) {
        return text == null ? null : Truncation.cut(text, limit);
    }

    /** How many texts of the trace carry the marker (cut here, or by the live bounds during the run). */
    private static int marked(RunTrace run) {
        int n = 0;
        for (ForecastArtifact a : run.agents()) {
            for (AgentTrace t : a.traces()) {
                n += count(t.llmRaw()) + count(t.query());
                for (SearchResult r : t.results()) {
                    n += count(r.title()) + count(r.url()) + count(r.snippet());
                }
            }
        }
        for (LlmCall c : run.llmCalls()) {
            n += count(c.response());
            for (Message m : c.messages()) {
                n += count(m.content());
            }
        }
        return n;
    }

    private static int count(@Nullable String text) {
        return Truncation.isCut(text) ? 1 : 0;
    }

    private static final class Counter extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
