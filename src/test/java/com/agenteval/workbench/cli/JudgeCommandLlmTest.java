package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.app.live.judge.FakeJudgeServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code judge --llm-live} against a local fake Anthropic server, then {@code judge --llm-replay} of what it saved. */
class JudgeCommandLlmTest {

    @StartStop
    final MockWebServer server = new MockWebServer();

    @TempDir
    Path dir;

    private final FakeJudgeServer fake = new FakeJudgeServer();
    private final Map<String, String> env = new HashMap<>();
    private ByteArrayOutputStream out;
    private ByteArrayOutputStream err;

    @BeforeEach
    void start() {
        server.setDispatcher(fake);
        env.put("ANTHROPIC_API_KEY", FakeJudgeServer.KEY);
        env.put("ANTHROPIC_BASE_URL", server.url("/").toString().replaceAll("/$", ""));
    }

    private int run(String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        LiveHttp http = new LiveHttp(
                Duration.ofSeconds(2),
                Duration.ofSeconds(10),
                1,
                Duration.ofMillis(10),
                Duration.ofMillis(10),
                Duration.ofSeconds(1),
                millis -> {},
                TestLiveThreads.SHARED);
        JudgeCommand command =
                new JudgeCommand(env::get, http, Clock.fixed(Instant.parse("2026-11-30T10:00:00Z"), ZoneOffset.UTC));
        return command.run(
                List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aLiveRunIsSavedAndItsReplayPrintsTheSameReport() throws Exception {
        int exit = run("--llm-live", "--llm-traces", "2", "--tasks", "20", "--traces-dir", dir.toString(), "--summary");
        assertThat(exit).as(stderr()).isZero();
        assertThat(fake.received).hasSize(14);
        Path saved;
        try (Stream<Path> files = Files.list(dir.resolve("judge-runs"))) {
            saved = files.findFirst().orElseThrow();
        }
        assertThat(stderr()).contains("saved " + saved, "judged 2/2").doesNotContain(FakeJudgeServer.KEY);
        JsonNode live = new ObjectMapper().readTree(stdout());
        assertThat(live.path("judge").asText()).isEqualTo("llm-gpa");
        assertThat(live.path("traces").asInt()).isEqualTo(2);
        assertThat(live.path("unparseable").path("metrics").asInt()).isEqualTo(2);
        assertThat(live.path("judge_run").path("calls").asInt()).isEqualTo(14);
        assertThat(live.path("judge_run").path("base_url_host").asText())
                .startsWith(server.url("/").host());
        assertThat(live.path("params").path("tasks").asInt()).isEqualTo(20);
        String liveOut = stdout();

        server.close();
        assertThat(run("--llm-replay", saved.toString(), "--summary"))
                .as(stderr())
                .isZero();
        assertThat(stdout()).isEqualTo(liveOut);
    }

    @Test
    void badFilesAndMixedOptionsGetOneLineAndANonZeroExit() throws Exception {
        Path bad = Files.writeString(dir.resolve("x.json"), "{\"notebook\": \"04_research_agent\"}");
        assertThat(run("--llm-replay", bad.toString())).isEqualTo(1);
        assertThat(stderr()).contains("not a judge-run file").doesNotContain("Exception");
        assertThat(run("--llm-replay", bad.toString(), "--tasks", "5")).isEqualTo(2);
        assertThat(stderr()).contains("--llm-replay takes no trace options");
        assertThat(run("--provider", "openai")).isEqualTo(2);
        assertThat(run("--llm-live", "--llm-traces", "11")).isEqualTo(2);
        env.clear();
        assertThat(run("--llm-live", "--traces-dir", dir.toString())).isEqualTo(1);
        assertThat(stderr()).contains("is not set up");
        assertThat(fake.received).isEmpty();
    }
}
