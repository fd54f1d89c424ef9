package com.agenteval.workbench.app.otel;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.ResourceSpans;
import io.opentelemetry.proto.trace.v1.ScopeSpans;
import io.opentelemetry.proto.trace.v1.Span;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The strict reading of an OTLP/JSON export with the OpenTelemetry protobuf definitions (opentelemetry-proto's
 * {@code ExportTraceServiceRequest}): every id must be the lowercase hex OTLP/JSON writes (16 bytes for a trace, 8
 * for a span), and protobuf's own JSON parser, which fails on any unknown field, reads the rest. Then the GenAI
 * conventions the exports follow are checked span by span ({@link #violations}).
 */
public final class OtlpStrict {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern TRACE_ID = Pattern.compile("[0-9a-f]{32}");
    private static final Pattern SPAN_ID = Pattern.compile("[0-9a-f]{16}");
    private static final Set<String> OPERATIONS = Set.of("invoke_workflow", "invoke_agent", "chat", "execute_tool");

    private OtlpStrict() {}

    /** Parses strictly; an id that is not hex, or any field the protobuf does not define, throws. */
    public static ExportTraceServiceRequest parse(byte[] json) throws IOException {
        JsonNode tree = JSON.readTree(json);
        for (JsonNode rs : tree.path("resourceSpans")) {
            for (JsonNode ss : rs.path("scopeSpans")) {
                for (JsonNode span : ss.path("spans")) {
                    ObjectNode s = (ObjectNode) span;
                    base64(s, "traceId", TRACE_ID, true);
                    base64(s, "spanId", SPAN_ID, true);
                    base64(s, "parentSpanId", SPAN_ID, false);
                }
            }
        }
        ExportTraceServiceRequest.Builder b = ExportTraceServiceRequest.newBuilder();
        try {
            JsonFormat.parser().merge(JSON.writeValueAsString(tree), b);
        } catch (InvalidProtocolBufferException e) {
            throw new IOException("not an OTLP trace request: " + e.getMessage(), e);
        }
        return b.build();
    }

    /** OTLP/JSON writes ids as hex where protobuf's JSON mapping has base64: check the hex, hand protobuf base64. */
    private static void base64(ObjectNode span, String field, Pattern hex, boolean required) throws IOException {
        JsonNode v = span.get(field);
        if (v == null || (!required && v.asText().isEmpty())) {
            if (required) {
                throw new IOException("a span without " + field);
            }
            return;
        }
        if (!v.isTextual() || !hex.matcher(v.asText()).matches() || v.asText().matches("0+")) {
            throw new IOException(field + " is not a non-zero lowercase hex id: " + v);
        }
        span.put(field, Base64.getEncoder().encodeToString(HexFormat.of().parseHex(v.asText())));
    }

    public static List<Span> spans(ExportTraceServiceRequest r) {
        List<Span> out = new ArrayList<>();
        for (ResourceSpans rs : r.getResourceSpansList()) {
            for (ScopeSpans ss : rs.getScopeSpansList()) {
                out.addAll(ss.getSpansList());
            }
        }
        return out;
    }

    public static Optional<AnyValue> value(List<KeyValue> attributes, String key) {
        return attributes.stream()
                .filter(a -> a.getKey().equals(key))
                .map(KeyValue::getValue)
                .findFirst();
    }

    public static String string(List<KeyValue> attributes, String key) {
        return value(attributes, key)
                .filter(AnyValue::hasStringValue)
                .map(AnyValue::getStringValue)
                .orElse(null);
    }

    public static String operation(Span s) {
        return string(s.getAttributesList(), "gen_ai.operation.name");
    }

    /**
     * What breaks the GenAI conventions as the exports follow them (docs/export.md): each span names a known
     * operation and is named after it; one root per trace, every parent in its trace; an {@code invoke_workflow} root
     * is named by its {@code gen_ai.workflow.name}; a {@code chat} span has its model and int token counts; an
     * {@code execute_tool} span its tool's name and call id; content, when present, is the conventions' message JSON;
     * an evaluation event has its name and a numeric score or a label.
     */
    public static List<String> violations(ExportTraceServiceRequest r) throws IOException {
        List<String> out = new ArrayList<>();
        List<Span> spans = spans(r);
        Map<String, List<Span>> byTrace = new HashMap<>();
        spans.forEach(s -> byTrace.computeIfAbsent(s.getTraceId().toStringUtf8(), k -> new ArrayList<>())
                .add(s));
        for (List<Span> trace : byTrace.values()) {
            Set<com.google.protobuf.ByteString> ids = new HashSet<>();
            trace.forEach(s -> ids.add(s.getSpanId()));
            long roots =
                    trace.stream().filter(s -> s.getParentSpanId().isEmpty()).count();
            if (roots != 1) {
                out.add("a trace with " + roots + " roots");
            }
            trace.stream()
                    .filter(s -> !s.getParentSpanId().isEmpty() && !ids.contains(s.getParentSpanId()))
                    .forEach(s -> out.add(s.getName() + ": its parent is not in its trace"));
        }
        for (Span s : spans) {
            List<KeyValue> a = s.getAttributesList();
            String op = operation(s);
            if (op == null || !OPERATIONS.contains(op)) {
                out.add(s.getName() + ": gen_ai.operation.name is " + op);
                continue;
            }
            if (s.getEndTimeUnixNano() < s.getStartTimeUnixNano() || s.getStartTimeUnixNano() == 0) {
                out.add(s.getName() + ": its times are out of order");
            }
            switch (op) {
                case "invoke_workflow" -> {
                    String name = string(a, "gen_ai.workflow.name");
                    if (name == null || name.isBlank() || !s.getName().equals("invoke_workflow " + name)) {
                        out.add(s.getName() + ": not named invoke_workflow {gen_ai.workflow.name} (" + name + ")");
                    }
                }
                case "invoke_agent" -> {
                    String name = string(a, "gen_ai.agent.name");
                    if (name == null || !s.getName().equals("invoke_agent " + name)) {
                        out.add(s.getName() + ": not named invoke_agent {gen_ai.agent.name}");
                    }
                }
                case "chat" -> {
                    String model = string(a, "gen_ai.request.model");
                    if (model == null || model.isBlank() || !s.getName().equals("chat " + model)) {
                        out.add(s.getName() + ": not named chat {gen_ai.request.model}");
                    }
                    if (string(a, "gen_ai.provider.name") == null) {
                        out.add(s.getName() + ": no gen_ai.provider.name");
                    }
                    for (String k : List.of("gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens")) {
                        Optional<AnyValue> v = value(a, k);
                        if (v.isEmpty() || !v.get().hasIntValue() || v.get().getIntValue() < 0) {
                            out.add(s.getName() + ": " + k + " is not a non-negative int");
                        }
                    }
                    messages(s, a, "gen_ai.input.messages", out);
                    messages(s, a, "gen_ai.output.messages", out);
                }
                case "execute_tool" -> {
                    String tool = string(a, "gen_ai.tool.name");
                    if (tool == null || tool.isBlank() || !s.getName().equals("execute_tool " + tool)) {
                        out.add(s.getName() + ": not named execute_tool {gen_ai.tool.name}");
                    }
                    String id = string(a, "gen_ai.tool.call.id");
                    if (id == null || id.isBlank()) {
                        out.add(s.getName() + ": no gen_ai.tool.call.id");
                    }
                }
                default -> {}
            }
            for (Span.Event e : s.getEventsList()) {
                if (!e.getName().equals("gen_ai.evaluation.result")) {
                    continue;
                }
                List<KeyValue> ea = e.getAttributesList();
                if (string(ea, "gen_ai.evaluation.name") == null) {
                    out.add(s.getName() + ": an evaluation without gen_ai.evaluation.name");
                }
                Optional<AnyValue> score = value(ea, "gen_ai.evaluation.score.value");
                if (score.isPresent() && !score.get().hasDoubleValue()) {
                    out.add(s.getName() + ": gen_ai.evaluation.score.value is not a double");
                }
                if (score.isEmpty() && string(ea, "gen_ai.evaluation.score.label") == null) {
                    out.add(s.getName() + ": an evaluation with neither a score nor a label");
                }
            }
        }
        return out;
    }

    /** The conventions' message JSON: an array of messages, each with a role and an array of typed parts. */
    private static void messages(Span s, List<KeyValue> a, String key, List<String> out) throws IOException {
        String v = string(a, key);
        if (v == null) {
            return;
        }
        JsonNode m = JSON.readTree(v);
        if (!m.isArray()) {
            out.add(s.getName() + ": " + key + " is not an array");
            return;
        }
        for (JsonNode x : m) {
            if (!x.path("role").isTextual() || !x.path("parts").isArray()) {
                out.add(s.getName() + ": " + key + " has a message without role or parts");
            }
            for (JsonNode p : x.path("parts")) {
                if (!p.path("type").isTextual()) {
                    out.add(s.getName() + ": " + key + " has a part without a type");
                }
            }
        }
    }
}
