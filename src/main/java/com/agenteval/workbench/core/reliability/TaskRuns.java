package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.agent.RunResult;
import com.agenteval.workbench.core.tasks.Task;
import java.util.List;
import java.util.Objects;

/**
 * The repeated runs of one task under one config.
 *
 * @param task the task
 * @param runs its runs, in order
 */
public record TaskRuns(Task task, List<RunResult> runs) {

    public TaskRuns {
        Objects.requireNonNull(task, "task");
        runs = List.copyOf(runs);
    }

    /** c: how many runs were correct. */
    public int correct() {
        return (int) runs.stream().filter(RunResult::correct).count();
    }
}
