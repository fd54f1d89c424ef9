package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class LivePointTest {

    private static SavedLiveRun run(Task task, String model, List<Function<List<Message>, Message>> script) {
        Iterator<Function<List<Message>, Message>> turns = script.iterator();
        return new SavedLiveRun(
                LiveWorldAgent.run(
                        LiveWorldFixtures.WORLD,
                        task,
                        LiveWorldFixtures.model(c -> turns.next().apply(c)),
                        LiveWorldFixtures.setup(
                                task, "test", model, Price.forModel(model).orElse(Price.UNKNOWN)),
                        LiveAgentListener.NONE),
                Instant.parse("2026-11-30T10:00:00Z"));
    }

    private static ConfigComparison comparison(WorldSpec world, int tasks) {
        return new ConfigComparison(world, TaskSetChoice.FAMILIAR, tasks, 1, 2, 0, 8, 0.5, List.of(), Set.of());
    }

    private static final Task GROWTH = LiveWorldFixtures.firstClean(TaskType.GROWTH);
    private static final Task LOOKUP = LiveWorldFixtures.firstClean(TaskType.LOOKUP);

    private static final SavedLiveRun RIGHT = run(GROWTH, "gpt-4.1-mini", LiveWorldFixtures.growthScript(GROWTH));
    private static final SavedLiveRun WRONG = run(
            LOOKUP, "gpt-4.1-mini", List.of(c -> Message.assistant("FINAL: 1", List.of(), TokenUsage.of(1000, 100))));
    private static final SavedLiveRun LOCAL =
            run(LOOKUP, "qwen2.5:7b", List.of(c -> Message.assistant("FINAL: 1", List.of(), TokenUsage.of(500, 50))));

    @Test
    void runsOfOneModelOnThePagesTasksMakeOnePointWithRealCosts() {
        List<LivePoint> points = LivePoint.of(List.of(RIGHT, WRONG, LOCAL), comparison(WorldSpec.lecture(), 200));
        assertThat(points).extracting(LivePoint::name).containsExactly("live:gpt-4.1-mini", "live:qwen2.5:7b");
        LivePoint mini = points.get(0);
        assertThat(mini.runs()).isEqualTo(2);
        assertThat(mini.correct()).isEqualTo(1);
        assertThat(mini.accuracy()).isEqualTo(0.5);
        assertThat(mini.covered()).isEqualTo(2);
        assertThat(mini.tasks()).isEqualTo(200);
        assertThat(mini.meanTokens()).isEqualTo((6100 + 1100) / 2.0);
        double cost = (RIGHT.run().cost().getAsDouble() + (1000 * 0.4 + 100 * 1.6) / 1e6) / 2;
        assertThat(mini.meanCost()).isCloseTo(cost, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(points.get(1).meanCost()).isNull();
    }

    @Test
    void runsOutsideThePagesWorldOrTasksDoNotCount() {
        int growthIndex = Integer.parseInt(GROWTH.id().substring(1));
        int lookupIndex = Integer.parseInt(LOOKUP.id().substring(1));
        int tasks = Math.max(growthIndex, lookupIndex); // the later of the two falls outside
        List<LivePoint> few = LivePoint.of(List.of(RIGHT, WRONG), comparison(WorldSpec.lecture(), tasks));
        assertThat(few).hasSize(1);
        assertThat(few.get(0).runs()).isEqualTo(1);
        assertThat(LivePoint.of(List.of(RIGHT, WRONG), comparison(WorldSpec.of(7), 200)))
                .isEmpty();
        assertThat(LivePoint.of(
                        List.of(RIGHT),
                        new ConfigComparison(
                                WorldSpec.lecture(),
                                TaskSetChoice.NEW_DATA,
                                200,
                                1,
                                2,
                                0,
                                8,
                                0.5,
                                List.of(),
                                Set.of())))
                .isEmpty();
    }
}
