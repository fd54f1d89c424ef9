package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.log.TestReaders;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full live forecast with the real Spring AI clients and the real Tavily client against local fake servers
 * speaking the providers' wire formats: search, search, forecast; saved; then replayed with the servers gone.
 */
class LiveForecastingTest {

    @StartStop
    final MockWebServer models = new MockWebServer();

    @StartStop
    final MockWebServer tavily = new MockWebServer();

    @TempDir
    Path traces;

    private final Clock clock = Clock.fixed(Instant.parse("2026-06-09T14:17:30Z"), ZoneOffset.UTC);
    private final LiveFixtures.RecordingSleeper sleeper = new LiveFixtures.RecordingSleeper();

    private static final String SEARCH_1 = "{\"action\":\"search\",\"query\":\"FOMC June 2026 decision\"}";
    private static final String SEARCH_2 = "{\"action\":\"search\",\"query\":\"Fed dot plot 2026 rate path\"}";
    private static final String FORECAST = "{\"action\":\"forecast\",\"p_yes\":0.35,\"rationale\":\"(1) The "
            + "committee held rates in June. (2) The dot plot shows no hike. However, inflation risk remains.\"}";

    private void enqueueSearches() {
        tavily.enqueue(Wire.tavily(
                "FOMC June 2026 decision",
                new Wire.Hit(
                        "Fed holds rates steady",
                        "https://www.reuters.com/markets/fed-holds",
                        "The Federal " + "Reserve left its target range unchanged.",
                        "2026-06-04",
                        0.91),
                new Wire.Hit(
                        "What the Fed said",
                        "https://www.federalreserve.gov/newsevents/pressreleases.htm",
                        "Statement of the Federal Open Market Committee.",
                        null,
                        0.88)));
        tavily.enqueue(Wire.tavily(
                "Fed dot plot 2026 rate path",
                new Wire.Hit(
                        "Dot plot: no hikes",
                        "https://www.cnbc.com/2026/06/04/dot-plot.html",
                        "Officials see no increase this year.",
                        "Thu, 04 Jun 2026 18:00:00 GMT",
                        0.83)));
    }

    private LiveRunOutcome run(ProviderConfig provider) throws Exception {
        List<String> events = new ArrayList<>();
        LiveProgress progress = new LiveProgress() {
            @Override
            public void onStep(String agentId, AgentTrace step) {
                events.add(agentId + ":" + step.action());
            }
        };
        LiveRunOutcome out = LiveForecasting.run(
                LiveRunRequest.of(LiveQuestions.CONTESTED, 1),
                ChatModels.build(provider, LiveFixtures.http(sleeper)),
                LiveFixtures.tavily(tavily),
                LiveFixtures.http(sleeper),
                RunTraceStore.of(traces, TestReaders.POOL)::save,
                clock,
                progress,
                new Cancellation());
        assertThat(events).containsExactly("agent_0:search", "agent_0:search", "agent_0:forecast");
        return out;
    }

    @Test
    void anthropicSearchSearchForecastIsSavedAndReplaysWithNoServer() throws Exception {
        models.enqueue(Wire.anthropic(SEARCH_1, 239, 25));
        models.enqueue(Wire.anthropic(SEARCH_2, 612, 27));
        models.enqueue(Wire.anthropic(FORECAST, 905, 61));
        enqueueSearches();

        LiveRunOutcome out = run(LiveFixtures.anthropic(models));

        // the wire: Messages API with the key header, version, the book's options, JSON mode in the system prompt
        RecordedRequest first = models.takeRequest();
        assertThat(first.getMethod()).isEqualTo("POST");
        assertThat(first.getUrl().encodedPath()).isEqualTo("/v1/messages");
        assertThat(first.getHeaders().get("x-api-key")).isEqualTo(LiveFixtures.ANTHROPIC_KEY);
        assertThat(first.getHeaders().get("anthropic-version")).isEqualTo("2023-06-01");
        ObjectNode body = Wire.body(first);
        assertThat(body.get("model").asText()).isEqualTo("claude-sonnet-4-20250514");
        assertThat(body.get("max_tokens").asInt()).isEqualTo(1200);
        assertThat(body.get("temperature").asDouble()).isEqualTo(0.7);
        assertThat(body.get("system").asText())
                .startsWith("You are a forecasting agent")
                .endsWith("\n\nYou must respond with valid JSON only. No other text.");
        assertThat(body.get("messages")).hasSize(1);
        assertThat(body.get("messages").get(0).get("role").asText()).isEqualTo("user");
        assertThat(Wire.text(body.get("messages").get(0).get("content")))
                .startsWith("QUESTION:\n" + "Will the Federal Reserve hike rates in 2026?")
                .doesNotContain("MARKET IMPLIED PROBABILITY");
        ObjectNode second = Wire.body(models.takeRequest());
        JsonNode turns = second.get("messages");
        assertThat(turns).hasSize(3);
        assertThat(turns.get(1).get("role").asText()).isEqualTo("assistant");
        assertThat(Wire.text(turns.get(1).get("content"))).isEqualTo(SEARCH_1);
        // the tool result goes back as a user turn, as the book's Anthropic client sends it
        assertThat(turns.get(2).get("role").asText()).isEqualTo("user");
        assertThat(Wire.text(turns.get(2).get("content"))).startsWith("SEARCH RESULTS:\n1. Fed holds");

        // Tavily: the book's request parameters, the key as a bearer token
        RecordedRequest search = tavily.takeRequest();
        assertThat(search.getUrl().encodedPath()).isEqualTo("/search");
        assertThat(search.getHeaders().get("Authorization")).isEqualTo("Bearer " + LiveFixtures.TAVILY_KEY);
        ObjectNode q = Wire.body(search);
        assertThat(q.get("query").asText()).isEqualTo("FOMC June 2026 decision");
        assertThat(q.get("max_results").asInt()).isEqualTo(5);
        assertThat(q.get("search_depth").asText()).isEqualTo("basic");
        assertThat(q.get("include_answer").asBoolean()).isFalse();
        assertThat(q.get("include_raw_content").asBoolean()).isFalse();
        assertThat(q.has("days")).isFalse();
        assertThat(q.has("api_key")).isFalse();

        RunTrace run = out.trace();
        assertThat(run.notebook()).isEqualTo("live_research_agent");
        assertThat(run.provider()).isEqualTo("claude-sonnet-4-20250514");
        assertThat(run.executionMode()).isEqualTo("live");
        assertThat(run.status()).isEqualTo("completed");
        assertThat(run.durationSeconds()).isNotNull();
        assertThat(run.params())
                .containsEntry("provider", "anthropic")
                .containsEntry("model", "claude-sonnet-4-20250514")
                .containsEntry("max_steps", 5)
                .containsEntry("max_search_results", 5)
                .containsEntry("json_mode", "instruction appended to the system prompt")
                .containsEntry("market_price_in_prompt", false);
        assertThat(run.question().currentMarketPrice()).isEqualTo(0.545);
        assertThat(run.llmCalls()).extracting(LlmCall::seq).containsExactly(0, 1, 2);
        assertThat(run.llmCalls()).extracting(LlmCall::totalTokens).containsExactly(264, 639, 966);
        assertThat(run.llmCalls().get(2).response()).isEqualTo(FORECAST);
        assertThat(run.llmCalls().get(0).model()).isEqualTo("claude-sonnet-4-20250514");
        ForecastArtifact a = run.agents().get(0);
        assertThat(a.forecastProduced()).isTrue();
        assertThat(a.pYes()).isEqualTo(0.35);
        assertThat(a.executionMode()).isEqualTo("live");
        assertThat(a.tokenUsage().totalTokens()).isEqualTo(264 + 639 + 966);
        assertThat(a.traces().get(0).results()).extracting(r -> r.published()).containsExactly("2026-06-04", null);
        assertThat(a.traces().get(1).results().get(0).score()).isEqualTo(0.83);
        assertThat(out.agents().get(0).toolLog()).hasSize(2);
        assertThat(out.agents().get(0).toolLog().get(0).durationMs()).isNotNull();

        // replay: the servers are gone, the store has the run, and the replay reproduces it without a call
        int calls = models.getRequestCount() + tavily.getRequestCount();
        models.close();
        tavily.close();
        RunTrace loaded = RunTraceStore.of(traces, TestReaders.POOL)
                .load(out.saved().getFileName().toString());
        ReplayAnalysis replay = ReplayAnalysis.of(loaded);
        assertThat(calls).isEqualTo(5);
        assertThat(out.saved().getFileName().toString()).startsWith("live_research_agent_20260609T141730Z_");
        assertThat(replay.header().executionMode()).isEqualTo("live");
        assertThat(replay.header().provider()).isEqualTo("claude-sonnet-4-20250514");
        assertThat(replay.agents().get(0).pYes()).isEqualTo(0.35);
        assertThat(replay.agents().get(0).derived().keyFindings()).hasSize(2);
        assertThat(replay.checks().searchResults()).isEqualTo(3);
        assertThat(replay.checks().datedResults()).isEqualTo(2);
        assertThat(replay.checks().marketPriceInPrompts()).isFalse();
        assertThat(replay.llmCalls()).hasSize(3);
    }

    @Test
    void openAiGetsResponseFormatJsonAndToolResultsAsLabelledUserTurns() throws Exception {
        models.enqueue(Wire.openAi(SEARCH_1, 230, 20));
        models.enqueue(Wire.openAi(SEARCH_2, 600, 22));
        models.enqueue(Wire.openAi(FORECAST, 880, 58));
        enqueueSearches();

        LiveRunOutcome out = run(LiveFixtures.openAi(models));

        RecordedRequest first = models.takeRequest();
        assertThat(first.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
        assertThat(first.getHeaders().get("Authorization")).isEqualTo("Bearer " + LiveFixtures.OPENAI_KEY);
        ObjectNode body = Wire.body(first);
        assertThat(body.get("model").asText()).isEqualTo("gpt-4.1-mini");
        assertThat(body.get("response_format").get("type").asText()).isEqualTo("json_object");
        assertThat(body.get("max_tokens").asInt()).isEqualTo(4000);
        assertThat(body.get("temperature").asDouble()).isEqualTo(0.7);
        assertThat(body.get("messages").get(0).get("role").asText()).isEqualTo("system");
        assertThat(body.get("messages").get(0).get("content").asText())
                .doesNotContain("You must respond with valid JSON");
        JsonNode turns = Wire.body(models.takeRequest()).get("messages");
        assertThat(turns).hasSize(4);
        assertThat(turns.get(3).get("role").asText()).isEqualTo("user");
        assertThat(turns.get(3).get("content").asText()).startsWith("[Tool Result]\nSEARCH RESULTS:\n1. Fed holds");

        RunTrace run = out.trace();
        assertThat(run.provider()).isEqualTo("gpt-4.1-mini");
        assertThat(run.params())
                .containsEntry("provider", "openai")
                .containsEntry("json_mode", "response_format json_object");
        assertThat(run.llmCalls()).extracting(LlmCall::totalTokens).containsExactly(250, 622, 938);
        // the trace records the messages as the agent sent them, before the provider's adaptation
        assertThat(run.llmCalls().get(1).messages().get(3).role()).isEqualTo("tool");
        assertThat(run.agents().get(0).pYes()).isEqualTo(0.35);
        assertThat(StepListener.NONE).isNotNull();
    }
}
