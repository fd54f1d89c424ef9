package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.LiveAgentSettings;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.log.LogJson.PyNodes;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyJson.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The saved form of a live run ({@code aew-live-world-run}, version 2 of the saved files' envelope, docs/formats.md):
 * the setup, the full conversation, the usage and cost, and the resulting trace; no keys. Reading a file replays it:
 * the world and task are rebuilt from the recorded parameters, the recorded replies are played back to the same
 * agent code, and the rebuilt tool results and trace must equal the recorded ones — so a replay shows exactly what
 * the run showed, and a file that was edited or damaged says so instead of showing something else.
 *
 * <pre>{@code
 * String json = LiveRunFile.write(run, Instant.now());
 * SavedLiveRun back = LiveRunFile.read(json, WorldSpec::make);   // offline
 * }</pre>
 */
public final class LiveRunFile {

    public static final String FORMAT = "aew-live-world-run";
    public static final int VERSION = SavedFiles.CURRENT_VERSION;
    /** The spec's name: what ran is the live world agent. */
    public static final String SPEC_NAME = "live_world_agent";

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private LiveRunFile() {}

    /** {@code live_world_F003_claude-sonnet-4-20250514_20261130T091500Z.json}. */
    public static String fileName(LiveWorldRun run, Instant createdAt) {
        String model = run.setup().model().replaceAll("[^A-Za-z0-9._-]", "-");
        return "live_world_" + run.setup().taskId() + "_" + model + "_" + STAMP.format(createdAt) + ".json";
    }

    /**
     * The run as a saved file: version 2 of the envelope ({@code core/log}), pretty, ASCII. What ran is the spec,
     * under the canonical parameter names; the conversation is its events, one {@code message} each.
     */
    public static String write(LiveWorldRun run, Instant createdAt) {
        LiveRunSetup s = run.setup();
        // core/params' canonical names (core/agent may not depend on core/params, which depends on it;
        // LiveRunFileTest checks the names against Parameters.WORLD and Parameters.TASK_SET)
        Map<String, PyObject> params = new LinkedHashMap<>();
        params.put("world_seed", PyInt.of(s.world().seed()));
        params.put("n_stale", PyInt.of(s.world().nStale()));
        params.put("memory_acc", PyFloat.of(s.world().memoryAcc()));
        params.put("web_exact", PyFloat.of(s.world().webExact()));
        params.put("web_rounded", PyFloat.of(s.world().webRounded()));
        params.put("tasks", PyInt.of(s.tasks()));
        params.put("task_seed", PyInt.of(s.taskSeed()));
        params.put("new_data", PyBool.of(s.newData()));
        params.put("task_id", PyStr.of(s.taskId()));
        params.put("provider", PyStr.of(s.provider()));
        params.put("model", PyStr.of(s.model()));
        params.put("tool_descriptions", PyStr.of(s.settings().descriptionMode()));
        params.put("turn_budget", PyInt.of(s.settings().turnBudget()));
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("format", PyStr.of(FORMAT));
        m.put("version", PyInt.of(VERSION));
        m.put("spec", PyDict.of("name", PyStr.of(SPEC_NAME), "params", new PyDict(params)));
        m.put(
                "events",
                new PyList(run.conversation().stream().map(LiveRunFile::message).toList()));
        m.put("created_at", PyStr.of(createdAt.toString()));
        m.put("question", PyStr.of(run.trace().task().question()));
        m.put(
                "price_usd_per_mtok",
                s.price().known()
                        ? PyDict.of(
                                "input",
                                PyFloat.of(s.price().inputPerMTok()),
                                "output",
                                PyFloat.of(s.price().outputPerMTok()))
                        : PyNone.NONE);
        m.put(
                "usage",
                PyDict.of(
                        "input_tokens",
                        PyInt.of(run.usage().inputTokens()),
                        "output_tokens",
                        PyInt.of(run.usage().outputTokens()),
                        "turns",
                        PyInt.of(run.turns())));
        m.put("cost_usd", run.cost().isPresent() ? PyFloat.of(run.cost().getAsDouble()) : PyNone.NONE);
        m.put("stop_reason", PyStr.of(run.stop().wireName()));
        m.put("ground_truth_labels", PyBool.FALSE);
        m.put("trace", run.trace().toPy());
        // the live bounds cut what was over them as it arrived, with the marker; the file says how many texts
        long cut = run.conversation().stream()
                .filter(Message::isAssistant)
                .mapToLong(a -> (Truncation.isCut(a.text()) ? 1 : 0)
                        + a.toolUses().stream()
                                .filter(t -> Truncation.isCut(t.arguments()))
                                .count())
                .sum();
        if (cut > 0) {
            m.put("truncated", PyDict.of("texts_cut", PyInt.of(cut)));
        }
        // a cost at an unknown price is nan, a calculator result may be inf: null with the text beside it
        return LogJson.write(PyNodes.node(NonFiniteFloats.encode(new PyDict(m))));
    }

    private static PyObject message(Message msg) {
        Map<String, PyObject> event = new LinkedHashMap<>();
        event.put("type", PyStr.of(LogEvent.Message.TYPE));
        event.putAll(body(msg).entries());
        return new PyDict(event);
    }

    private static PyDict body(Message msg) {
        if (msg.role().equals(Message.SYSTEM) || msg.role().equals(Message.USER)) {
            return PyDict.of("role", PyStr.of(msg.role()), "text", PyStr.of(msg.text()));
        }
        if (msg.isAssistant()) {
            Message a = msg;
            return PyDict.of(
                    "role",
                    PyStr.of("assistant"),
                    "text",
                    PyStr.of(a.text()),
                    "tool_calls",
                    new PyList(a.toolUses().stream()
                            .map(t -> (PyObject) PyDict.of(
                                    "id",
                                    PyStr.of(t.id()),
                                    "name",
                                    PyStr.of(t.name()),
                                    "arguments",
                                    PyStr.of(t.arguments())))
                            .toList()),
                    "usage",
                    PyDict.of(
                            "input_tokens",
                            PyInt.of(a.usage().inputTokens()),
                            "output_tokens",
                            PyInt.of(a.usage().outputTokens())));
        }
        return PyDict.of(
                "role",
                PyStr.of(Message.TOOL),
                "results",
                new PyList(msg.toolResults().stream()
                        .map(o -> (PyObject) PyDict.of(
                                "id",
                                PyStr.of(o.id()),
                                "name",
                                PyStr.of(o.name()),
                                "content",
                                PyStr.of(o.content()),
                                "is_error",
                                PyBool.of(o.error())))
                        .toList()));
    }

    /**
     * Reads and replays a run file, offline.
     *
     * @param worlds builds (or looks up) the world of a spec
     * @throws InvalidLiveRunException when the file is not a live run, is damaged, or does not replay to what it
     *                                 recorded
     */
    public static SavedLiveRun read(String json, Function<WorldSpec, World> worlds) throws InvalidLiveRunException {
        ObjectNode tree;
        try {
            tree = LogJson.tree(json.getBytes(StandardCharsets.UTF_8), LogJson.MAX_FILE_BYTES);
        } catch (InvalidLogException e) {
            throw new InvalidLiveRunException("not valid JSON: " + e.getMessage(), e);
        }
        String format = tree.path("format").asText("");
        if (!FORMAT.equals(format)) {
            throw new InvalidLiveRunException(
                    "not a live-agent run (format is '" + format + "', expected '" + FORMAT + "')");
        }
        LogRecord log;
        try {
            // a version 1 file is migrated here, so what it recorded is read as version 2 holds it
            log = SavedFiles.fromTree(tree);
        } catch (InvalidLogException e) {
            throw new InvalidLiveRunException(e.getMessage(), e);
        }
        return read(log, worlds);
    }

    /**
     * Replays a run already read through {@link SavedFiles} (so a version 1 file arrives migrated), offline.
     *
     * @throws InvalidLiveRunException when the record is not a live run or does not replay to what it recorded
     */
    public static SavedLiveRun read(LogRecord log, Function<WorldSpec, World> worlds) throws InvalidLiveRunException {
        if (!FORMAT.equals(log.format())) {
            throw new InvalidLiveRunException(
                    "not a live-agent run (format is '" + log.format() + "', expected '" + FORMAT + "')");
        }
        PyObject root = PyNodes.py(SavedFiles.toTree(log));
        try {
            return replay(new Fields(root, "$"), worlds);
        } catch (Bad e) {
            throw new InvalidLiveRunException(e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new InvalidLiveRunException("invalid value: " + e.getMessage(), e);
        }
    }

    private static SavedLiveRun replay(Fields f, Function<WorldSpec, World> worlds) throws InvalidLiveRunException {
        if (!FORMAT.equals(f.str("format"))) {
            throw new Bad("not a live-agent run (format is '" + f.str("format") + "', expected '" + FORMAT + "')");
        }
        if (f.integer("version").intValue() != VERSION) {
            throw new Bad(
                    "unsupported version " + f.integer("version") + " (this workbench reads version " + VERSION + ")");
        }
        Instant created;
        try {
            created = Instant.parse(f.str("created_at"));
        } catch (DateTimeParseException e) {
            throw new Bad("created_at is not an ISO-8601 instant: '" + f.str("created_at") + "'");
        }
        Fields p = f.dict("spec").dict("params");
        WorldSpec spec = new WorldSpec(
                p.integer("world_seed"),
                p.integer("n_stale").intValue(),
                p.number("memory_acc"),
                p.number("web_exact"),
                p.number("web_rounded"));
        int n = p.integer("tasks").intValue();
        if (n < 1 || n > 1000) {
            throw new Bad("tasks must be between 1 and 1000, got " + n);
        }
        String mode = p.str("tool_descriptions");
        if (!mode.equals("precise") && !mode.equals("vague")) {
            throw new Bad("tool_descriptions must be 'precise' or 'vague', got '" + mode + "'");
        }
        Price price = Price.UNKNOWN;
        if (f.get("price_usd_per_mtok") != PyNone.NONE) {
            Fields cost = f.dict("price_usd_per_mtok");
            price = new Price(cost.number("input"), cost.number("output"));
        }
        LiveRunSetup setup = new LiveRunSetup(
                spec,
                n,
                p.integer("task_seed"),
                p.bool("new_data"),
                p.str("task_id"),
                p.str("provider"),
                p.str("model"),
                new LiveAgentSettings(
                        mode.equals("precise"), p.integer("turn_budget").intValue()),
                price);
        List<Message> recorded = new ArrayList<>();
        for (Fields m : f.list("events")) {
            if (LogEvent.Message.TYPE.equals(m.str("type"))) {
                recorded.add(message(m));
            }
        }
        World world = worlds.apply(spec);
        Task task = Tasks.make(world, n, setup.taskSeed(), setup.newData()).stream()
                .filter(t -> t.id().equals(setup.taskId()))
                .findFirst()
                .orElseThrow(() -> new Bad("task " + setup.taskId() + " is not in the recorded task set"));
        if (!task.question().equals(f.str("question"))) {
            throw new Bad("the recorded question does not match task " + task.id() + " of the recorded world");
        }
        LiveWorldRun run;
        try {
            run = LiveWorldAgent.run(
                    world, task, new RecordedReplies(recorded, setup.model()), setup, LiveAgentListener.NONE);
        } catch (AgentStoppedException e) {
            throw new Bad("the conversation does not replay: " + e.getMessage());
        }
        if (!run.conversation().equals(recorded)) {
            throw new Bad("the conversation does not replay: the rebuilt conversation has "
                    + run.conversation().size() + " messages, the file " + recorded.size());
        }
        // compared as written: the stored trace holds inf and nan as null with their text beside them
        String rebuilt = PyJson.dumps(NonFiniteFloats.encode(run.trace().toPy()));
        String stored = PyJson.dumps(NonFiniteFloats.encode(NonFiniteFloats.decode(f.get("trace"))));
        if (!rebuilt.equals(stored)) {
            throw new Bad("the recorded trace differs from the trace its conversation replays to");
        }
        if (!run.stop().wireName().equals(f.str("stop_reason"))) {
            throw new Bad("stop_reason '" + f.str("stop_reason") + "' differs from the replay's '"
                    + run.stop().wireName() + "'");
        }
        return new SavedLiveRun(run, created);
    }

    private static Message message(Fields m) {
        String role = m.str("role");
        return switch (role) {
            case Message.SYSTEM -> Message.system(m.str("text"));
            case Message.USER -> Message.user(m.str("text"));
            case Message.ASSISTANT -> {
                List<ToolUse> uses = new ArrayList<>();
                for (Fields t : m.list("tool_calls")) {
                    uses.add(new ToolUse(t.str("id"), t.str("name"), t.str("arguments")));
                }
                Fields u = m.dict("usage");
                yield Message.assistant(
                        m.str("text"),
                        uses,
                        TokenUsage.of(
                                u.integer("input_tokens").intValueExact(),
                                u.integer("output_tokens").intValueExact()));
            }
            case Message.TOOL -> {
                List<ToolOutput> outs = new ArrayList<>();
                for (Fields o : m.list("results")) {
                    outs.add(new ToolOutput(o.str("id"), o.str("name"), o.str("content"), o.bool("is_error")));
                }
                yield Message.toolResults(outs);
            }
            default -> throw new Bad(m.path + ".role: unknown role '" + role + "'");
        };
    }

    /**
     * The recorded replies, in order; each call first checks that the conversation so far is the recorded one (the
     * tool results the world gives now are the ones the model saw then).
     */
    private static final class RecordedReplies implements LlmClient {
        private final List<Message> recorded;
        private final String model;

        RecordedReplies(List<Message> recorded, String model) {
            this.recorded = recorded;
            this.model = model;
        }

        @Override
        public Message complete(List<Message> conversation, boolean jsonMode, List<NativeTool> tools) {
            int at = conversation.size();
            if (at > recorded.size() || !recorded.subList(0, at).equals(conversation)) {
                int first = 0;
                while (first < Math.min(at, recorded.size())
                        && recorded.get(first).equals(conversation.get(first))) {
                    first++;
                }
                throw new Bad("the conversation does not replay: message " + first
                        + " differs from what the recorded world gives now");
            }
            if (at >= recorded.size() || !recorded.get(at).isAssistant()) {
                throw new Bad("the conversation does not replay: message " + at + " should be a model turn");
            }
            return recorded.get(at);
        }

        @Override
        public String modelName() {
            return model;
        }
    }

    /** A file problem found while reading; becomes an {@link InvalidLiveRunException}. */
    private static final class Bad extends RuntimeException {
        Bad(String message) {
            super(message);
        }
    }

    /** Typed access to a JSON object with the path in every error. */
    private static final class Fields {
        final PyDict dict;
        final String path;

        Fields(PyObject o, String path) {
            if (!(o instanceof PyDict d)) {
                throw new Bad(path + ": expected an object, found " + o.typeName());
            }
            this.dict = d;
            this.path = path;
        }

        PyObject get(String key) {
            PyObject v = dict.get(key);
            if (v == null) {
                throw new Bad(path + "." + key + ": missing");
            }
            return v;
        }

        String str(String key) {
            if (get(key) instanceof PyStr s) {
                return s.value();
            }
            throw wrong(key, "a string");
        }

        BigInteger integer(String key) {
            if (get(key) instanceof PyInt i) {
                return i.value();
            }
            throw wrong(key, "an integer");
        }

        double number(String key) {
            PyObject v = get(key);
            if (v instanceof PyFloat x) {
                return x.value();
            }
            if (v instanceof PyInt i) {
                return i.value().doubleValue();
            }
            throw wrong(key, "a number");
        }

        boolean bool(String key) {
            if (get(key) instanceof PyBool b) {
                return b.value();
            }
            throw wrong(key, "true or false");
        }

        Fields dict(String key) {
            return new Fields(get(key), path + "." + key);
        }

        List<Fields> list(String key) {
            if (!(get(key) instanceof PyList l)) {
                throw wrong(key, "a list");
            }
            List<Fields> out = new ArrayList<>();
            for (int i = 0; i < l.size(); i++) {
                out.add(new Fields(l.get(i), path + "." + key + "[" + i + "]"));
            }
            return out;
        }

        private Bad wrong(String key, String expected) {
            return new Bad(path + "." + key + ": expected " + expected + ", found " + get(key).typeName());
        }
    }

    /** A file that is not a readable live-agent run; the message says what is wrong and where, in one line. */
    public static final class InvalidLiveRunException extends Exception {

        private static final long serialVersionUID = 1L;

        public InvalidLiveRunException(@Nullable String reason) {
            super(reason);
        }

        public InvalidLiveRunException(@Nullable String reason, Throwable cause) {
            super(reason, cause);
        }
    }

    /**
     * A live run read back from its file and rebuilt offline.
     *
     * @param run       the run, its trace rebuilt by replaying the recorded replies against the recorded world
     * @param createdAt when the run was made
     */
    public record SavedLiveRun(LiveWorldRun run, Instant createdAt) {

        public SavedLiveRun {
            Objects.requireNonNull(run, "run");
            Objects.requireNonNull(createdAt, "createdAt");
        }
    }
}
