package com.agenteval.workbench.app.otel;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads an OTLP/JSON document back in the tests: its spans, and one attribute or event of a span. */
public final class OtlpJsonSpans {

    private static final ObjectMapper JSON = new ObjectMapper();

    private OtlpJsonSpans() {}

    public static List<JsonNode> spans(byte[] json) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode rs : JSON.readTree(json).path("resourceSpans")) {
            for (JsonNode ss : rs.path("scopeSpans")) {
                ss.path("spans").forEach(out::add);
            }
        }
        return out;
    }

    public static List<JsonNode> withOperation(List<JsonNode> spans, String operation) {
        return spans.stream()
                .filter(s ->
                        operation.equals(attribute(s, "gen_ai.operation.name").orElse(null)))
                .toList();
    }

    /** A string, int or bool attribute as text (OTLP/JSON writes ints as strings). */
    public static Optional<String> attribute(JsonNode span, String key) {
        for (JsonNode a : span.path("attributes")) {
            if (a.path("key").asText().equals(key)) {
                JsonNode v = a.path("value");
                JsonNode x = v.has("stringValue")
                        ? v.get("stringValue")
                        : v.has("intValue")
                                ? v.get("intValue")
                                : v.has("boolValue")
                                        ? v.get("boolValue")
                                        : v.has("doubleValue") ? v.get("doubleValue") : v;
                return Optional.of(x.asText());
            }
        }
        return Optional.empty();
    }

    public static List<String> eventNames(JsonNode span) {
        List<String> out = new ArrayList<>();
        span.path("events").forEach(e -> out.add(e.path("name").asText()));
        return out;
    }
}
