package com.agenteval.workbench.core.forecast.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 10,000 generated replies, each built so its right action type is known by construction: valid actions in every
 * wrapping, truncated JSON, nested fences, huge numbers, NaN and Infinity, booleans as p_yes, random JSON and noise.
 */
class ActionsFuzzTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] PROSE = {
        "Let me think.",
        "Based on the evidence:",
        "Here is my action",
        "OK",
        "I'll search first",
        "Final answer below",
        "Thought: the trend is up (2023 vs 2022)."
    };
    private static final String[] NOISE = {
        "a", "b", " ", "\n", "\"", ":", ",", "[", "]", "```", "json", "NaN", "0.5", "true", "\u00a0", "é", "\\", "(1)",
        "-", "*"
    };

    private final SplittableRandom random = new SplittableRandom(20260609);

    @Test
    void tenThousandGeneratedRepliesNeverThrowAndGetTheRightType() {
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < 10_000; i++) {
            Case c = generate(i % 12);

            ValidatedAction action = Actions.validateAction(Actions.parseJson(c.reply()));

            assertThat(action.type()).as("case %d: %s", i, c.reply()).isEqualTo(c.expectedType());
            if (action.isForecast()) {
                assertThat(action.pYes()).isBetween(0.0, 1.0);
            }
            if (action.isSearch()) {
                assertThat(action.query()).isNotBlank();
            }
            seen.merge(c.expectedType().startsWith("unknown_") ? "unknown" : c.expectedType(), 1, Integer::sum);
        }
        assertThat(seen).containsKeys("search", "forecast", "parse_failure", "schema_failure", "unknown");
    }

    private Case generate(int kind) {
        return switch (kind) {
            case 0 -> new Case(wrap(object("action", "search", "query", words(1 + random.nextInt(6)))), "search");
            case 1 -> new Case(wrap(forecast(validProbability(), json(words(random.nextInt(20))))), "forecast");
            case 2 -> new Case(wrap(forecast(badProbability(), json("r"))), "schema_failure");
            case 3 -> new Case(wrap(forecast("0.4", badRationale())), "schema_failure");
            case 4 -> new Case(wrap("{\"action\":\"search\",\"query\":" + badQuery() + "}"), "schema_failure");
            case 5 ->
                new Case(
                        wrap("{\"action\":" + pick("1", "null", "true", "[\"search\"]", "{}") + "}"), "schema_failure");
            case 6 -> {
                String word = "unknown_" + words(1).strip().replace(' ', '_');
                yield new Case(wrap(object("action", word, "query", "q")), word);
            }
            case 7 -> new Case(truncated(), "parse_failure");
            case 8 ->
                new Case(pick("[1, 2]", "42", "\"text\"", "true", "null", "[[]]", "-1e400", "NaN"), "parse_failure");
            case 9 -> new Case(noise(), "parse_failure");
            case 10 -> new Case(nestedFences(), "search");
            default -> new Case(twoObjects(), "parse_failure");
        };
    }

    /** A JSON object serialised with Jackson, keys in order. */
    private String object(String... keyValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put(keyValues[i], keyValues[i + 1]);
        }
        if (random.nextInt(4) == 0) {
            map.put("note", words(3) + " {braces} inside a string");
        }
        return json(map);
    }

    private String forecast(String pToken, String rationaleToken) {
        return "{\"action\":\"forecast\",\"p_yes\":" + pToken + ",\"rationale\":" + rationaleToken + "}";
    }

    private String validProbability() {
        return pick(
                Double.toString(random.nextDouble()),
                "0",
                "1",
                "0.0",
                "1.0",
                "-0.3",
                "1.7",
                "1e300",
                "-1e300",
                "123456789012345678901234567890",
                "5e-324",
                "0.65");
    }

    private String badProbability() {
        return pick(
                "NaN",
                "Infinity",
                "-Infinity",
                "1e400",
                "-1e400",
                "true",
                "false",
                "\"0.6\"",
                "null",
                "[0.6]",
                "{\"p\":0.6}",
                "1" + "0".repeat(400));
    }

    private String badRationale() {
        return pick("1", "null", "true", "[\"r\"]", "{\"why\":\"r\"}");
    }

    private String badQuery() {
        return pick("\"\"", "\"   \"", "\"\\n\\t\"", "7", "null", "false", "[\"q\"]");
    }

    /** A valid object in one of the wrappings a model uses: bare, fenced, in prose, padded. */
    private String wrap(String json) {
        return switch (random.nextInt(8)) {
            case 0 -> json;
            case 1 -> "```json\n" + json + "\n```";
            case 2 -> "```\n" + json + "\n```";
            case 3 -> pick(PROSE) + "\n" + json;
            case 4 -> json + "\n" + pick(PROSE);
            case 5 -> pick(PROSE) + "\n```json\n" + json + "\n```\n" + pick(PROSE);
            case 6 -> " \n\t\u00a0" + json + "\u2003\n";
            default -> "```json " + json + " ```";
        };
    }

    /** A valid action cut before its closing brace, with no brace after the cut: never parseable. */
    private String truncated() {
        String json = object("action", "search", "query", words(3)).replace("{braces}", "(braces)");
        String cut = json.substring(0, 1 + random.nextInt(json.length() - 1));
        return random.nextBoolean() ? cut : pick(PROSE).replace("(2023 vs 2022)", "") + " " + cut;
    }

    private String nestedFences() {
        String json = object("action", "search", "query", words(2));
        int depth = 1 + random.nextInt(3);
        return "```json\n".repeat(depth) + json + "\n```".repeat(depth);
    }

    /** Two objects in prose: the greedy first-'{'-to-last-'}' span is not JSON. */
    private String twoObjects() {
        return "First " + object("action", "search", "query", "a") + " then "
                + object("action", "search", "query", "b");
    }

    private String noise() {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(40);
        for (int i = 0; i < n; i++) {
            sb.append(pick(NOISE));
        }
        return sb.toString();
    }

    private String words(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(pick("harbor", "national", "market", "cap", "2024", "growth", "U.S.", "rates", "Aster", "GDP"));
        }
        return String.join(" ", out);
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    private record Case(String reply, String expectedType) {}
}
