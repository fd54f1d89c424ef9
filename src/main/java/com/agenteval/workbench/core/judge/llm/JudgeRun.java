package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.TracingLlmClient;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.TracingLlmClient.CallSequence;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
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

    /**
     * Records a run of the LLM GPA judge into a {@link JudgeRun}, and replays one offline.
     *
     * <pre>{@code
     * JudgeRun run = JudgeRuns.record(llm, provenance, params, 5, clock, System::nanoTime, random, progress, () -> false);
     * store.save(run);
     * JudgeRuns.Replay r = JudgeRuns.replay(store.load(name));   // no network: every reply comes from the file
     * r.card().metrics();                                         // scored against the traces' labels
     * }</pre>
     */
    public static final class JudgeRuns {

        /** The largest trace set a judge run may name: rebuilding it on replay must stay quick. */
        public static final int MAX_TASKS = 10_000;

        private JudgeRuns() {}

        /** Hears of each trace judged. */
        @FunctionalInterface
        public interface Progress {
            void onTrace(int done, int total, String traceId);
        }

        /**
         * Judges the first {@code maxTraces} traces of {@code params} with a model, through a {@link TracingLlmClient}, and
         * returns the run with every call. A call that fails stops the run ({@code failed}, with the reason); a cancel
         * stops it before the next trace or call ({@code cancelled}); either way what was done is kept. Only traces whose
         * seven calls all returned are listed in {@code trace_ids}.
         */
        public static JudgeRun record(
                LlmClient llm,
                JudgeRun.Provenance provenance,
                SimParams params,
                int maxTraces,
                Clock clock,
                LongSupplier nanoTime,
                Random random,
                Progress progress,
                BooleanSupplier cancelled) {
            if (maxTraces < 1) {
                throw new IllegalArgumentException("judge at least one trace");
            }
            if (params.tasks() > MAX_TASKS) {
                throw new IllegalArgumentException(
                        "a judge run's trace set has at most " + MAX_TASKS + " tasks, not " + params.tasks());
            }
            String createdAt = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
            byte[] id = new byte[6];
            random.nextBytes(id);
            List<Trace> traces = TraceSet.of(params).traces();
            traces = traces.subList(0, Math.min(maxTraces, traces.size()));
            TracingLlmClient tracer =
                    new TracingLlmClient(stoppable(llm, cancelled), LlmGpaJudge.NAME, new CallSequence(), clock);
            List<JudgeRun.Call> calls = new ArrayList<>();
            LlmGpaJudge judge = new LlmGpaJudge(
                    tracer, LlmGpaJudge.spec(provenance.provider(), provenance.model()), nanoTime, (traceId, c) -> {
                        List<LlmCall> made = tracer.calls();
                        LlmCall last = made.get(made.size() - 1);
                        calls.add(new JudgeRun.Call(
                                last.seq(),
                                traceId,
                                c.metric().name(),
                                last.timestamp(),
                                last.jsonMode(),
                                c.messages(),
                                c.reply(),
                                c.usage(),
                                c.latencyMillis(),
                                JudgeRun.Parsed.of(c.parsed())));
                    });
            List<String> done = new ArrayList<>();
            String status = JudgeRun.COMPLETED;
            String reason = null;
            for (Trace t : traces) {
                try {
                    if (cancelled.getAsBoolean()) {
                        throw new Stopped();
                    }
                    judge.judgeRecorded(JudgeInput.of(t));
                } catch (Stopped e) {
                    status = JudgeRun.CANCELLED;
                    reason = "cancelled by the user after " + done.size() + " of " + traces.size() + " traces";
                    break;
                } catch (RuntimeException e) {
                    status = cancelled.getAsBoolean() ? JudgeRun.CANCELLED : JudgeRun.FAILED;
                    reason = (status.equals(JudgeRun.CANCELLED) ? "cancelled by the user" : "a model call failed")
                            + " on trace " + t.task().id() + ": " + e.getMessage();
                    break;
                }
                done.add(t.task().id());
                progress.onTrace(done.size(), traces.size(), t.task().id());
            }
            return new JudgeRun(
                    JudgeRun.FORMAT,
                    JudgeRun.FORMAT_VERSION,
                    HexFormat.of().formatHex(id),
                    createdAt,
                    status,
                    reason,
                    JudgeRun.Spec.of(judge.spec()),
                    provenance,
                    JudgeRun.PromptRef.current(),
                    JudgeRun.TraceSetRef.of(params, done),
                    calls);
        }

        private static final class Stopped extends RuntimeException {
            Stopped() {
                super("cancelled", null, false, false);
            }
        }

        private static LlmClient stoppable(LlmClient inner, BooleanSupplier cancelled) {
            return new LlmClient() {
                @Override
                public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                    if (cancelled.getAsBoolean()) {
                        throw new Stopped();
                    }
                    return inner.complete(messages, jsonMode, tools);
                }

                @Override
                public String modelName() {
                    return inner.modelName();
                }
            };
        }

        /**
         * A replayed judge run.
         *
         * @param traces     the judged traces, rebuilt from the recorded sim options, in the recorded order
         * @param judgements the judge's verdict and calls per trace, every reply re-read from the file
         * @param card       the verdicts scored against the traces' labels
         * @param differ     calls whose reply reads differently now than the file recorded (0 when nothing changed)
         * @param unused     recorded calls the replay did not ask for (a cancelled run's unfinished trace)
         */
        public record Replay(
                JudgeRun run,
                List<Trace> traces,
                List<LlmGpaJudge.Judgement> judgements,
                Scorecard card,
                int differ,
                int unused) {

            public Replay {
                Objects.requireNonNull(run, "run");
                traces = List.copyOf(traces);
                judgements = List.copyOf(judgements);
            }

            public List<Verdict> verdicts() {
                return judgements.stream().map(LlmGpaJudge.Judgement::verdict).toList();
            }

            /** The recorded call of a trace and metric, or null. */
            public JudgeRun.@Nullable Call call(String traceId, Metric metric) {
                return run.calls().stream()
                        .filter(c -> c.trace().equals(traceId) && c.metric().equals(metric.name()))
                        .findFirst()
                        .orElse(null);
            }
        }

        /**
         * Replays a run offline: rebuilds its traces from the recorded sim options, lets the LLM GPA judge read each one
         * with every reply answered from the file, and scores the verdicts.
         *
         * @throws InvalidJudgeRunException when the prompts differ from those recorded, a recorded trace id is not in the
         *                                  trace set, or a request has no recorded reply
         */
        public static Replay replay(JudgeRun run) throws InvalidJudgeRunException {
            JudgeRun.PromptRef now = JudgeRun.PromptRef.current();
            if (!now.equals(run.prompts())) {
                throw new InvalidJudgeRunException("this judge run was made with prompt version "
                        + run.prompts().version()
                        + " (hash " + run.prompts().hash() + "); this workbench sends version " + now.version()
                        + " (hash " + now.hash() + "), so it cannot replay it exactly");
            }
            if (run.traceSet().traceIds().isEmpty()) {
                throw new InvalidJudgeRunException("this judge run judged no trace completely (status " + run.status()
                        + (run.reason() == null ? "" : ": " + run.reason()) + ")");
            }
            if (run.traceSet().tasks() < 1 || run.traceSet().tasks() > MAX_TASKS) {
                throw new InvalidJudgeRunException(
                        "bad value at trace_set.tasks: " + run.traceSet().tasks() + " (1 to " + MAX_TASKS + ")");
            }
            SimParams params;
            List<Trace> all;
            try {
                params = run.traceSet().toSimParams();
                all = TraceSet.of(params).traces();
            } catch (RuntimeException e) {
                throw new InvalidJudgeRunException("bad trace_set: " + e.getMessage(), e);
            }
            Map<String, Trace> byId = new LinkedHashMap<>();
            all.forEach(t -> byId.putIfAbsent(t.task().id(), t));
            List<Trace> traces = new ArrayList<>();
            for (String id : run.traceSet().traceIds()) {
                Trace t = byId.get(id);
                if (t == null) {
                    throw new InvalidJudgeRunException("trace " + id + " is not among the " + all.size()
                            + " traces that trace_set's options make");
                }
                traces.add(t);
            }
            ReplayLlmClient replies = new ReplayLlmClient(run);
            LlmGpaJudge judge;
            try {
                judge = new LlmGpaJudge(replies, run.judgeSpec(), () -> 0L);
            } catch (IllegalArgumentException e) {
                throw new InvalidJudgeRunException("bad judge: " + e.getMessage(), e);
            }
            List<LlmGpaJudge.Judgement> judgements = new ArrayList<>();
            int differ = 0;
            Map<String, Integer> seen = new LinkedHashMap<>();
            for (Trace t : traces) {
                LlmGpaJudge.Judgement j;
                try {
                    j = judge.judgeRecorded(JudgeInput.of(t));
                } catch (ReplayLlmClient.MissingReplyException e) {
                    throw new InvalidJudgeRunException("trace " + t.task().id() + ": " + e.getMessage(), e);
                }
                for (LlmGpaJudge.MetricCall c : j.calls()) {
                    int k = seen.merge(t.task().id() + "/" + c.metric(), 1, Integer::sum);
                    JudgeRun.Call recorded = run.calls().stream()
                            .filter(x -> x.trace().equals(t.task().id())
                                    && x.metric().equals(c.metric().name()))
                            .skip(k - 1L)
                            .findFirst()
                            .orElse(null);
                    if (recorded == null || !recorded.parsed().equals(JudgeRun.Parsed.of(c.parsed()))) {
                        differ++;
                    }
                }
                judgements.add(j);
            }
            Scorecard card = Scorecard.of(
                    traces,
                    judgements.stream().map(LlmGpaJudge.Judgement::verdict).toList());
            return new Replay(run, traces, judgements, card, differ, replies.unused());
        }

        /**
         * The folder of judge-run files, {@code traces/judge-runs/} by default. Lists every {@code .json} file (an invalid
         * one with its reason), loads one by plain file name (no separators, no {@code ..}), and saves atomically: a
         * temporary file in the same folder, then a rename that refuses to replace an existing file. Files are opened on a
         * thread of the caller's {@code readers} ({@code FileBytes}: a bounded pool from app/jobs/BackgroundWork).
         *
         * <pre>{@code
         * JudgeRunStore store = JudgeRunStore.of(Path.of("traces").resolve(JudgeRunStore.SUBFOLDER), readers);
         * Path saved = store.save(run);
         * JudgeRun again = store.load(saved.getFileName().toString());
         * }</pre>
         */
        public static final class JudgeRunStore {

            public static final String SUBFOLDER = "judge-runs";
            private static final DateTimeFormatter STAMP =
                    DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

            private final Path folder;
            private final Executor readers;

            private JudgeRunStore(Path folder, Executor readers) {
                this.folder = folder.toAbsolutePath().normalize();
                this.readers = readers;
            }

            public static JudgeRunStore of(Path folder, Executor readers) {
                return new JudgeRunStore(folder, readers);
            }

            public Path folder() {
                return folder;
            }

            /** One file of the folder: its run, or why it cannot be read. */
            public record Listed(String fileName, Checked<JudgeRun> read) {
                public Listed {
                    Objects.requireNonNull(fileName, "fileName");
                    Objects.requireNonNull(read, "read");
                }

                public boolean valid() {
                    return read.isOk();
                }

                /** The run, or null when the file cannot be read. */
                public @Nullable JudgeRun run() {
                    return read instanceof Checked.Ok<JudgeRun> ok ? ok.value() : null;
                }

                /** Why the file cannot be read, or null when it can. */
                public @Nullable String problem() {
                    return read instanceof Checked.Refused<JudgeRun> refused ? refused.reason() : null;
                }
            }

            /** Every {@code .json} file, sorted by name, newest last; a missing folder lists nothing. */
            public List<Listed> list() {
                if (!Files.isDirectory(folder)) {
                    return List.of();
                }
                List<Listed> out = new ArrayList<>();
                try (Stream<Path> files = Files.list(folder)) {
                    for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".json"))
                            .filter(f -> !f.getFileName().toString().startsWith("."))
                            .filter(Files::isRegularFile)
                            .sorted()
                            .toList()) {
                        String name = p.getFileName().toString();
                        try {
                            out.add(new Listed(name, Checked.ok(JudgeRunJson.read(p, readers))));
                        } catch (InvalidJudgeRunException e) {
                            out.add(new Listed(
                                    name,
                                    Checked.refused(
                                            Objects.requireNonNullElse(e.getMessage(), "not a judge run file"))));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot list " + folder, e);
                }
                return List.copyOf(out);
            }

            public JudgeRun load(String fileName) throws InvalidJudgeRunException {
                checkFileName(fileName);
                Path file = folder.resolve(fileName);
                if (!Files.isRegularFile(file)) {
                    throw new InvalidJudgeRunException("no judge run named " + fileName + " in " + folder);
                }
                return JudgeRunJson.read(file, readers);
            }

            /** {@code judge-run_<YYYYMMDDTHHMMSSZ>_<run_id>.json}. */
            public static String fileNameFor(JudgeRun run) {
                Instant at = OffsetDateTime.parse(run.createdAt()).toInstant();
                String name = "judge-run_" + STAMP.format(at) + "_" + run.runId() + ".json";
                checkFileName(name);
                return name;
            }

            /**
             * Deletes what interrupted saves left in the folder ({@link SavedFiles#removeStaleTemps}); the service calls it
             * where it opens the store.
             */
            public List<String> removeStaleTempFiles(Instant now) throws IOException {
                return SavedFiles.removeStaleTemps(folder, now);
            }

            /** Saves durably under {@link #fileNameFor} ({@link SavedFiles#write(Path, byte[], SavedFiles.Overwrite)}); never overwrites. */
            public Path save(JudgeRun run) throws IOException {
                String name = fileNameFor(run);
                try {
                    return SavedFiles.write(
                            folder.resolve(name),
                            JudgeRunJson.write(run).getBytes(StandardCharsets.UTF_8),
                            SavedFiles.Overwrite.NEVER);
                } catch (FileAlreadyExistsException e) {
                    throw new FileAlreadyExistsException(e.getFile(), null, "a judge run of that name exists");
                }
            }

            /** Refuses a name that could leave the folder or is not a plain {@code .json} file name. */
            public static void checkFileName(String fileName) {
                if (fileName == null
                        || fileName.isBlank()
                        || fileName.contains("/")
                        || fileName.contains("\\")
                        || fileName.contains("..")
                        || fileName.startsWith(".")
                        || !fileName.endsWith(".json")
                        || fileName.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                    throw new IllegalArgumentException("refused judge-run file name '" + fileName
                            + "': a plain file name ending in .json is needed");
                }
            }
        }
    }
}
