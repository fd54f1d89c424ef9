package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.log.LogJson.Migrations;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes judge-run files. Reading checks that the file is one (its {@code format} and
 * {@code format_version}) and that what a replay relies on is there, so a corrupt or foreign file gives one clear
 * sentence instead of a stack trace.
 *
 * <pre>{@code
 * JudgeRun run = JudgeRun.read(Path.of("traces/judge-runs/judge-run_20261130T091500Z_3f2a9c0d1e4b.json"), readers);
 * }</pre>
 */
final class JudgeRunJson {

    // the saved files' one JSON stack; a judge run leaves out what it does not have (a reason, a score) and reads
    // past fields a later writer adds
    private static final ObjectMapper MAPPER = LogJson.mapper()
            .copy()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private JudgeRunJson() {}

    /**
     * The run as a saved file, version 2 of the envelope: the record's own layout is version 1's body, which the
     * same step that migrates a version 1 file puts in the envelope.
     */
    static String write(JudgeRun run) {
        return LogJson.write(Migrations.judgeRun(MAPPER.valueToTree(run)));
    }

    /** The run saved in {@code file}, opened on a thread of {@code readers} ({@code FileBytes}). */
    static JudgeRun read(Path file, Executor readers) throws InvalidJudgeRunException {
        byte[] bytes;
        try {
            bytes = LogJson.readBytes(file, LogJson.MAX_FILE_BYTES, readers);
        } catch (InvalidLogException e) {
            throw new InvalidJudgeRunException(e.getMessage(), e);
        }
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    static JudgeRun parse(String json) throws InvalidJudgeRunException {
        if (json.isBlank()) {
            throw new InvalidJudgeRunException("empty file: no JSON at all");
        }
        ObjectNode tree;
        try {
            tree = LogJson.tree(json.getBytes(StandardCharsets.UTF_8), LogJson.MAX_FILE_BYTES);
        } catch (InvalidLogException e) {
            String why = Objects.requireNonNull(e.getMessage(), "an InvalidLogException says why");
            throw new InvalidJudgeRunException(
                    why.startsWith("wrong type at top level")
                            ? "not a judge-run file: the top level is not a JSON object"
                            : "not valid JSON: " + e.getMessage(),
                    e);
        }
        if (!JudgeRun.FORMAT.equals(tree.path("format").asText(null))) {
            throw new InvalidJudgeRunException("not a judge-run file: it has no \"format\": \"" + JudgeRun.FORMAT + "\""
                    + (tree.has("notebook") ? " (it looks like a forecasting run trace)" : ""));
        }
        JsonNode version = tree.has("version") ? tree.get("version") : tree.path("format_version");
        if (version.asInt(-1) != 1 && version.asInt(-1) != JudgeRun.FORMAT_VERSION) {
            throw new InvalidJudgeRunException("judge-run format version " + version
                    + " is not one this workbench reads (1 or " + JudgeRun.FORMAT_VERSION + ")");
        }
        LogRecord log;
        try {
            log = SavedFiles.fromTree(tree); // a version 1 file is migrated here
        } catch (InvalidLogException e) {
            throw new InvalidJudgeRunException("bad judge-run file: " + e.getMessage(), e);
        }
        return of(log);
    }

    /** A judge run already read through {@link SavedFiles} (so a version 1 file arrives migrated). */
    static JudgeRun of(LogRecord log) throws InvalidJudgeRunException {
        if (!JudgeRun.FORMAT.equals(log.format())) {
            throw new InvalidJudgeRunException("not a judge-run file: its format is \"" + log.format() + "\"");
        }
        ObjectNode body = record(SavedFiles.toTree(log));
        JudgeRun run;
        try {
            run = MAPPER.treeToValue(body, JudgeRun.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new InvalidJudgeRunException(
                    "bad judge-run file: "
                            + firstLine(
                                    e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()),
                    e);
        }
        check(run);
        return run;
    }

    /**
     * The record's layout of a version 2 file: the spec's name and its non-trace-set parameters are the judge, the
     * trace-set parameters and {@code trace_ids} the trace set, the model-call events the calls.
     */
    private static ObjectNode record(ObjectNode v2) {
        ObjectNode body = v2.deepCopy();
        body.remove(List.of("version", "spec", "events", "trace_ids"));
        body.put("format_version", JudgeRun.FORMAT_VERSION);
        ObjectNode judge = body.putObject("judge");
        judge.set("name", v2.path("spec").path("name"));
        ObjectNode judgeParams = judge.putObject("params");
        ObjectNode traceSet = body.putObject("trace_set");
        v2.path("spec")
                .path("params")
                .fields()
                .forEachRemaining(e -> (Migrations.traceSetParams().contains(e.getKey()) ? traceSet : judgeParams)
                        .set(e.getKey(), e.getValue()));
        if (v2.has("trace_ids")) {
            traceSet.set("trace_ids", v2.get("trace_ids"));
        }
        ArrayNode calls = body.putArray("calls");
        for (JsonNode event : v2.path("events")) {
            if (LogEvent.ModelCall.TYPE.equals(event.path("type").asText()) && event instanceof ObjectNode e) {
                ObjectNode call = e.deepCopy();
                call.remove("type");
                calls.add(call);
            }
        }
        return body;
    }

    /** What a replay relies on. */
    private static void check(JudgeRun run) throws InvalidJudgeRunException {
        require(run.runId(), "run_id");
        require(run.createdAt(), "created_at");
        try {
            OffsetDateTime.parse(run.createdAt());
        } catch (DateTimeParseException e) {
            throw new InvalidJudgeRunException(
                    "bad value at created_at: '" + run.createdAt() + "' is not an ISO date-time with an offset");
        }
        require(run.status(), "status");
        require(run.judge(), "judge");
        require(run.judge().name(), "judge.name");
        require(run.provenance(), "provenance");
        require(run.prompts(), "prompts");
        require(run.traceSet(), "trace_set");
        require(run.traceSet().config(), "trace_set.config");
        require(run.traceSet().worldSeed(), "trace_set.world_seed");
        require(run.traceSet().taskSeed(), "trace_set.task_seed");
        require(run.traceSet().runSeed(), "trace_set.run_seed");
        Set<String> ids = new HashSet<>(run.traceSet().traceIds());
        for (int i = 0; i < run.calls().size(); i++) {
            JudgeRun.Call c = run.calls().get(i);
            String at = "calls[" + i + "]";
            require(c.trace(), at + ".trace");
            require(c.metric(), at + ".metric");
            require(c.reply(), at + ".reply");
            require(c.parsed(), at + ".parsed");
            require(c.usage(), at + ".usage");
            try {
                Metric.valueOf(c.metric());
            } catch (IllegalArgumentException e) {
                throw new InvalidJudgeRunException("bad value at " + at + ".metric: '" + c.metric()
                        + "' is not a GPA metric (" + List.of(Metric.values()) + ")");
            }
            if (c.messages().isEmpty()) {
                throw new InvalidJudgeRunException("missing field " + at + ".messages");
            }
            JudgeRun.Parsed p = c.parsed();
            if (JudgeRun.Parsed.READ.equals(p.status())) {
                if (p.score() == null || p.score() < 0 || p.score() > 3) {
                    throw new InvalidJudgeRunException("bad value at " + at + ".parsed.score: " + p.score());
                }
                for (JudgeRun.FindingEntry f : p.findings()) {
                    try {
                        Severity.of(f.severity());
                    } catch (IllegalArgumentException e) {
                        throw new InvalidJudgeRunException(
                                "bad value at " + at + ".parsed.findings: " + e.getMessage());
                    }
                }
            } else if (!JudgeRun.Parsed.UNREADABLE.equals(p.status())) {
                throw new InvalidJudgeRunException("bad value at " + at + ".parsed.status: '" + p.status() + "'");
            }
            if (!ids.contains(c.trace()) && JudgeRun.COMPLETED.equals(run.status())) {
                throw new InvalidJudgeRunException(
                        at + " judges trace " + c.trace() + ", which trace_set.trace_ids does not list");
            }
        }
    }

    private static void require(Object value, String where) throws InvalidJudgeRunException {
        if (value == null) {
            throw new InvalidJudgeRunException("missing field " + where);
        }
    }

    private static String firstLine(@Nullable String s) {
        if (s == null) {
            return "";
        }
        // Jackson's "(start marker at [Source: ...])" names no source a student has; the line and column follow
        s = s.replaceAll("\\s*\\(start marker at \\[Source:[^\\n]*", "").replaceAll("\\s*at \\[Source:[^\\n]*", "");
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
