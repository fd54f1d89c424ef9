package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Metric;
import com.agenteval.workbench.core.judge.Severity;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes judge-run files. Reading checks that the file is one (its {@code format} and
 * {@code format_version}) and that what a replay relies on is there, so a corrupt or foreign file gives one clear
 * sentence instead of a stack trace.
 *
 * <pre>{@code
 * JudgeRun run = JudgeRunJson.read(Path.of("traces/judge-runs/judge-run_20261130T091500Z_3f2a9c0d1e4b.json"));
 * }</pre>
 */
public final class JudgeRunJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private JudgeRunJson() {
    }

    public static String write(JudgeRun run) {
        try {
            return MAPPER.writeValueAsString(run) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JudgeRun read(Path file) throws InvalidJudgeRunException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InvalidJudgeRunException("cannot read the file: " + e.getMessage(), e);
        }
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    public static JudgeRun parse(String json) throws InvalidJudgeRunException {
        if (json.isBlank()) {
            throw new InvalidJudgeRunException("empty file: no JSON at all");
        }
        JsonNode tree;
        try {
            tree = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new InvalidJudgeRunException("not valid JSON: " + firstLine(e.getOriginalMessage())
                    + (e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")"), e);
        }
        if (tree == null || !tree.isObject()) {
            throw new InvalidJudgeRunException("not a judge-run file: the top level is not a JSON object");
        }
        if (!JudgeRun.FORMAT.equals(tree.path("format").asText(null))) {
            throw new InvalidJudgeRunException("not a judge-run file: it has no \"format\": \"" + JudgeRun.FORMAT
                    + "\"" + (tree.has("notebook") ? " (it looks like a forecasting run trace)" : ""));
        }
        int version = tree.path("format_version").asInt(-1);
        if (version != JudgeRun.FORMAT_VERSION) {
            throw new InvalidJudgeRunException("judge-run format version " + tree.path("format_version")
                    + " is not one this workbench reads (" + JudgeRun.FORMAT_VERSION + ")");
        }
        JudgeRun run;
        try {
            run = MAPPER.treeToValue(tree, JudgeRun.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new InvalidJudgeRunException("bad judge-run file: " + firstLine(e instanceof JsonProcessingException j
                    ? j.getOriginalMessage() : e.getMessage()), e);
        }
        check(run);
        return run;
    }

    /** What a replay relies on. */
    private static void check(JudgeRun run) throws InvalidJudgeRunException {
        require(run.runId(), "run_id");
        require(run.createdAt(), "created_at");
        try {
            OffsetDateTime.parse(run.createdAt());
        } catch (DateTimeParseException e) {
            throw new InvalidJudgeRunException("bad value at created_at: '" + run.createdAt()
                    + "' is not an ISO date-time with an offset");
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
                        throw new InvalidJudgeRunException("bad value at " + at + ".parsed.findings: " + e.getMessage());
                    }
                }
            } else if (!JudgeRun.Parsed.UNREADABLE.equals(p.status())) {
                throw new InvalidJudgeRunException("bad value at " + at + ".parsed.status: '" + p.status() + "'");
            }
            if (!ids.contains(c.trace()) && JudgeRun.COMPLETED.equals(run.status())) {
                throw new InvalidJudgeRunException(at + " judges trace " + c.trace()
                        + ", which trace_set.trace_ids does not list");
            }
        }
    }

    private static void require(Object value, String where) throws InvalidJudgeRunException {
        if (value == null) {
            throw new InvalidJudgeRunException("missing field " + where);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        // Jackson's "(start marker at [Source: ...])" names no source a student has; the line and column follow
        s = s.replaceAll("\\s*\\(start marker at \\[Source:[^\\n]*", "").replaceAll("\\s*at \\[Source:[^\\n]*", "");
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
