package com.agenteval.workbench.app.serving;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.core.world.World.WorldSpec;
import org.springframework.stereotype.Component;

/**
 * Warm-up: one judge pass as {@code /judges} runs it at its declared defaults (200 traces, outcome and rule judge).
 * The first round goes through the shared results (see {@link WarmupStep#run}).
 */
@Component
class JudgesWarmup implements WarmupStep {

    private final SharedResults shared;

    JudgesWarmup(SharedResults shared) {
        this.shared = shared;
    }

    @Override
    public String name() {
        return "judges";
    }

    @Override
    public void run(boolean first) {
        boolean newData = Parameters.NEW_DATA.defaultValue();
        var params = JudgeComparison.params(
                Parameters.CONFIG.defaultValue(),
                newData,
                Parameters.TASKS.intValue(Parameters.TASKS.defaultValue()),
                TaskSets.of(newData).seed(),
                Parameters.RUN_SEED.defaultValue(),
                WorldSpec.lecture());
        if (first) {
            shared.judgeComparison(params);
        } else {
            JudgeComparison.of(params);
        }
    }
}
