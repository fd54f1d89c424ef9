package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.llm.LlmClient.Extras;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.python.PyFormat;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One saved forecasting run in the book's RunTrace JSON: the question, every agent's artifact, every model call, and
 * what the later stages (aggregation, debate, supervisor) made of them. This is the deliverable: a probability with
 * what was searched, what came back and what the model said attached.
 *
 * <pre>{@code
 * RunTrace run = RunTraceJson.read(path, readers);
 * run.agents().get(0).forecastProduced();
 * Path saved = store.save(run);
 * }</pre>
 *
 * Fields a newer or older writer added that this record does not name are kept in {@code extras} at every level, so
 * a load/save round trip drops nothing. The newer top-level fields ({@code status}, {@code failure_reason},
 * {@code execution_mode}, {@code duration_seconds}) are written only when present, so an old capture saves as it was.
 */
public record RunTrace(
        String notebook,
        String provider,
        ForecastQuestion question,
        Map<String, Object> params,
        List<ForecastArtifact> agents,
        @Nullable Object aggregation,
        @Nullable Object debate,
        @Nullable Object supervisor,
        @Nullable Double finalProbability,
        @Nullable Double finalConfidence,
        List<LlmCall> llmCalls,
        String notes,
        String createdAt,
        String runId,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String status,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String failureReason,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String executionMode,
        @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double durationSeconds,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    private static final DateTimeFormatter ISO_SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");

    public RunTrace {
        params = params == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(params));
        agents = agents == null ? List.of() : List.copyOf(agents);
        llmCalls = llmCalls == null ? List.of() : List.copyOf(llmCalls);
        extras = Extras.copy(extras);
    }

    /**
     * A new run, as the book's {@code RunTrace.capture} makes one; the time and the run id are passed in so a run
     * can be reproduced. The workbench's runs declare their format and its version in the extension field
     * {@code SavedFiles.BOOK_EXTENSION}, which the book ignores; a run read from the book's files has none.
     */
    public static RunTrace capture(
            String notebook,
            String provider,
            ForecastQuestion question,
            Map<String, Object> params,
            List<ForecastArtifact> agents,
            @Nullable Object aggregation,
            String notes,
            List<LlmCall> llmCalls,
            Instant createdAt,
            String runId,
            @Nullable String executionMode) {
        return new RunTrace(
                notebook,
                provider,
                question,
                params,
                agents,
                aggregation,
                null,
                null,
                null,
                null,
                llmCalls,
                notes,
                isoSeconds(createdAt),
                runId,
                null,
                null,
                executionMode,
                null,
                Map.of(SavedFiles.BOOK_EXTENSION, SavedFiles.bookExtension(SavedFiles.BOOK_RUN_TRACE)));
    }

    /** An instant as the book writes it: UTC, whole seconds, {@code +00:00}. */
    public static String isoSeconds(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).atOffset(ZoneOffset.UTC).format(ISO_SECONDS);
    }

    /** When the run was captured; throws if {@code created_at} is missing or not an ISO date-time with offset. */
    public Instant createdAtInstant() {
        return OffsetDateTime.parse(createdAt).toInstant();
    }

    /**
     * When each recorded model call returned, in call order: its {@code timestamp} (ISO, with an offset or {@code Z}),
     * or, when that is missing or unreadable, one second after the call before ({@code base} for the first). The
     * exports lay a run out on these times (the OpenTelemetry spans, the Inspect log).
     */
    public List<Instant> callEnds(Instant base) {
        List<Instant> ends = new ArrayList<>();
        Instant last = null;
        for (LlmCall c : llmCalls) {
            Instant fallback = last == null ? base : last.plusSeconds(1);
            Instant t = fallback;
            if (c.timestamp() != null && !c.timestamp().isBlank()) {
                try {
                    t = OffsetDateTime.parse(c.timestamp()).toInstant();
                } catch (DateTimeParseException e) {
                    try {
                        t = Instant.parse(c.timestamp());
                    } catch (DateTimeParseException e2) {
                        t = fallback;
                    }
                }
            }
            ends.add(t);
            last = t;
        }
        return List.copyOf(ends);
    }

    /** Tokens over every recorded model call, as the book's {@code run.total_tokens()}. */
    public int totalTokens() {
        return llmCalls.stream().mapToInt(LlmCall::totalTokens).sum();
    }

    /** The run with its outcome: {@code status} (e.g. {@code completed}, {@code failed}) and why, if it failed. */
    public RunTrace withStatus(@Nullable String newStatus, @Nullable String newFailureReason) {
        return new RunTrace(
                notebook,
                provider,
                question,
                params,
                agents,
                aggregation,
                debate,
                supervisor,
                finalProbability,
                finalConfidence,
                llmCalls,
                notes,
                createdAt,
                runId,
                newStatus,
                newFailureReason,
                executionMode,
                durationSeconds,
                extras);
    }

    public RunTrace withDurationSeconds(Double seconds) {
        return new RunTrace(
                notebook,
                provider,
                question,
                params,
                agents,
                aggregation,
                debate,
                supervisor,
                finalProbability,
                finalConfidence,
                llmCalls,
                notes,
                createdAt,
                runId,
                status,
                failureReason,
                executionMode,
                seconds,
                extras);
    }

    public RunTrace withAgents(List<ForecastArtifact> newAgents) {
        return new RunTrace(
                notebook,
                provider,
                question,
                params,
                newAgents,
                aggregation,
                debate,
                supervisor,
                finalProbability,
                finalConfidence,
                llmCalls,
                notes,
                createdAt,
                runId,
                status,
                failureReason,
                executionMode,
                durationSeconds,
                extras);
    }

    /**
     * The trimmed copy the book's sanitizer makes before a trace is committed: search snippets cut to 280 characters
     * and message bodies to 800, each cut marked with "…"; everything else kept whole.
     */
    public RunTrace trimmed() {
        return TraceExport.trimmed(this);
    }

    public RunTrace withLlmCalls(List<LlmCall> newCalls) {
        return new RunTrace(
                notebook,
                provider,
                question,
                params,
                agents,
                aggregation,
                debate,
                supervisor,
                finalProbability,
                finalConfidence,
                newCalls,
                notes,
                createdAt,
                runId,
                status,
                failureReason,
                executionMode,
                durationSeconds,
                extras);
    }

    /**
     * The most a trace file may hold before the reader refuses it. A trace comes from anyone (a classmate, a download),
     * and an unbounded one once filled the server's heap, so every dimension that grows memory is capped and each refusal
     * names the limit it hit.
     *
     * <pre>{@code
     * RunTrace run = RunTraceJson.read(path, TraceLimits.DEFAULT, readers);
     * new TraceLimits(5 * TraceLimits.MB, 20_000, 5_000, 20_000, 500_000);   // a smaller file limit
     * }</pre>
     *
     * @param maxFileBytes     the file size; over it nothing is read
     * @param maxResults       search results over all agents and steps
     * @param maxStepsPerAgent steps ({@code traces}) of one agent
     * @param maxLlmCalls      recorded model calls
     * @param maxContainers    JSON objects and arrays in the whole file, which bounds what untyped fields
     *                         ({@code params}, {@code aggregation}, unknown fields) can cost
     */
    public record TraceLimits(
            long maxFileBytes, int maxResults, int maxStepsPerAgent, int maxLlmCalls, int maxContainers) {

        public static final long MB = 1024L * 1024L;

        /** JSON nesting depth; a trace needs about ten levels, so a deeper file is not a trace. */
        public static final int MAX_DEPTH = LogJson.MAX_DEPTH;

        /**
         * 25 MB holds a live capture about three times the size of the 10,000-result trace issue 12 timed (7 MB); the
         * counts sit well above what a run of the book's agent (a handful of steps, five results each) writes.
         */
        public static final TraceLimits DEFAULT = new TraceLimits(25 * MB, 20_000, 5_000, 20_000, 500_000);

        public TraceLimits {
            if (maxFileBytes < 1 || maxResults < 0 || maxStepsPerAgent < 0 || maxLlmCalls < 0 || maxContainers < 1) {
                throw new IllegalArgumentException("trace limits must be positive: " + maxFileBytes + ", " + maxResults
                        + ", " + maxStepsPerAgent + ", " + maxLlmCalls + ", " + maxContainers);
            }
        }

        /** The same limits with another file size limit. */
        public TraceLimits withMaxFileBytes(long bytes) {
            return new TraceLimits(bytes, maxResults, maxStepsPerAgent, maxLlmCalls, maxContainers);
        }

        /** A byte count as a reader says it: {@code 25 MB}, {@code 1.5 MB}, {@code 800 KB}, {@code 12 bytes}. */
        public static String size(long bytes) {
            if (bytes >= MB) {
                double mb = bytes / (double) MB;
                return (mb == Math.rint(mb) ? String.valueOf((long) mb) : PyFormat.fixed(mb, 1)) + " MB";
            }
            if (bytes >= 1024) {
                return (bytes / 1024) + " KB";
            }
            return bytes + (bytes == 1 ? " byte" : " bytes");
        }
    }

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

    /**
     * One model call as a tracing client recorded it: a global sequence number, the tracer's label (usually the agent
     * id), the model, whether JSON mode was asked for, every message sent, the reply, tokens, and when it happened.
     */
    public record LlmCall(
            int seq,
            String label,
            String model,
            boolean jsonMode,
            List<Message> messages,
            @Nullable String response,
            int inputTokens,
            int outputTokens,
            int totalTokens,
            String timestamp,
            @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

        public LlmCall {
            messages = messages == null ? List.of() : List.copyOf(messages);
            extras = Extras.copy(extras);
        }

        /** This call with other messages sent, everything else kept. */
        public LlmCall withMessages(List<Message> sent) {
            return new LlmCall(
                    seq,
                    label,
                    model,
                    jsonMode,
                    sent,
                    response,
                    inputTokens,
                    outputTokens,
                    totalTokens,
                    timestamp,
                    extras);
        }

        /** This call with another reply, everything else kept. */
        public LlmCall withResponse(@Nullable String reply) {
            return new LlmCall(
                    seq,
                    label,
                    model,
                    jsonMode,
                    messages,
                    reply,
                    inputTokens,
                    outputTokens,
                    totalTokens,
                    timestamp,
                    extras);
        }

        public TokenUsage usage() {
            return new TokenUsage(inputTokens, outputTokens, totalTokens, Map.of());
        }

        /** True when any message sent, or the reply, contains {@code text}. */
        public boolean mentions(String text) {
            return (response != null && response.contains(text))
                    || messages.stream()
                            .anyMatch(m -> m.content() != null && m.content().contains(text));
        }
    }
}
