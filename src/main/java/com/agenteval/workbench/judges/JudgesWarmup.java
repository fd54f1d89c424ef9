package com.agenteval.workbench.judges;

import com.agenteval.workbench.cache.ResultCache;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.TaskSets;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.serving.WarmupStep;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.stereotype.Component;

/**
 * Warm-up: one judge pass as {@code /judges} runs it at its declared defaults (200 traces, outcome and rule judge).
 * The first round goes through the shared cache, so the first student's default page is already judged; later rounds
 * judge again uncached, to warm the code for other parameters.
 */
@Component
class JudgesWarmup implements WarmupStep {

    private final ResultCache results;
    private final AtomicBoolean cached = new AtomicBoolean();

    JudgesWarmup(ResultCache results) {
        this.results = results;
    }

    @Override
    public String name() {
        return "judges";
    }

    @Override
    public void run() {
        boolean newData = Parameters.NEW_DATA.defaultValue();
        var params = JudgeComparison.params(Parameters.CONFIG.defaultValue(), newData,
                Parameters.TASKS.intValue(Parameters.TASKS.defaultValue()), TaskSets.of(newData).seed(),
                Parameters.RUN_SEED.defaultValue(), WorldSpec.lecture());
        if (cached.compareAndSet(false, true)) {
            JudgeComparison.shared(results, params);
        } else {
            JudgeComparison.of(params);
        }
    }
}
