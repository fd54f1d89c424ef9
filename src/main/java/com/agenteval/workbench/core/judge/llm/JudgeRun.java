package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.log.LogRecord;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * A saved run of the LLM GPA judge: a judge-run file ({@code traces/judge-runs/*.json}, format in docs/judges.md).
 * It says what judged (spec, provider, model, the base URL's host, prompt version and hash — never a key), which
 * traces (the sim options that make them and the ids judged), when, how it ended, and for every trace and metric
 * the exact messages sent, the raw reply, token usage, latency and how the reply was read. Replaying it
 * ({@link JudgeRuns#replay}) answers every request from these calls, offline.
 *
 * @param format        always {@value #FORMAT}
 * @param formatVersion {@value #FORMAT_VERSION}
 * @param status        {@code completed}, {@code cancelled} or {@code failed}
 * @param reason        why it stopped early, or null
 * @param traceSet      the traces judged
 * @param calls         in call order
 */
public record JudgeRun(
        String format,
        int formatVersion,
        String runId,
        String createdAt,
        String status,
        @Nullable String reason,
        Spec judge,
        Provenance provenance,
        PromptRef prompts,
        TraceSetRef traceSet,
        List<Call> calls) {

    public static final String FORMAT = "aew-judge-run";
    public static final int FORMAT_VERSION = 2;
    public static final String COMPLETED = "completed";
    public static final String CANCELLED = "cancelled";
    public static final String FAILED = "failed";

    public JudgeRun {
        calls = calls == null ? List.of() : List.copyOf(calls);
    }

    /** The judge's spec as recorded. */
    public record Spec(String name, Map<String, String> params) {
        public JudgeSpec toJudgeSpec() {
            return new JudgeSpec(name, params == null ? Map.of() : params);
        }

        public static Spec of(JudgeSpec spec) {
            return new Spec(spec.name(), spec.params());
        }
    }

    /**
     * Where the replies came from.
     *
     * @param provider    {@code anthropic}, {@code openai} or {@code openai-compatible}
     * @param baseUrlHost the host (and port) the calls went to; a local fake server shows as localhost
     */
    public record Provenance(String provider, String model, String baseUrlHost) {}

    /** The prompts' version and {@link GpaPrompts#hash()} when the run was made. */
    public record PromptRef(String version, String hash) {
        public static PromptRef current() {
            return new PromptRef(GpaPrompts.VERSION, GpaPrompts.hash());
        }
    }

    /**
     * The traces judged: the {@code sim --mode traces} options that make them, and the ids judged, in order (a live run
     * judges only the first few).
     */
    public record TraceSetRef(
            BigInteger worldSeed,
            int nStale,
            double memoryAcc,
            double webExact,
            double webRounded,
            int tasks,
            BigInteger taskSeed,
            boolean newData,
            String config,
            BigInteger runSeed,
            List<String> traceIds) {
        public TraceSetRef {
            traceIds = traceIds == null ? List.of() : List.copyOf(traceIds);
        }

        public static TraceSetRef of(SimParams p, List<String> traceIds) {
            return new TraceSetRef(
                    p.worldSeed(),
                    p.nStale(),
                    p.memoryAcc(),
                    p.webExact(),
                    p.webRounded(),
                    p.tasks(),
                    p.taskSeed(),
                    p.newData(),
                    p.config(),
                    p.runSeed(),
                    traceIds);
        }

        public SimParams toSimParams() {
            return SimParams.defaults("traces")
                    .withConfig(config)
                    .withTasks(tasks, taskSeed, newData)
                    .withRun(runSeed, 1)
                    .withWorld(worldSeed, nStale, memoryAcc, webExact, webRounded);
        }
    }

    /**
     * One model call: the trace and metric it judged, what was sent, the raw reply, usage, latency and the reading.
     *
     * @param seq       the tracing client's sequence number
     * @param timestamp when it returned (ISO, seconds)
     */
    public record Call(
            int seq,
            String trace,
            String metric,
            String timestamp,
            boolean jsonMode,
            List<Message> messages,
            String reply,
            TokenUsage usage,
            long latencyMs,
            Parsed parsed) {
        public Call {
            messages = messages == null ? List.of() : List.copyOf(messages);
        }

        public Metric metricValue() {
            return Metric.valueOf(metric);
        }
    }

    /**
     * How a reply was read: {@code read} with a score, findings and rejected issues, or {@code unreadable} with the
     * reason.
     */
    public record Parsed(
            String status,
            @Nullable Integer score,
            @Nullable String reason,
            List<FindingEntry> findings,
            List<GpaReply.Rejected> rejected) {

        public static final String READ = "read";
        public static final String UNREADABLE = "unreadable";

        public Parsed {
            findings = findings == null ? List.of() : List.copyOf(findings);
            rejected = rejected == null ? List.of() : List.copyOf(rejected);
        }

        public static Parsed of(GpaReply reply) {
            if (reply instanceof GpaReply.Read r) {
                List<FindingEntry> f = new ArrayList<>();
                for (Finding x : r.findings()) {
                    f.add(new FindingEntry(x.step(), x.severity().wireName(), x.evidence()));
                }
                return new Parsed(READ, r.score(), null, f, r.rejected());
            }
            return new Parsed(UNREADABLE, null, ((GpaReply.Unreadable) reply).reason(), List.of(), List.of());
        }

        /** The reply this reading describes, for a metric. */
        public GpaReply toReply(Metric metric) {
            if (!READ.equals(status)) {
                return new GpaReply.Unreadable(metric, Objects.requireNonNullElse(reason, "unreadable"));
            }
            List<Finding> f = new ArrayList<>();
            for (FindingEntry e : findings) {
                f.add(Finding.of(
                        metric, e.step(), Severity.of(e.severity()), e.evidence(), GpaReplyParser.source(metric)));
            }
            return new GpaReply.Read(metric, Objects.requireNonNull(score, "a read reply has its score"), f, rejected);
        }
    }

    /** A finding as the file stores it (its metric is the call's). */
    public record FindingEntry(int step, String severity, String evidence) {}

    /**
     * The run saved in {@code file}, opened on a thread of {@code readers} ({@code FileBytes}); the file's format
     * and what a replay relies on are checked ({@link JudgeRunJson}).
     */
    public static JudgeRun read(Path file, Executor readers) throws InvalidJudgeRunException {
        return JudgeRunJson.read(file, readers);
    }

    /** The run a judge-run file's text holds. */
    public static JudgeRun parse(String json) throws InvalidJudgeRunException {
        return JudgeRunJson.parse(json);
    }

    /** A judge run already read through {@code SavedFiles} (so a version 1 file arrives migrated). */
    public static JudgeRun fromLog(LogRecord log) throws InvalidJudgeRunException {
        return JudgeRunJson.of(log);
    }

    /** The run as its saved file holds it (the saved files' envelope, version {@value #FORMAT_VERSION}). */
    public String json() {
        return JudgeRunJson.write(this);
    }

    public JudgeSpec judgeSpec() {
        return judge.toJudgeSpec();
    }

    /** Calls with an unreadable reply. */
    public long unreadable() {
        return calls.stream()
                .filter(c -> !Parsed.READ.equals(c.parsed().status()))
                .count();
    }

    /** Issues rejected from read replies (e.g. a step outside the trace). */
    public long rejectedIssues() {
        return calls.stream().mapToLong(c -> c.parsed().rejected().size()).sum();
    }

    /**
     * The traces this run judged, remade from its trace set (the simulation is deterministic), by task id: their
     * true labels go beside the judge's verdicts (in the OpenTelemetry and the Inspect exports). Empty when the file
     * names no trace set or it cannot be remade (options out of today's ranges): the verdicts then go without truth.
     */
    public Map<String, Trace> judgedTraces() {
        if (traceSet == null || traceSet.config() == null) {
            return Map.of();
        }
        try {
            Map<String, Trace> byId = new HashMap<>();
            TraceSet.of(traceSet.toSimParams())
                    .traces()
                    .forEach(t -> byId.putIfAbsent(t.task().id(), t));
            return byId;
        } catch (RuntimeException e) {
            return Map.of();
        }
    }

    public TokenUsage totalUsage() {
        TokenUsage t = TokenUsage.ZERO;
        for (Call c : calls) {
            t = t.plus(c.usage() == null ? TokenUsage.ZERO : c.usage());
        }
        return t;
    }

    /** A judge-run file that cannot be read or replayed; the message says what and where, for a student. */
    public static class InvalidJudgeRunException extends Exception {

        public InvalidJudgeRunException(@Nullable String message) {
            super(message);
        }

        public InvalidJudgeRunException(@Nullable String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * What one metric's reply said, as {@link GpaReplyParser} read it: a score with findings, or the reason it could not
     * be read. An issue the parser could read but not accept (a step outside the trace, an unknown severity) is kept in
     * {@link Read#rejected()}, with the reason, so it is shown and counted rather than dropped.
     */
    public sealed interface GpaReply {

        Metric metric();

        /**
         * A reply that was read.
         *
         * @param score    the model's 0–3 score for the metric
         * @param findings one per accepted issue, in the reply's order
         * @param rejected issues that could not be accepted, with why
         */
        record Read(Metric metric, int score, List<Finding> findings, List<Rejected> rejected) implements GpaReply {
            public Read {
                Objects.requireNonNull(metric, "metric");
                if (score < 0 || score > 3) {
                    throw new IllegalArgumentException("a GPA score is 0..3, got " + score);
                }
                findings = List.copyOf(findings);
                rejected = List.copyOf(rejected);
            }
        }

        /** A reply that could not be read at all, and why. */
        record Unreadable(Metric metric, String reason) implements GpaReply {
            public Unreadable {
                Objects.requireNonNull(metric, "metric");
                Objects.requireNonNull(reason, "reason");
            }
        }

        /**
         * An issue in a read reply that was not turned into a finding.
         *
         * @param issue  the issue as the model wrote it (its JSON)
         * @param reason why it was not accepted, e.g. "cites step 12; the trace has steps 0–7"
         */
        record Rejected(String issue, String reason) {
            public Rejected {
                Objects.requireNonNull(issue, "issue");
                Objects.requireNonNull(reason, "reason");
            }
        }
    }
}
