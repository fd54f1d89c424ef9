package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.reliability.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * What the configs lesson compares: configs, task sets, runs per task and the rho that overrides every config's;
 * {@link #run} scores it.
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

    /** {@link #run(World, Helpers)} on the calling thread alone. */
    public List<ConfigScore> run(World world) {
        return run(world, Helpers.NONE);
    }

    /**
     * Runs the comparison: every config over every chosen task set, each (config, set) pair exactly as one block of
     * {@code sim --mode results}: its own {@code Random(run_seed)}, the runs of a task in a row (the configs page
     * states the {@code sim} commands that print the same blocks). Scores in the order of {@link #configs()}. The
     * (config, set) blocks run on the calling thread and the helpers it lends (its session's compute lane), with the
     * same scores on any number of threads.
     *
     * <pre>{@code
     * List<ConfigScore> scores = comparison.run(world, compute.helpers(session));
     * }</pre>
     *
     * @throws CancelledException when the calling thread is interrupted: the page no longer wants this comparison
     */
    public List<ConfigScore> run(World world, Helpers helpers) {
        if (!world.spec().equals(this.world)) {
            throw new IllegalArgumentException("the world does not match the comparison's world spec");
        }
        List<TaskSetChoice> sets = taskSet.parts();
        List<List<Task>> tasks = new ArrayList<>();
        for (TaskSetChoice set : sets) {
            tasks.add(Tasks.make(world, this.tasks, seedOf(set), set.newData()));
        }
        List<AgentConfig> effective = configs.stream().map(this::effective).toList();
        int blocks = effective.size() * sets.size();
        ConfigScore.SetScore[] scores = new ConfigScore.SetScore[blocks];
        // a newer parameter change interrupts the page's thread: it stops taking blocks, and so do the helpers, so a
        // superseded comparison stops after the blocks under way
        helpers.forEach(blocks, b -> {
            int c = b / sets.size();
            int s = b % sets.size();
            ConfigResults r = ConfigResults.run(world, tasks.get(s), effective.get(c), runSeed, runs);
            scores[b] = ConfigScore.SetScore.of(sets.get(s), r);
        });
        List<ConfigScore> out = new ArrayList<>(effective.size());
        for (int c = 0; c < effective.size(); c++) {
            List<ConfigScore.SetScore> mine = new ArrayList<>();
            for (int s = 0; s < sets.size(); s++) {
                mine.add(scores[c * sets.size() + s]);
            }
            out.add(new ConfigScore(
                    effective.get(c), isCustom(configs.get(c)), mine, PassK.table(allCorrect(mine), runs)));
        }
        return List.copyOf(out);
    }

    private static int[] allCorrect(List<ConfigScore.SetScore> sets) {
        return sets.stream().flatMapToInt(s -> IntStream.of(s.correct())).toArray();
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

    /**
     * One config over the chosen task sets. Each set is one {@code sim --mode results} block; with both sets the
     * figures pool the two blocks: runs, correct runs, tokens and costs add up, and pass^k averages over all tasks
     * (its numerators and denominators add up).
     *
     * @param config the config as it ran (rho overridden)
     * @param custom whether it is one of the student's own
     * @param sets   one score per task set, familiar first
     * @param passK  pass^k for k = 1..runs over all tasks of all sets
     */
    public record ConfigScore(AgentConfig config, boolean custom, List<SetScore> sets, List<PassK> passK) {

        public ConfigScore {
            Objects.requireNonNull(config, "config");
            sets = List.copyOf(sets);
            passK = List.copyOf(passK);
            if (sets.isEmpty()) {
                throw new IllegalArgumentException("a score needs at least one task set");
            }
        }

        /**
         * One config on one task set: the totals of a {@code sim --mode results} block, without the runs.
         *
         * @param set        the task set
         * @param nRuns      tasks × runs
         * @param nCorrect   correct runs
         * @param tokens     tokens_total
         * @param costSumSeq cost_sum_seq (costs summed in run order)
         * @param correct    per task, how many of its runs were correct (c)
         * @param taskCost   per task, the dollars of its runs (the cost's bootstrap resamples tasks)
         */
        public record SetScore(
                TaskSetChoice set,
                int nRuns,
                int nCorrect,
                long tokens,
                double costSumSeq,
                int[] correct,
                double[] taskCost) {
            public SetScore {
                Objects.requireNonNull(set, "set");
                correct = correct.clone();
                taskCost = taskCost.clone();
                if (taskCost.length != correct.length) {
                    throw new IllegalArgumentException(correct.length + " tasks but " + taskCost.length + " costs");
                }
            }

            public static SetScore of(TaskSetChoice set, ConfigResults r) {
                return new SetScore(
                        set,
                        r.nRuns(),
                        r.nCorrect(),
                        r.tokensTotal(),
                        r.costSumSeq(),
                        r.perTask().stream().mapToInt(TaskRuns::correct).toArray(),
                        taskCosts(r));
            }

            /** Each task's cost, its runs' costs added in run order. */
            private static double[] taskCosts(ConfigResults r) {
                double[] out = new double[r.perTask().size()];
                for (int i = 0; i < out.length; i++) {
                    for (var run : r.perTask().get(i).runs()) {
                        out[i] += run.cost();
                    }
                }
                return out;
            }

            @Override
            public int[] correct() {
                return correct.clone();
            }

            @Override
            public double[] taskCost() {
                return taskCost.clone();
            }

            public double accuracy() {
                return (double) nCorrect / nRuns;
            }
        }

        public int nRuns() {
            return sets.stream().mapToInt(SetScore::nRuns).sum();
        }

        public int nCorrect() {
            return sets.stream().mapToInt(SetScore::nCorrect).sum();
        }

        /** Correct runs over all runs; for one set, sim's {@code accuracy}. */
        public double accuracy() {
            return (double) nCorrect() / nRuns();
        }

        /** Tokens per run; for one set, sim's {@code mean_tokens}. */
        public double meanTokens() {
            long tokens = sets.stream().mapToLong(SetScore::tokens).sum();
            return PyNumbers.trueDivide(BigInteger.valueOf(tokens), BigInteger.valueOf(nRuns()));
        }

        /** Dollars per run; for one set, sim's {@code mean_cost}. */
        public double meanCost() {
            double cost = 0.0;
            for (SetScore s : sets) {
                cost += s.costSumSeq();
            }
            return cost / nRuns();
        }

        /** The accuracy on one task set, or null when that set did not run. */
        public @Nullable Double accuracyOn(TaskSetChoice set) {
            return sets.stream()
                    .filter(s -> s.set() == set)
                    .findFirst()
                    .map(SetScore::accuracy)
                    .orElse(null);
        }

        /** pass^k at the largest k. */
        public double passHatLast() {
            return passK.get(passK.size() - 1).passHat();
        }
    }
}
