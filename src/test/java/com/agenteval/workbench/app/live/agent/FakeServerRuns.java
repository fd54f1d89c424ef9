package com.agenteval.workbench.app.live.agent;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Retries;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.live.SpringAiLlmClient;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.tasks.Task;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import mockwebserver3.MockWebServer;

/** A live run recorded from a local fake Anthropic server (the growth script), for tests that need a real run file. */
public final class FakeServerRuns {

    public static final String KEY = "test-key-not-a-secret";

    private FakeServerRuns() {}

    public static LiveHttp http() {
        return new LiveHttp(
                Duration.ofSeconds(2),
                Duration.ofSeconds(10),
                1,
                Duration.ofMillis(10),
                Duration.ofMillis(20),
                Duration.ofSeconds(1),
                millis -> {},
                TestLiveThreads.SHARED);
    }

    /** Runs the growth script for {@code task} through Spring AI's Anthropic client against a fake server. */
    public static LiveWorldRun anthropicGrowthRun(Task task) {
        try (MockWebServer server = new MockWebServer()) {
            server.start();
            for (Function<List<Message>, Message> turn : LiveWorldFixtures.growthScript(task)) {
                server.enqueue(ToolWire.anthropic(turn.apply(List.of())));
            }
            String url = server.url("/").toString();
            ProviderConfig config = ProviderConfig.of(
                    ProviderKind.ANTHROPIC,
                    Secret.of(KEY),
                    url.substring(0, url.length() - 1),
                    "claude-sonnet-4-20250514");
            SpringAiLlmClient model = new SpringAiLlmClient(
                    ChatModels.build(config, http()), new Retries(http(), Redaction.of(config.apiKey()), n -> {}));
            return LiveWorldAgent.run(
                    LiveWorldFixtures.WORLD,
                    task,
                    model,
                    LiveWorldFixtures.setup(
                            task,
                            "anthropic",
                            config.model(),
                            Price.forModel(config.model()).orElse(Price.UNKNOWN)),
                    LiveAgentListener.NONE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
