package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one run on the agent page is: the world and task set above it, a config (named, or every knob set), the task's
 * position in the list and the run seed. The page reads the run's {@link RunSpec} from here.
 */
final class RunParams {

    final ChoiceParam<String> config;
    final IntParam task;
    final SeedParam runSeed;
    final ConfigKnobs knobs;
    private final WorldParams world;
    private final TaskSetParams set;

    RunParams(ParametersCell run, ParametersCell knobCell, WorldParams world, TaskSetParams set) {
        this.world = world;
        this.set = set;
        config = run.choice(
                Parameters.CONFIG.name(),
                run.getTranslation("agent.run.config"),
                ConfigKnobs.choices(),
                AgentConfigs.PLAN_EXEC.name(),
                c -> c,
                key -> key.equals(ConfigKnobs.CUSTOM) ? run.getTranslation("agent.run.custom") : key);
        task = run.integer(AgentRunPage.TASK, run.getTranslation("agent.run.task"), 0, 0, Parameters.MAX_TASKS - 1);
        task.check(v -> v >= set.tasks()
                ? Optional.of(run.getTranslation("agent.run.task-range", String.valueOf(set.tasks() - 1)))
                : Optional.empty());
        runSeed = run.seed(Parameters.RUN_SEED);
        knobs = ConfigKnobs.addTo(knobCell, knobCell::getTranslation, true);
    }

    boolean custom() {
        return ConfigKnobs.CUSTOM.equals(config.value());
    }

    AgentConfig selected() {
        return custom()
                ? knobs.config()
                : Objects.requireNonNull(
                        AgentConfigs.byName(config.value()),
                        "the config choice offers the standard configs and custom");
    }

    RunSpec spec(AgentConfig c) {
        return new RunSpec(world.spec(), set.tasks(), set.taskSeed(), set.newData(), c, runSeed.value(), task.value());
    }

    /** The task a live run would do: the chosen one, or the last when the set has shrunk below it. */
    LiveAgentSection.Target target(World built, List<Task> tasks) {
        return new LiveAgentSection.Target(
                world.spec(),
                built,
                set.tasks(),
                set.taskSeed(),
                set.newData(),
                tasks.get(Math.min(task.value(), tasks.size() - 1)));
    }
}
