package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.python.PyBool;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyList;
import com.agenteval.workbench.core.python.PyNone;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One sample's conversation as Inspect records it: the {@code messages} (user, assistant, tool) and the
 * {@code events} the viewer's transcript shows (a {@code model} event per assistant turn, a {@code tool} event per
 * call). Timestamps are laid out from {@code start}, one second per turn, because a simulated run has no clock and
 * the same options must give the same bytes.
 *
 * <pre>{@code
 * Transcript t = new Transcript("simulated/plan_exec", start);
 * t.user("What was ACME's revenue in 2023?");
 * t.toolCall("call_1", "db_lookup", args, "revenue ACME 2023 = 812.4", null);
 * t.assistant("812.4");
 * t.messages(); t.events();
 * }</pre>
 */
public final class Transcript {

    private final String model;
    private final Instant start;
    private final List<PyObject> messages = new ArrayList<>();
    private final List<PyObject> events = new ArrayList<>();
    private int tick;

    public Transcript(String model, Instant start) {
        this.model = Objects.requireNonNull(model, "model");
        this.start = Objects.requireNonNull(start, "start");
    }

    /** The question, as the user message (and the sample's input). */
    public Transcript user(String text) {
        messages.add(InspectJson.userMessage(text));
        return this;
    }

    /** An assistant turn with text only (a plan, a think step, a final answer): one model event. */
    public Transcript assistant(String text) {
        PyDict m = InspectJson.assistantMessage(text, PyNone.NONE, model);
        messages.add(m);
        events.add(modelEvent(m, "stop"));
        return this;
    }

    /**
     * An assistant turn that calls a tool, and the tool's answer: a model event and a tool event.
     *
     * @param id        the call's id, unique within the sample
     * @param function  the tool's name
     * @param arguments the arguments as the agent gave them
     * @param result    what the tool returned, as text
     * @param error     the tool's error message, or null when it succeeded (Inspect then marks a tool error)
     */
    public Transcript toolCall(String id, String function, PyDict arguments, String result, String error) {
        return toolCall(id, function, arguments, "", result, error);
    }

    /** As {@link #toolCall(String, String, PyDict, String, String)}, with the assistant's own text beside the call. */
    public Transcript toolCall(String id, String function, PyDict arguments, String text, String result,
                               String error) {
        assistantCalls(text, List.of(call(id, function, arguments, null)));
        return toolResult(id, function, arguments, result, error);
    }

    /** A tool call as an assistant turn lists it; {@code parseError} when the model's arguments were not JSON. */
    public static PyDict call(String id, String function, PyDict arguments, String parseError) {
        return PyDict.of("id", PyStr.of(id), "function", PyStr.of(function), "arguments", arguments,
                "parse_error", parseError == null ? PyNone.NONE : PyStr.of(parseError), "view", PyNone.NONE,
                "type", PyStr.of("function"));
    }

    /** An assistant turn that makes the given calls (a live model may make several at once): one model event. */
    public Transcript assistantCalls(String text, List<PyDict> calls) {
        PyDict a = InspectJson.assistantMessage(text, new PyList(calls), model);
        messages.add(a);
        events.add(modelEvent(a, "tool_calls"));
        return this;
    }

    /** A system prompt (a live run's). */
    public Transcript system(String text) {
        messages.add(PyDict.of("id", PyNone.NONE, "content", PyStr.of(text), "source", PyNone.NONE,
                "metadata", PyNone.NONE, "role", PyStr.of("system")));
        return this;
    }

    /** A tool's answer to call {@code id}: a tool message and a tool event; {@code error} null when it succeeded. */
    public Transcript toolResult(String id, String function, PyDict arguments, String result, String error) {
        PyObject err = error == null ? PyNone.NONE
                : PyDict.of("type", PyStr.of("unknown"), "message", PyStr.of(error));
        String shown = error == null ? result : error;
        messages.add(PyDict.of("id", PyNone.NONE, "content", PyStr.of(shown), "source", PyNone.NONE,
                "metadata", PyNone.NONE, "role", PyStr.of("tool"), "tool_call_id", PyStr.of(id),
                "function", PyStr.of(function), "error", err));
        String ts = timestamp();
        events.add(PyDict.of("uuid", PyNone.NONE, "span_id", PyNone.NONE, "timestamp", PyStr.of(ts),
                "working_start", PyFloat.of(tick - 1), "metadata", PyNone.NONE, "pending", PyNone.NONE,
                "event", PyStr.of("tool"), "type", PyStr.of("function"), "id", PyStr.of(id),
                "function", PyStr.of(function), "arguments", arguments, "view", PyNone.NONE,
                "result", PyStr.of(shown), "truncated", PyNone.NONE, "error", err, "events", PyList.of(),
                "completed", PyStr.of(ts), "working_time", PyFloat.of(0.0), "agent", PyNone.NONE,
                "failed", error == null ? PyNone.NONE : PyBool.TRUE, "message_id", PyNone.NONE));
        return this;
    }

    /** A score event, for the scorer's verdict at the end of the transcript. */
    public Transcript score(PyDict score, String target) {
        String ts = timestamp();
        events.add(PyDict.of("uuid", PyNone.NONE, "span_id", PyNone.NONE, "timestamp", PyStr.of(ts),
                "working_start", PyFloat.of(tick - 1), "metadata", PyNone.NONE, "pending", PyNone.NONE,
                "event", PyStr.of("score"), "score", score, "target", PyStr.of(target),
                "intermediate", PyBool.FALSE));
        return this;
    }

    private PyDict modelEvent(PyDict assistant, String stopReason) {
        String ts = timestamp();
        // the input is the user's question only: the whole history per turn would grow a log quadratically
        List<PyObject> input = messages.stream().filter(m -> ((PyDict) m).get("role").equals(PyStr.of("user")))
                .limit(1).toList();
        return PyDict.of("uuid", PyNone.NONE, "span_id", PyNone.NONE, "timestamp", PyStr.of(ts),
                "working_start", PyFloat.of(tick - 1), "metadata", PyNone.NONE, "pending", PyNone.NONE,
                "event", PyStr.of("model"), "model", PyStr.of(model), "role", PyNone.NONE,
                "input", new PyList(input), "tools", PyList.of(), "tool_choice", PyStr.of("auto"),
                "config", InspectJson.generateConfig(), "output", InspectJson.modelOutput(model, assistant, stopReason,
                        PyNone.NONE),
                "retries", PyNone.NONE, "error", PyNone.NONE, "cache", PyNone.NONE, "call", PyNone.NONE,
                "completed", PyStr.of(ts), "working_time", PyFloat.of(0.0));
    }

    private String timestamp() {
        return InspectJson.timestamp(start.plusSeconds(tick++));
    }

    /** Seconds the transcript spans (one per turn). */
    public int seconds() {
        return tick;
    }

    public List<PyObject> messages() {
        return List.copyOf(messages);
    }

    public List<PyObject> events() {
        return List.copyOf(events);
    }
}
