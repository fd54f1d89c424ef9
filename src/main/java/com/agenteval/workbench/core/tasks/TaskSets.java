package com.agenteval.workbench.core.tasks;

import java.math.BigInteger;

/**
 * The lecture's two task sets, defined once for every page, command and benchmark: the familiar set is the
 * module's self-check ({@code make_tasks(w, 200, seed=1)}); the new-data set (demonstration 01's "deployment
 * distribution", every task touches 2024) uses the next seed, so the two sets are different draws.
 *
 * <pre>{@code
 * List<Task> fresh = Tasks.make(world, 200, TaskSets.NEW_DATA.seed(), TaskSets.NEW_DATA.newData());
 * }</pre>
 */
public final class TaskSets {

    /** One task set: its task seed and whether it is new data. */
    public record TaskSet(BigInteger seed, boolean newData) {}

    public static final TaskSet FAMILIAR = new TaskSet(BigInteger.ONE, false);
    public static final TaskSet NEW_DATA = new TaskSet(BigInteger.TWO, true);

    private TaskSets() {}

    /** The set of that kind: its seed is the default task seed wherever new_data is chosen. */
    public static TaskSet of(boolean newData) {
        return newData ? NEW_DATA : FAMILIAR;
    }
}
