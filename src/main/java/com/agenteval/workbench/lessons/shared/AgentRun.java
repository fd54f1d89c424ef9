package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.tasks.Task;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One run the agent page shows: what was asked for, the task, its trace, and the whole strategy's result.
 *
 * @param spec     what decided the run
 * @param task     the task
 * @param trace    run_agent's trace, or null for a config without tools (run_config answers from memory)
 * @param strategy run_config's result for the same task (retry, vote or direct included)
 */
public record AgentRun(RunSpec spec, Task task, @Nullable Trace trace, RunResult strategy) {

    public AgentRun {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(strategy, "strategy");
    }

    /** Whether there is a trace to show. */
    public boolean hasTrace() {
        return trace != null;
    }

    /** The trace of a run that has one ({@link #hasTrace}). */
    public Trace knownTrace() {
        return Objects.requireNonNull(trace, "a config without tools keeps no trace");
    }
}
