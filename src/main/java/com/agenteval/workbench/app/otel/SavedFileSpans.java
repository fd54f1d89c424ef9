package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.live.InvalidLiveRunException;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.SavedLiveRun;
import com.agenteval.workbench.core.forecast.InvalidTraceException;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.TraceLimits;
import com.agenteval.workbench.core.forecast.panel.PanelJson;
import com.agenteval.workbench.core.judge.llm.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRunJson;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place a saved file becomes spans: it recognises a book-format run trace, a live world run, an MCP session
 * or a judge run, reads it with that format's reader, and hands it to {@link GenAiSpans}. When the versioned
 * {@code core/log} envelope lands, its reader replaces the dispatch here and nothing else changes.
 *
 * <pre>{@code
 * SpanSource spans = SavedFileSpans.read(Path.of("../shared/ml4t-traces/04_research_agent_....json"));
 * byte[] otlpJson = OtlpJsonFile.write(spans).json();
 * }</pre>
 */
public final class SavedFileSpans {

    /** The MCP session file's {@code format} prefix ({@code ExternalSessionJson} writes {@code .../1}). */
    static final String MCP_FORMAT = "workbench-mcp-session/";

    private SavedFileSpans() {
    }

    /** A saved file refused for export: one line saying why. */
    public static final class UnexportableFileException extends Exception {
        public UnexportableFileException(String reason) {
            super(reason, null, false, false);
        }
    }

    /** Reads {@code file} within the trace store's limits and gives its spans; the seed is the file's hash. */
    public static SpanSource read(Path file) throws UnexportableFileException {
        byte[] bytes;
        JsonNode tree;
        try {
            bytes = RunTraceJson.readBytes(file, TraceLimits.DEFAULT);
            tree = RunTraceJson.tree(bytes, TraceLimits.DEFAULT);
        } catch (InvalidTraceException e) {
            throw new UnexportableFileException(e.getMessage());
        }
        long seed = seed(bytes);
        String format = tree.path("format").asText("");
        String json = new String(bytes, StandardCharsets.UTF_8);
        try {
            if (format.equals(LiveRunFile.FORMAT)) {
                SavedLiveRun run = LiveRunFile.read(json, WorldSpec::make);
                return SpanSource.of(seed, s -> s.liveRun(run.run(), run.createdAt()));
            }
            if (format.equals(JudgeRun.FORMAT)) {
                JudgeRun run = JudgeRunJson.parse(json);
                return SpanSource.of(seed, s -> s.judgeRun(run));
            }
            if (format.startsWith(MCP_FORMAT)) {
                return mcpSession(tree, seed);
            }
            if (PanelJson.kindOf(tree) != PanelJson.Kind.OTHER) {
                throw new UnexportableFileException("an evaluation panel or its recovered outcomes records "
                        + "probabilities, not model calls or searches: nothing to export");
            }
            if (tree.isObject() && tree.has("agents") && tree.has("llm_calls")) {
                RunTrace run = RunTraceJson.parse(bytes, TraceLimits.DEFAULT);
                return SpanSource.of(seed, s -> s.runTrace(run));
            }
        } catch (InvalidTraceException e) {
            throw new UnexportableFileException(e.getMessage());
        } catch (InvalidLiveRunException | InvalidJudgeRunException e) {
            throw new UnexportableFileException(e.getMessage());
        }
        throw new UnexportableFileException("not a file export otel reads: expected a run trace (agents and "
                + "llm_calls), a live world run, an MCP session or a judge run"
                + (format.isEmpty() ? "" : " (its format is '" + clip(format) + "')"));
    }

    /**
     * The simulated runs of {@code p}: every task, {@code repeats} runs in a row (task-major, one generator from the
     * run seed, as run_config draws them), each laid out after the one before.
     */
    public static SpanSource sim(SimParams p) {
        return SpanSource.of(seed(p.toString().getBytes(StandardCharsets.UTF_8)), spans -> {
            World world = p.worldSpec().make();
            List<Task> tasks = Tasks.make(world, p.tasks(), p.taskSeed(), p.newData());
            Agent agent = Agent.of(p.agentConfig());
            PyRandom rng = new PyRandom(p.runSeed());
            Instant t = GenAiSpans.LAYOUT_START;
            for (Task task : tasks) {
                for (int epoch = 0; epoch < p.repeats(); epoch++) {
                    Trace trace = agent.runAgent(world, task, rng);
                    t = spans.simTrace(trace, epoch, t).plusSeconds(1);
                }
            }
        });
    }

    private static SpanSource mcpSession(JsonNode tree, long seed) throws UnexportableFileException {
        Instant started = instant(tree.path("started").asText(""), "started");
        List<GenAiSpans.McpCall> calls = new ArrayList<>();
        for (JsonNode c : tree.path("calls")) {
            JsonNode step = c.path("step");
            JsonNode output = step.path("output");
            String error = output.path("ok").asBoolean(true) ? null : "tool_error";
            calls.add(new GenAiSpans.McpCall(instant(c.path("at").asText(""), "at"), step.path("tool").asText("?"),
                    step.path("args").toString(), output.toString(), error));
        }
        String session = tree.path("session").asText("");
        String client = tree.path("client").asText("");
        return SpanSource.of(seed, s -> s.mcpSession(session, client, started, calls));
    }

    private static Instant instant(String text, String field) throws UnexportableFileException {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new UnexportableFileException("the MCP session's '" + field + "' is not a time: " + clip(text));
        }
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "…" : s;
    }

    static long seed(byte[] bytes) {
        try {
            return ByteBuffer.wrap(MessageDigest.getInstance("SHA-256").digest(bytes)).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
