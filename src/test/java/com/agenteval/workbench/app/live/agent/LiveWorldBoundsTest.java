package com.agenteval.workbench.app.live.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.LiveBounds;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23 for the live world agent, through Spring AI against a local fake Anthropic: a turn asking for 200 tool
 * calls runs 16, the saved run records the cut and replays; a reply that never ends hits the run's deadline.
 */
class LiveWorldBoundsTest {

    @StartStop
    final MockWebServer server = new MockWebServer();

    @TempDir
    Path traces;

    private final Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);

    private LiveWorldRuns runs(LiveHttp http) {
        return new LiveWorldRuns(http, new LiveWorldRunStore(traces, TestReaders.POOL), Clock.systemUTC());
    }

    private ProviderModels models(LiveHttp http) {
        String url = server.url("/").toString();
        return ChatModels.build(
                ProviderConfig.of(
                        ProviderKind.ANTHROPIC,
                        Secret.of(FakeServerRuns.KEY),
                        url.substring(0, url.length() - 1),
                        "claude-sonnet-4-20250514"),
                http);
    }

    private static final Progress<String> SILENT = p -> {};

    @Test
    void aTurnAskingForTwoHundredToolCallsRunsSixteenAndTheSavedRunSaysSoAndReplays() throws Exception {
        List<ToolUse> many = IntStream.range(0, 200)
                .mapToObj(i -> new ToolUse("call_" + i, "db_lookup", LiveWorldFixtures.args(task, 0)))
                .toList();
        server.enqueue(ToolWire.anthropic(Message.assistant("", many, TokenUsage.of(900, 60))));
        server.enqueue(ToolWire.anthropic(
                Message.assistant(LiveWorldFixtures.finalLine(task), List.of(), TokenUsage.of(1000, 20))));
        LiveHttp http = FakeServerRuns.http();

        LiveWorldRuns.Saved saved = runs(http)
                .run(
                        LiveWorldFixtures.WORLD,
                        task,
                        LiveWorldFixtures.setup(task, "anthropic", "claude-sonnet-4-20250514", Price.UNKNOWN),
                        models(http),
                        SILENT,
                        new Cancellation());

        assertThat(saved.run().trace().steps().stream().filter(s -> s instanceof Step.Call))
                .hasSize(16);
        Message turn = saved.run().conversation().get(2);
        assertThat(turn.toolUses()).hasSize(16);
        assertThat(turn.text())
                .isEqualTo(
                        Truncation.MARKER + "200 tool calls, over the limit of 16; the later ones " + "were dropped]");
        assertThat(Files.readString(saved.file())).contains("\"truncated\"").contains("\"texts_cut\": 1");
        LiveWorldRunStore.Entry entry = new LiveWorldRunStore(traces, TestReaders.POOL)
                .find(saved.file().getFileName().toString())
                .orElseThrow();
        assertThat(entry.problem()).isNull();
        assertThat(entry.run().run().conversation()).isEqualTo(saved.run().conversation());
    }

    @Test
    void aReplyThatNeverEndsHitsTheRunDeadlineAndStopsTheRunAsFailed() {
        server.enqueue(new MockResponse.Builder(ToolWire.anthropic(Message.assistant(
                        LiveWorldFixtures.finalLine(task) + " ".repeat(4000), List.of(), TokenUsage.of(1, 1))))
                .throttleBody(1, 1, TimeUnit.SECONDS)
                .build());
        LiveHttp http = FakeServerRuns.http()
                .withReadTimeout(Duration.ofSeconds(60))
                .withBounds(LiveBounds.DEFAULT.withRunDeadline(Duration.ofMillis(1200)));

        assertThatThrownBy(() -> runs(http)
                        .run(
                                LiveWorldFixtures.WORLD,
                                task,
                                LiveWorldFixtures.setup(task, "anthropic", "claude-sonnet-4-20250514", Price.UNKNOWN),
                                models(http),
                                SILENT,
                                new Cancellation()))
                .isInstanceOfSatisfying(AgentStoppedException.class, e -> {
                    assertThat(e.status()).isEqualTo(AgentStoppedException.FAILED);
                    assertThat(e.reason())
                            .isEqualTo("the run took longer than its deadline of 1.2 s "
                                    + "(workbench.live.run-deadline), so the call under way was stopped");
                });
        assertThat(new LiveWorldRunStore(traces, TestReaders.POOL).list()).isEmpty();
    }
}
