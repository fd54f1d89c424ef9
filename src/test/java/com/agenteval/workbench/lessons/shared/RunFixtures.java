package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;

/** Named fixtures for the agent-run tests. */
public final class RunFixtures {

    public static final World LECTURE_WORLD = WorldSpec.lecture().make();
    public static final List<Task> LECTURE_TASKS = Tasks.make(LECTURE_WORLD, 200, 1, false);

    private RunFixtures() {}

    /** A config that makes every kind of mistake often, so a trace carries many labels. */
    public static AgentConfig noisy() {
        return AgentConfigs.PLAN_EXEC
                .replace(ConfigKnobs.CUSTOM)
                .pPlan(0.3)
                .pSkip(0.25)
                .pIgnore(0.3)
                .pArgs(0.4)
                .pTool(0.3)
                .pLoop(0.3)
                .pFormat(0.5)
                .pRecover(0.5)
                .reflect(0.4)
                .model("large")
                .build();
    }

    /** New-data tasks on another world, with a custom config and another run seed. */
    static RunSpec unusualSpec(int task) {
        WorldSpec world = new WorldSpec(BigInteger.valueOf(7), 5, 0.6, 0.3, 0.5);
        return new RunSpec(world, 40, BigInteger.valueOf(9), true, noisy(), BigInteger.valueOf(1234), task);
    }
}
