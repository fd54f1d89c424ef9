package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogSpec;
import com.agenteval.workbench.core.log.LogJson.Migrations;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The public reading API of saved files: every format the workbench reads, in any version it ever wrote, opens as
 * one {@link LogRecord} of the current version (older versions are migrated on read, {@link Migrations}).
 *
 * <pre>{@code
 * LogRecord log = SavedFiles.read(Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json"));
 * log.format();                                  // "ml4t-run-trace"
 * log.events(LogEvent.AgentStep.class).size();   // 10
 * SavedFiles.write(log);                         // the same bytes as the file
 * }</pre>
 *
 * Formats (docs/formats.md): the book's run trace (also its evaluation panels) and panel recovery file, which carry
 * no envelope and are written back exactly as read; and the workbench's own judge run, live world run and MCP
 * session, version {@value #CURRENT_VERSION}, whose envelope is on disk:
 * {@code {"format", "version", "spec": {"name", "params"}, "events": [{"type", …}], …other fields}}.
 */
public final class SavedFiles {

    /** The book's run trace (notebooks 01–10) and its evaluation panel records: no format field, a notebook. */
    public static final String BOOK_RUN_TRACE = "ml4t-run-trace";
    /** The book's {@code evaluation_panel_recovery.json}: outcomes joined to a panel by {@code panel_index}. */
    public static final String BOOK_PANEL_RECOVERY = "ml4t-panel-recovery";

    public static final String JUDGE_RUN = "aew-judge-run";
    public static final String LIVE_WORLD_RUN = "aew-live-world-run";
    public static final String MCP_SESSION = "aew-mcp-session";
    /**
     * The MCP session's name before the formats took one naming scheme ({@code aew-…}); still read, so a file
     * already on a student's disk opens.
     */
    public static final String MCP_SESSION_OLD_NAME = "workbench-mcp-session";
    /**
     * The top-level field in which the workbench declares format and version of the book-format files it writes
     * (its own runs, in the book's run-trace format): {@code {"format": "ml4t-run-trace", "version": 1}}. The book's
     * notebooks read the fields they name and ignore this one.
     */
    public static final String BOOK_EXTENSION = "aew_envelope";
    /** The version the workbench writes its own formats in. */
    public static final int CURRENT_VERSION = 2;
    /**
     * The version of the book's formats, implied: the book writes no envelope and no version, so every book file
     * read so far is version 1, the current one.
     */
    public static final int BOOK_VERSION = 1;

    static final String FORMAT = "format";
    static final String VERSION = "version";
    static final String SPEC = "spec";
    static final String EVENTS = "events";
    static final String TYPE = "type";

    private static final TypeReference<LinkedHashMap<String, @Nullable Object>> MAP = new TypeReference<>() {};

    private SavedFiles() {}

    /**
     * Reads a saved file within the size cap ({@link LogJson#MAX_FILE_BYTES}) and nesting limit, opened on a thread
     * of {@code readers} ({@link FileBytes}).
     */
    public static LogRecord read(Path file, Executor readers) throws InvalidLogException {
        return read(LogJson.readBytes(file, LogJson.MAX_FILE_BYTES, readers));
    }

    public static LogRecord read(byte[] json) throws InvalidLogException {
        return fromTree(LogJson.tree(json, LogJson.MAX_FILE_BYTES));
    }

    public static LogRecord parse(String json) throws InvalidLogException {
        return read(json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * A typed reader of a book file's bytes, given them in the book format's current version: the forecasting
     * package's run trace, evaluation panel and recovery readers ({@code RunTraceJson}, {@code PanelJson}).
     *
     * @param <X> what the reader throws for a file it refuses, with its reason
     */
    public interface BookReader<T, X extends Exception> {
        T read(byte[] current) throws X;

        /** The exception this reader throws for a file refused before it reads it (a version it does not know). */
        X refused(String reason);

        /** A reader from its parse and its refusal. */
        static <T, X extends Exception> BookReader<T, X> of(Parse<T, X> parse, Function<String, X> refused) {
            return new BookReader<>() {
                @Override
                public T read(byte[] current) throws X {
                    return parse.read(current);
                }

                @Override
                public X refused(String reason) {
                    return refused.apply(reason);
                }
            };
        }

        /** The parse of a {@link BookReader}. */
        @FunctionalInterface
        interface Parse<T, X extends Exception> {
            T read(byte[] current) throws X;
        }
    }

    /**
     * Reads one of the book's files (run trace, evaluation panel, panel recovery) typed: the one way every reader of
     * them (the store and its index, replay, calibration, {@code trace inspect}/{@code trace list}, the exporters)
     * reaches its typed reader, so a later version of the book's format is migrated here, once, before any of them
     * sees it.
     *
     * <pre>{@code
     * RunTrace run = SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT));
     * }</pre>
     *
     * The book writes no version; the workbench declares the version of the run traces it writes in the extension
     * field {@value #BOOK_EXTENSION} ({@code {"format": "ml4t-run-trace", "version": 1}}), a top-level field the
     * book's notebooks ignore. This looks for it with a streaming scan of the top level (no tree is built), refuses
     * a version newer than {@value #BOOK_VERSION} through the reader's own exception, and hands the reader the bytes
     * as they are: version {@value #BOOK_VERSION}, with or without the field, is the current one. The typed readers
     * map bytes to records in one pass, bounded by their own limits ({@code TraceLimits}: size, nesting, counts), and
     * word an error with its line and column, which a tree built first would have lost: a file that is not JSON is
     * left to them to refuse.
     */
    public static <T, X extends Exception> T readBook(byte[] json, BookReader<T, X> reader) throws X {
        int declared = declaredBookVersion(json);
        if (declared > BOOK_VERSION || declared == 0) {
            throw reader.refused("book-format file version " + declared + " (" + BOOK_EXTENSION + ".version) is "
                    + "not one this workbench reads (" + BOOK_VERSION + ")");
        }
        return reader.read(json);
    }

    /**
     * The workbench's declared extension of a book-format file it writes: the format and its version, the envelope
     * fields, under one top-level field the book ignores.
     */
    public static Map<String, Object> bookExtension(String format) {
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put(FORMAT, format);
        ext.put(VERSION, BOOK_VERSION);
        return ext;
    }

    /**
     * The version in the top-level {@value #BOOK_EXTENSION} field, {@value #BOOK_VERSION} when the file has none
     * (the book's own files), and 0 for a field that holds no positive whole version. A file that does not parse
     * as a JSON object is the typed reader's to refuse, so it answers {@value #BOOK_VERSION} then.
     */
    static int declaredBookVersion(byte[] json) {
        try (JsonParser p = LogJson.mapper().getFactory().createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return BOOK_VERSION;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (BOOK_EXTENSION.equals(name)) {
                    if (value != JsonToken.START_OBJECT) {
                        return 0;
                    }
                    int version = 0;
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String field = p.currentName();
                        JsonToken v = p.nextToken();
                        if (VERSION.equals(field) && v == JsonToken.VALUE_NUMBER_INT) {
                            version = Math.max(0, p.getIntValue());
                        } else {
                            p.skipChildren();
                        }
                    }
                    return version;
                }
                p.skipChildren();
            }
            return BOOK_VERSION;
        } catch (IOException e) {
            return BOOK_VERSION;
        }
    }

    /** The record in its format's current version: the book's files as the book writes them, ours as version 2. */
    public static String write(LogRecord log) {
        return LogJson.write(toTree(log));
    }

    /** Whether a save may replace a file already under its name. */
    public enum Overwrite {
        /** Never: a file under the name, whoever wrote it, is left as it is and the save refused. */
        NEVER,
        /**
         * The caller's own file, saved again (an MCP session as it grows, the book-folder setting), or a path the
         * user named for an export: the new bytes replace the old ones atomically.
         */
        REPLACE
    }

    /**
     * A save that failed for a reason of the disk (full, read-only, permission), said in one line for the user:
     * {@code cannot save <file>: the disk is full (No space left on device); files already there are unchanged}.
     */
    public static final class SaveFailedException extends IOException {
        private static final long serialVersionUID = 1L;

        SaveFailedException(Path file, String reason, IOException cause) {
            super(
                    "cannot save " + file.getFileName() + " in " + file.getParent() + ": " + reason
                            + "; files already there are unchanged",
                    cause);
        }
    }

    /** A temporary file younger than this may belong to a save in progress in another process (the CLI). */
    public static final Duration STALE_TEMP_AGE = Duration.ofMinutes(1);

    /**
     * Saves {@code bytes} under {@code target}, durably: the one writer of every file the workbench saves.
     *
     * <ol>
     *   <li>The bytes go to a new temporary file beside the target, {@code .<name>.<random digits>.tmp}, created
     *       with {@code CREATE_NEW} (so two saves never share one), and are forced to disk ({@code fsync}).</li>
     *   <li>{@link Overwrite#NEVER}: the temporary file is published under the final name with a hard link, which
     *       the file system creates atomically and refuses when the name exists, so there is no check-then-move
     *       race and a file under that name is never replaced ({@link java.nio.file.FileAlreadyExistsException}).
     *       Where hard links are not supported (FAT, exFAT, some network mounts) the name is reserved with
     *       {@code CREATE_NEW}, again atomic and refused when taken, and the temporary file renamed over that
     *       reservation; there, and only there, a crash between the two steps leaves an empty file under the
     *       name, which every reader refuses with its reason.<br>
     *       {@link Overwrite#REPLACE}: an atomic rename over the name.</li>
     *   <li>The folder is forced, so the new name survives a power cut as well as a crash (POSIX; a platform that
     *       cannot open a folder, Windows, relies on its file system's journal).</li>
     * </ol>
     *
     * A reader therefore sees under the final name either the old file or the whole new one, never part of one;
     * a process killed at any point leaves at most a temporary file, which {@link #removeStaleTemps} deletes when
     * the folder's store opens. A disk that is full or read-only fails the save with a {@link SaveFailedException}
     * that says so, and leaves every file already there as it was.
     *
     * @return the absolute path saved
     */
    public static Path write(Path target, byte[] bytes, Overwrite mode) throws IOException {
        return DurableWrite.write(target, bytes, mode);
    }

    /**
     * Deletes what interrupted saves ({@link #write(Path, byte[], Overwrite)}) left in {@code folder}: temporary
     * files named as it names them and older than {@link #STALE_TEMP_AGE}, so a save still running in another
     * process keeps its own. Each store calls this where it opens its folder. Returns the names deleted; a missing
     * folder has none.
     */
    public static List<String> removeStaleTemps(Path folder, Instant now) throws IOException {
        return DurableWrite.removeStaleTemps(folder, now, STALE_TEMP_AGE);
    }

    /** The top-level object of a saved file, migrated to its current version, as a record. */
    public static LogRecord fromTree(ObjectNode root) throws InvalidLogException {
        JsonNode format = root.get(FORMAT);
        if (format == null) {
            if (root.has("notebook")) {
                return book(root, BOOK_RUN_TRACE, "agents", "traces");
            }
            if (root.has("records") && root.has("original_capture")) {
                return book(root, BOOK_PANEL_RECOVERY, "records", null);
            }
            throw new InvalidLogException("not a saved file this workbench reads: no \"format\", and neither a run "
                    + "trace (\"notebook\") nor a panel recovery file (\"original_capture\", \"records\")");
        }
        return envelope(Migrations.toCurrent(root));
    }

    /** The record as its file holds it, in the current version. */
    public static ObjectNode toTree(LogRecord log) {
        ObjectNode fields = (ObjectNode) LogJson.mapper().valueToTree(log.fields());
        if (log.format().equals(BOOK_RUN_TRACE)) {
            return refill(fields, log, "agents", "traces");
        }
        if (log.format().equals(BOOK_PANEL_RECOVERY)) {
            return refill(fields, log, "records", null);
        }
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put(FORMAT, log.format());
        root.put(VERSION, log.version());
        ObjectNode spec = root.putObject(SPEC);
        spec.put("name", log.spec().name());
        spec.set("params", LogJson.mapper().valueToTree(log.spec().params()));
        ArrayNode events = root.putArray(EVENTS);
        for (LogEvent e : log.events()) {
            ObjectNode event = events.addObject();
            event.put(TYPE, e.type());
            event.setAll((ObjectNode) LogJson.mapper().valueToTree(e.data()));
        }
        root.setAll(fields);
        return root;
    }

    /**
     * A book file: its events come from inside {@code container} ({@code agents[i].traces}, or the {@code records}
     * themselves), and each place they came from keeps an empty list, so the key order survives writing.
     */
    private static LogRecord book(ObjectNode original, String format, String container, @Nullable String inner)
            throws InvalidLogException {
        ObjectNode root = original.deepCopy();
        List<LogEvent> events = new ArrayList<>();
        JsonNode list = root.get(container);
        if (list != null && !list.isArray() && !list.isNull()) {
            throw new InvalidLogException("wrong type at " + container + ": expected an array");
        }
        if (list instanceof ArrayNode items) {
            if (inner == null) {
                for (JsonNode item : items) {
                    events.add(new LogEvent.Outcome(map(item, container)));
                }
                root.putArray(container);
            } else {
                for (int i = 0; i < items.size(); i++) {
                    if (items.get(i) instanceof ObjectNode agent && agent.get(inner) instanceof ArrayNode steps) {
                        for (JsonNode step : steps) {
                            events.add(new LogEvent.AgentStep(i, map(step, container + "[" + i + "]." + inner)));
                        }
                        agent.putArray(inner);
                    }
                }
            }
        }
        LogSpec spec = inner == null
                ? new LogSpec(
                        "evaluation_panel_recovery",
                        Map.of("original_capture", root.path("original_capture").asText("")))
                : new LogSpec(
                        root.path("notebook").asText(""),
                        root.get("params") instanceof ObjectNode p ? map(p, "params") : Map.of());
        JsonNode declared = original.get(BOOK_EXTENSION);
        if (declared != null
                && (!declared.path(VERSION).isIntegralNumber()
                        || declared.path(VERSION).asInt() < 1
                        || declared.path(VERSION).asInt() > BOOK_VERSION)) {
            throw new InvalidLogException("book-format file version " + declared.path(VERSION) + " (" + BOOK_EXTENSION
                    + ".version) is not one this workbench reads (" + BOOK_VERSION + ")");
        }
        return new LogRecord(format, BOOK_VERSION, spec, events, map(root, "top level"));
    }

    private static ObjectNode refill(ObjectNode root, LogRecord log, String container, @Nullable String inner) {
        if (inner == null) {
            ArrayNode items = root.putArray(container);
            log.events().forEach(e -> items.add(LogJson.mapper().<JsonNode>valueToTree(e.data())));
            return root;
        }
        JsonNode agents = root.get(container);
        for (LogEvent e : log.events()) {
            if (e instanceof LogEvent.AgentStep step
                    && agents != null
                    && agents.get(step.agent()) instanceof ObjectNode agent) {
                JsonNode steps = agent.get(inner);
                (steps instanceof ArrayNode a ? a : agent.putArray(inner))
                        .add(LogJson.mapper().<JsonNode>valueToTree(step.data()));
            }
        }
        return root;
    }

    private static LogRecord envelope(ObjectNode root) throws InvalidLogException {
        String format = root.path(FORMAT).asText();
        int version = root.path(VERSION).asInt();
        if (!(root.get(SPEC) instanceof ObjectNode spec) || !spec.path("name").isTextual()) {
            throw new InvalidLogException("missing field spec.name");
        }
        JsonNode params = spec.path("params");
        if (!params.isObject()) {
            throw new InvalidLogException("wrong type at spec.params: expected a JSON object");
        }
        if (!(root.get(EVENTS) instanceof ArrayNode items)) {
            throw new InvalidLogException("missing field events: expected an array");
        }
        List<LogEvent> events = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Map<String, @Nullable Object> data = map(items.get(i), "events[" + i + "]");
            Object type = data.remove(TYPE);
            if (!(type instanceof String t)) {
                throw new InvalidLogException("missing field events[" + i + "].type");
            }
            events.add(LogEvent.of(t, data));
        }
        ObjectNode rest = root.deepCopy();
        rest.remove(List.of(FORMAT, VERSION, SPEC, EVENTS));
        return new LogRecord(
                format,
                version,
                new LogSpec(spec.get("name").asText(), map(params, "spec.params")),
                events,
                map(rest, "top level"));
    }

    static Map<String, @Nullable Object> map(JsonNode node, String where) throws InvalidLogException {
        if (!node.isObject()) {
            throw new InvalidLogException("wrong type at " + where + ": expected a JSON object");
        }
        return LogJson.mapper().convertValue(node, MAP);
    }
}
