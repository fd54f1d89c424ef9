package com.agenteval.workbench.app.live;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import org.springframework.retry.backoff.Sleeper;

/** Short timeouts, a backoff that records its waits instead of sleeping, and configs pointing at fake servers. */
final class LiveFixtures {

    // no words in the keys: any 8 characters of a key are redacted, so a key holding "anthropic" would mask "Anthropic"
    static final String ANTHROPIC_KEY = "fk-ant-fake-Q7x2Lm9Pz4Rt0000";
    static final String OPENAI_KEY = "fk-fake-W3n8Kd5Vb1Hs1111";
    static final String TAVILY_KEY = "tvly-dev-test-2222222222222222222222";

    private LiveFixtures() {}

    /** A sleeper that records each wait and returns at once. */
    static final class RecordingSleeper implements Sleeper {
        final List<Long> waits = new CopyOnWriteArrayList<>();

        @Override
        public void sleep(long millis) {
            waits.add(millis);
        }
    }

    /**
     * 3 attempts, backoff 100 → 400 ms, Retry-After honoured up to 30 s, and a 10 s read timeout: enough for the first
     * call of a cold JVM. The timeout tests shorten it ({@link LiveHttp#withReadTimeout}).
     */
    static LiveHttp http(Sleeper sleeper) {
        return new LiveHttp(
                Duration.ofSeconds(2),
                Duration.ofSeconds(10),
                3,
                Duration.ofMillis(100),
                Duration.ofMillis(400),
                Duration.ofSeconds(30),
                sleeper,
                TestLiveThreads.SHARED);
    }

    static ProviderConfig anthropic(MockWebServer server) {
        return ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(ANTHROPIC_KEY), base(server), "");
    }

    /** OpenAI at the fake server, with the base URL as OpenAI's SDKs take it: ending in /v1. */
    static ProviderConfig openAi(MockWebServer server) {
        return ProviderConfig.of(ProviderKind.OPENAI, Secret.of(OPENAI_KEY), base(server) + "/v1", "");
    }

    static SearchConfig tavily(MockWebServer server) {
        return SearchConfig.of(Secret.of(TAVILY_KEY), base(server), List.of(), List.of());
    }

    static String base(MockWebServer server) {
        String url = server.url("/").toString();
        return url.substring(0, url.length() - 1);
    }
}
