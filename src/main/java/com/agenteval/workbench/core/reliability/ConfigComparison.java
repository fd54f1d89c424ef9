package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What the configs lesson compares: configs, task sets, runs per task and the rho that overrides every config's.
 *
 * @param world       the world the tasks are made in and the agents run against
 * @param taskSet     familiar, new data, or both
 * @param tasks       tasks per set
 * @param taskSeed    seed of the familiar set
 * @param newTaskSeed seed of the new-data set
 * @param runSeed     seed of each config's {@code Random(run_seed)}, one per config and task set
 * @param runs        runs per task (the K of pass^k)
 * @param rho         the correlation every config runs with
 * @param configs     the configs as defined (their own rho; {@link #effective} applies the override)
 * @param customNames which of them are the student's own
 */
public record ConfigComparison(
        WorldSpec world,
        TaskSetChoice taskSet,
        int tasks,
        long taskSeed,
        long newTaskSeed,
        long runSeed,
        int runs,
        double rho,
        List<AgentConfig> configs,
        Set<String> customNames) {

    /** The most tasks per set the configs lesson accepts: it runs every config on every task, K times. */
    public static final int MAX_TASKS = 1000;
    /** The most runs per task the configs lesson accepts. */
    public static final int MAX_RUNS = 20;
    /** The declared tasks, in the lesson's range. */
    public static final IntSpec TASKS = Parameters.TASKS.within(1, MAX_TASKS);
    /** The declared k (runs per task), in the lesson's range. */
    public static final IntSpec K = Parameters.K.within(1, MAX_RUNS);

    /** The declared parameters' checks, in their words. */
    public ConfigComparison {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(taskSet, "taskSet");
        TASKS.check(BigInteger.valueOf(tasks));
        K.check(BigInteger.valueOf(runs));
        Parameters.RHO.check(rho);
        configs = List.copyOf(configs);
        customNames = Set.copyOf(customNames);
    }

    /** The seven standard configs followed by the student's own. */
    public static List<AgentConfig> withCustom(List<AgentConfig> custom) {
        List<AgentConfig> all = new ArrayList<>(AgentConfigs.standard());
        all.addAll(custom);
        return all;
    }

    /** A config as it runs here: with the comparison's rho. */
    public AgentConfig effective(AgentConfig config) {
        return Double.compare(config.rho(), rho) == 0
                ? config
                : config.replace(config.name()).rho(rho).build();
    }

    public boolean isCustom(AgentConfig config) {
        return customNames.contains(config.name()) && !AgentConfigs.standard().contains(config);
    }

    /** The seed of one task set. */
    public long seedOf(TaskSetChoice set) {
        return set == TaskSetChoice.NEW_DATA ? newTaskSeed : taskSeed;
    }

    /** Which tasks the configs run on: the familiar set, the new-data set (every task touches 2024), or both. */
    public enum TaskSetChoice {
        FAMILIAR("familiar"),
        NEW_DATA("new"),
        BOTH("both");

        private final String key;

        TaskSetChoice(String key) {
            this.key = key;
        }

        /** The URL value, e.g. {@code task_set=new}. */
        public String key() {
            return key;
        }

        /** The choice a {@code task_set} value (one of {@link Parameters#TASK_SET_CHOICE}'s options) names. */
        public static TaskSetChoice of(String key) {
            for (TaskSetChoice s : values()) {
                if (s.key.equals(key)) {
                    return s;
                }
            }
            throw new IllegalArgumentException(
                    Parameters.TASK_SET_CHOICE.problem(key).orElse("no task set " + key));
        }

        /** The single sets this choice runs, familiar first. */
        public List<TaskSetChoice> parts() {
            return this == BOTH ? List.of(FAMILIAR, NEW_DATA) : List.of(this);
        }

        public boolean newData() {
            return this == NEW_DATA;
        }
    }
}
