package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.FakeProviders;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code forecast run --live}: keys and base URLs from the environment only, the saved trace's path printed. */
class ForecastCommandLiveTest {

    @TempDir
    Path dir;

    private final MockWebServer server = new MockWebServer();
    private final FakeProviders fake = new FakeProviders();
    private final Map<String, String> env = new HashMap<>();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void start() throws Exception {
        server.setDispatcher(fake);
        server.start();
        String base = server.url("/").toString().replaceAll("/$", "");
        env.put("ANTHROPIC_API_KEY", "fake-ant-cli-key-0000");
        env.put("ANTHROPIC_BASE_URL", base);
        env.put("TAVILY_API_KEY", "tvly-cli-0000000000000000");
        env.put("TAVILY_BASE_URL", base);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private int run(String... args) {
        LiveHttp http = new LiveHttp(
                Duration.ofSeconds(2),
                Duration.ofSeconds(10),
                2,
                Duration.ofMillis(10),
                Duration.ofMillis(20),
                Duration.ofSeconds(5),
                millis -> {},
                TestLiveThreads.SHARED);
        ForecastCommand command = new ForecastCommand(
                seed -> {
                    throw new AssertionError("no world in a live run");
                },
                Clock.systemUTC(),
                env::get,
                http);
        return command.run(
                List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aLiveRunOnTheBooksContestedQuestionIsSavedAndItsPathPrinted() throws Exception {
        fake.searchSearchForecast();

        int exit = run(
                "run",
                "--live",
                "--provider",
                "anthropic",
                "--question",
                "contested",
                "--agents",
                "1",
                "--traces-dir",
                dir.toString());

        assertThat(exit).isZero();
        Path saved = Path.of(out.toString(StandardCharsets.UTF_8)
                .strip()
                .lines()
                .reduce((a, b) -> b)
                .orElseThrow());
        assertThat(saved.getParent()).isEqualTo(dir.toAbsolutePath());
        RunTrace run = RunTraceJson.read(saved, TestReaders.POOL);
        assertThat(run.executionMode()).isEqualTo("live");
        assertThat(run.status()).isEqualTo("completed");
        assertThat(run.question().question()).isEqualTo("Will the Federal Reserve hike rates in 2026?");
        assertThat(run.question().currentMarketPrice()).isEqualTo(0.545);
        assertThat(run.llmCalls()).hasSize(3);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("agent_0 step 1: search \"FOMC June 2026 statement\"")
                .contains("agent_0: p_yes 0.42");
    }

    @Test
    void openAiWithAModelAndABaseUrlFromTheEnvironment() throws Exception {
        env.remove("ANTHROPIC_API_KEY");
        env.put("OPENAI_API_KEY", "fake-openai-cli-key-1111");
        env.put("OPENAI_BASE_URL", server.url("/v1").toString());

        int exit = run(
                "run",
                "--live",
                "--provider",
                "openai",
                "--model",
                "gpt-4.1",
                "--question",
                "Will it snow in Lisbon in 2027?",
                "--cutoff",
                "2026-11-01",
                "--traces-dir",
                dir.toString());

        assertThat(exit).isZero();
        RunTrace run = lastSaved();
        assertThat(run.provider()).isEqualTo("gpt-4.1");
        assertThat(run.question().cutoffDate()).isEqualTo("2026-11-01");
        assertThat(run.params()).containsEntry("provider", "openai");
        assertThat(fake.requestsTo("/v1/chat/completions")).isEqualTo(1);
    }

    @Test
    void aMissingKeyIsNamedAndNothingRuns() {
        env.remove("ANTHROPIC_API_KEY");

        int exit = run("run", "--live", "--provider", "anthropic", "--question", "clear");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("forecast run --live: Anthropic is not set up: it needs an API key (set ANTHROPIC_API_KEY)");
        assertThat(fake.received).isEmpty();
    }

    @Test
    void aFailedRunIsStillSavedItsPathPrintedAndTheExitCodeIsOne() throws Exception {
        fake.anthropic.add(Wire.anthropicError(401, "authentication_error", "invalid x-api-key"));

        int exit = run("run", "--live", "--question", "clear", "--traces-dir", dir.toString());

        assertThat(exit).isEqualTo(1);
        RunTrace run = lastSaved();
        assertThat(run.status()).isEqualTo("failed");
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(
                        "forecast run --live: the run failed: agent_0: Anthropic refused the key (HTTP 401 Unauthorized)");
    }

    @Test
    void liveIsForRunOnly() {
        assertThat(run("questions", "--live")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--live works with 'forecast run' only");
    }

    @Test
    void aLiveRunsCountsHaveTheLiveCapsInTheForecasterGroupsWordsAndNothingRuns() {
        assertThat(run("run", "--live", "--question", "clear", "--agents", "11"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("forecast run: option --agents needs an integer from 1 to 10, got '11'");
        err.reset();
        assertThat(run("run", "--live", "--question", "clear", "--max-steps", "21"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("forecast run: option --max-steps needs an integer from 1 to 20, got '21'");
        err.reset();
        assertThat(run("run", "--live", "--question", "clear", "--market-price", "1.5"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("forecast run: option --market-price needs a number from 0 to 1, got '1.5'");
        assertThat(fake.received).isEmpty();
    }

    /** The run saved at the path the command printed last. */
    private RunTrace lastSaved() throws Exception {
        return RunTraceJson.read(
                Path.of(out.toString(StandardCharsets.UTF_8)
                        .strip()
                        .lines()
                        .reduce((a, b) -> b)
                        .orElseThrow()),
                TestReaders.POOL);
    }
}
