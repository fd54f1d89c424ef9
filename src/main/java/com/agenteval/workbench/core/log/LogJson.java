package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.llm.LlmClient.Extras;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
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
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one JSON stack of saved files: how they are parsed (strictly, within bounds) and printed (as Python's
 * {@code json.dump(indent=2)} does, which is how the book writes its files), and how a parse error is worded.
 *
 * <pre>{@code
 * ObjectNode root = LogJson.tree(bytes, LogJson.MAX_FILE_BYTES);
 * String text = LogJson.write(root);
 * }</pre>
 *
 * A key said twice is refused (Python keeps the last, Jackson too: refusing beats guessing); nesting deeper than
 * {@link #MAX_DEPTH} is refused before it costs a stack; bare NaN and Infinity are read because Python's json writes
 * them ({@code allow_nan=True}) and the book's files may hold them. The workbench's own formats never write them:
 * their writers put null with the value's text beside it ({@code core/python/NonFiniteFloats}).
 */
public final class LogJson {

    /** Levels of objects and arrays a saved file may nest. */
    public static final int MAX_DEPTH = 100;
    /** The size cap of a saved file, checked before a byte is parsed. */
    public static final long MAX_FILE_BYTES = 25L * 1024 * 1024;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(MAX_DEPTH)
                            .build())
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

    private LogJson() {}

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * A file's bytes, at most {@code maxBytes}: the size is checked before a byte is read, and the read stops one
     * byte past the cap, so a file that grows meanwhile is refused too; opened on a thread of {@code readers}
     * ({@link FileBytes}).
     */
    public static byte[] readBytes(Path file, long maxBytes, Executor readers) throws InvalidLogException {
        // one reader of saved files: regular files only, opened within a deadline, read once within the bound
        byte[] bytes;
        try {
            bytes = FileBytes.read(file, maxBytes, readers).bytes();
        } catch (FileBytes.Refused e) {
            if (e.size() >= 0) {
                checkSize(e.size(), maxBytes);
            }
            throw new InvalidLogException(e.reason(), e);
        }
        checkSize(bytes.length, maxBytes);
        return bytes;
    }

    private static void checkSize(long bytes, long maxBytes) throws InvalidLogException {
        if (bytes > maxBytes) {
            throw new InvalidLogException("too large: " + bytes + " bytes is over the " + maxBytes
                    + "-byte limit for saved files; nothing was read");
        }
    }

    /** The top-level object of a saved file; anything else (empty, not JSON, an array) is refused with a reason. */
    public static ObjectNode tree(byte[] json, long maxBytes) throws InvalidLogException {
        checkSize(json.length, maxBytes);
        if (blank(json)) {
            throw new InvalidLogException("empty file: no JSON at all");
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (IOException e) {
            throw new InvalidLogException(describe(e), e);
        }
        if (!(root instanceof ObjectNode object)) {
            throw new InvalidLogException("wrong type at top level: expected a JSON object, found "
                    + (root == null ? "nothing" : root.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        return object;
    }

    /** Only whitespace (or nothing); checked on the bytes, so a big file is not copied into a String first. */
    public static boolean blank(byte[] json) {
        for (byte b : json) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** The tree as a saved file holds it: two-space indent, {@code ": "}, non-ASCII escaped, a final newline. */
    public static String write(JsonNode tree) {
        try {
            return MAPPER.writeValueAsString(tree) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One line: what is wrong, and where (JSON path plus Jackson's line and column). */
    public static String describe(IOException e) {
        if (e instanceof CharConversionException) {
            return "not UTF-8 text: a byte that is not UTF-8" + charPosition(e.getMessage());
        }
        if (e instanceof JsonEOFException eof) {
            return "truncated JSON: the input ends" + inside(pathOf(eof.getProcessor())) + at(eof.getLocation());
        }
        if (e instanceof JsonMappingException wrapped && wrapped.getCause() instanceof JsonEOFException) {
            return "truncated JSON: the input ends" + inside(pathOf(wrapped.getPath())) + at(wrapped.getLocation());
        }
        if (e instanceof MismatchedInputException trailing
                && trailing.getOriginalMessage().startsWith("Trailing token")) {
            return "not JSON: more content follows the end of the object" + at(trailing.getLocation());
        }
        if (e instanceof StreamConstraintsException deep) {
            return "too deeply nested: more than " + MAX_DEPTH
                    + " levels of objects and arrays, the limit for saved files" + at(deep.getLocation());
        }
        if (e instanceof JsonMappingException wrapped && wrapped.getCause() instanceof StreamConstraintsException) {
            return "too deeply nested: more than " + MAX_DEPTH
                    + " levels of objects and arrays, the limit for saved files" + inside(pathOf(wrapped.getPath()))
                    + at(wrapped.getLocation());
        }
        JsonParseException dup =
                e instanceof JsonParseException p ? p : e.getCause() instanceof JsonParseException p ? p : null;
        if (dup != null
                && dup.getOriginalMessage() != null
                && dup.getOriginalMessage().startsWith("Duplicate field")) {
            return "duplicate key: "
                    + quotedKey(stripLocation(dup.getOriginalMessage()).replace("Duplicate field ", ""))
                    + " appears twice" + inside(pathOf(dup.getProcessor())) + at(dup.getLocation())
                    + "; a saved file must give each field once";
        }
        if (e instanceof JsonParseException parse) {
            return "not JSON: " + kind(parse.getOriginalMessage()) + inside(pathOf(parse.getProcessor()))
                    + at(parse.getLocation());
        }
        if (e instanceof ValueInstantiationException bad) {
            Throwable cause = bad.getCause() == null ? bad : bad.getCause();
            return "bad value at " + pathOf(bad.getPath()) + at(bad.getLocation()) + ": "
                    + withoutQuotes(firstLine(cause.getMessage()));
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
                    + kind(mapping.getOriginalMessage());
        }
        return "cannot read: " + e.getClass().getSimpleName();
    }

    /*
     * A reason never quotes a file's content, only positions and kinds: a "not JSON" file may be a file of secrets
     * (a token in the first line is what Jackson's message would quote). Field names are shown when they look like
     * the formats' own vocabulary (lowercase snake_case words); any other name is content and shows as "…".
     */
    private static final Pattern VOCABULARY = Pattern.compile("[a-z][a-z_]{0,39}");
    private static final Pattern QUOTED = Pattern.compile("'[^']*'|\"[^\"]*\"");
    private static final Pattern CHAR_AT = Pattern.compile("char #(\\d+)");

    /** A field name in a path: itself when it is a word of the vocabulary, else a mark that hides it. */
    static String fieldName(String name) {
        return VOCABULARY.matcher(name).matches() ? name : "…";
    }

    private static String quotedKey(String quoted) {
        String bare = quoted.length() >= 2 && quoted.startsWith("'") && quoted.endsWith("'")
                ? quoted.substring(1, quoted.length() - 1)
                : quoted;
        return VOCABULARY.matcher(bare).matches() ? "'" + bare + "'" : "a key";
    }

    /** What kind of error a parser message names: its words before the first quote or bracket, lowercased. */
    private static String kind(String message) {
        String line = stripLocation(message);
        int cut = line.length();
        for (char c : new char[] {'\'', '"', '(', ':', '['}) {
            int i = line.indexOf(c);
            if (i >= 0) {
                cut = Math.min(cut, i);
            }
        }
        // words only, up to the first that is not one (a byte's value, a number, a code point)
        StringBuilder words = new StringBuilder();
        for (String word : line.substring(0, cut).strip().split("\\s+")) {
            if (!word.matches("[A-Za-z][A-Za-z-]*|UTF-8")) {
                break;
            }
            words.append(words.isEmpty() ? "" : " ").append(word);
        }
        String kind = words.toString();
        if (kind.isEmpty()) {
            return "unreadable content";
        }
        return Character.toLowerCase(kind.charAt(0)) + kind.substring(1);
    }

    /** A message of the workbench's own checks with any quoted text (a value from the file) left out. */
    private static String withoutQuotes(String message) {
        return QUOTED.matcher(message).replaceAll(m -> {
            String inner = m.group().substring(1, m.group().length() - 1);
            return VOCABULARY.matcher(inner).matches() ? Matcher.quoteReplacement(m.group()) : "a value";
        });
    }

    private static String charPosition(@Nullable String message) {
        Matcher m = CHAR_AT.matcher(message == null ? "" : message);
        return m.find() ? " (at character " + m.group(1) + ")" : "";
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
                sb.append(sb.isEmpty() ? "" : ".").append(fieldName(ref.getFieldName()));
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
                parts.push("." + fieldName(ctx.getCurrentName()));
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

    private static String firstLine(@Nullable String message) {
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

    /** A saved file that is not one this workbench reads; the message is one sentence a student can act on. */
    public static class InvalidLogException extends Exception {

        public InvalidLogException(String message) {
            super(message);
        }

        public InvalidLogException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * The simulated world's values ({@code core/python}'s Python objects) as the saved files' JSON tree and back, so a
     * trace step or a tool result is saved on the one JSON stack and read back to equal values.
     *
     * <pre>{@code
     * JsonNode node = PyNodes.node(trace.toPy());
     * PyObject back = PyNodes.py(node);   // equals trace.toPy()
     * }</pre>
     *
     * A tuple is saved as a list (JSON has no tuples; Python's json does the same). Non-finite floats must already be
     * encoded ({@code NonFiniteFloats.encode}): the saved formats hold null with the value's text beside it.
     */
    public static final class PyNodes {

        private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

        private PyNodes() {}

        public static JsonNode node(PyObject value) {
            if (value instanceof PyBool b) {
                return NODES.booleanNode(b.value());
            }
            if (value instanceof PyInt i) {
                return i.fitsInt() ? NODES.numberNode(i.intValue()) : NODES.numberNode(i.value());
            }
            if (value instanceof PyFloat f) {
                return NODES.numberNode(f.value());
            }
            if (value instanceof PyStr s) {
                return NODES.textNode(s.value());
            }
            if (value instanceof PyList l) {
                return array(l.items());
            }
            if (value instanceof PyTuple t) {
                return array(t.items());
            }
            if (value instanceof PyDict d) {
                ObjectNode object = NODES.objectNode();
                for (int i = 0; i < d.size(); i++) {
                    object.set(d.keyAt(i), node(d.valueAt(i)));
                }
                return object;
            }
            return NODES.nullNode();
        }

        private static ArrayNode array(List<PyObject> items) {
            ArrayNode array = NODES.arrayNode();
            items.forEach(item -> array.add(node(item)));
            return array;
        }

        /** A JSON value as Python's {@code json.loads} gives it: integers as int, decimals as float. */
        public static PyObject py(JsonNode node) {
            if (node == null || node.isNull() || node.isMissingNode()) {
                return PyNone.NONE;
            }
            if (node.isBoolean()) {
                return PyBool.of(node.booleanValue());
            }
            if (node.isIntegralNumber()) {
                return PyInt.of(node.bigIntegerValue());
            }
            if (node.isNumber()) {
                return PyFloat.of(node.doubleValue());
            }
            if (node.isTextual()) {
                return PyStr.of(node.textValue());
            }
            if (node.isArray()) {
                List<PyObject> items = new ArrayList<>();
                node.forEach(item -> items.add(py(item)));
                return new PyList(items);
            }
            Map<String, PyObject> entries = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                entries.put(e.getKey(), py(e.getValue()));
            }
            return new PyDict(entries);
        }
    }

    /**
     * Every older version of the workbench's own formats, migrated on read to the current one, as Inspect AI migrates
     * its logs: a file written by an older workbench opens after the format changed. Each step takes one version to the
     * next on the JSON tree, so a chain of them reaches the current version from any older one.
     *
     * <pre>{@code
     * ObjectNode current = Migrations.toCurrent(root);   // a version 1 file comes back as version 2
     * }</pre>
     *
     * Version 1 (until 2026-12) had no envelope; version 2 moves what ran into {@code spec} under the canonical
     * parameter names of {@code core/params} (the world's {@code seed} becomes {@code world_seed}, the task set's
     * {@code n} and {@code seed} become {@code tasks} and {@code task_seed}) and the run's steps into {@code events}.
     */
    public static final class Migrations {

        /** Version 1's world, as v1 files spell it, to the canonical names (same order as {@code Parameters.WORLD}). */
        static final Map<String, String> V1_WORLD = ordered(
                "seed",
                "world_seed",
                "n_stale",
                "n_stale",
                "memory_acc",
                "memory_acc",
                "web_exact",
                "web_exact",
                "web_rounded",
                "web_rounded");
        /** Version 1's task set of a live world run, to the canonical names. */
        static final Map<String, String> V1_TASK_SET =
                ordered("n", "tasks", "seed", "task_seed", "new_data", "new_data");
        /** A judge run's trace set: v1 already used the canonical names, beside the ids judged. */
        static final List<String> TRACE_SET = List.of(
                "world_seed",
                "n_stale",
                "memory_acc",
                "web_exact",
                "web_rounded",
                "tasks",
                "task_seed",
                "new_data",
                "config",
                "run_seed");
        /** The MCP session's version 1 format field, which carried the version in the name. */
        static final String MCP_V1 = SavedFiles.MCP_SESSION_OLD_NAME + "/1";

        static final String LIVE_SPEC = "live_world_agent";
        static final String MCP_SPEC = "mcp_session";

        private Migrations() {}

        /** The tree in its format's current version; refuses a format this workbench does not know or a newer version. */
        public static ObjectNode toCurrent(ObjectNode root) throws InvalidLogException {
            String format = root.path(SavedFiles.FORMAT).asText("");
            if (format.equals(MCP_V1)) {
                return mcpSession(root);
            }
            if (format.equals(SavedFiles.MCP_SESSION_OLD_NAME)) { // version 2 under the name before aew-…
                root = root.deepCopy();
                root.put(SavedFiles.FORMAT, SavedFiles.MCP_SESSION);
                format = SavedFiles.MCP_SESSION;
            }
            int version;
            if (format.equals(SavedFiles.JUDGE_RUN) && root.has("format_version") && !root.has(SavedFiles.VERSION)) {
                version = root.path("format_version").asInt(-1); // version 1 named its field format_version
            } else {
                version = root.path(SavedFiles.VERSION).asInt(-1);
            }
            if (!List.of(SavedFiles.JUDGE_RUN, SavedFiles.LIVE_WORLD_RUN, SavedFiles.MCP_SESSION)
                    .contains(format)) {
                throw new InvalidLogException("not a saved file this workbench reads: format \"" + format + "\"");
            }
            if (version == SavedFiles.CURRENT_VERSION) {
                return root;
            }
            if (version != 1) {
                JsonNode seen =
                        root.has(SavedFiles.VERSION) ? root.get(SavedFiles.VERSION) : root.path("format_version");
                throw new InvalidLogException(format + " version " + seen + " is not one this workbench reads (1 to "
                        + SavedFiles.CURRENT_VERSION + ")");
            }
            return format.equals(SavedFiles.JUDGE_RUN) ? judgeRun(root) : liveWorldRun(root);
        }

        /**
         * A live world run, version 1 to 2: {@code world} and {@code task_set} plus the task, provider, model, tool
         * descriptions and turn budget become the spec; the conversation becomes message events.
         */
        static ObjectNode liveWorldRun(ObjectNode v1) {
            ObjectNode rest = v1.deepCopy();
            ObjectNode params = JsonNodeFactory.instance.objectNode();
            rename(take(rest, "world"), V1_WORLD, params);
            rename(take(rest, "task_set"), V1_TASK_SET, params);
            for (String key : List.of("task_id", "provider", "model", "tool_descriptions", "turn_budget")) {
                move(rest, key, params);
            }
            return envelope(
                    SavedFiles.LIVE_WORLD_RUN,
                    LIVE_SPEC,
                    params,
                    take(rest, "conversation"),
                    LogEvent.Message.TYPE,
                    rest);
        }

        /** An MCP session, version 1 to 2: each call a tool-call event, its world under the canonical names. */
        static ObjectNode mcpSession(ObjectNode v1) {
            ObjectNode rest = v1.deepCopy();
            JsonNode calls = take(rest, "calls");
            if (calls instanceof ArrayNode list) {
                for (JsonNode call : list) {
                    if (call instanceof ObjectNode c && c.get("world") instanceof ObjectNode world) {
                        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
                        rename(world, V1_WORLD, canonical);
                        c.set("world", canonical);
                    }
                }
            }
            return envelope(
                    SavedFiles.MCP_SESSION,
                    MCP_SPEC,
                    JsonNodeFactory.instance.objectNode(),
                    calls,
                    LogEvent.ToolCall.TYPE,
                    rest);
        }

        /**
         * A judge run, version 1 to 2 (also how a judge run is written: its record's layout is version 1's body): the
         * judge's name is the spec's name; the trace set's options and then the judge's parameters are its parameters;
         * the ids judged stay as {@code trace_ids}; each call is a model-call event.
         */
        public static ObjectNode judgeRun(ObjectNode v1) {
            ObjectNode rest = v1.deepCopy();
            rest.remove(List.of("format_version"));
            ObjectNode params = JsonNodeFactory.instance.objectNode();
            JsonNode judge = take(rest, "judge");
            JsonNode traceSet = take(rest, "trace_set");
            if (traceSet instanceof ObjectNode ts) {
                for (String key : TRACE_SET) {
                    move(ts, key, params);
                }
            }
            if (judge != null && judge.get("params") instanceof ObjectNode jp) {
                params.setAll(jp);
            }
            String name = judge == null ? "" : judge.path("name").asText("");
            ObjectNode out =
                    envelope(SavedFiles.JUDGE_RUN, name, params, take(rest, "calls"), LogEvent.ModelCall.TYPE, rest);
            if (traceSet instanceof ObjectNode ts) {
                out.setAll(ts); // trace_ids, and whatever a later v1 writer added there
            }
            return out;
        }

        /** The trace set's parameter names in a judge run's spec; its other parameters are the judge's own. */
        public static List<String> traceSetParams() {
            return TRACE_SET;
        }

        private static ObjectNode envelope(
                String format, String specName, ObjectNode params, JsonNode items, String type, ObjectNode rest) {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.put(SavedFiles.FORMAT, format);
            root.put(SavedFiles.VERSION, SavedFiles.CURRENT_VERSION);
            rest.remove(List.of(SavedFiles.FORMAT, SavedFiles.VERSION));
            ObjectNode spec = root.putObject(SavedFiles.SPEC);
            spec.put("name", specName);
            spec.set("params", params);
            ArrayNode events = root.putArray(SavedFiles.EVENTS);
            if (items instanceof ArrayNode list) {
                for (JsonNode item : list) {
                    ObjectNode event = events.addObject();
                    event.put(SavedFiles.TYPE, type);
                    if (item instanceof ObjectNode fields) {
                        event.setAll(fields);
                    }
                }
            }
            root.setAll(rest);
            return root;
        }

        private static JsonNode take(ObjectNode from, String key) {
            JsonNode value = from.remove(key);
            return value == null ? JsonNodeFactory.instance.missingNode() : value;
        }

        private static void move(ObjectNode from, String key, ObjectNode to) {
            JsonNode value = from.remove(key);
            if (value != null) {
                to.set(key, value);
            }
        }

        /** Renamed keys first, in the canonical order; keys the table does not name follow as they were. */
        private static void rename(JsonNode from, Map<String, String> names, ObjectNode to) {
            if (!(from instanceof ObjectNode object)) {
                return;
            }
            ObjectNode left = object.deepCopy();
            for (Map.Entry<String, String> e : names.entrySet()) {
                JsonNode value = left.remove(e.getKey());
                if (value != null) {
                    to.set(e.getValue(), value);
                }
            }
            to.setAll(left);
        }

        private static Map<String, String> ordered(String... pairs) {
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i < pairs.length; i += 2) {
                m.put(pairs[i], pairs[i + 1]);
            }
            return Collections.unmodifiableMap(m);
        }
    }

    /**
     * Any saved file, read into one envelope: which format and version it is (after migration, the current one), the
     * spec of what ran, its events in order, and every other top-level field in file order.
     *
     * <pre>{@code
     * LogRecord log = SavedFiles.read(Path.of("traces/live-world-runs/live_world_F003_m_20261130T091500Z.json"));
     * log.format();                          // "aew-live-world-run"
     * log.version();                         // 2, whatever version is on disk
     * log.spec().params().get("world_seed"); // 14
     * log.events().stream().filter(LogEvent.Message.class::isInstance).count();
     * String json = SavedFiles.write(log);   // the current version's bytes
     * }</pre>
     *
     * For the book's files, which carry no envelope, the format and version are implied by their shape and the spec is
     * a view of their {@code notebook} and {@code params}, which stay in {@code fields} where the book puts them.
     *
     * @param fields the other top-level fields; where events came from inside one (the book's
     *               {@code agents[i].traces}), that place holds an empty list that writing fills again
     */
    public record LogRecord(
            String format, int version, LogSpec spec, List<LogEvent> events, Map<String, @Nullable Object> fields) {

        public LogRecord {
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(spec, "spec");
            if (version < 1) {
                throw new IllegalArgumentException("a format version starts at 1, not " + version);
            }
            events = List.copyOf(events);
            fields = Extras.copy(fields);
        }

        /** The events of one type, in order. */
        public <E extends LogEvent> List<E> events(Class<E> type) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }

        /**
         * What ran, so a run can be reproduced: a name and its parameters, under their canonical {@code core/params} names
         * ({@code world_seed}, {@code n_stale}, …), in the order the parameter spec declares them.
         *
         * <pre>{@code
         * LogSpec spec = new LogSpec("live_world_agent", Map.of("world_seed", 14, "n_stale", 2));
         * spec.params().get("world_seed");   // 14
         * }</pre>
         */
        public record LogSpec(String name, Map<String, @Nullable Object> params) {

            public LogSpec {
                Objects.requireNonNull(name, "name");
                params = Extras.copy(params);
            }
        }

        /**
         * One event of a saved run, a discriminated union on {@link #type()} as Inspect AI's log events are. Each event keeps
         * its whole JSON object in {@link #data()} (file order, without the {@code type} key), so writing it back loses
         * nothing; the typed accessors read from it. An event whose type this version does not know is an {@link Unknown}
         * and keeps every field.
         *
         * <pre>{@code
         * if (event instanceof LogEvent.AgentStep s) {
         *     s.action();      // "search", "forecast", …
         * } else if (event instanceof LogEvent.Unknown u) {
         *     u.type();        // a type a later version added; u.data() keeps its fields
         * }
         * }</pre>
         */
        public sealed interface LogEvent {

            String type();

            Map<String, @Nullable Object> data();

            /** The event for a type and its fields: a known type gets its record, any other an {@link Unknown}. */
            static LogEvent of(String type, Map<String, @Nullable Object> data) {
                return switch (type) {
                    case AgentStep.TYPE -> new AgentStep(intOr(data.get(AgentStep.AGENT), 0), data);
                    case Message.TYPE -> new Message(data);
                    case ModelCall.TYPE -> new ModelCall(data);
                    case ToolCall.TYPE -> new ToolCall(data);
                    case Outcome.TYPE -> new Outcome(data);
                    default -> new Unknown(type, data);
                };
            }

            private static int intOr(@Nullable Object v, int fallback) {
                return v instanceof Number n ? n.intValue() : fallback;
            }

            private static @Nullable String text(Map<String, @Nullable Object> data, String key) {
                return data.get(key) instanceof String s ? s : null;
            }

            /**
             * One step of a research agent in the book's run trace ({@code agents[agent].traces[i]}): {@code agent} is the
             * agent's position in {@code agents}, which the book's step objects do not carry; {@code data} is the step as
             * the book wrote it.
             */
            record AgentStep(int agent, Map<String, @Nullable Object> data) implements LogEvent {
                public static final String TYPE = "agent_step";
                static final String AGENT = "agent";

                public AgentStep {
                    data = Extras.copy(data);
                }

                @Override
                public String type() {
                    return TYPE;
                }

                public int step() {
                    return intOr(data.get("step"), 0);
                }

                public @Nullable String action() {
                    return text(data, "action");
                }
            }

            /** One message of a conversation with a model (system, user, assistant with its tool calls, tool results). */
            record Message(Map<String, @Nullable Object> data) implements LogEvent {
                public static final String TYPE = "message";

                public Message {
                    data = Extras.copy(data);
                }

                @Override
                public String type() {
                    return TYPE;
                }

                public @Nullable String role() {
                    return text(data, "role");
                }
            }

            /** One recorded model call: what was sent, the raw reply, its usage and how it was read. */
            record ModelCall(Map<String, @Nullable Object> data) implements LogEvent {
                public static final String TYPE = "model_call";

                public ModelCall {
                    data = Extras.copy(data);
                }

                @Override
                public String type() {
                    return TYPE;
                }
            }

            /** One tool call an agent or an external MCP client made, with the world it ran against and what it returned. */
            record ToolCall(Map<String, @Nullable Object> data) implements LogEvent {
                public static final String TYPE = "tool_call";

                public ToolCall {
                    data = Extras.copy(data);
                }

                @Override
                public String type() {
                    return TYPE;
                }

                /** The tool's name, where the event records it ({@code step.tool} in an MCP session). */
                public @Nullable String tool() {
                    return data.get("step") instanceof Map<?, ?> step && step.get("tool") instanceof String s
                            ? s
                            : null;
                }
            }

            /** A recovered outcome of an evaluation panel's question (the book's recovery file, one per record). */
            record Outcome(Map<String, @Nullable Object> data) implements LogEvent {
                public static final String TYPE = "outcome";

                public Outcome {
                    data = Extras.copy(data);
                }

                @Override
                public String type() {
                    return TYPE;
                }
            }

            /** An event of a type this version does not know: kept whole, written back as it came. */
            record Unknown(String type, Map<String, @Nullable Object> data) implements LogEvent {
                public Unknown {
                    Objects.requireNonNull(type, "type");
                    data = Extras.copy(data);
                }
            }
        }
    }
}
