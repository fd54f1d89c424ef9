package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Everything that decides a live run except the model's replies: the world, the task set and the task, the provider
 * and model, how the tools are described, the turn budget and the price used for its cost. A run file records it, so
 * a replay rebuilds the same world and task.
 *
 * @param world    the world's {@code make_world} parameters
 * @param tasks    how many tasks the task set has ({@code make_tasks(n)})
 * @param taskSeed the task set's seed
 * @param newData  the task set is the new-data one ({@code N000}...)
 * @param taskId   the task run, e.g. {@code F003}
 * @param provider the provider's id ({@code anthropic}, {@code openai}, {@code openai-compatible}, or {@code scripted})
 * @param model    the model name
 * @param settings tool descriptions and turn budget
 * @param price    the price the cost was computed with ({@link Price#UNKNOWN} when the model is not in the table)
 */
public record LiveRunSetup(
        WorldSpec world,
        int tasks,
        BigInteger taskSeed,
        boolean newData,
        String taskId,
        String provider,
        String model,
        LiveAgentSettings settings,
        Price price) {

    public LiveRunSetup {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(taskSeed, "taskSeed");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(price, "price");
        if (tasks < 1) {
            throw new IllegalArgumentException("a task set has at least one task");
        }
    }

    /** The trace's config name: {@code live:<model>}. */
    public String configName() {
        return "live:" + model;
    }
}
