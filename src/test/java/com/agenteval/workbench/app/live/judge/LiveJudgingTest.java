package com.agenteval.workbench.app.live.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM GPA judge through the real Spring AI Anthropic and OpenAI clients against a local fake server speaking their
 * wire formats: replies parsed into findings, the run saved as a judge-run file, and the file replayed offline (the
 * server stopped) to identical verdicts.
 */
class LiveJudgingTest {

    static final SimParams PARAMS = SimParams.defaults("traces")
            .withTasks(20, BigInteger.ONE, false)
            .withConfig("{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.3,\"p_skip\":0.2}");

    @StartStop
    final MockWebServer server = new MockWebServer();

    @TempDir
    Path traces;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-30T09:30:00Z"), ZoneOffset.UTC);
    private final FakeJudgeServer fake = new FakeJudgeServer();

    static LiveHttp http() {
        return new LiveHttp(
                Duration.ofSeconds(2),
                Duration.ofSeconds(10),
                1,
                Duration.ofMillis(10),
                Duration.ofMillis(10),
                Duration.ofSeconds(1),
                millis -> {},
                TestLiveThreads.SHARED);
    }

    private String base() {
        return server.url("/").toString().replaceAll("/$", "");
    }

    private void judgesSavesAndReplays(ProviderConfig config, String path) throws Exception {
        server.setDispatcher(fake);
        List<String> progress = new ArrayList<>();
        JudgeRun run = LiveJudging.run(
                ChatModels.build(config, http()),
                http(),
                PARAMS,
                3,
                clock,
                (done, total, id) -> progress.add(done + "/" + total + " " + id),
                () -> false,
                n -> {});

        assertThat(run.status()).isEqualTo(JudgeRun.COMPLETED);
        assertThat(progress).hasSize(3).allMatch(p -> p.matches("\\d/3 \\w+"));
        assertThat(fake.received)
                .hasSize(3 * Metric.values().length)
                .allMatch(r -> r.getUrl().encodedPath().equals(path));
        RecordedRequest first = fake.received.get(0);
        assertThat(Wire.body(first).toString()).contains("framework: GF (Goal fulfillment)", "  [0] planner  PLAN:");
        assertThat(run.provenance())
                .isEqualTo(new JudgeRun.Provenance(
                        config.kind().id(), config.model(), server.url("/").host() + ":" + server.getPort()));
        assertThat(run.calls()).allMatch(c -> c.usage().totalTokens() > 0);

        // the replies became findings: TC cites step 1 on every trace, GF is kept as unreadable
        JudgeRun.Call tc = run.calls().stream()
                .filter(c -> c.metric().equals("TC"))
                .findFirst()
                .orElseThrow();
        assertThat(tc.reply()).startsWith("```json");
        assertThat(tc.parsed().status()).isEqualTo("read");
        assertThat(tc.parsed().findings()).singleElement().satisfies(f -> {
            assertThat(f.step()).isEqualTo(1);
            assertThat(f.severity()).isEqualTo("high");
        });
        assertThat(run.unreadable()).isEqualTo(3);

        Path saved = JudgeRunStore.of(traces.resolve(JudgeRunStore.SUBFOLDER), TestReaders.POOL)
                .save(run);
        String json = Files.readString(saved);
        assertThat(json)
                .doesNotContain(FakeJudgeServer.KEY)
                .contains("\"provider\": \"" + config.kind().id() + "\"");
        server.close();

        JudgeRuns.Replay replay = JudgeRuns.replay(JudgeRunStore.of(saved.getParent(), TestReaders.POOL)
                .load(saved.getFileName().toString()));
        assertThat(replay.differ()).isZero();
        assertThat(replay.traces())
                .extracting(t -> t.task().id())
                .containsExactlyElementsOf(run.traceSet().traceIds());
        for (Verdict v : replay.verdicts()) {
            assertThat(v.scores())
                    .containsEntry(Metric.TC, 0)
                    .containsEntry(Metric.PA, 3)
                    .doesNotContainKey(Metric.GF);
            assertThat(v.findings())
                    .extracting(f -> f.metric() + "@" + f.step())
                    .containsExactly("TC@1");
            assertThat(v.unparsed())
                    .singleElement()
                    .satisfies(u -> assertThat(u.reply()).isEqualTo("The final answer seems plausible."));
        }
        assertThat(replay.card().unparseableMetrics()).isEqualTo(3);
    }

    @Test
    void anthropicRepliesAreParsedSavedAndReplayed() throws Exception {
        judgesSavesAndReplays(
                ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(FakeJudgeServer.KEY), base(), ""), "/v1/messages");
    }

    @Test
    void openAiRepliesAreParsedSavedAndReplayed() throws Exception {
        judgesSavesAndReplays(
                ProviderConfig.of(ProviderKind.OPENAI, Secret.of(FakeJudgeServer.KEY), base() + "/v1", ""),
                "/v1/chat/completions");
    }

    @Test
    void aCancelAfterTheFirstTraceStopsTheRunWhichStillSavesAndReplaysWhatWasJudged() throws Exception {
        server.setDispatcher(fake);
        AtomicBoolean cancel = new AtomicBoolean();
        JudgeRun run = LiveJudging.run(
                ChatModels.build(
                        ProviderConfig.of(ProviderKind.OPENAI, Secret.of(FakeJudgeServer.KEY), base() + "/v1", ""),
                        http()),
                http(),
                PARAMS,
                5,
                clock,
                (done, total, id) -> cancel.set(true),
                cancel::get,
                n -> {});
        assertThat(run.status()).isEqualTo(JudgeRun.CANCELLED);
        assertThat(run.reason()).isEqualTo("cancelled by the user after 1 of 5 traces");
        assertThat(fake.received).hasSize(Metric.values().length);
        Path saved = JudgeRunStore.of(traces, TestReaders.POOL).save(run);
        JudgeRuns.Replay replay = JudgeRuns.replay(JudgeRunStore.of(traces, TestReaders.POOL)
                .load(saved.getFileName().toString()));
        assertThat(replay.traces()).hasSize(1);
        assertThat(replay.differ()).isZero();
    }

    @Test
    void aRefusedKeyFailsTheRunWithTheReasonAndKeepsNothingSecret() {
        server.setDispatcher(new mockwebserver3.Dispatcher() {
            @Override
            public mockwebserver3.MockResponse dispatch(RecordedRequest request) {
                return Wire.anthropicError(401, "authentication_error", "invalid x-api-key " + FakeJudgeServer.KEY);
            }
        });
        JudgeRun run = LiveJudging.run(
                ChatModels.build(
                        ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(FakeJudgeServer.KEY), base(), ""), http()),
                http(),
                PARAMS,
                2,
                clock,
                (d, t, id) -> {},
                () -> false,
                n -> {});
        assertThat(run.status()).isEqualTo(JudgeRun.FAILED);
        assertThat(run.reason()).contains("a model call failed on trace").doesNotContain(FakeJudgeServer.KEY);
        assertThat(run.calls()).isEmpty();
        assertThat(run.traceSet().traceIds()).isEmpty();
    }
}
