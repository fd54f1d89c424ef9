package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Base64;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fake servers that echo the key back (cut short, whole, and in base64 as a Basic auth header would carry it): in an
 * error body, in search results and in a model reply. Nothing of it reaches a reason, a report or the saved trace.
 */
class LiveKeyEchoTest {

    @StartStop
    final MockWebServer models = new MockWebServer();

    @StartStop
    final MockWebServer tavily = new MockWebServer();

    @TempDir
    Path traces;

    private final LiveHttp http = LiveFixtures.http(new LiveFixtures.RecordingSleeper());

    static String basic(String key) {
        return Base64.getEncoder().encodeToString(("user:" + key).getBytes(StandardCharsets.UTF_8));
    }

    /** What of a key must not appear: a 10-character cut of it, and a stretch of its Basic-auth base64. */
    static void assertNoKey(String text, String key) {
        assertThat(text)
                .doesNotContain(key.substring(0, 10))
                .doesNotContain(key.substring(key.length() - 10))
                .doesNotContain(basic(key).substring(8, 20));
    }

    @Test
    void anErrorBodyEchoingTheKeyIsReportedWithoutIt() {
        String key = LiveFixtures.OPENAI_KEY;
        models.enqueue(Wire.openAiError(
                401, "Incorrect API key provided: " + key.substring(0, 14) + "… sent as Basic " + basic(key)));

        ConnectionReport r = ConnectionCheck.provider(LiveFixtures.openAi(models), http);

        assertThat(r.ok()).isFalse();
        assertThat(r.message())
                .startsWith("OpenAI refused the key (HTTP 401 Unauthorized)")
                .contains(Redaction.MASK);
        assertNoKey(r.message(), key);
        // the server keeps answering the next check
        models.enqueue(Wire.openAi("OK", 1, 1));
        assertThat(ConnectionCheck.provider(LiveFixtures.openAi(models), http).ok())
                .isTrue();
    }

    @Test
    void searchResultsAndAModelReplyEchoingTheKeysStayOutOfTheSavedTrace() throws Exception {
        String modelKey = LiveFixtures.ANTHROPIC_KEY;
        String searchKey = LiveFixtures.TAVILY_KEY;
        models.enqueue(Wire.anthropic("{\"action\":\"search\",\"query\":\"GDP " + modelKey + "\"}", 300, 20));
        tavily.enqueue(Wire.tavily(
                "GDP",
                new Wire.Hit(
                        "Echo " + searchKey,
                        "https://example.com/?k=" + searchKey,
                        "The request carried " + basic(searchKey) + " and " + modelKey.substring(3),
                        "2026-04-30",
                        0.9)));
        models.enqueue(Wire.anthropic(
                "{\"action\":\"forecast\",\"p_yes\":0.3,\"rationale\":\"key was " + modelKey.substring(0, 12) + "\"}",
                400,
                20));

        LiveRunOutcome out = LiveForecasting.run(
                LiveRunRequest.of(LiveQuestions.CLEAR, 1),
                ChatModels.build(LiveFixtures.anthropic(models), http),
                LiveFixtures.tavily(tavily),
                http,
                RunTraceStore.of(traces, TestReaders.POOL)::save,
                Clock.systemUTC(),
                new LiveProgress() {
                    @Override
                    public void onStep(String agentId, AgentTrace step) {}

                    @Override
                    public void onRetry(RetryNotice notice) {}
                },
                new Cancellation());

        assertThat(out.status()).isEqualTo("completed");
        // the JSON writer escapes the mask's dots
        String saved = Files.readString(out.saved()).replace("\\u2022", "•");
        assertThat(saved)
                .contains("Echo ••••")
                .contains("https://example.com/?k=••••")
                .contains(" and ••••");
        assertNoKey(saved, modelKey);
        assertNoKey(saved, searchKey);
        // the prompt of the second call (with the results) did not carry the echoed key to the model either
        models.takeRequest();
        assertNoKey(Wire.body(models.takeRequest()).toString(), searchKey);
    }

    @Test
    void aModelReplyEchoingTheKeyReversedAndSpacedOutStaysOutOfTheSavedTrace() throws Exception {
        String key = LiveFixtures.ANTHROPIC_KEY;
        String reversed = new StringBuilder(key).reverse().toString();
        String spaced = String.join(" ", key.split(""));
        models.enqueue(Wire.anthropic(
                "{\"action\":\"forecast\",\"p_yes\":0.3,\"rationale\":\"the header was "
                        + spaced + ", or " + reversed + " backwards, or "
                        + String.join(".", key.substring(4).split(""))
                        + "\"}",
                400,
                20));

        LiveRunOutcome out = LiveForecasting.run(
                LiveRunRequest.of(LiveQuestions.CLEAR, 1),
                ChatModels.build(LiveFixtures.anthropic(models), http),
                LiveFixtures.tavily(tavily),
                http,
                RunTraceStore.of(traces, TestReaders.POOL)::save,
                Clock.systemUTC(),
                (agentId, step) -> {},
                new Cancellation());

        String saved = Files.readString(out.saved()).replace("\\u2022", "•");
        assertThat(out.trace().agents().get(0).rationale())
                .isEqualTo("the header was ••••, or •••• backwards, or ••••");
        assertNoKey(saved, key);
        assertThat(saved).doesNotContain(reversed.substring(0, 10)).doesNotContain(spaced.substring(0, 19));
    }
}
