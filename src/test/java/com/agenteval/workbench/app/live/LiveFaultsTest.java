package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fault scripts against the fake servers: what is retried (429 after its Retry-After, 5xx, timeouts, dropped
 * connections, a truncated body), what is not (a refused key), what an exhausted retry does to the run (the agent
 * fails with the reason, the run is saved as failed with everything before the fault), and the model replies the
 * notebook's parser handles (truncated JSON, a fenced reply, an empty reply).
 */
class LiveFaultsTest {

    @StartStop
    final MockWebServer models = new MockWebServer();

    @StartStop
    final MockWebServer tavily = new MockWebServer();

    @TempDir
    Path traces;

    private final LiveFixtures.RecordingSleeper sleeper = new LiveFixtures.RecordingSleeper();
    private final List<RetryNotice> notices = new CopyOnWriteArrayList<>();

    private static final String SEARCH = "{\"action\":\"search\",\"query\":\"US GDP Q1 2026\"}";
    private static final String FORECAST =
            "{\"action\":\"forecast\",\"p_yes\":0.2,\"rationale\":\"Growth is positive.\"}";

    private LiveRunOutcome run(LiveHttp http) throws Exception {
        return run(http, LiveFixtures.anthropic(models));
    }

    private LiveRunOutcome run(LiveHttp http, ProviderConfig provider) throws Exception {
        LiveProgress progress = new LiveProgress() {
            @Override
            public void onStep(String agentId, AgentTrace step) {}

            @Override
            public void onRetry(RetryNotice notice) {
                notices.add(notice);
            }
        };
        return LiveForecasting.run(
                LiveRunRequest.of(LiveQuestions.CLEAR, 1),
                ChatModels.build(provider, http),
                LiveFixtures.tavily(tavily),
                http,
                RunTraceStore.of(traces, TestReaders.POOL)::save,
                Clock.systemUTC(),
                progress,
                new Cancellation());
    }

    private void oneSearchResult() {
        tavily.enqueue(Wire.tavily(
                "US GDP Q1 2026",
                new Wire.Hit(
                        "GDP grew in the first quarter",
                        "https://www.bea.gov/news/2026/gdp",
                        "Real GDP increased at an annual rate of 1.8 percent.",
                        "2026-04-30",
                        0.9)));
    }

    @Test
    void a429IsRetriedAfterItsRetryAfterThenSucceeds() throws Exception {
        models.enqueue(Wire.rateLimited("2"));
        models.enqueue(Wire.anthropic(FORECAST, 300, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(out.status()).isEqualTo("completed");
        assertThat(out.trace().agents().get(0).pYes()).isEqualTo(0.2);
        assertThat(models.getRequestCount()).isEqualTo(2);
        assertThat(sleeper.waits).containsExactly(2000L);
        assertThat(notices).hasSize(1);
        assertThat(notices.get(0).describe())
                .isEqualTo("Anthropic is limiting the rate of requests (HTTP 429 Too Many "
                        + "Requests): {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Number of "
                        + "request tokens has exceeded your per-minute rate limit\"}}; attempt 2 of 3 in 2 s");
        // the failed attempt is not a model call: only the answered one is in the trace
        assertThat(out.trace().llmCalls()).hasSize(1);
    }

    @Test
    void a429WithoutRetryAfterBacksOffExponentially() throws Exception {
        models.enqueue(Wire.rateLimited(null));
        models.enqueue(Wire.rateLimited(null));
        models.enqueue(Wire.anthropic(FORECAST, 300, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(out.status()).isEqualTo("completed");
        assertThat(sleeper.waits).containsExactly(100L, 200L);
    }

    @Test
    void a429AskingForMoreThanLiveModeWaitsFailsAtOnce() throws Exception {
        models.enqueue(Wire.rateLimited("3600"));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(out.status()).isEqualTo("failed");
        assertThat(models.getRequestCount()).isEqualTo(1);
        assertThat(sleeper.waits).isEmpty();
        assertThat(out.trace().failureReason()).contains("it asked to wait 3600 s, longer than live mode waits (30 s)");
    }

    @Test
    void fiveHundredsUntilTheRetriesRunOutFailTheAgentAndTheRunIsStillSavedWithItsSteps() throws Exception {
        models.enqueue(Wire.anthropic(SEARCH, 300, 20));
        oneSearchResult();
        models.enqueue(Wire.anthropicError(500, "api_error", "Internal server error"));
        models.enqueue(Wire.anthropicError(529, "overloaded_error", "Overloaded"));
        models.enqueue(Wire.anthropicError(503, "api_error", "Service unavailable"));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(models.getRequestCount()).isEqualTo(4);
        assertThat(sleeper.waits).containsExactly(100L, 200L);
        RunTrace saved = RunTraceJson.read(out.saved(), TestReaders.POOL);
        assertThat(saved.status()).isEqualTo("failed");
        assertThat(saved.failureReason())
                .isEqualTo("agent_0: Anthropic did not answer after 3 attempts: Anthropic had "
                        + "a server error (HTTP 503 Service Unavailable): {\"type\":\"error\",\"error\":{\"type\":\"api_error\","
                        + "\"message\":\"Service unavailable\"}}");
        ForecastArtifact agent = saved.agents().get(0);
        assertThat(agent.status()).isEqualTo("failed");
        assertThat(agent.failureReason()).startsWith("Anthropic did not answer after 3 attempts");
        assertThat(agent.forecastProduced()).isFalse();
        // nothing done before the fault is lost: the search step, its results and the first call
        assertThat(agent.traces()).extracting(AgentTrace::action).containsExactly("search");
        assertThat(agent.traces().get(0).results()).hasSize(1);
        assertThat(saved.llmCalls()).hasSize(1);
        assertThat(saved.executionMode()).isEqualTo("live");
    }

    @Test
    void aRefusedKeyIsNotRetried() throws Exception {
        models.enqueue(Wire.anthropicError(401, "authentication_error", "invalid x-api-key"));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(models.getRequestCount()).isEqualTo(1);
        assertThat(out.trace().failureReason())
                .isEqualTo(
                        "agent_0: Anthropic refused the key (HTTP 401 Unauthorized): "
                                + "{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"}}");
    }

    @Test
    void aTimeoutIsRetriedAndThenTheReplyIsUsed() throws Exception {
        models.enqueue(Wire.delayed(Wire.anthropic(SEARCH, 1, 1), Duration.ofSeconds(3)));
        models.enqueue(Wire.anthropic(FORECAST, 300, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper).withReadTimeout(Duration.ofMillis(700)));

        assertThat(out.status()).isEqualTo("completed");
        assertThat(out.trace().agents().get(0).pYes()).isEqualTo(0.2);
        assertThat(notices.get(0).reason()).isEqualTo("Anthropic did not reply within 0.7 s (timeout)");
    }

    @Test
    void timeoutsUntilTheRetriesRunOutSayTimeout() throws Exception {
        for (int i = 0; i < 3; i++) {
            models.enqueue(Wire.delayed(Wire.anthropic(SEARCH, 1, 1), Duration.ofSeconds(3)));
        }

        LiveRunOutcome out = run(LiveFixtures.http(sleeper).withReadTimeout(Duration.ofMillis(500)));

        assertThat(out.status()).isEqualTo("failed");
        assertThat(out.trace().failureReason())
                .isEqualTo(
                        "agent_0: Anthropic did not answer after 3 attempts: Anthropic did not reply within 0.5 s (timeout)");
    }

    @Test
    void aDroppedConnectionAndATruncatedBodyAreRetried() throws Exception {
        models.enqueue(Wire.dropped());
        models.enqueue(Wire.truncatedBody(Wire.openAi(FORECAST, 300, 20)));
        models.enqueue(Wire.openAi(FORECAST, 300, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper), LiveFixtures.openAi(models));

        assertThat(out.status()).isEqualTo("completed");
        assertThat(notices)
                .extracting(RetryNotice::reason)
                .satisfiesExactly(
                        r -> assertThat(r).startsWith("the connection to OpenAI failed"),
                        r -> assertThat(r).startsWith("OpenAI sent a reply that is not valid JSON"));
    }

    @Test
    void aServerThatIsNotThereCannotBeConnectedTo() throws Exception {
        ProviderConfig nowhere = LiveFixtures.anthropic(models);
        models.close();

        LiveRunOutcome out = run(LiveFixtures.http(sleeper), nowhere);

        assertThat(out.status()).isEqualTo("failed");
        assertThat(out.trace().failureReason())
                .startsWith("agent_0: Anthropic did not answer after 3 attempts: " + "could not connect to Anthropic");
    }

    @Test
    void truncatedJsonFromTheModelCostsATurnAsTheNotebookHandlesABadReply() throws Exception {
        models.enqueue(Wire.anthropic("{\"action\":\"forecast\",\"p_yes\":0.2,\"rationa", 300, 1200));
        models.enqueue(Wire.anthropic(FORECAST, 400, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        ForecastArtifact a = out.trace().agents().get(0);
        assertThat(a.traces()).extracting(AgentTrace::action).containsExactly("parse_failure", "forecast");
        assertThat(a.forecastProduced()).isTrue();
        assertThat(Wire.text(Wire.body(takeLast(2)).get("messages").get(2).get("content")))
                .isEqualTo("Error: unrecognized action 'parse_failure'. Use 'search' or 'forecast'.");
        assertThat(notices).isEmpty();
    }

    @Test
    void aFencedReplyIsParsed() throws Exception {
        models.enqueue(Wire.anthropic("Here is my forecast:\n```json\n" + FORECAST + "\n```", 300, 40));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(out.trace().agents().get(0).pYes()).isEqualTo(0.2);
        assertThat(out.trace().agents().get(0).traces())
                .extracting(AgentTrace::action)
                .containsExactly("forecast");
    }

    @Test
    void anEmptyReplyCostsATurnAndIsSentBackAsANonEmptyAssistantTurn() throws Exception {
        models.enqueue(Wire.anthropic(null, 300, 0));
        models.enqueue(Wire.anthropic(FORECAST, 400, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        ForecastArtifact a = out.trace().agents().get(0);
        assertThat(a.traces()).extracting(AgentTrace::action).containsExactly("parse_failure", "forecast");
        assertThat(a.traces().get(0).llmRaw()).isEmpty();
        assertThat(Wire.text(Wire.body(takeLast(2)).get("messages").get(1).get("content")))
                .isEqualTo("(empty reply)");
    }

    @Test
    void anOpenAiReplyWithNullContentIsAnEmptyReply() throws Exception {
        models.enqueue(Wire.openAi(null, 300, 4000));
        models.enqueue(Wire.openAi(FORECAST, 400, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper), LiveFixtures.openAi(models));

        assertThat(out.trace().agents().get(0).traces())
                .extracting(AgentTrace::action)
                .containsExactly("parse_failure", "forecast");
        assertThat(out.trace().llmCalls().get(0).outputTokens()).isEqualTo(4000);
    }

    @Test
    void aSearchThatFailsIsRecordedAsAFailedSearchAndTheAgentGoesOn() throws Exception {
        models.enqueue(Wire.anthropic(SEARCH, 300, 20));
        for (int i = 0; i < 3; i++) {
            tavily.enqueue(Wire.json(502, "<html>Bad Gateway</html>"));
        }
        models.enqueue(Wire.anthropic(FORECAST, 400, 20));

        LiveRunOutcome out = run(LiveFixtures.http(sleeper));

        assertThat(out.status()).isEqualTo("completed");
        assertThat(out.agents().get(0).toolLog().get(0).status()).isEqualTo("error");
        assertThat(out.agents().get(0).toolLog().get(0).resultPreview())
                .isEqualTo("search failed: Tavily did not answer after 3 attempts: Tavily had a server error (HTTP 502 "
                        + "Bad Gateway): <html>Bad Gateway</html>");
        assertThat(out.trace().llmCalls().get(1).messages().get(3).content()).isEqualTo("No search results found.");
    }

    /** The {@code n}-th request the model server received (1-based). */
    private mockwebserver3.RecordedRequest takeLast(int n) throws InterruptedException {
        mockwebserver3.RecordedRequest r = null;
        for (int i = 0; i < n; i++) {
            r = models.takeRequest();
        }
        return r;
    }
}
