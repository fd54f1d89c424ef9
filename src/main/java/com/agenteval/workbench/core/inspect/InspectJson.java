package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyList;
import com.agenteval.workbench.core.python.PyNone;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of Inspect's eval log format (log version 2) that every export writes the same way. Inspect's schema
 * lists every field as required and allows no others, so each part spells out its nulls.
 */
public final class InspectJson {

    /** Inspect's eval log format version. */
    public static final int LOG_VERSION = 2;

    /** GenerateConfig's fields, all left unset (the simulated agent has no sampling settings). */
    private static final List<String> GENERATE_CONFIG = List.of("max_retries", "timeout", "max_connections",
            "system_message", "max_tokens", "top_p", "temperature", "stop_seqs", "best_of", "frequency_penalty",
            "presence_penalty", "logit_bias", "seed", "top_k", "num_choices", "logprobs", "top_logprobs",
            "parallel_tool_calls", "internal_tools", "max_tool_output", "cache_prompt", "reasoning_effort",
            "reasoning_tokens", "reasoning_summary", "reasoning_history", "response_schema", "extra_body", "batch");

    /** EvalConfig's fields other than epochs, all left unset. */
    private static final List<String> EVAL_CONFIG = List.of("limit", "sample_id", "sample_shuffle", "epochs",
            "epochs_reducer", "approval", "fail_on_error", "continue_on_fail", "retry_on_error", "message_limit",
            "token_limit", "time_limit", "working_limit", "max_samples", "max_tasks", "max_subprocesses",
            "max_sandboxes", "sandbox_cleanup", "log_samples", "log_realtime", "log_images", "log_buffer",
            "log_shared", "score_display");

    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx")
            .withZone(ZoneOffset.UTC);

    private InspectJson() {
    }

    /** Python's {@code datetime.isoformat()} of a UTC time, as Inspect writes its timestamps. */
    public static String timestamp(Instant t) {
        return ISO.format(t);
    }

    public static PyDict generateConfig() {
        return nulls(GENERATE_CONFIG);
    }

    /** EvalConfig with the epochs set. */
    public static PyDict evalConfig(int epochs) {
        return nulls(EVAL_CONFIG).with("epochs", PyInt.of(epochs));
    }

    private static PyDict nulls(List<String> keys) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        keys.forEach(k -> m.put(k, PyNone.NONE));
        return new PyDict(m);
    }

    public static PyDict userMessage(String text) {
        return PyDict.of("id", PyNone.NONE, "content", PyStr.of(text), "source", PyStr.of("input"),
                "metadata", PyNone.NONE, "role", PyStr.of("user"), "tool_call_id", PyNone.NONE);
    }

    public static PyDict assistantMessage(String text, PyObject toolCalls, String model) {
        return PyDict.of("id", PyNone.NONE, "content", PyStr.of(text), "source", PyStr.of("generate"),
                "metadata", PyNone.NONE, "role", PyStr.of("assistant"), "tool_calls", toolCalls,
                "model", PyStr.of(model));
    }

    /** ModelUsage; the simulated agent counts tokens in total only, so they are written as output tokens. */
    public static PyDict usage(long input, long output) {
        return PyDict.of("input_tokens", PyInt.of(input), "output_tokens", PyInt.of(output),
                "total_tokens", PyInt.of(input + output), "input_tokens_cache_write", PyNone.NONE,
                "input_tokens_cache_read", PyNone.NONE, "reasoning_tokens", PyNone.NONE);
    }

    /** ModelOutput with one choice. */
    public static PyDict modelOutput(String model, PyDict assistant, String stopReason, PyObject usage) {
        PyObject content = assistant.get("content");
        return PyDict.of("model", PyStr.of(model),
                "choices", PyList.of(PyDict.of("message", assistant, "stop_reason", PyStr.of(stopReason),
                        "logprobs", PyNone.NONE)),
                "completion", content instanceof PyStr s ? s : PyStr.of(""),
                "usage", usage, "time", PyNone.NONE, "metadata", PyNone.NONE, "error", PyNone.NONE);
    }

    /** A Score: a value (C, I, a number), the answer it judged, why, and metadata. */
    public static PyDict score(PyObject value, String answer, String explanation, PyDict metadata) {
        return PyDict.of("history", PyList.of(), "value", value,
                "answer", answer == null ? PyNone.NONE : PyStr.of(answer),
                "explanation", explanation == null ? PyNone.NONE : PyStr.of(explanation), "metadata", metadata);
    }

    /** EvalScorer: a scorer and its metric names. */
    public static PyDict scorer(String name, List<String> metrics) {
        return scorer(name, metrics, Map.of());
    }

    /** EvalScorer whose metrics have options ({@code stderr} with {@code cluster}); the others have none. */
    public static PyDict scorer(String name, List<String> metrics, Map<String, PyDict> options) {
        return PyDict.of("name", PyStr.of(name), "options", PyDict.of(),
                "metrics", new PyList(metrics.stream().map(m -> (PyObject) PyDict.of("name", PyStr.of(m),
                        "options", options.getOrDefault(m, PyDict.of()))).toList()),
                "metadata", PyNone.NONE);
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
    public static PyDict evalScore(String name, String reducer, int scored, int unscored, Map<String, PyObject> metrics) {
        return evalScore(name, reducer, scored, unscored, metrics, Map.of());
    }

    /** EvalScore whose metrics may carry parameters ({@code stderr}'s {@code cluster}). */
    public static PyDict evalScore(String name, String reducer, int scored, int unscored, Map<String, PyObject> metrics,
                                   Map<String, PyDict> params) {
        Map<String, PyObject> ms = new LinkedHashMap<>();
        metrics.forEach((k, v) -> ms.put(k, metric(k, v, params.getOrDefault(k, PyDict.of()))));
        return PyDict.of("name", PyStr.of(name), "scorer", PyStr.of(name),
                "reducer", reducer == null ? PyNone.NONE : PyStr.of(reducer),
                "scored_samples", PyInt.of(scored), "unscored_samples", PyInt.of(unscored), "params", PyDict.of(),
                "metrics", new PyDict(ms), "metadata", PyNone.NONE);
    }

    /** EvalSample. */
    public static PyDict sample(String id, int epoch, String input, String target, Transcript t, PyDict output,
                                PyDict scores, PyDict metadata, PyDict modelUsage, String uuid) {
        return PyDict.of("id", PyStr.of(id), "epoch", PyInt.of(epoch), "input", PyStr.of(input),
                "choices", PyNone.NONE, "target", PyStr.of(target), "sandbox", PyNone.NONE, "files", PyNone.NONE,
                "setup", PyNone.NONE, "messages", new PyList(t.messages()), "output", output, "scores", scores,
                "metadata", metadata, "store", PyDict.of(), "events", new PyList(t.events()),
                "model_usage", modelUsage, "total_time", com.agenteval.workbench.core.python.PyFloat.of(t.seconds()),
                "working_time", com.agenteval.workbench.core.python.PyFloat.of(t.seconds()),
                "uuid", PyStr.of(uuid), "error", PyNone.NONE, "error_retries", PyNone.NONE,
                "attachments", PyDict.of(), "limit", PyNone.NONE);
    }
}
