package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveRunFile.InvalidLiveRunException;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelJson;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * The one place a saved file becomes spans: it recognises a book-format run trace, a live world run, an MCP session
 * or a judge run, read through the versioned {@code core/log} envelope ({@link SavedFiles}) and that format's
 * reader, and hands it to {@link GenAiSpans}.
 *
 * <pre>{@code
 * SpanSource spans = SavedFileSpans.read(Path.of("../shared/ml4t-traces/04_research_agent_....json"), readers);
 * byte[] otlpJson = OtlpJsonFile.write(spans).json();
 * }</pre>
 */
public final class SavedFileSpans {

    /** Where an MCP session's calls are in its current version: one {@code tool_call} event each. */
    private static final String MCP_EVENTS = "events";

    private SavedFileSpans() {}

    /** A saved file refused for export: one line saying why. */
    public static final class UnexportableFileException extends Exception {
        public UnexportableFileException(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * Reads {@code file} through the one reader of saved files ({@link SavedFiles}, so a version 1 file arrives
     * migrated) and gives its spans. The seed is the hash of the file's bytes in its format's current version: a
     * version 1 file and its version 2 reading export the same spans. The file is opened on a thread of
     * {@code readers} ({@code FileBytes}).
     */
    public static SpanSource read(Path file, Executor readers) throws UnexportableFileException {
        byte[] bytes;
        ObjectNode tree;
        try {
            bytes = LogJson.readBytes(file, TraceLimits.DEFAULT.maxFileBytes(), readers);
            tree = LogJson.tree(bytes, TraceLimits.DEFAULT.maxFileBytes());
        } catch (InvalidLogException e) {
            throw new UnexportableFileException(logReason(e));
        }
        LogRecord log;
        try {
            log = SavedFiles.fromTree(tree);
        } catch (InvalidLogException e) {
            // the reader's reason quotes the file's format, which may be long: the line stays short
            String whole = logReason(e);
            String reason = whole.length() > 200 ? whole.substring(0, 200) + "…" : whole;
            throw new UnexportableFileException(NOT_EXPORTABLE + " (" + reason + ")");
        }
        try {
            switch (log.format()) {
                case SavedFiles.LIVE_WORLD_RUN -> {
                    SavedLiveRun run = LiveRunFile.read(log, WorldSpec::make);
                    return SpanSource.of(currentSeed(log), s -> s.liveRun(run.run(), run.createdAt()));
                }
                case SavedFiles.JUDGE_RUN -> {
                    JudgeRun run = JudgeRun.fromLog(log);
                    return SpanSource.of(currentSeed(log), s -> s.judgeRun(run, run.judgedTraces()));
                }
                case SavedFiles.MCP_SESSION -> {
                    return mcpSession(SavedFiles.toTree(log), currentSeed(log));
                }
                case SavedFiles.BOOK_PANEL_RECOVERY -> throw new UnexportableFileException(NOTHING_TO_EXPORT);
                case SavedFiles.BOOK_RUN_TRACE -> {
                    if (PanelJson.kindOf(tree) != PanelJson.Kind.OTHER) {
                        throw new UnexportableFileException(NOTHING_TO_EXPORT);
                    }
                    if (tree.has("agents") && tree.has("llm_calls")) {
                        // the book's files are exported as written: their seed is the file's own bytes
                        RunTrace run = SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT));
                        return SpanSource.of(seed(bytes), s -> s.runTrace(run));
                    }
                }
                default -> {}
            }
        } catch (InvalidTraceException e) {
            throw new UnexportableFileException(e.reason());
        } catch (InvalidLiveRunException | InvalidJudgeRunException e) {
            throw new UnexportableFileException(Objects.requireNonNullElse(e.getMessage(), NOT_EXPORTABLE));
        }
        throw new UnexportableFileException(NOT_EXPORTABLE + " (its format is '" + clip(log.format()) + "')");
    }

    private static final String NOT_EXPORTABLE = "not a file export otel reads: expected a run trace (agents and "
            + "llm_calls), a live world run, an MCP session or a judge run";
    private static final String NOTHING_TO_EXPORT = "an evaluation panel or its recovered outcomes records "
            + "probabilities, not model calls or searches: nothing to export";

    /** An InvalidLogException is always made with its reason. */
    private static String logReason(InvalidLogException e) {
        return Objects.requireNonNull(e.getMessage(), "an InvalidLogException has a reason");
    }

    /** The seed of a workbench file: the hash of its current version's bytes, whatever version is on disk. */
    private static long currentSeed(LogRecord log) {
        return seed(SavedFiles.write(log).getBytes(StandardCharsets.UTF_8));
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
        for (JsonNode c : tree.path(MCP_EVENTS)) {
            JsonNode step = c.path("step");
            JsonNode output = step.path("output");
            @Nullable String error = output.path("ok").asBoolean(true) ? null : "tool_error";
            calls.add(new GenAiSpans.McpCall(
                    instant(c.path("at").asText(""), "at"),
                    step.path("tool").asText("?"),
                    step.path("args").toString(),
                    output.toString(),
                    error));
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
            return ByteBuffer.wrap(MessageDigest.getInstance("SHA-256").digest(bytes))
                    .getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
