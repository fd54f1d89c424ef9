package com.agenteval.workbench.app.live.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Retries;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.live.SpringAiLlmClient;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live agent through Spring AI's real Anthropic and OpenAI clients against a local fake server speaking their
 * wire formats: a bad-argument call, the validation error sent back as the tool result, the corrected call, the
 * second lookup, the calculator, the final answer. The tools go on the wire as native definitions with the tools'
 * own schemas; the trace is graded and judged; the saved run replays offline to the same trace.
 */
class LiveWorldProvidersTest {

    static final String KEY = "test-key-not-a-secret";

    @StartStop
    final MockWebServer server = new MockWebServer();

    @TempDir
    Path traces;

    private final Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);

    static LiveHttp http() {
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

    private String base() {
        String url = server.url("/").toString();
        return url.substring(0, url.length() - 1);
    }

    private LiveWorldRun run(ProviderConfig config, Function<Message, MockResponse> wire) {
        for (Function<List<Message>, Message> turn : LiveWorldFixtures.growthScript(task)) {
            server.enqueue(wire.apply(turn.apply(List.of())));
        }
        SpringAiLlmClient model = new SpringAiLlmClient(
                ChatModels.build(config, http()), new Retries(http(), Redaction.of(config.apiKey()), n -> {}));
        return LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(
                        task,
                        config.kind().id(),
                        config.model(),
                        Price.forModel(config.model()).orElse(Price.UNKNOWN)),
                LiveAgentListener.NONE);
    }

    private List<RecordedRequest> requests(int n) throws InterruptedException {
        List<RecordedRequest> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(server.takeRequest());
        }
        return out;
    }

    private static JsonNode schemaOf(String tool) {
        return ToolWire.parse(PyJson.dumps(ToolSpecs.byName(tool).inputSchema()));
    }

    private String validationError() {
        return Tools.validate(ToolSpecs.byName("db_lookup"), PyJson.loads(LiveWorldFixtures.badYearArgs(task)));
    }

    @Test
    void anthropicGetsNativeToolsRetriesTheBadCallAndTheTraceIsGradedAndReplays() throws Exception {
        ProviderConfig config =
                ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(KEY), base(), "claude-sonnet-4-20250514");
        LiveWorldRun run = run(config, ToolWire::anthropic);
        List<RecordedRequest> sent = requests(5);

        ObjectNode first = ToolWire.body(sent.get(0));
        assertThat(sent.get(0).getUrl().encodedPath()).isEqualTo("/v1/messages");
        assertThat(first.get("tools")).hasSize(6);
        for (JsonNode tool : first.get("tools")) {
            String name = tool.get("name").asText();
            // Spring AI 2.0 gives Anthropic the schema's type, properties and required, not additionalProperties
            // (the core validates every call's arguments itself, as the next request shows)
            ObjectNode expected = (ObjectNode) schemaOf(name);
            expected.remove("additionalProperties");
            assertThat(tool.get("input_schema")).as(name).isEqualTo(expected);
            assertThat(tool.get("description").asText())
                    .isEqualTo(ToolSpecs.byName(name).precise());
        }
        // the second request carries the validation error as the tool_result of the bad call
        JsonNode messages = ToolWire.body(sent.get(1)).get("messages");
        JsonNode toolUse = messages.get(messages.size() - 2).get("content");
        assertThat(toolUse.findValuesAsText("type")).contains("tool_use");
        JsonNode result = messages.get(messages.size() - 1).get("content").get(0);
        assertThat(result.get("type").asText()).isEqualTo("tool_result");
        assertThat(result.get("tool_use_id").asText()).isEqualTo("call_1");
        assertThat(result.get("content").asText()).contains(validationError());

        assertGradedAndReplays(run);
    }

    @Test
    void openAiGetsNativeFunctionsRetriesTheBadCallAndTheTraceIsGradedAndReplays() throws Exception {
        ProviderConfig config = ProviderConfig.of(ProviderKind.OPENAI, Secret.of(KEY), base() + "/v1", "gpt-4.1-mini");
        LiveWorldRun run = run(config, ToolWire::openAi);
        List<RecordedRequest> sent = requests(5);

        ObjectNode first = ToolWire.body(sent.get(0));
        assertThat(sent.get(0).getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
        assertThat(first.get("tools")).hasSize(6);
        for (JsonNode tool : first.get("tools")) {
            assertThat(tool.get("type").asText()).isEqualTo("function");
            String name = tool.get("function").get("name").asText();
            assertThat(tool.get("function").get("parameters")).as(name).isEqualTo(schemaOf(name));
        }
        JsonNode messages = ToolWire.body(sent.get(1)).get("messages");
        JsonNode call = messages.get(messages.size() - 2);
        assertThat(call.get("tool_calls")
                        .get(0)
                        .get("function")
                        .get("arguments")
                        .asText())
                .isEqualTo(LiveWorldFixtures.badYearArgs(task));
        JsonNode result = messages.get(messages.size() - 1);
        assertThat(result.get("role").asText()).isEqualTo("tool");
        assertThat(result.get("tool_call_id").asText()).isEqualTo("call_1");
        assertThat(result.get("content").asText()).contains(validationError());

        assertGradedAndReplays(run);
    }

    @Test
    void aRefusedKeyStopsTheRunWithTheReasonAndWithoutTheKey() {
        server.enqueue(new MockResponse.Builder()
                .code(401)
                .addHeader("Content-Type", "application/json")
                .body("{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":"
                        + "\"invalid x-api-key " + KEY + "\"}}")
                .build());
        ProviderConfig config =
                ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(KEY), base(), "claude-sonnet-4-20250514");
        SpringAiLlmClient model = new SpringAiLlmClient(
                ChatModels.build(config, http()), new Retries(http(), Redaction.of(config.apiKey()), n -> {}));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LiveWorldAgent.run(
                        LiveWorldFixtures.WORLD,
                        task,
                        model,
                        LiveWorldFixtures.setup(task, "anthropic", config.model(), Price.UNKNOWN),
                        LiveAgentListener.NONE))
                .isInstanceOf(AgentStoppedException.class)
                .hasMessageContaining("401")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(KEY));
    }

    private void assertGradedAndReplays(LiveWorldRun run) throws Exception {
        assertThat(run.trace().steps())
                .extracting(s -> s.getClass().getSimpleName())
                .containsExactly("Plan", "Call", "Call", "Call", "Call", "Final");
        Step.Call bad = (Step.Call) run.trace().steps().get(1);
        Step.Call retry = (Step.Call) run.trace().steps().get(2);
        assertThat(bad.output().ok()).isFalse();
        assertThat(retry.output().ok()).isTrue();
        assertThat(retry.var()).isEqualTo(bad.var());
        assertThat(run.trace().correct()).isTrue();
        assertThat(run.usage().totalTokens()).isEqualTo(6100);
        assertThat(run.cost()).isPresent();
        assertThat(Judges.rules().judge(JudgeInput.of(run.trace())).findings())
                .extracting(Finding::source)
                .doesNotContain("unrecovered-error", "misread", "final-mismatch");

        LiveWorldRunStore store = new LiveWorldRunStore(traces, TestReaders.POOL);
        Path saved = store.save(run, Instant.parse("2026-11-30T09:30:00Z"));
        assertThat(saved.getParent().getFileName().toString()).isEqualTo("world-runs");
        assertThat(Files.readString(saved)).doesNotContain(KEY);
        assertThat(Files.list(saved.getParent())).hasSize(1); // no temp file left behind
        SavedLiveRun back =
                store.find(saved.getFileName().toString()).orElseThrow().run();
        assertThat(back).isNotNull();
        assertThat(PyJson.dumps(back.run().trace().toPy()))
                .isEqualTo(PyJson.dumps(run.trace().toPy()));
        assertThat(back.run().conversation()).isEqualTo(run.conversation());
    }
}
