package com.agenteval.workbench.core.agent.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.live.LiveRunFile.InvalidLiveRunException;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class LiveRunFileTest {

    private static final Instant CREATED = Instant.parse("2026-11-30T09:15:00Z");

    @SuppressWarnings("unchecked")
    static LiveWorldRun growthRun() {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        return LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                new ScriptedToolUseModel(LiveWorldFixtures.growthScript(task).toArray(new Function[0])),
                LiveWorldFixtures.setup(
                        task,
                        "anthropic",
                        "claude-sonnet-4-20250514",
                        Price.forModel("claude-sonnet-4").orElseThrow()),
                LiveAgentListener.NONE);
    }

    @Test
    void aSavedRunReplaysOfflineToTheSameTraceAndConversation() throws Exception {
        LiveWorldRun run = growthRun();
        String json = LiveRunFile.write(run, CREATED);
        SavedLiveRun back = LiveRunFile.read(json, WorldSpec::make);

        assertThat(back.createdAt()).isEqualTo(CREATED);
        assertThat(back.run().conversation()).isEqualTo(run.conversation());
        assertThat(PyJson.dumps(back.run().trace().toPy()))
                .isEqualTo(PyJson.dumps(run.trace().toPy()));
        assertThat(back.run().setup()).isEqualTo(run.setup());
        assertThat(back.run().cost()).isEqualTo(run.cost());
        assertThat(LiveRunFile.write(back.run(), back.createdAt())).isEqualTo(json);
        assertThat(json).contains("\"ground_truth_labels\": false").contains("\"format\": \"aew-live-world-run\"");
        assertThat(LiveRunFile.fileName(run, CREATED))
                .isEqualTo("live_world_" + run.setup().taskId() + "_claude-sonnet-4-20250514_20261130T091500Z.json");
    }

    @Test
    void anEditedToolResultOrTraceIsRefusedWithAReason() {
        String json = LiveRunFile.write(growthRun(), CREATED);
        String editedResult = json.replaceFirst(
                Pattern.quote("\\\"text\\\":\\\""), Matcher.quoteReplacement("\\\"text\\\":\\\"edited "));
        assertThat(editedResult).isNotEqualTo(json);
        assertThatThrownBy(() -> LiveRunFile.read(editedResult, WorldSpec::make))
                .isInstanceOf(InvalidLiveRunException.class)
                .hasMessageContaining("does not replay");

        String editedTrace = json.replace("\"correct\": true", "\"correct\": false");
        assertThat(editedTrace).isNotEqualTo(json);
        assertThatThrownBy(() -> LiveRunFile.read(editedTrace, WorldSpec::make))
                .hasMessageContaining("recorded trace differs");
    }

    @Test
    void damagedFilesSayWhatIsWrong() {
        assertThatThrownBy(() -> LiveRunFile.read("{\"format\": ", WorldSpec::make))
                .isInstanceOf(InvalidLiveRunException.class)
                .hasMessageStartingWith("not valid JSON");
        assertThatThrownBy(() -> LiveRunFile.read("{\"format\": \"x\"}", WorldSpec::make))
                .hasMessageContaining("not a live-agent run");
        String json = LiveRunFile.write(growthRun(), CREATED);
        assertThatThrownBy(() -> LiveRunFile.read(
                        json.replace("\"turn_budget\": 10", "\"turn_budget\": \"ten\""), WorldSpec::make))
                .hasMessage("$.spec.params.turn_budget: expected an integer, found str");
        assertThatThrownBy(() -> LiveRunFile.read(json.replace("\"n_stale\": 2", "\"n_stale\": 999"), WorldSpec::make))
                .hasMessageContaining("n_stale");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRunOnAModelWithNoPriceAndACalculatorInfSavesAsStrictJsonAndReplays() throws Exception {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        List<Function<List<Message>, Message>> script = new ArrayList<>(LiveWorldFixtures.growthScript(task));
        // one more calculator call before the final line: 1e308*10 is inf in the module
        script.add(
                script.size() - 1,
                c -> Message.assistant(
                        "",
                        List.of(new ToolUse("call_9", "calculator", "{\"expression\": \"1e308*10\"}")),
                        TokenUsage.of(10, 5)));
        LiveWorldRun run = LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                new ScriptedToolUseModel(script.toArray(new Function[0])),
                LiveWorldFixtures.setup(task, "openai-compatible", "qwen2.5:7b", Price.UNKNOWN),
                LiveAgentListener.NONE);
        assertThat(run.trace().cost()).isNaN();

        String json = LiveRunFile.write(run, CREATED);
        com.fasterxml.jackson.databind.JsonNode strict =
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        assertThat(strict.get("trace").get("cost").isNull()).isTrue();
        assertThat(strict.get("trace").get("cost_text").asText()).isEqualTo("nan");
        assertThat(json).contains("value_text");

        SavedLiveRun back = LiveRunFile.read(json, WorldSpec::make);
        assertThat(back.run().trace().cost()).isNaN();
        assertThat(back.run().conversation()).isEqualTo(run.conversation());
        assertThat(LiveRunFile.write(back.run(), back.createdAt())).isEqualTo(json);
    }

    /** Written by the v1 writer (before the envelope) for exactly {@link #growthRun()} at {@link #CREATED}. */
    static final Path V1 = Path.of("src/test/resources/log/v1/live-world-run.json");

    @Test
    void aVersion1RunOpensReplaysAndEqualsTheVersion2ReadingOfTheSameRun() throws Exception {
        String v1 = Files.readString(V1);
        String v2 = LiveRunFile.write(growthRun(), CREATED);

        SavedLiveRun fromV1 = LiveRunFile.read(v1, WorldSpec::make);
        SavedLiveRun fromV2 = LiveRunFile.read(v2, WorldSpec::make);
        assertThat(fromV1.run().setup()).isEqualTo(fromV2.run().setup());
        assertThat(fromV1.run().conversation()).isEqualTo(fromV2.run().conversation());
        assertThat(fromV1.createdAt()).isEqualTo(fromV2.createdAt());
        assertThat(LiveRunFile.write(fromV1.run(), fromV1.createdAt())).isEqualTo(v2);
        var log = SavedFiles.parse(v1);
        assertThat(log).isEqualTo(SavedFiles.parse(v2));
        assertThat(log.spec().params())
                .containsEntry("world_seed", 14)
                .containsEntry("n_stale", 2)
                .containsEntry("tasks", 200)
                .doesNotContainKey("seed");
        assertThat(List.copyOf(log.spec().params().keySet()).subList(0, 8))
                .isEqualTo(Stream.concat(Parameters.WORLD.stream(), Parameters.TASK_SET.stream())
                        .map(ParamSpec::name)
                        .toList());
        assertThat(log.events())
                .isNotEmpty()
                .allSatisfy(e -> assertThat(e)
                        .isInstanceOf(com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent.Message.class));
        assertThat(v1).contains("\"seed\": 14");
        assertThat(v2).contains("\"world_seed\": 14").doesNotContain("\"seed\"");
    }
}
