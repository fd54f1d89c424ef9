package com.agenteval.workbench.core.forecast;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes the book's RunTrace JSON.
 *
 * <pre>{@code
 * RunTrace run = RunTraceJson.read(Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json"));
 * String json = RunTraceJson.write(run);
 * }</pre>
 *
 * Reading is strict about types (a string where a number belongs is an error, not a coercion), because a capture
 * that silently changed type would replay as something it was not. Writing follows Python's
 * {@code json.dump(indent=2)}: two-space indent, {@code ": "}, non-ASCII escaped, a final newline.
 */
public final class RunTraceJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(TraceLimits.MAX_DEPTH).build())
                    .build())
            // a key said twice is ambiguous (Python keeps the last, Jackson too): refuse it rather than guess
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            // a count the writer left out reads as the Python dataclass default, 0
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            // Python's json writes NaN and Infinity bare (allow_nan=True), so a capture may hold them
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .defaultPrettyPrinter(pythonIndent())
            .build();

    private RunTraceJson() {
    }

    /** The mapper, for callers that serialise trace parts (e.g. the {@code trace inspect} output). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static RunTrace read(Path file) throws InvalidTraceException {
        return read(file, TraceLimits.DEFAULT);
    }

    /**
     * Reads a trace within {@code limits}: the size is checked before a byte is read, and the read itself stops one
     * byte past the limit, so a file that grows meanwhile is refused too.
     */
    public static RunTrace read(Path file, TraceLimits limits) throws InvalidTraceException {
        return parse(readBytes(file, limits), limits);
    }

    /** A file's bytes within {@code limits}, for readers of the other records a trace folder holds (panels). */
    public static byte[] readBytes(Path file, TraceLimits limits) throws InvalidTraceException {
        byte[] bytes;
        try {
            checkSize(Files.size(file), limits);
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxFileBytes() + 1));
            }
        } catch (IOException e) {
            // the exception's class says what failed; its message may quote the path only
            throw new InvalidTraceException("cannot read the file: " + e.getClass().getSimpleName(), e);
        }
        checkSize(bytes.length, limits);
        return bytes;
    }

    /**
     * The JSON tree of a file that is not a run trace (an evaluation panel, its recovered outcomes), read within the
     * same bounds and with the same strictness; errors are worded as for a run trace.
     */
    public static com.fasterxml.jackson.databind.JsonNode tree(byte[] json, TraceLimits limits)
            throws InvalidTraceException {
        checkSize(json.length, limits);
        if (blank(json)) {
            throw new InvalidTraceException("empty file: no JSON at all");
        }
        TraceBounds.check(MAPPER.getFactory(), json, limits);
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new InvalidTraceException(describe(e), e);
        }
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

    public static RunTrace parse(byte[] json, TraceLimits limits) throws InvalidTraceException {
        checkSize(json.length, limits);
        if (blank(json)) {
            throw new InvalidTraceException("empty file: no JSON at all");
        }
        TraceBounds.check(MAPPER.getFactory(), json, limits);
        RunTrace run;
        try {
            run = MAPPER.readValue(json, RunTrace.class);
        } catch (IOException e) {
            throw new InvalidTraceException(describe(e), e);
        }
        checkRequired(run);
        Probabilities.check(run);
        return run;
    }

    /** Only whitespace (or nothing); checked on the bytes, so a big file is not copied into a String first. */
    private static boolean blank(byte[] json) {
        for (byte b : json) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
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
            throw new InvalidTraceException("bad value at created_at: '" + run.createdAt()
                    + "' is not an ISO date-time with an offset");
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
        if (e instanceof CharConversionException) {
            return "not UTF-8 text: " + firstLine(e.getMessage());
        }
        if (e instanceof JsonEOFException eof) {
            return "truncated JSON: the input ends" + inside(pathOf(eof.getProcessor())) + at(eof.getLocation());
        }
        if (e instanceof JsonMappingException wrapped && wrapped.getCause() instanceof JsonEOFException) {
            return "truncated JSON: the input ends" + inside(pathOf(wrapped.getPath())) + at(wrapped.getLocation());
        }
        if (e instanceof MismatchedInputException trailing && trailing.getOriginalMessage().startsWith("Trailing token")) {
            return "not JSON: more content follows the end of the object" + at(trailing.getLocation());
        }
        if (e instanceof StreamConstraintsException deep) {
            return "too deeply nested: more than " + TraceLimits.MAX_DEPTH
                    + " levels of objects and arrays, the limit for trace files" + at(deep.getLocation());
        }
        if (e instanceof JsonMappingException wrapped && wrapped.getCause() instanceof StreamConstraintsException) {
            return "too deeply nested: more than " + TraceLimits.MAX_DEPTH
                    + " levels of objects and arrays, the limit for trace files" + inside(pathOf(wrapped.getPath()))
                    + at(wrapped.getLocation());
        }
        JsonParseException dup = e instanceof JsonParseException p ? p
                : e.getCause() instanceof JsonParseException p ? p : null;
        if (dup != null && dup.getOriginalMessage() != null && dup.getOriginalMessage().startsWith("Duplicate field")) {
            return "duplicate key: " + stripLocation(dup.getOriginalMessage()).replace("Duplicate field ", "")
                    + " appears twice" + inside(pathOf(dup.getProcessor())) + at(dup.getLocation())
                    + "; a trace must give each field once";
        }
        if (e instanceof JsonParseException parse) {
            return "not JSON: " + stripLocation(parse.getOriginalMessage()) + inside(pathOf(parse.getProcessor()))
                    + at(parse.getLocation());
        }
        if (e instanceof ValueInstantiationException bad) {
            Throwable cause = bad.getCause() == null ? bad : bad.getCause();
            return "bad value at " + pathOf(bad.getPath()) + at(bad.getLocation()) + ": " + firstLine(cause.getMessage());
        }
        if (e instanceof MismatchedInputException mismatch) {
            String path = pathOf(mismatch.getPath());
            String found = found(mismatch.getProcessor());
            if (found.equals("the end of the input")) {
                return "truncated JSON: the input ends" + inside(path) + at(mismatch.getLocation());
            }
            return "wrong type at " + path + at(mismatch.getLocation()) + ": expected "
                    + expected(mismatch.getTargetType()) + ", found " + found;
        }
        if (e instanceof JsonMappingException mapping) {
            return "unreadable value at " + pathOf(mapping.getPath()) + at(mapping.getLocation()) + ": "
                    + firstLine(mapping.getOriginalMessage());
        }
        return "cannot read: " + firstLine(e.getMessage());
    }

    private static String at(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    private static String inside(String path) {
        return path.equals("top level") ? "" : " inside " + path;
    }

    private static String pathOf(List<JsonMappingException.Reference> references) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference ref : references) {
            if (ref.getIndex() >= 0) {
                sb.append('[').append(ref.getIndex()).append(']');
            } else if (ref.getFieldName() != null) {
                sb.append(sb.isEmpty() ? "" : ".").append(ref.getFieldName());
            }
        }
        return sb.isEmpty() ? "top level" : sb.toString();
    }

    private static String pathOf(Object processor) {
        if (!(processor instanceof JsonParser parser)) {
            return "top level";
        }
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext ctx = parser.getParsingContext(); ctx != null && !ctx.inRoot(); ctx = ctx.getParent()) {
            if (ctx.inArray()) {
                parts.push("[" + Math.max(0, ctx.getCurrentIndex()) + "]");
            } else if (ctx.inObject() && ctx.getCurrentName() != null) {
                parts.push("." + ctx.getCurrentName());
            }
        }
        String path = String.join("", parts);
        path = path.startsWith(".") ? path.substring(1) : path;
        return path.isEmpty() ? "top level" : path;
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "another type";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "an integer";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class) {
            return "a number";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (type.isRecord() || Map.class.isAssignableFrom(type)) {
            return "a JSON object";
        }
        return "a " + type.getSimpleName();
    }

    private static String found(Object processor) {
        if (!(processor instanceof JsonParser parser)) {
            return "something else";
        }
        JsonToken token = parser.currentToken();
        if (token == null) {
            return "the end of the input";
        }
        return switch (token) {
            case START_OBJECT, END_OBJECT, FIELD_NAME -> "an object";
            case START_ARRAY, END_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a decimal number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.asString() == null ? token.name() : token.asString();
        };
    }

    private static String stripLocation(String message) {
        String line = firstLine(message);
        int at = line.indexOf(" at [Source");
        return at >= 0 ? line.substring(0, at) : line;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        int nl = message.indexOf('\n');
        return (nl >= 0 ? message.substring(0, nl) : message).strip();
    }

    private static DefaultPrettyPrinter pythonIndent() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }
}
