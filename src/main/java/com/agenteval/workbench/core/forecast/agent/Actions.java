package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.python.PyStrings;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The agent's reply handling, as the book's {@code agent_research}: {@code parse_json} accepts exactly one JSON object,
 * bare, fenced, or as the first {@code {...}} in prose, and turns anything else into a parse-failure action;
 * {@code validate_action} checks the object against the two documented schemas.
 *
 * <pre>{@code
 * ValidatedAction a = Actions.validateAction(Actions.parseJson("```json\n{\"action\":\"search\",\"query\":\"x\"}\n```"));
 * a.type();   // "search"
 * Actions.validateAction(Actions.parseJson("{\"action\":\"forecast\",\"p_yes\":true,\"rationale\":\"r\"}")).type();
 * // "schema_failure"
 * }</pre>
 *
 * The failure vocabulary ({@code parse_failure}, {@code schema_failure}) is the one the book's
 * {@code 01_react_reasoning} uses for the same checks; this notebook feeds the type back in its unknown-action error.
 */
final class Actions {

    public static final String SEARCH = "search";
    public static final String FORECAST = "forecast";
    public static final String PARSE_FAILURE = "parse_failure";
    public static final String SCHEMA_FAILURE = "schema_failure";

    /** Python's {@code json.loads}: strict JSON plus bare NaN and Infinity, nothing after the value. */
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    static {
        // Python reads numbers of any length; keep Jackson's nesting limit, which Python's recursion limit matches
        JSON.getFactory()
                .setStreamReadConstraints(
                        StreamReadConstraints.builder().maxNumberLength(100_000).build());
    }

    private static final Pattern OPENING_FENCE = Pattern.compile("^```(?:json)?" + Python.WHITESPACE_CLASS + "*");
    private static final Pattern CLOSING_FENCE = Pattern.compile(Python.WHITESPACE_CLASS + "*```$", Pattern.UNIX_LINES);

    private Actions() {}

    /**
     * {@code parse_json(raw)}: the object as a map (numbers as Integer, Long, BigInteger or Double), or
     * {@code {"action": "parse_failure", "error": ...}}. A JSON value that is not an object is a failure at once.
     */
    public static Map<String, Object> parseJson(String raw) {
        String text = PyStrings.strip(raw);
        Attempt bare = load(text);
        if (bare != null) {
            return bare.result();
        }
        text = OPENING_FENCE.matcher(text).replaceFirst("");
        text = CLOSING_FENCE.matcher(text).replaceAll("");
        Attempt fenced = load(text);
        if (fenced != null) {
            return fenced.result();
        }
        // re.search(r"\{.*\}", raw, re.DOTALL) is greedy: from the first '{' to the last '}' after it, when there is
        // one. Found directly, because the regex backtracks quadratically on long replies full of '{'.
        int open = text.indexOf('{');
        int close = text.lastIndexOf('}');
        if (open >= 0 && close > open) {
            Attempt braces = load(text.substring(open, close + 1));
            if (braces != null) {
                return braces.result();
            }
        }
        return failure("JSON parse failure");
    }

    /**
     * {@code validate_action(parsed)}: a search needs a non-empty string query (stripped); a forecast needs a finite
     * numeric {@code p_yes} (a boolean is not a number), clamped to [0, 1], and a string rationale; an optional numeric
     * {@code confidence} is clamped too (a non-numeric one is dropped, so confidence falls back to distance from even
     * odds). A parse failure stays one; any other action string passes through as its own type, for the
     * unknown-action handler.
     */
    static ValidatedAction validateAction(Map<String, Object> parsed) {
        Object type = parsed.get("action");
        if (!(type instanceof String actionType)) {
            return new ValidatedAction(SCHEMA_FAILURE, null);
        }
        Map<String, Object> action = new LinkedHashMap<>(parsed);
        switch (actionType) {
            case PARSE_FAILURE -> {
                return new ValidatedAction(PARSE_FAILURE, null);
            }
            case SEARCH -> {
                if (!(parsed.get("query") instanceof String query)
                        || PyStrings.strip(query).isEmpty()) {
                    return new ValidatedAction(SCHEMA_FAILURE, null);
                }
                action.put("query", PyStrings.strip(query));
                return new ValidatedAction(SEARCH, action);
            }
            case FORECAST -> {
                Double p = finiteNumber(parsed.get("p_yes"));
                if (p == null || !(parsed.get("rationale") instanceof String)) {
                    return new ValidatedAction(SCHEMA_FAILURE, null);
                }
                action.put("p_yes", clamp(p));
                if (parsed.containsKey("confidence")) {
                    Double confidence = finiteNumber(parsed.get("confidence"));
                    if (confidence == null) {
                        action.remove("confidence");
                    } else {
                        action.put("confidence", clamp(confidence));
                    }
                }
                return new ValidatedAction(FORECAST, action);
            }
            default -> {
                return new ValidatedAction(String.valueOf(type), action); // type is the String actionType
            }
        }
    }

    private static @Nullable Double finiteNumber(@Nullable Object value) {
        if (!(value instanceof Number n)) {
            return null;
        }
        double d = n.doubleValue();
        return Double.isFinite(d) ? d : null;
    }

    private static double clamp(double p) {
        return Math.max(0.0, Math.min(1.0, p));
    }

    private static Map<String, Object> failure(String error) {
        Map<String, Object> failure = new LinkedHashMap<>();
        failure.put("action", PARSE_FAILURE);
        failure.put("error", error);
        return failure;
    }

    /** One {@code json.loads} try: null when the text is not JSON; otherwise the object, or the failure for a non-object. */
    private static @Nullable Attempt load(String text) {
        if (text.startsWith("\uFEFF")) {
            return null; // json.loads refuses a byte-order mark
        }
        Object value;
        try {
            value = JSON.readValue(text, Object.class);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        if (value instanceof Map<?, ?> map) {
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) map;
            return new Attempt(object);
        }
        return new Attempt(failure("Expected JSON object"));
    }

    private record Attempt(Map<String, Object> result) {}
}
