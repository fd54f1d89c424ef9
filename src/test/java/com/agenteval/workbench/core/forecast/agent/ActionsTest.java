package com.agenteval.workbench.core.forecast.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ActionsTest {

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    @Test
    void parseJsonMatchesTheBooksParserOnEveryVector() throws Exception {
        JsonNode vectors = JSON.readTree(ForecastFixtures.resource("/forecast/parse_vectors.json"));
        for (JsonNode v : vectors) {
            String reply = v.get("reply").asText();

            Map<String, Object> parsed = Actions.parseJson(reply);

            assertThat((JsonNode) JSON.valueToTree(parsed))
                    .as("parse_json(%s)", reply)
                    .isEqualTo(v.get("parsed"));
        }
        assertThat(vectors.size()).isGreaterThan(900);
    }

    /** Every reply shape the notebook names: bare, fenced, prefixed, and well-formed but not an action. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "bare search          | {\"action\":\"search\",\"query\":\"  Fed rates 2026 \"}                          | search",
                "fenced json          | ```json\\n{\"action\":\"search\",\"query\":\"x\"}\\n```                          | search",
                "fenced plain         | ```\\n{\"action\":\"forecast\",\"p_yes\":0.6,\"rationale\":\"r\"}\\n```          | forecast",
                "prose prefix         | I will search first.\\n{\"action\":\"search\",\"query\":\"x\"}                   | search",
                "prose around fence   | Thought: enough.\\n```json\\n{\"action\":\"forecast\",\"p_yes\":1,\"rationale\":\"r\"}\\n```\\nDone. | forecast",
                "not an action        | {\"answer\": 0.6}                                                               | schema_failure",
                "array                | [{\"action\":\"search\",\"query\":\"x\"}]                                         | parse_failure",
                "plain text           | I think the answer is 60%.                                                     | parse_failure",
                "truncated            | {\"action\":\"forecast\",\"p_yes\":0.6,\"rationa                                  | parse_failure",
                "empty query          | {\"action\":\"search\",\"query\":\"   \"}                                        | schema_failure",
                "query not a string   | {\"action\":\"search\",\"query\":42}                                            | schema_failure",
                "p_yes as string      | {\"action\":\"forecast\",\"p_yes\":\"0.6\",\"rationale\":\"r\"}                   | schema_failure",
                "p_yes boolean        | {\"action\":\"forecast\",\"p_yes\":true,\"rationale\":\"r\"}                      | schema_failure",
                "p_yes NaN            | {\"action\":\"forecast\",\"p_yes\":NaN,\"rationale\":\"r\"}                       | schema_failure",
                "p_yes Infinity       | {\"action\":\"forecast\",\"p_yes\":Infinity,\"rationale\":\"r\"}                  | schema_failure",
                "p_yes overflow       | {\"action\":\"forecast\",\"p_yes\":1e400,\"rationale\":\"r\"}                     | schema_failure",
                "rationale missing    | {\"action\":\"forecast\",\"p_yes\":0.6}                                         | schema_failure",
                "action missing       | {\"query\":\"x\"}                                                               | schema_failure",
                "unknown action       | {\"action\":\"abstain\",\"rationale\":\"not enough\"}                             | abstain",
            })
    void everyReplyShapeGetsTheRightActionType(String shape, String reply, String expectedType) {
        ValidatedAction action = Actions.validateAction(Actions.parseJson(reply.replace("\\n", "\n")));

        assertThat(action.type()).isEqualTo(expectedType);
        assertThat(action.action() == null).isEqualTo(expectedType.endsWith("_failure"));
    }

    @Test
    void aSearchQueryIsStripped() {
        assertThat(Actions.validateAction(Actions.parseJson("{\"action\":\"search\",\"query\":\"  x y \\n\"}"))
                        .query())
                .isEqualTo("x y");
    }

    @ParameterizedTest
    @CsvSource({"1.7, 1.0", "-0.2, 0.0", "0.35, 0.35", "1, 1.0", "1e300, 1.0"})
    void probabilitiesAreClampedBeforeAnythingActsOnThem(String raw, double expected) {
        ValidatedAction action = Actions.validateAction(
                Actions.parseJson("{\"action\":\"forecast\",\"p_yes\":" + raw + ",\"rationale\":\"r\"}"));

        assertThat(action.pYes()).isEqualTo(expected);
    }

    @Test
    void aVolunteeredConfidenceIsClampedAndANonNumericOneDropped() {
        ValidatedAction high = Actions.validateAction(
                Actions.parseJson("{\"action\":\"forecast\",\"p_yes\":0.6,\"rationale\":\"r\",\"confidence\":3}"));
        ValidatedAction words = Actions.validateAction(Actions.parseJson(
                "{\"action\":\"forecast\",\"p_yes\":0.6,\"rationale\":\"r\",\"confidence\":\"high\"}"));

        assertThat(high.action()).containsEntry("confidence", 1.0);
        assertThat(words.action()).doesNotContainKey("confidence");
    }

    @Test
    void aParseFailureSaysWhy() {
        assertThat(Actions.parseJson("no json here"))
                .containsEntry("action", "parse_failure")
                .containsEntry("error", "JSON parse failure");
        assertThat(Actions.parseJson("[1, 2]")).containsEntry("error", "Expected JSON object");
    }
}
