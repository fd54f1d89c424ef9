package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.log.FileBytes;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * The typed mapping of the book's RunTrace JSON, which readers reach through {@link SavedFiles#readBook} (so a later
 * version of the book's format is migrated in one place before it is mapped), and its writer.
 *
 * <pre>{@code
 * RunTrace run = SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT));
 * RunTrace same = RunTraceJson.read(
 *         Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json"), readers);
 * String json = RunTraceJson.write(run);
 * }</pre>
 *
 * It maps bytes, not a {@code LogRecord}: one pass from bytes to records keeps the index scan's cost, and a wrong
 * value is reported with its line and column, which a tree (and so a {@code LogRecord}) no longer knows.
 *
 * Reading is strict about types (a string where a number belongs is an error, not a coercion), because a capture
 * that silently changed type would replay as something it was not. Writing follows Python's
 * {@code json.dump(indent=2)}: two-space indent, {@code ": "}, non-ASCII escaped, a final newline.
 */
public final class RunTraceJson {

    // one JSON stack for every saved file: the same strictness, bounds and printing as the workbench's own formats
    private static final ObjectMapper MAPPER = LogJson.mapper();

    private RunTraceJson() {}

    /** The mapper, for callers that serialise trace parts (e.g. the {@code trace inspect} output). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Reads a trace within {@link TraceLimits#DEFAULT}, opened on a thread of {@code readers}. */
    public static RunTrace read(Path file, Executor readers) throws InvalidTraceException {
        return read(file, TraceLimits.DEFAULT, readers);
    }

    /**
     * Reads a trace within {@code limits}: the size is checked before a byte is read, and the read itself stops one
     * byte past the limit, so a file that grows meanwhile is refused too. The file is opened on a thread of
     * {@code readers} ({@link FileBytes}), within a deadline.
     */
    public static RunTrace read(Path file, TraceLimits limits, Executor readers) throws InvalidTraceException {
        return SavedFiles.readBook(readBytes(file, limits, readers), reader(limits));
    }

    /** The run-trace reader within {@code limits}, for {@link SavedFiles#readBook}. */
    public static SavedFiles.BookReader<RunTrace, InvalidTraceException> reader(TraceLimits limits) {
        return SavedFiles.BookReader.of(json -> map(json, limits), InvalidTraceException::new);
    }

    /**
     * The reader of the JSON tree of one of the book's other records (an evaluation panel, its recovered outcomes)
     * within {@code limits}, for {@link SavedFiles#readBook}: the same bounds and strictness as a run trace, and
     * errors worded as for one.
     */
    public static SavedFiles.BookReader<JsonNode, InvalidTraceException> treeReader(TraceLimits limits) {
        return SavedFiles.BookReader.of(json -> treeOf(json, limits), InvalidTraceException::new);
    }

    /** A file's bytes within {@code limits}, for readers of the other records a trace folder holds (panels). */
    public static byte[] readBytes(Path file, TraceLimits limits, Executor readers) throws InvalidTraceException {
        return readHashed(file, limits, readers).bytes();
    }

    /**
     * A file's bytes within {@code limits} and the hash of exactly those bytes, read once by the one reader of saved
     * files ({@link FileBytes}: regular files only, never blocking on a FIFO, checked after the read), opened on a
     * thread of {@code readers}.
     */
    public static FileBytes.Read readHashed(Path file, TraceLimits limits, Executor readers)
            throws InvalidTraceException {
        FileBytes.Read read;
        try {
            read = FileBytes.read(file, limits.maxFileBytes(), readers);
        } catch (FileBytes.Refused e) {
            if (e.size() >= 0) {
                checkSize(e.size(), limits);
            }
            throw new InvalidTraceException(e.reason(), e);
        }
        checkSize(read.bytes().length, limits);
        return read;
    }

    /** The JSON tree of one of the book's other records, read as {@link #treeReader} reads it. */
    public static JsonNode tree(byte[] json, TraceLimits limits) throws InvalidTraceException {
        return SavedFiles.readBook(json, treeReader(limits));
    }

    private static JsonNode treeOf(byte[] json, TraceLimits limits) throws InvalidTraceException {
        checkSize(json.length, limits);
        if (LogJson.blank(json)) {
            throw new InvalidTraceException("empty file: no JSON at all");
        }
        TraceBounds.check(MAPPER.getFactory(), json, limits);
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new InvalidTraceException(describe(e), e);
        }
    }

    /**
     * A probability as the reader checks one: a finite number from 0 to 1 (null passes); otherwise refused, naming
     * {@code path}. For records of the book's other files that carry probabilities (the panel's).
     */
    public static void checkProbability(@Nullable Double p, String path) throws InvalidTraceException {
        Probabilities.checkProbability(p, path);
    }

    /** Refuses a file over the size limit, naming both sizes. */
    public static void checkSize(long bytes, TraceLimits limits) throws InvalidTraceException {
        if (bytes > limits.maxFileBytes()) {
            throw new InvalidTraceException("too large: " + TraceLimits.size(bytes) + " (" + Python.thousands(bytes)
                    + " bytes) is over the " + TraceLimits.size(limits.maxFileBytes())
                    + " limit for trace files; nothing was read");
        }
    }

    public static RunTrace parse(String json) throws InvalidTraceException {
        return parse(json.getBytes(StandardCharsets.UTF_8));
    }

    public static RunTrace parse(byte[] json) throws InvalidTraceException {
        return parse(json, TraceLimits.DEFAULT);
    }

    /** A run trace from its bytes, read as {@link #reader} reads it, through {@link SavedFiles#readBook}. */
    public static RunTrace parse(byte[] json, TraceLimits limits) throws InvalidTraceException {
        return SavedFiles.readBook(json, reader(limits));
    }

    private static RunTrace map(byte[] json, TraceLimits limits) throws InvalidTraceException {
        checkSize(json.length, limits);
        if (LogJson.blank(json)) {
            throw new InvalidTraceException("empty file: no JSON at all");
        }
        TraceBounds.check(MAPPER.getFactory(), json, limits);
        RunTrace run;
        // the parser is closed only after the failure is described: since Jackson 2.22 a closed parser no longer
        // keeps its current token, which is what the description names ("found a string")
        try (JsonParser parser = MAPPER.createParser(json)) {
            try {
                run = MAPPER.readValue(parser, RunTrace.class);
            } catch (IOException e) {
                throw new InvalidTraceException(describe(e), e);
            }
        } catch (IOException e) {
            throw new InvalidTraceException(describe(e), e);
        }
        checkRequired(run);
        Probabilities.check(run);
        return run;
    }

    public static String write(RunTrace run) {
        try {
            return MAPPER.writeValueAsString(run) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fields every reader of a trace relies on; Jackson accepts their absence, the replay cannot. */
    private static void checkRequired(RunTrace run) throws InvalidTraceException {
        if (run == null) {
            throw new InvalidTraceException("wrong type at top level: expected a JSON object, found null");
        }
        requirePresent(run.notebook(), "notebook");
        requirePresent(run.question(), "question");
        requirePresent(run.runId(), "run_id");
        requirePresent(run.createdAt(), "created_at");
        try {
            OffsetDateTime.parse(run.createdAt());
        } catch (DateTimeParseException e) {
            // the value is not quoted: a reason shows positions and kinds, never a file's content
            throw new InvalidTraceException("bad value at created_at: not an ISO date-time with an offset");
        }
        for (int i = 0; i < run.agents().size(); i++) {
            requirePresent(run.agents().get(i).agentId(), "agents[" + i + "].agent_id");
        }
    }

    private static void requirePresent(Object value, String where) throws InvalidTraceException {
        if (value == null) {
            throw new InvalidTraceException("missing field " + where);
        }
    }

    /** One line: what is wrong, and where (JSON path plus Jackson's line and column). */
    static String describe(IOException e) {
        return LogJson.describe(e);
    }

    /**
     * A file that is not a readable RunTrace. The message is one line saying what is wrong and where, e.g.
     * {@code wrong type at agents[0].p_yes (line 12, column 18): expected a number, found a string}.
     */
    public static final class InvalidTraceException extends Exception {

        private static final long serialVersionUID = 1L;

        public InvalidTraceException(String reason) {
            super(reason);
        }

        public InvalidTraceException(String reason, Throwable cause) {
            super(reason, cause);
        }

        /** The one-line reason, for listings and the command line. */
        public String reason() {
            return Objects.requireNonNull(getMessage(), "built with a reason");
        }
    }
}
