package com.agenteval.workbench.app.otel;

import static com.agenteval.workbench.app.otel.OtlpJsonSpans.attribute;
import static com.agenteval.workbench.app.otel.OtlpJsonSpans.spans;
import static com.agenteval.workbench.app.otel.OtlpJsonSpans.withOperation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SavedFileSpansTest {

    static final Instant CREATED = Instant.parse("2026-11-30T09:15:00Z");

    @TempDir
    Path dir;

    /** The scripted growth run of the live-agent tests: a refused call, a retry, a calculator call, the answer. */
    static LiveWorldRun growthRun() {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        List<Function<List<Message>, Message>> script = LiveWorldFixtures.growthScript(task);
        AtomicInteger turn = new AtomicInteger();
        LlmClient model = new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                return script.get(turn.getAndIncrement()).apply(messages);
            }

            @Override
            public String modelName() {
                return "claude-sonnet-4-20250514";
            }
        };
        return LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(
                        task,
                        "anthropic",
                        "claude-sonnet-4-20250514",
                        Price.forModel("claude-sonnet-4").orElseThrow()),
                LiveAgentListener.NONE);
    }

    private List<JsonNode> export(Path file) throws Exception {
        return spans(
                OtlpJsonFile.write(SavedFileSpans.read(file, TestReaders.POOL)).json());
    }

    @Test
    void aLiveWorldRunHasAChatSpanPerTurnAndAToolSpanPerToolCall() throws Exception {
        LiveWorldRun run = growthRun();
        Path file = dir.resolve(LiveRunFile.fileName(run, CREATED));
        Files.writeString(file, LiveRunFile.write(run, CREATED));

        List<JsonNode> spans = export(file);
        long toolUses =
                run.conversation().stream().mapToLong(m -> m.toolUses().size()).sum();
        assertThat(withOperation(spans, "chat"))
                .hasSize(run.turns())
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.provider.name")).hasValue("anthropic"));
        assertThat(withOperation(spans, "execute_tool")).hasSize((int) toolUses);
        assertThat(toolUses).isGreaterThanOrEqualTo(2);
        assertThat(withOperation(spans, "invoke_agent")).hasSize(1);
        // the first call was refused by the schema check: its span says so
        JsonNode first = withOperation(spans, "execute_tool").stream()
                .filter(s -> attribute(s, "gen_ai.tool.call.id").orElse("").equals("call_1"))
                .findFirst()
                .orElseThrow();
        assertThat(attribute(first, "error.type")).hasValue("tool_error");
        assertThat(first.path("status").path("code").asText()).isEqualTo("2");
        // the first turn's usage, as recorded
        Message firstTurn = run.conversation().stream()
                .filter(Message::isAssistant)
                .findFirst()
                .orElseThrow();
        assertThat(withOperation(spans, "chat"))
                .anySatisfy(s -> assertThat(attribute(s, "gen_ai.usage.input_tokens"))
                        .hasValue(String.valueOf(firstTurn.usage().inputTokens())));
    }

    static final Instant MCP_T0 = Instant.parse("2026-11-30T10:00:00Z");

    /** A saved MCP session: two calculator calls (one failing) and an unknown tool, refused. */
    static Path mcpSessionFile(Path dir) throws Exception {
        var world = LiveWorldFixtures.WORLD;
        Instant t0 = MCP_T0;
        PyDict args = PyDict.of("expression", PyStr.of("1 + 2"));
        ExternalSession session = new ExternalSession(
                "mcp-1",
                "inspector 1.0",
                t0,
                List.of(
                        ExternalCall.run(world, 0, t0, "calculator", args),
                        ExternalCall.run(
                                world, 1, t0.plusSeconds(3), "calculator", PyDict.of("expression", PyStr.of("1 +"))),
                        ExternalCall.refused(
                                world.spec(), 2, t0.plusSeconds(5), "no_such_tool", "Unknown tool: no_such_tool")),
                0);
        Path file = dir.resolve("mcp.json");
        Files.writeString(file, session.json());
        return file;
    }

    /** A saved judge run of {@code judge} over 3 plan_exec traces, 2 of them judged. */
    static Path judgeRunFile(Path dir, LlmClient judge) throws Exception {
        SimParams params =
                SimParams.defaults("traces").withTasks(3, BigInteger.ONE, false).withConfig("plan_exec");
        JudgeRun run = JudgeRuns.record(
                judge,
                new JudgeRun.Provenance("anthropic", "scripted-judge", "localhost"),
                params,
                2,
                Clock.fixed(CREATED, ZoneOffset.UTC),
                new AtomicInteger()::incrementAndGet,
                new Random(7),
                (done, total, id) -> {},
                () -> false);
        Path file = dir.resolve("judge.json");
        Files.writeString(file, run.json());
        return file;
    }

    /** A judge that answers every metric with {@code reply}, at 1000 tokens in and 40 out. */
    static LlmClient scriptedJudge(String reply) {
        return new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                return Message.assistant(reply, List.of(), TokenUsage.of(1000, 40));
            }

            @Override
            public String modelName() {
                return "scripted-judge";
            }
        };
    }

    @Test
    void anMcpSessionHasOneToolSpanPerCallAtItsArrival() throws Exception {
        Instant t0 = MCP_T0;
        Path file = mcpSessionFile(dir);

        List<JsonNode> spans = spans(OtlpJsonFile.write(SavedFileSpans.read(file, TestReaders.POOL), true)
                .json());
        List<JsonNode> tools = withOperation(spans, "execute_tool");
        assertThat(tools)
                .extracting(s -> attribute(s, "gen_ai.tool.name").orElseThrow())
                .containsExactly("calculator", "calculator", "no_such_tool");
        assertThat(tools.get(1).path("startTimeUnixNano").asText())
                .isEqualTo(String.valueOf(t0.plusSeconds(3).getEpochSecond() * 1_000_000_000L));
        assertThat(attribute(tools.get(0), "gen_ai.tool.call.arguments").orElseThrow())
                .isEqualTo("{\"expression\":\"1 + 2\"}");
        assertThat(attribute(tools.get(2), "error.type")).hasValue("tool_error");
        assertThat(withOperation(spans, "invoke_agent"))
                .singleElement()
                .satisfies(
                        s -> assertThat(attribute(s, "gen_ai.conversation.id")).hasValue("mcp-1"));
        assertThat(withOperation(spans, "chat")).isEmpty();
    }

    @Test
    void aJudgeRunHasOneChatSpanPerCallEndingAtItsTimeAfterItsLatency() throws Exception {
        Path file = judgeRunFile(dir, scriptedJudge("{\"score\":3,\"issues\":[]}"));
        JudgeRun run = JudgeRun.read(file, TestReaders.POOL);

        List<JsonNode> chats = withOperation(export(file), "chat");
        assertThat(chats)
                .hasSize(run.calls().size())
                .isNotEmpty()
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.request.model")).hasValue("scripted-judge"))
                .allSatisfy(s ->
                        assertThat(attribute(s, "gen_ai.usage.output_tokens")).hasValue("40"));
        JudgeRun.Call c = run.calls().get(0);
        long end = Instant.parse(c.timestamp()).getEpochSecond() * 1_000_000_000L;
        assertThat(chats.get(0).path("endTimeUnixNano").asLong()).isEqualTo(end);
        assertThat(chats.get(0).path("startTimeUnixNano").asLong()).isEqualTo(end - c.latencyMs() * 1_000_000L);
    }

    @Test
    void aFileOfNoKnownKindIsRefusedWithAReason() throws Exception {
        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"format\": \"something-else\"}");
        assertThatThrownBy(() -> SavedFileSpans.read(other, TestReaders.POOL))
                .isInstanceOf(SavedFileSpans.UnexportableFileException.class)
                .hasMessageContaining("not a file export otel reads")
                .hasMessageContaining("something-else");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"agents\": [");
        assertThatThrownBy(() -> SavedFileSpans.read(broken, TestReaders.POOL))
                .isInstanceOf(SavedFileSpans.UnexportableFileException.class);
    }
}
