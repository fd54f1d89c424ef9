package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.log.LogRecord.LogEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
public final class Migrations {

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
    static final Map<String, String> V1_TASK_SET = ordered("n", "tasks", "seed", "task_seed", "new_data", "new_data");
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
            JsonNode seen = root.has(SavedFiles.VERSION) ? root.get(SavedFiles.VERSION) : root.path("format_version");
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
                SavedFiles.LIVE_WORLD_RUN, LIVE_SPEC, params, take(rest, "conversation"), LogEvent.Message.TYPE, rest);
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
