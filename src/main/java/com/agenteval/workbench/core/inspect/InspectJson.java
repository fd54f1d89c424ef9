package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.ToolSpecs;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The parts of Inspect's eval log format (log version 2) that every export writes the same way. Inspect writes a log
 * without its None values ({@code exclude_none=True}), so a part leaves out what is unset; {@link EvalLogs#log} drops
 * any None that is left ({@link #withoutNones}).
 */
final class InspectJson {

    /** Inspect's eval log format version. */
    public static final int LOG_VERSION = 2;

    private static final DateTimeFormatter ISO =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter MICROS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSSxxx").withZone(ZoneOffset.UTC);

    private InspectJson() {}

    /** Python's {@code datetime.isoformat()} of a UTC time, as Inspect writes its timestamps. */
    public static String timestamp(Instant t) {
        return ISO.format(t);
    }

    /** GenerateConfig with every field unset, as Inspect writes it without its None values: {@code {}}. */
    public static PyDict generateConfig() {
        return PyDict.of();
    }

    /** EvalConfig with only the epochs set. */
    public static PyDict evalConfig(int epochs) {
        return PyDict.of("epochs", PyInt.of(epochs));
    }

    /** An event's clock time as Inspect writes it ({@code datetime.isoformat()}: microseconds when there are any). */
    public static String eventTime(Instant t) {
        return t.getNano() == 0 ? ISO.format(t) : MICROS.format(t);
    }

    /**
     * The value without its None values, at any depth, as Inspect writes a log ({@code exclude_none=True}): a dict
     * drops a key whose value is None; a list keeps its positions (none of ours holds a None).
     */
    public static PyObject withoutNones(PyObject v) {
        if (v instanceof PyDict d) {
            Map<String, PyObject> m = new LinkedHashMap<>();
            for (int i = 0; i < d.size(); i++) {
                if (d.valueAt(i) != PyNone.NONE) {
                    m.put(d.keyAt(i), withoutNones(d.valueAt(i)));
                }
            }
            return new PyDict(m);
        }
        if (v instanceof PyList l) {
            return new PyList(l.items().stream().map(InspectJson::withoutNones).toList());
        }
        return v;
    }

    /**
     * The six tools as a model is offered them (Inspect's ToolInfo: name, description, JSON Schema parameters), with
     * their precise or vague descriptions: the schemas {@code /tools} shows.
     */
    public static List<PyObject> tools(boolean precise) {
        return ToolSpecs.CORE.stream()
                .map(s -> {
                    PyDict schema = s.inputSchema();
                    return (PyObject) PyDict.of(
                            "name",
                            PyStr.of(s.name()),
                            "description",
                            PyStr.of(s.description(precise)),
                            "parameters",
                            PyDict.of(
                                    "type",
                                    schema.require("type"),
                                    "properties",
                                    schema.require("properties"),
                                    "required",
                                    schema.require("required"),
                                    "additionalProperties",
                                    schema.require("additionalProperties")));
                })
                .toList();
    }

    public static PyDict userMessage(String text) {
        return PyDict.of(
                "id",
                PyNone.NONE,
                "content",
                PyStr.of(text),
                "source",
                PyStr.of("input"),
                "metadata",
                PyNone.NONE,
                "role",
                PyStr.of("user"),
                "tool_call_id",
                PyNone.NONE);
    }

    public static PyDict assistantMessage(String text, PyObject toolCalls, String model) {
        return PyDict.of(
                "id",
                PyNone.NONE,
                "content",
                PyStr.of(text),
                "source",
                PyStr.of("generate"),
                "metadata",
                PyNone.NONE,
                "role",
                PyStr.of("assistant"),
                "tool_calls",
                toolCalls,
                "model",
                PyStr.of(model));
    }

    /** ModelUsage: input, output and their total. */
    public static PyDict usage(long input, long output) {
        return PyDict.of(
                "input_tokens",
                PyInt.of(input),
                "output_tokens",
                PyInt.of(output),
                "total_tokens",
                PyInt.of(input + output),
                "input_tokens_cache_write",
                PyNone.NONE,
                "input_tokens_cache_read",
                PyNone.NONE,
                "reasoning_tokens",
                PyNone.NONE);
    }

    /** ModelOutput with one choice, no time. */
    public static PyDict modelOutput(String model, PyDict assistant, String stopReason, PyObject usage) {
        return modelOutput(model, assistant, stopReason, usage, null);
    }

    /** ModelOutput with one choice and the seconds the call took ({@code null} when not known). */
    public static PyDict modelOutput(
            String model, PyDict assistant, String stopReason, PyObject usage, @Nullable Double seconds) {
        PyObject content = assistant.get("content");
        return PyDict.of(
                "model",
                PyStr.of(model),
                "choices",
                PyList.of(
                        PyDict.of("message", assistant, "stop_reason", PyStr.of(stopReason), "logprobs", PyNone.NONE)),
                "completion",
                content instanceof PyStr s ? s : PyStr.of(""),
                "usage",
                usage,
                "time",
                seconds == null ? PyNone.NONE : PyFloat.of(seconds),
                "metadata",
                PyNone.NONE,
                "error",
                PyNone.NONE);
    }

    /** A Score: a value (C, I, a number), the answer it judged, why, and metadata. */
    public static PyDict score(PyObject value, @Nullable String answer, @Nullable String explanation, PyDict metadata) {
        return PyDict.of(
                "history",
                PyList.of(),
                "value",
                value,
                "answer",
                answer == null ? PyNone.NONE : PyStr.of(answer),
                "explanation",
                explanation == null ? PyNone.NONE : PyStr.of(explanation),
                "metadata",
                metadata);
    }

    /** EvalScorer: a scorer and its metric names. */
    public static PyDict scorer(String name, List<String> metrics) {
        return scorer(name, metrics, Map.of());
    }

    /** EvalScorer whose metrics have options ({@code stderr} with {@code cluster}); the others have none. */
    public static PyDict scorer(String name, List<String> metrics, Map<String, PyDict> options) {
        return PyDict.of(
                "name",
                PyStr.of(name),
                "options",
                PyDict.of(),
                "metrics",
                new PyList(metrics.stream()
                        .map(m -> (PyObject)
                                PyDict.of("name", PyStr.of(m), "options", options.getOrDefault(m, PyDict.of())))
                        .toList()),
                "metadata",
                PyNone.NONE);
    }

    /** EvalMetric. */
    public static PyDict metric(String name, PyObject value) {
        return metric(name, value, PyDict.of());
    }

    /** EvalMetric with the parameters it was computed with. */
    public static PyDict metric(String name, PyObject value, PyDict params) {
        return PyDict.of("name", PyStr.of(name), "value", value, "params", params, "metadata", PyNone.NONE);
    }

    /** EvalScore: one scorer's metrics over the samples. */
    public static PyDict evalScore(
            String name, @Nullable String reducer, int scored, int unscored, Map<String, PyObject> metrics) {
        return evalScore(name, reducer, scored, unscored, metrics, Map.of());
    }

    /** EvalScore whose metrics may carry parameters ({@code stderr}'s {@code cluster}). */
    public static PyDict evalScore(
            String name,
            @Nullable String reducer,
            int scored,
            int unscored,
            Map<String, PyObject> metrics,
            Map<String, PyDict> params) {
        Map<String, PyObject> ms = new LinkedHashMap<>();
        metrics.forEach((k, v) -> ms.put(k, metric(k, v, params.getOrDefault(k, PyDict.of()))));
        return PyDict.of(
                "name",
                PyStr.of(name),
                "scorer",
                PyStr.of(name),
                "reducer",
                reducer == null ? PyNone.NONE : PyStr.of(reducer),
                "scored_samples",
                PyInt.of(scored),
                "unscored_samples",
                PyInt.of(unscored),
                "params",
                PyDict.of(),
                "metrics",
                new PyDict(ms),
                "metadata",
                PyNone.NONE);
    }

    /** EvalSample. */
    public static PyDict sample(
            String id,
            int epoch,
            String input,
            String target,
            Transcript t,
            PyDict output,
            PyDict scores,
            PyDict metadata,
            PyDict modelUsage,
            String uuid) {
        Double total = t.timed() ? t.seconds() : null;
        Double working = t.timed() ? t.workingSeconds() : null;
        return PyDict.of(
                "id",
                PyStr.of(id),
                "epoch",
                PyInt.of(epoch),
                "input",
                PyStr.of(input),
                "choices",
                PyNone.NONE,
                "target",
                PyStr.of(target),
                "sandbox",
                PyNone.NONE,
                "files",
                PyNone.NONE,
                "setup",
                PyNone.NONE,
                "messages",
                new PyList(t.messages()),
                "output",
                output,
                "scores",
                scores,
                "metadata",
                metadata,
                "store",
                PyDict.of(),
                "events",
                new PyList(t.events()),
                "model_usage",
                modelUsage,
                "total_time",
                total == null ? PyNone.NONE : PyFloat.of(total),
                "working_time",
                working == null ? PyNone.NONE : PyFloat.of(working),
                "uuid",
                PyStr.of(uuid),
                "error",
                PyNone.NONE,
                "error_retries",
                PyNone.NONE,
                "attachments",
                PyDict.of(),
                "limit",
                PyNone.NONE);
    }
}
