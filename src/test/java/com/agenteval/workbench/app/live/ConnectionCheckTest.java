package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class ConnectionCheckTest {

    @StartStop
    final MockWebServer server = new MockWebServer();

    private final LiveHttp http = LiveFixtures.http(new LiveFixtures.RecordingSleeper());

    @Test
    void oneCheapCallReportsTheModelsAnswerInWords() throws Exception {
        server.enqueue(Wire.anthropic("OK", 14, 2));

        ConnectionReport r = ConnectionCheck.provider(LiveFixtures.anthropic(server), http);

        assertThat(r.ok()).isTrue();
        assertThat(r.message()).startsWith("Anthropic answered with claude-sonnet-4-20250514: “OK” (16 tokens, ");
        ObjectNode body = Wire.body(server.takeRequest());
        assertThat(body.get("max_tokens").asInt()).isEqualTo(5);
        assertThat(body.has("system")).isFalse();
    }

    @Test
    void aRefusedKeyIsReportedOnceWithoutRetrying() {
        server.enqueue(Wire.openAiError(401, "Incorrect API key provided: sk-proj-****1111."));
        server.enqueue(Wire.openAi("OK", 1, 1));

        ConnectionReport r = ConnectionCheck.provider(LiveFixtures.openAi(server), http);

        assertThat(r.ok()).isFalse();
        assertThat(r.message())
                .startsWith("OpenAI refused the key (HTTP 401 Unauthorized): {\"error\":{\"message\":"
                        + "\"Incorrect API key provided");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void aProviderThatIsNotSetUpSaysWhatIsMissingWithoutACall() {
        ConnectionReport r = ConnectionCheck.provider(ProviderConfig.defaults(ProviderKind.ANTHROPIC), http);
        ConnectionReport local = ConnectionCheck.provider(
                ProviderConfig.of(ProviderKind.OPENAI_COMPATIBLE, Secret.NONE, LiveFixtures.base(server), ""), http);

        assertThat(r).isEqualTo(new ConnectionReport(false, "Anthropic is not set up yet: it needs an API key."));
        assertThat(local.message()).isEqualTo("OpenAI-compatible server is not set up yet: it needs a model name.");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aLocalServerNeedsNoKeyAndSendsNoAuthHeader() throws Exception {
        server.enqueue(Wire.openAi("OK", 9, 1));

        ConnectionReport r = ConnectionCheck.provider(
                ProviderConfig.of(ProviderKind.OPENAI_COMPATIBLE, Secret.NONE, LiveFixtures.base(server), "qwen2.5:7b"),
                http);

        assertThat(r.ok()).isTrue();
        mockwebserver3.RecordedRequest request = server.takeRequest();
        assertThat(request.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
        assertThat(request.getHeaders().get("Authorization")).isNull();
        assertThat(Wire.body(request).get("model").asText()).isEqualTo("qwen2.5:7b");
    }

    @Test
    void tavilyIsTestedWithAOneResultSearch() throws Exception {
        server.enqueue(Wire.tavily(
                "Federal Reserve interest rates",
                new Wire.Hit("Fed", "https://www.federalreserve.gov/", "Policy.", null, 0.9)));

        ConnectionReport r = ConnectionCheck.search(LiveFixtures.tavily(server), http);

        assertThat(r.ok()).isTrue();
        assertThat(r.message()).startsWith("Tavily answered a test search with 1 result (");
        assertThat(Wire.body(server.takeRequest()).get("max_results").asInt()).isEqualTo(1);
    }

    /** Words only: no exception type, no qualified class name, no stack frame. */
    static void assertWords(String message) {
        assertThat(message)
                .doesNotContain("Exception")
                .doesNotContain("\tat ")
                .doesNotContainPattern("\\b[a-z]+(\\.[a-z0-9]+)+\\.[A-Z]\\w+")
                .doesNotContain("[Source:")
                .doesNotContain("null");
    }

    @Test
    void aServerThatNeverAnswersIsReportedInWordsWhenTheDeadlinePasses() {
        server.enqueue(Wire.delayed(Wire.anthropic("OK", 1, 1), Duration.ofSeconds(30)));
        long start = System.nanoTime();

        ConnectionReport r = ConnectionCheck.provider(LiveFixtures.anthropic(server), http, Duration.ofMillis(800));

        assertThat(r.ok()).isFalse();
        assertThat(r.message())
                .isEqualTo("Anthropic did not answer the test within 0.8 s, so the check was stopped. "
                        + "Check the base URL, and whether the server is running and reachable.");
        // well before the fixture's 10 s read timeout: the deadline, not the timeout, ended it
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
        assertWords(r.message());
        // the next check, against a server that answers, works
        server.enqueue(Wire.anthropic("OK", 1, 1));
        assertThat(ConnectionCheck.provider(LiveFixtures.anthropic(server), http)
                        .ok())
                .isTrue();
    }

    @Test
    void aReplyThatIsNotJsonIsReportedInWords() {
        server.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body("<html><body>garbage \u0000 {{{</body></html>")
                .build());

        ConnectionReport r = ConnectionCheck.provider(LiveFixtures.anthropic(server), http);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Anthropic sent a reply that is not valid JSON");
        assertWords(r.message());
    }

    @Test
    void jsonOfTheWrongShapeIsReportedInWords() {
        server.enqueue(Wire.json(200, "{\"unexpected\": [1, 2, 3], \"content\": 7}"));
        server.enqueue(Wire.json(200, "[]"));

        ConnectionReport model = ConnectionCheck.provider(LiveFixtures.openAi(server), http);
        ConnectionReport search = ConnectionCheck.search(LiveFixtures.tavily(server), http);

        assertThat(model.ok()).isFalse();
        assertThat(model.message()).startsWith("OpenAI");
        assertWords(model.message());
        assertThat(search.ok()).isFalse();
        assertThat(search.message()).startsWith("Tavily");
        assertWords(search.message());
    }

    @Test
    void aServerThatIsNotThereIsReportedInWords() throws Exception {
        String base = LiveFixtures.base(server);
        server.close();

        ConnectionReport r = ConnectionCheck.provider(
                ProviderConfig.of(ProviderKind.OPENAI_COMPATIBLE, Secret.NONE, base, "qwen2.5:7b"), http);

        assertThat(r.message())
                .isEqualTo("could not connect to OpenAI-compatible server (nothing accepted the "
                        + "connection at its address)");
        assertWords(r.message());
    }
}
