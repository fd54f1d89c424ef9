package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RunTraceJsonTest {

    @Test
    void bookCaptureSavesBackByteForByte() throws Exception {
        String original = ForecastFixtures.bookCaptureJson();

        String saved = RunTraceJson.write(RunTraceJson.parse(original));

        assertThat(saved).isEqualTo(original);
    }

    @Test
    void readersReachTheMappingThroughSavedFilesWithinTheLimitsTheyGive() throws Exception {
        byte[] bytes = ForecastFixtures.bookCaptureJson().getBytes(StandardCharsets.UTF_8);

        RunTrace run = SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT));
        assertThat(RunTraceJson.write(run)).isEqualTo(ForecastFixtures.bookCaptureJson());
        assertThat(SavedFiles.readBook(bytes, RunTraceJson.treeReader(TraceLimits.DEFAULT))
                        .path("notebook")
                        .asText())
                .isEqualTo("04_research_agent");
        TraceLimits oneStep = new TraceLimits(TraceLimits.MB, 20_000, 1, 20_000, 500_000);
        assertThatThrownBy(() -> SavedFiles.readBook(bytes, RunTraceJson.reader(oneStep)))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining("too large to replay: more than 1 steps for one agent");
        assertThatThrownBy(() ->
                        SavedFiles.readBook(bytes, RunTraceJson.treeReader(TraceLimits.DEFAULT.withMaxFileBytes(100))))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining("too large: ");
    }

    @Test
    void bookCaptureReadsAsTheBookWroteIt() {
        RunTrace run = ForecastFixtures.bookCapture();

        assertThat(run.notebook()).isEqualTo("04_research_agent");
        assertThat(run.question().currentMarketPrice()).isEqualTo(0.545);
        assertThat(run.question().cutoff()).isEmpty();
        assertThat(run.agents()).extracting(ForecastArtifact::agentId).containsExactly("agent_0", "agent_1");
        assertThat(run.agents().get(0).tokenUsage().totalTokens()).isEqualTo(23_335);
        assertThat(run.llmCalls()).hasSize(10);
        assertThat(run.aggregation()).isNull();
    }

    @Test
    void unknownFieldsSurviveALoadSaveRoundTripAtEveryLevel() throws Exception {
        ObjectNode tree = (ObjectNode) RunTraceJson.mapper().readTree(ForecastFixtures.bookCaptureJson());
        tree.put("future_top", "kept");
        ((ObjectNode) tree.get("question")).putObject("future_question").put("n", 3);
        ObjectNode agent = (ObjectNode) tree.get("agents").get(0);
        agent.putArray("future_agent").add(1).add("two");
        agent.put("status", "accepted");
        ((ObjectNode) agent.get("token_usage")).put("cached_tokens", 7);
        ObjectNode step = (ObjectNode) agent.get("traces").get(0);
        step.put("future_step", true);
        ((ObjectNode) step.get("results").get(0)).put("raw_content", "full page");
        ObjectNode call = (ObjectNode) tree.get("llm_calls").get(0);
        call.put("latency_ms", 812.5);
        ((ObjectNode) call.get("messages").get(0)).put("name", "system-v2");
        tree.put("duration_seconds", 36.2);

        RunTrace loaded = RunTraceJson.parse(tree.toString());
        JsonNode saved = RunTraceJson.mapper().readTree(RunTraceJson.write(loaded));

        assertThat(saved).isEqualTo(tree);
        assertThat(loaded.extras()).containsEntry("future_top", "kept");
        assertThat(loaded.agents().get(0).status()).isEqualTo("accepted");
        assertThat(loaded.durationSeconds()).isEqualTo(36.2);
    }

    @Test
    void newerOptionalFieldsAreWrittenOnlyWhenPresent() throws Exception {
        JsonNode old = RunTraceJson.mapper().readTree(RunTraceJson.write(ForecastFixtures.bookCapture()));
        JsonNode fresh = RunTraceJson.mapper().readTree(RunTraceJson.write(ForecastFixtures.smallRun("abc123")));

        assertThat(old.has("status")).isFalse();
        assertThat(old.get("agents").get(0).has("forecast_produced")).isFalse();
        assertThat(fresh.get("execution_mode").asText()).isEqualTo("offline");
        assertThat(fresh.get("agents").get(1).get("forecast_produced").asBoolean())
                .isFalse();
    }

    @Test
    void forecastProducedIsInferredFromTracesWhenTheCaptureDoesNotSayIt() {
        ForecastArtifact forecast =
                ForecastFixtures.artifact("a", 0.6, "r", List.of(AgentTrace.of(1, AgentTrace.FORECAST, "{}")), null);
        ForecastArtifact ranOut = ForecastFixtures.artifact(
                "b",
                0.5,
                "Max steps reached without forecast",
                List.of(AgentTrace.search(1, "q", List.of(), "{}"), AgentTrace.of(1, AgentTrace.FORCED_DEFAULT, null)),
                null);
        ForecastArtifact recordedFalse =
                ForecastFixtures.artifact("c", 0.6, "r", List.of(AgentTrace.of(1, AgentTrace.FORECAST, "{}")), false);

        assertThat(forecast.forecastProduced()).isTrue();
        assertThat(forecast.forecastProducedIsRecorded()).isFalse();
        assertThat(ranOut.forecastProduced()).isFalse();
        assertThat(recordedFalse.forecastProduced()).isFalse();
        assertThat(ForecastFixtures.bookCapture().agents()).allMatch(ForecastArtifact::forecastProduced);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "truncated     | {\"notebook\": \"x\", \"agents\": [{\"agent_id\": \"a\"   | truncated JSON: the input ends inside agents[0]",
                "not JSON      | hello there                                             | not JSON: unrecognized token (line 1, column 1)",
                "wrong type    | {\"notebook\": \"x\", \"agents\": [{\"p_yes\": \"high\"}]} | wrong type at agents[0].p_yes (line 1, column",
                "boolean p_yes | {\"notebook\": \"x\", \"agents\": [{\"p_yes\": true}]}   | expected a number, found a boolean",
                "array on top  | [1, 2]                                                  | wrong type at top level (line 1, column 1): expected a JSON object, found an array",
                "list as text  | {\"notebook\": \"x\", \"agents\": \"none\"}             | wrong type at agents (line 1, column",
                "missing field | {\"notebook\": \"x\", \"agents\": []}                    | missing field question",
                "trailing junk | {\"notebook\": \"x\"} {\"more\": 1}                        | not JSON",
            })
    void aCorruptFileSaysWhatIsWrongAndWhere(String kind, String json, String expected) {
        assertThatThrownBy(() -> RunTraceJson.parse(json))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining(expected);
    }

    @Test
    void anEmptyFileIsReportedAsEmpty() {
        assertThatThrownBy(() -> RunTraceJson.parse("  \n"))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessage("empty file: no JSON at all");
    }

    @Test
    void aCreatedAtThatIsNotADateIsReported() {
        String json =
                RunTraceJson.write(ForecastFixtures.smallRun("r1")).replace("2024-02-01T10:00:05+00:00", "yesterday");

        // the value is not quoted: a reason gives positions and kinds, never a file's content
        assertThatThrownBy(() -> RunTraceJson.parse(json))
                .hasMessage("bad value at created_at: not an ISO date-time with an offset");
    }
}
