package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** What the judges score: the agent config, the task set, the run seed and the world, as one set of parameters. */
final class JudgeParams implements Dependency {

    private final ChoiceParam<String> config;
    private final TaskSetParams set;
    private final SeedParam runSeed;
    private final WorldParams world;

    private JudgeParams(ParametersCell cell) {
        config = cell.choice(
                Parameters.CONFIG.name(),
                cell.getTranslation("judges.config"),
                JudgeComparison.configChoices(),
                Parameters.CONFIG.defaultValue(),
                Function.identity(),
                Function.identity());
        set = TaskSetParams.addTo(cell);
        runSeed = cell.seed(Parameters.RUN_SEED);
        world = WorldParams.addTo(cell, WorldSpec.lecture());
    }

    static JudgeParams addTo(ParametersCell cell) {
        return new JudgeParams(cell);
    }

    /** The simulation the fields describe: the traces the judges read. */
    SimParams simParams() {
        return JudgeComparison.params(
                config.value(), set.newData(), set.tasks(), set.taskSeed(), runSeed.value(), world.spec());
    }

    /** The trace of the task at {@code position} on {@code /agent}: this config, world, task set and run seed. */
    String traceLink(int position) {
        return new RunSpec(
                        world.spec(),
                        set.tasks(),
                        set.taskSeed(),
                        set.newData(),
                        AgentConfigs.resolve(JudgeComparison.configSpec(config.value())),
                        runSeed.value(),
                        position)
                .agentUrl();
    }

    @Override
    public List<Param<?>> params() {
        List<Param<?>> all = new ArrayList<>(List.of(config));
        all.addAll(set.params());
        all.add(runSeed);
        all.addAll(world.params());
        return List.copyOf(all);
    }
}
