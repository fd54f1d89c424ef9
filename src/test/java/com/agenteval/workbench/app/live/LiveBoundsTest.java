package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.llm.LlmClient.ReplyLimits;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, live replies without bounds, against real HTTP on local fake servers: a 10 MB reply, a reply that never
 * ends, a reply that drips a byte at a time, a query far over the search API's limit. Each run still ends, says why,
 * and is saved as a file the store reads back.
 */
class LiveBoundsTest {

    @StartStop
    final MockWebServer models = new MockWebServer();

    @StartStop
    final MockWebServer tavily = new MockWebServer();

    @TempDir
    Path traces;

    private final List<RetryNotice> notices = new CopyOnWriteArrayList<>();

    private static final String FORECAST =
            "{\"action\":\"forecast\",\"p_yes\":0.2,\"rationale\":\"Growth is positive.\"}";
    private static final int TEN_MB = 10 * 1024 * 1024;

    private LiveRunOutcome run(LiveHttp http) throws Exception {
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
                ChatModels.build(LiveFixtures.anthropic(models), http),
                LiveFixtures.tavily(tavily),
                http,
                RunTraceStore.of(traces, TestReaders.POOL)::save,
                Clock.systemUTC(),
                progress,
                new Cancellation());
    }

    private static LiveHttp http() {
        return LiveFixtures.http(new LiveFixtures.RecordingSleeper());
    }

    /** The saved file is listed as a valid trace by the store, within the reading limit. */
    private RunTrace readBack(LiveRunOutcome out) throws Exception {
        assertThat(Files.size(out.saved())).isLessThanOrEqualTo(TraceLimits.DEFAULT.maxFileBytes());
        StoredTrace listed = RunTraceStore.of(traces, TestReaders.POOL)
                .open(out.saved().getFileName().toString())
                .orElseThrow();
        assertThat(listed).isInstanceOf(StoredTrace.Valid.class);
        return RunTraceJson.read(out.saved(), TestReaders.POOL);
    }

    @Test
    void aTenMegabyteReplyIsOverTheReplySizeBoundSoTheCallFailsAtOnceAndTheRunIsSavedReadable() throws Exception {
        models.enqueue(Wire.anthropic("x".repeat(TEN_MB), 300, 20));

        LiveRunOutcome out = run(http());

        assertThat(models.getRequestCount()).isEqualTo(1); // not retried: the same server sends the same
        assertThat(out.status()).isEqualTo("failed");
        assertThat(out.trace().failureReason())
                .isEqualTo("agent_0: Anthropic sent a reply longer than 2 MB, the most "
                        + "live mode reads (workbench.live.max-reply-size)");
        assertThat(readBack(out).status()).isEqualTo("failed");
        assertThat(Files.size(out.saved())).isLessThan(100_000);
    }

    @Test
    void aTenMegabyteReplyUnderALargerBodyBoundIsCutWithTheMarkerAndRecordedAsCut() throws Exception {
        LiveHttp http = http().withBounds(new LiveBounds(
                16 * TraceLimits.MB, 20_000, 4_000, 16, 400, 2_000, 16 * TraceLimits.MB, Duration.ofMinutes(5)));
        String reply = "{\"action\":\"search\",\"query\":\"" + "q".repeat(TEN_MB) + "\"}";
        models.enqueue(Wire.anthropic(reply, 300, 20));
        models.enqueue(Wire.anthropic(FORECAST, 400, 20));

        LiveRunOutcome out = run(http);

        assertThat(out.status()).isEqualTo("completed");
        RunTrace saved = readBack(out);
        assertThat(Files.size(out.saved())).isLessThan(200_000);
        AgentTrace first = saved.agents().get(0).traces().get(0);
        // the cut reply is no longer JSON: the notebook's parser costs it a turn
        assertThat(first.action()).isEqualTo("parse_failure");
        assertThat(first.llmRaw())
                .hasSizeLessThan(20_100)
                .endsWith(Truncation.MARKER + String.format(Locale.ROOT, "%,d", reply.length())
                        + " characters, over the limit of 20,000]");
        assertThat(saved.llmCalls().get(0).extras()).containsEntry(ReplyLimits.TRUNCATED, List.of("text"));
        assertThat(saved.extras().get(TraceFit.TRUNCATED)).isInstanceOf(Map.class);
        assertThat(((Map<?, ?>) saved.extras().get(TraceFit.TRUNCATED)).get("texts_cut"))
                .isNotEqualTo(0);
        assertThat(saved.params().get("bounds")).isInstanceOf(Map.class);
        // the model was sent the cut reply back, not 10 MB
        models.takeRequest();
        assertThat(models.takeRequest().getBodySize()).isLessThan(100_000);
    }

    @Test
    void aReplyThatNeverEndsHitsTheRunDeadlineAndTheRunIsSavedAsFailedSayingSo() throws Exception {
        // headers at once, then one byte a second of a body far longer than the test: the read timeout (60 s) is
        // never what ends it, the run's deadline (1.5 s) is
        models.enqueue(new MockResponse.Builder(Wire.anthropic(FORECAST + " ".repeat(4000), 300, 20))
                .throttleBody(1, 1, TimeUnit.SECONDS)
                .build());
        LiveHttp http = http().withReadTimeout(Duration.ofSeconds(60))
                .withBounds(LiveBounds.DEFAULT.withRunDeadline(Duration.ofMillis(1500)));

        LiveRunOutcome out = run(http);

        assertThat(out.status()).isEqualTo("failed");
        assertThat(out.trace().failureReason())
                .isEqualTo("agent_0: the run took longer than its deadline of 1.5 s "
                        + "(workbench.live.run-deadline), so the call under way was stopped");
        assertThat(notices).isEmpty(); // a deadline is not retried
        assertThat(readBack(out).failureReason()).contains("deadline of 1.5 s");
        assertThat(out.trace().durationSeconds()).isLessThan(30.0);
    }

    @Test
    void aReplyDrippingAByteAtATimeIsReportedAsATimeoutNotAsBadJson() throws Exception {
        MockResponse drip = Wire.dripping(Wire.anthropic(FORECAST, 300, 20), Duration.ofMillis(50));
        models.enqueue(drip);
        models.enqueue(drip);

        LiveRunOutcome out = run(http().withAttempts(2).withReadTimeout(Duration.ofMillis(800)));

        assertThat(out.status()).isEqualTo("failed");
        assertThat(notices)
                .extracting(RetryNotice::reason)
                .containsExactly("Anthropic did not reply within 0.8 s (timeout)");
        assertThat(out.trace().failureReason())
                .isEqualTo(
                        "agent_0: Anthropic did not answer after 2 attempts: Anthropic did not reply within 0.8 s (timeout)");
        readBack(out);
    }

    @Test
    void aQueryOverTheSearchLimitIsCutBeforeItIsSentAndTheLogSaysSo() throws Exception {
        String query = "Fed " + "rate ".repeat(3000);
        models.enqueue(Wire.anthropic("{\"action\":\"search\",\"query\":\"" + query + "\"}", 300, 20));
        tavily.enqueue(
                Wire.tavily("q", new Wire.Hit("T".repeat(5000), "https://e.example/", "s".repeat(9000), null, 0.5)));
        models.enqueue(Wire.anthropic(FORECAST, 400, 20));

        LiveRunOutcome out = run(http());

        assertThat(out.status()).isEqualTo("completed");
        String sent = Wire.body(tavily.takeRequest()).get("query").asText();
        assertThat(sent).isEqualTo(query.substring(0, 400));
        var call = out.agents().get(0).toolLog().get(0);
        assertThat((String) call.args().get("query"))
                .startsWith(query.substring(0, 400))
                .endsWith(Truncation.MARKER
                        + String.format(Locale.ROOT, "%,d", query.strip().length())
                        + " characters, over the limit of 400]");
        assertThat(call.provenance()).containsEntry("query_truncated", true);
        // each text field of a result is cut too
        RunTrace saved = readBack(out);
        var result = saved.agents().get(0).traces().get(0).results().get(0);
        assertThat(result.title())
                .startsWith("T".repeat(2000))
                .contains(Truncation.MARKER)
                .hasSizeLessThan(2100);
        assertThat(result.snippet()).contains("9,000 characters, over the limit of 2,000");
    }

    @Test
    void aReadCutOffAfterTheReadTimeoutIsATimeoutWhateverTheParserMadeOfThePartialBody() {
        // what a drip does when the timeout cuts the body mid-way and the JSON reader sees it end: the parser's
        // "not valid JSON" is not the reason, the timeout is
        LiveHttp http = http().withAttempts(1).withReadTimeout(Duration.ofMillis(200));
        Retries retries = new Retries(http, Redaction.of(), notices::add);
        long[] started = new long[1];

        CallFailedException e = org.assertj.core.api.Assertions.catchThrowableOfType(
                CallFailedException.class,
                () -> retries.call("Anthropic", () -> {
                    started[0] = System.nanoTime();
                    while (System.nanoTime() - started[0]
                            < Duration.ofMillis(220).toNanos()) {
                        Thread.onSpinWait(); // the read goes on past the timeout
                    }
                    throw new org.springframework.http.converter.HttpMessageNotReadableException(
                            "JSON parse error: Unexpected end-of-input",
                            new org.springframework.mock.http.MockHttpInputMessage(new byte[0]));
                }));

        assertThat(e.reason()).isEqualTo("Anthropic did not reply within 0.2 s (timeout)");
    }

    @Test
    void aBodyThatIsNotJsonWithinTheTimeoutIsStillBadJson() {
        LiveHttp http = http().withAttempts(1);
        Retries retries = new Retries(http, Redaction.of(), notices::add);

        CallFailedException e = org.assertj.core.api.Assertions.catchThrowableOfType(
                CallFailedException.class,
                () -> retries.call("Anthropic", () -> {
                    throw new org.springframework.http.converter.HttpMessageNotReadableException(
                            "JSON parse error", new org.springframework.mock.http.MockHttpInputMessage(new byte[0]));
                }));

        assertThat(e.reason()).isEqualTo("Anthropic sent a reply that is not valid JSON");
    }
}
