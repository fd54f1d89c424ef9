package com.agenteval.workbench.app.live;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.cli.ForecastCommand;
import com.agenteval.workbench.cli.TraceCommand;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.log.TestReaders;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The sentinel test. Unique fake keys are configured (from the environment at start-up, and one typed on the page),
 * everything is run live against fake servers (connection tests, a live run, a run whose errors echo the key, the
 * command line, the replay), and then the logs, the trace files, the exports, the command line's output and every
 * response the browser received (HTML, UIDL, push frames) are searched for the keys: 0 occurrences.
 */
@ExtendWith(OutputCaptureExtension.class)
class LiveSentinelBrowserTest extends BrowserTest {

    static final String ANTHROPIC = "fake-ant-SENTINEL-" + UUID.randomUUID();
    static final String OPENAI = "fake-openai-SENTINEL-" + UUID.randomUUID();
    static final String TAVILY = "fake-tavily-SENTINEL-" + UUID.randomUUID();
    static final String TYPED = "fake-TYPED-SENTINEL-" + UUID.randomUUID();
    static final List<String> SENTINELS = List.of(ANTHROPIC, OPENAI, TAVILY, TYPED);

    static final MockWebServer SERVER = new MockWebServer();
    static final FakeProviders FAKE = new FakeProviders();
    static final Path STORE;
    static final Path EXPORTS;

    static {
        try {
            SERVER.setDispatcher(FAKE);
            SERVER.start();
            Path root = Files.createTempDirectory("live-sentinel-");
            STORE = Files.createDirectory(root.resolve("traces"));
            EXPORTS = Files.createDirectory(root.resolve("exports"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String base() {
        return SERVER.url("/").toString().replaceAll("/$", "");
    }

    @DynamicPropertySource
    static void liveEnvironment(DynamicPropertyRegistry registry) {
        registry.add("ANTHROPIC_API_KEY", () -> ANTHROPIC);
        registry.add("ANTHROPIC_BASE_URL", LiveSentinelBrowserTest::base);
        registry.add("OPENAI_API_KEY", () -> OPENAI);
        registry.add("OPENAI_BASE_URL", () -> base() + "/v1");
        registry.add("TAVILY_API_KEY", () -> TAVILY);
        registry.add("TAVILY_BASE_URL", LiveSentinelBrowserTest::base);
        registry.add("workbench.traces.dir", STORE::toString);
        registry.add("workbench.live.max-attempts", () -> "2");
        registry.add("workbench.live.initial-backoff", () -> "10ms");
        // as talkative as it gets: what the app and the HTTP clients log must still hold no key
        registry.add("logging.level.com.agenteval", () -> "DEBUG");
        registry.add("logging.level.org.springframework.ai", () -> "DEBUG");
        registry.add("logging.level.org.springframework.web.client", () -> "DEBUG");
        registry.add("logging.level.org.springframework.retry", () -> "DEBUG");
    }

    @AfterAll
    static void stopServer() {
        SERVER.close();
    }

    @Test
    void noKeyAppearsInLogsTracesExportsTheCommandLineOrWhatTheBrowserReceived(CapturedOutput logs) throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        // bodies read once complete: reading a streaming (push) response from onResponse would wait for ever
        page.onRequestFinished(request -> {
            com.microsoft.playwright.Response r = request.response();
            if (r == null) {
                return;
            }
            try {
                received.add(r.url() + "\n" + r.allHeaders() + "\n" + r.text());
            } catch (RuntimeException noBody) {
                received.add(r.url() + "\n" + r.allHeaders());
            }
        });
        page.onWebSocket(ws -> ws.onFrameReceived(f -> received.add(f.text() == null ? "" : f.text())));

        // the settings page shows the environment's keys, masked
        open("/settings");
        assertThat(page.locator("#settings-anthropic-key-state"))
                .hasText("Key in use: •••• (from the environment variable ANTHROPIC_API_KEY)");
        assertThat(page.locator("#settings-search-key-state")).containsText("TAVILY_API_KEY");

        // connection tests, one of them refused with an error body that quotes the key
        FAKE.anthropic.add(Wire.anthropic("OK", 10, 1));
        page.locator("#settings-anthropic-test").click();
        assertThat(page.locator("#settings-anthropic-result")).containsText("Connected.");
        FAKE.openAi.add(Wire.openAiError(401, "Incorrect API key provided: " + OPENAI));
        page.locator("#settings-openai-test").click();
        assertThat(page.locator("#settings-openai-result"))
                .containsText("Not connected. OpenAI refused the key "
                        + "(HTTP 401 Unauthorized): {\"error\":{\"message\":\"Incorrect API key provided: ••••\"");
        page.locator("#settings-search-test").click();
        assertThat(page.locator("#settings-search-result")).containsText("Connected. Tavily answered");

        // a key typed on the page: used, never sent back
        page.locator("#settings-openai-key input").fill(TYPED);
        page.locator("#settings-openai-save").click();
        assertThat(page.locator("#settings-openai-key-state")).containsText("entered in this browser session");
        FAKE.openAi.add(Wire.openAi("OK", 9, 1));
        page.locator("#settings-openai-test").click();
        assertThat(page.locator("#settings-openai-result")).containsText("Connected.");

        // live: a run that completes, then one whose every attempt fails with the key in the error body
        page.locator("#settings-go-live").click();
        assertThat(page.locator("#mode-badge")).hasText("Live · Anthropic");
        FAKE.searchSearchForecast();
        open("/forecast/run?mode=live");
        page.locator("#live-agents input").fill("1");
        page.locator("#live-run-button").click();
        assertThat(page.locator("#live-outcome"))
                .hasAttribute(
                        "data-status", "completed", new LocatorAssertions.HasAttributeOptions().setTimeout(60_000));
        FAKE.anthropic.add(Wire.anthropicError(500, "api_error", "upstream rejected key " + ANTHROPIC));
        FAKE.anthropic.add(Wire.anthropicError(500, "api_error", "upstream rejected key " + ANTHROPIC));
        page.locator("#live-run-button").click();
        assertThat(page.locator("#live-outcome"))
                .hasAttribute("data-status", "failed", new LocatorAssertions.HasAttributeOptions().setTimeout(60_000));
        assertThat(page.locator("#live-outcome")).containsText("upstream rejected key ••••");
        page.locator("#live-replay-link").click();
        assertThat(page.locator("body")).containsText("failed");
        String lastPage = page.content();

        // the command line, with the same keys in its environment
        ByteArrayOutputStream cliOut = new ByteArrayOutputStream();
        ByteArrayOutputStream cliErr = new ByteArrayOutputStream();
        Map<String, String> env = Map.of(
                "ANTHROPIC_API_KEY",
                ANTHROPIC,
                "ANTHROPIC_BASE_URL",
                base(),
                "TAVILY_API_KEY",
                TAVILY,
                "TAVILY_BASE_URL",
                base());
        FAKE.searchSearchForecast();
        int exit = new ForecastCommand(
                        seed -> null,
                        Clock.systemUTC(),
                        env::get,
                        LiveHttp.defaults(TestLiveThreads.SHARED)
                                .withAttempts(1)
                                .withReadTimeout(Duration.ofSeconds(20)))
                .run(
                        List.of("run", "--live", "--question", "contested", "--traces-dir", STORE.toString()),
                        new PrintStream(cliOut, true, StandardCharsets.UTF_8),
                        new PrintStream(cliErr, true, StandardCharsets.UTF_8));
        assertThat(exit).isZero();

        // exports of every trace, and the headless inspection of each: the command line's run in the class store,
        // the page's two live runs among the session's own runs (traces/.scratch/<token>/, issue 26)
        List<Path> traces;
        try (Stream<Path> files = Files.walk(STORE, 3)) {
            traces = files.filter(p -> p.toString().endsWith(".json")
                            && Files.isRegularFile(p)
                            && (p.getParent().equals(STORE)
                                    || p.getParent()
                                            .getParent()
                                            .getFileName()
                                            .toString()
                                            .equals(".scratch")))
                    .toList();
        }
        for (Path t : traces) {
            RunTraceStore.of(t.getParent(), TestReaders.POOL)
                    .exportTrimmed(t.getFileName().toString(), EXPORTS);
            new TraceCommand()
                    .run(
                            List.of("inspect", t.toString()),
                            new PrintStream(cliOut, true, StandardCharsets.UTF_8),
                            new PrintStream(cliErr, true, StandardCharsets.UTF_8));
        }

        // the keys were really used...
        assertThat(traces).hasSize(3);
        assertThat(FAKE.received)
                .anySatisfy(r -> assertThat(r.getHeaders().get("x-api-key")).isEqualTo(ANTHROPIC));
        assertThat(FAKE.received)
                .anySatisfy(r -> assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TYPED));
        assertThat(FAKE.received)
                .anySatisfy(r -> assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TAVILY));
        assertThat(logs.getAll()).contains("live run completed").contains("live run failed");
        assertThat(received).isNotEmpty();

        // ...and appear nowhere
        List<String> places = new ArrayList<>();
        places.add("logs\n" + logs.getAll());
        places.add(
                "command line\n" + cliOut.toString(StandardCharsets.UTF_8) + cliErr.toString(StandardCharsets.UTF_8));
        places.add("last page\n" + lastPage);
        received.forEach(r -> places.add("served\n" + r));
        for (Path dir : List.of(STORE, EXPORTS)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    places.add(f + "\n" + Files.readString(f, StandardCharsets.UTF_8));
                }
            }
        }
        for (String sentinel : SENTINELS) {
            assertThat(places).as("places holding %s", sentinel).noneMatch(p -> p.contains(sentinel));
        }
        assertThat(places.size()).isGreaterThan(10);
    }
}
