package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One sample's conversation as Inspect records it: the {@code messages} (system, user, assistant, tool) and the
 * {@code events} the viewer's transcript shows, as Inspect's runner emits them: spans ({@code span_begin} /
 * {@code span_end}, each event carrying the {@code span_id} of the span it happened in), a {@code model} event per
 * assistant turn whose {@code input} is the conversation so far and whose output has its usage and time, a tool span
 * with a {@code tool} event per call, {@code info} events, and the {@code score}.
 *
 * <p>The clock starts at {@code start} and moves by the duration each model call and tool call is given, so a
 * sample's timestamps are consecutive and its {@code working_time} is the time spent in calls. A duration of
 * {@code null} means it is not known (a live run keeps no call times): the clock stays, and the log leaves the times
 * out.
 *
 * <pre>{@code
 * Transcript t = new Transcript("simulated/plan_exec", start, InspectJson.tools(true), "sample-key");
 * t.begin("solvers", null).begin("simulated_agent", "solver");
 * t.user("What was ACME's revenue in 2023?");
 * t.assistantCalls("", List.of(Transcript.call("call_1", "db_lookup", args, null)), usage, Duration.ofSeconds(3));
 * t.toolResult("call_1", "db_lookup", args, "812.4", null, Duration.ofMillis(40));
 * t.assistant("812.4", usage2, Duration.ofSeconds(2));
 * t.end().end();
 * }</pre>
 */
final class Transcript {

    private final String model;
    private final Instant start;
    private final List<PyObject> tools;
    private final String idKey;
    private final List<PyObject> messages = new ArrayList<>();
    private final List<PyObject> events = new ArrayList<>();
    private final Deque<String> spans = new ArrayDeque<>();
    private Instant now;
    private Duration working = Duration.ZERO;
    private boolean timed = true;
    private int conversationStart;
    private int ids;
    /** Null before the first model call. */
    private @Nullable PyDict lastOutput;

    private long inputTokens;
    private long outputTokens;

    /**
     * @param model the model's name ({@code provider/model})
     * @param start when the sample starts
     * @param tools the tools offered to the model (Inspect's ToolInfo dicts), listed on every model event
     * @param idKey what makes the event and span ids unique and reproducible (the sample's own key)
     */
    public Transcript(String model, Instant start, List<PyObject> tools, String idKey) {
        this.model = Objects.requireNonNull(model, "model");
        this.start = Objects.requireNonNull(start, "start");
        this.tools = List.copyOf(tools);
        this.idKey = Objects.requireNonNull(idKey, "idKey");
        this.now = start;
    }

    /** Opens a span (Inspect's {@code span(name, type=...)}; the type is the name when none is given). */
    public Transcript begin(String name, @Nullable String type) {
        String id = nextId();
        String parent = spans.peek();
        spans.push(id);
        events.add(base("span_begin")
                .with("id", PyStr.of(id))
                .with("parent_id", parent == null ? PyNone.NONE : PyStr.of(parent))
                .with("type", PyStr.of(type == null ? name : type))
                .with("name", PyStr.of(name)));
        return this;
    }

    /** Closes the innermost open span. */
    public Transcript end() {
        String id = spans.peek();
        if (id == null) {
            throw new IllegalStateException("no span is open");
        }
        events.add(base("span_end").with("id", PyStr.of(id)));
        spans.pop();
        return this;
    }

    /** {@code sample_init}: the dataset sample and the state the solver starts from. */
    public Transcript sampleInit(PyDict sample, PyDict state) {
        events.add(base("sample_init").with("sample", sample).with("state", state));
        return this;
    }

    /** An {@code info} event: data from {@code source}. */
    public Transcript info(String source, PyObject data) {
        events.add(base("info").with("source", PyStr.of(source)).with("data", data));
        return this;
    }

    /** The question, as the user message (and the sample's input). */
    public Transcript user(String text) {
        messages.add(InspectJson.userMessage(text));
        return this;
    }

    /** A system prompt. */
    public Transcript system(String text) {
        messages.add(PyDict.of("content", PyStr.of(text), "role", PyStr.of("system")));
        return this;
    }

    /**
     * The messages from here on are a new conversation: the next model event's input starts here (a judge sends each
     * metric its own prompt).
     */
    public Transcript newConversation() {
        conversationStart = messages.size();
        return this;
    }

    /** Moves the clock to {@code t} when that is later (a recorded call that started after a pause). */
    public Transcript advanceTo(Instant t) {
        if (t.isAfter(now)) {
            now = t;
        }
        return this;
    }

    /**
     * An assistant turn with text only (a plan, a think step, a final answer): one model event.
     *
     * @param usage the call's ModelUsage, or null when not known
     * @param took  how long the call took, or null when not known
     */
    public Transcript assistant(String text, @Nullable PyDict usage, @Nullable Duration took) {
        PyDict m = InspectJson.assistantMessage(text, PyNone.NONE, model);
        events.add(modelEvent(m, "stop", usage, took));
        messages.add(m);
        return this;
    }

    /** A tool call as an assistant turn lists it; {@code parseError} when the model's arguments were not JSON. */
    public static PyDict call(String id, String function, PyDict arguments, @Nullable String parseError) {
        return PyDict.of(
                "id",
                PyStr.of(id),
                "function",
                PyStr.of(function),
                "arguments",
                arguments,
                "parse_error",
                parseError == null ? PyNone.NONE : PyStr.of(parseError),
                "type",
                PyStr.of("function"));
    }

    /** An assistant turn that makes the given calls (a live model may make several at once): one model event. */
    public Transcript assistantCalls(String text, List<PyDict> calls, @Nullable PyDict usage, @Nullable Duration took) {
        PyDict a = InspectJson.assistantMessage(text, new PyList(calls), model);
        events.add(modelEvent(a, "tool_calls", usage, took));
        messages.add(a);
        return this;
    }

    /**
     * A tool's answer to call {@code id}: a tool message, and a tool span holding the tool event.
     *
     * @param error the tool's error message, or null when it succeeded (Inspect then marks a tool error)
     * @param took  how long the tool took, or null when not known
     */
    public Transcript toolResult(
            String id,
            String function,
            PyDict arguments,
            @Nullable String result,
            @Nullable String error,
            @Nullable Duration took) {
        PyObject err = error == null ? PyNone.NONE : PyDict.of("type", PyStr.of("unknown"), "message", PyStr.of(error));
        String shown = error != null ? error : Objects.requireNonNull(result, "a tool that succeeded has a result");
        messages.add(PyDict.of(
                "content",
                PyStr.of(shown),
                "role",
                PyStr.of("tool"),
                "tool_call_id",
                PyStr.of(id),
                "function",
                PyStr.of(function),
                "error",
                err));
        begin(function, "tool");
        PyDict e = base("tool");
        Instant started = now;
        double workingStart = seconds(working);
        tick(took);
        events.add(e.with("timestamp", PyStr.of(InspectJson.eventTime(started)))
                .with("working_start", PyFloat.of(workingStart))
                .with("type", PyStr.of("function"))
                .with("id", PyStr.of(id))
                .with("function", PyStr.of(function))
                .with("arguments", arguments)
                .with("result", PyStr.of(shown))
                .with("error", err)
                .with("events", PyList.of())
                .with("completed", took == null ? PyNone.NONE : PyStr.of(InspectJson.eventTime(now)))
                .with("working_time", took == null ? PyNone.NONE : PyFloat.of(seconds(took)))
                .with("failed", error == null ? PyNone.NONE : PyBool.TRUE));
        return end();
    }

    /** A score event, for the scorer's verdict. */
    public Transcript score(PyDict score, String target) {
        events.add(base("score")
                .with("score", score)
                .with("target", PyStr.of(target))
                .with("intermediate", PyBool.FALSE));
        return this;
    }

    private PyDict modelEvent(PyDict assistant, String stopReason, @Nullable PyDict usage, @Nullable Duration took) {
        PyDict e = base("model");
        Instant started = now;
        double workingStart = seconds(working);
        tick(took);
        if (usage != null) {
            inputTokens += ((PyInt) usage.require("input_tokens")).value().longValueExact();
            outputTokens += ((PyInt) usage.require("output_tokens")).value().longValueExact();
        }
        PyDict output = InspectJson.modelOutput(
                model, assistant, stopReason, usage == null ? PyNone.NONE : usage, took == null ? null : seconds(took));
        lastOutput = output;
        // the whole conversation sent to the model, as Inspect records it: the question, every earlier turn and
        // every tool result so far
        List<PyObject> input = List.copyOf(messages.subList(conversationStart, messages.size()));
        return e.with("timestamp", PyStr.of(InspectJson.eventTime(started)))
                .with("working_start", PyFloat.of(workingStart))
                .with("model", PyStr.of(model))
                .with("input", new PyList(input))
                .with("tools", new PyList(tools))
                .with("tool_choice", PyStr.of("auto"))
                .with("config", InspectJson.generateConfig())
                .with("output", output)
                .with("completed", took == null ? PyNone.NONE : PyStr.of(InspectJson.eventTime(now)))
                .with("working_time", took == null ? PyNone.NONE : PyFloat.of(seconds(took)));
    }

    /** The fields every event has: its id, its span, when it happened and at which working time. */
    private PyDict base(String event) {
        String span = spans.peek();
        return PyDict.of(
                "uuid",
                PyStr.of(nextId()),
                "span_id",
                span == null ? PyNone.NONE : PyStr.of(span),
                "timestamp",
                PyStr.of(InspectJson.eventTime(now)),
                "working_start",
                PyFloat.of(seconds(working)),
                "event",
                PyStr.of(event));
    }

    private void tick(@Nullable Duration took) {
        if (took == null) {
            timed = false;
            return;
        }
        now = now.plus(took);
        working = working.plus(took);
    }

    private String nextId() {
        return SimulatedEvalLog.uuid(idKey + "/" + ids++).replace("-", "");
    }

    private static double seconds(Duration d) {
        return d.toMillis() / 1000.0;
    }

    /** Whether every call had a duration, so the times are known. */
    public boolean timed() {
        return timed;
    }

    /** When the transcript's last event ended: the next sample of a run starts here. */
    public Instant now() {
        return now;
    }

    /** Seconds from the start to the last event ({@code total_time}). */
    public double seconds() {
        return seconds(Duration.between(start, now));
    }

    /** Seconds spent in model and tool calls ({@code working_time}). */
    public double workingSeconds() {
        return seconds(working);
    }

    /** The last model call's output (Inspect's sample {@code output}); null before the first call. */
    public @Nullable PyDict lastOutput() {
        return lastOutput;
    }

    /** Input tokens over the model events that gave a usage. */
    public long inputTokens() {
        return inputTokens;
    }

    /** Output tokens over the model events that gave a usage. */
    public long outputTokens() {
        return outputTokens;
    }

    public List<PyObject> messages() {
        return List.copyOf(messages);
    }

    public List<PyObject> events() {
        if (!spans.isEmpty()) {
            throw new IllegalStateException("span " + spans.peek() + " is still open");
        }
        return List.copyOf(events);
    }
}
