package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LiveCancelTest {

    @StartStop
    final MockWebServer models = new MockWebServer();

    @StartStop
    final MockWebServer tavily = new MockWebServer();

    @TempDir
    Path traces;

    @Test
    void aCancelInterruptsTheCallInProgressStopsThePanelAndSavesTheRunAsCancelled() throws Exception {
        models.enqueue(Wire.anthropic("{\"action\":\"search\",\"query\":\"q\"}", 10, 5));
        tavily.enqueue(Wire.tavily("q", new Wire.Hit("T", "https://e.example/", "s", null, 0.5)));
        // the second call hangs for longer than the test would ever wait
        models.enqueue(
                Wire.delayed(Wire.anthropic("{\"action\":\"search\",\"query\":\"r\"}", 10, 5), Duration.ofSeconds(30)));
        LiveHttp http = LiveFixtures.http(new LiveFixtures.RecordingSleeper()).withReadTimeout(Duration.ofSeconds(60));
        Cancellation cancel = new Cancellation();
        LiveProgress progress = (agentId, step) -> {};

        CompletableFuture<LiveRunOutcome> run = CompletableFuture.supplyAsync(() -> {
            try {
                return LiveForecasting.run(
                        LiveRunRequest.of(LiveQuestions.CONTESTED, 3),
                        ChatModels.build(LiveFixtures.anthropic(models), http),
                        LiveFixtures.tavily(tavily),
                        http,
                        RunTraceStore.of(traces, TestReaders.POOL)::save,
                        Clock.systemUTC(),
                        progress,
                        cancel);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        models.takeRequest();
        models.takeRequest(10, TimeUnit.SECONDS);
        long start = System.nanoTime();
        cancel.cancel();
        LiveRunOutcome out = run.get(10, TimeUnit.SECONDS);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(out.status()).isEqualTo("cancelled");
        assertThat(out.trace().failureReason())
                .startsWith("agent_0: cancelled")
                .endsWith("(2 later agents were not started)");
        assertThat(out.trace().agents()).hasSize(1);
        assertThat(out.trace().agents().get(0).traces())
                .extracting(AgentTrace::action)
                .containsExactly("search");
        assertThat(RunTraceJson.read(out.saved(), TestReaders.POOL).status()).isEqualTo("cancelled");
        assertThat(models.getRequestCount()).isEqualTo(2);
    }
}
