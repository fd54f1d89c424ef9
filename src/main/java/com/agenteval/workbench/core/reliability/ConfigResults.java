package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * One config run over a task set, {@code repeats} times per task in a row (task-major), with one generator
 * {@code Random(run_seed)} for the whole config — the pass^k experiment of demonstration 04, as ref_dump's
 * {@code run_config_block} computes it.
 *
 * <pre>{@code
 * ConfigResults r = ConfigResults.run(world, tasks, AgentConfigs.PLAN_EXEC, 0, 8);
 * r.accuracy();          // 0.72 on world 14, tasks seed 1, run seed 0 (repeats 1)
 * r.passK().get(3);      // pass^4
 * }</pre>
 *
 * @param config       the config
 * @param repeats      runs per task
 * @param perTask      every task's runs
 * @param nRuns        tasks × repeats
 * @param nCorrect     correct runs
 * @param tokensTotal  sum of tokens
 * @param costSumSeq   costs summed left to right (what Python's {@code sum} did before 3.12)
 * @param episodes     simulated agent runs (attempts / votes; 0 for direct)
 * @param passK        pass^k for k = 1..repeats; empty when repeats is 1
 */
public record ConfigResults(
        AgentConfig config,
        int repeats,
        List<TaskRuns> perTask,
        int nRuns,
        int nCorrect,
        long tokensTotal,
        double costSumSeq,
        long episodes,
        List<PassK> passK) {

    public ConfigResults {
        Objects.requireNonNull(config, "config");
        perTask = List.copyOf(perTask);
        passK = List.copyOf(passK);
    }

    /** {@code n_correct / n_runs}, or null without runs. */
    public @Nullable Double accuracy() {
        return nRuns == 0 ? null : (double) nCorrect / nRuns;
    }

    /** {@code tokens_total / n_runs}, or null without runs. */
    public @Nullable Double meanTokens() {
        return nRuns == 0 ? null : PyNumbers.trueDivide(BigInteger.valueOf(tokensTotal), BigInteger.valueOf(nRuns));
    }

    /** {@code cost_sum_seq / n_runs}, or null without runs. */
    public @Nullable Double meanCost() {
        return nRuns == 0 ? null : costSumSeq / nRuns;
    }

    /** Runs one config over the tasks. */
    public static ConfigResults run(World world, List<Task> tasks, AgentConfig config, long runSeed, int repeats) {
        return run(world, tasks, config, BigInteger.valueOf(runSeed), repeats, null);
    }

    /**
     * Runs one config over the tasks; {@code observer}, if given, sees every run with the Chance calls it made and
     * the generator's word count afterwards (ref_dump's {@code --internals}).
     */
    public static ConfigResults run(
            World world,
            List<Task> tasks,
            AgentConfig config,
            BigInteger runSeed,
            int repeats,
            @Nullable BiConsumer<RunResult, Internals> observer) {
        return run(world, tasks, config, runSeed, repeats, false, observer);
    }

    /**
     * Runs one config over the tasks; with {@code keepTraces} every result carries its trace (retry and single runs;
     * vote and direct have none), otherwise traces are not built at all (same outcomes, much less work).
     */
    public static ConfigResults run(
            World world,
            List<Task> tasks,
            AgentConfig config,
            BigInteger runSeed,
            int repeats,
            boolean keepTraces,
            @Nullable BiConsumer<RunResult, Internals> observer) {
        if (repeats < 0) {
            throw new IllegalArgumentException("repeats must be >= 0");
        }
        PyRandom rng = new PyRandom(runSeed);
        if (repeats > 0) {
            Agent.prefetchLatents(tasks, config.model()); // the latents of new task ids in one batch (same values)
        }
        Agent agent = Agent.of(config);
        Agent.Runner runner = agent.runner();
        List<TaskRuns> perTask = new ArrayList<>(tasks.size());
        int n = 0;
        int ok = 0;
        long tokens = 0;
        double cost = 0.0;
        long episodes = 0;
        for (Task t : tasks) {
            List<RunResult> runs = new ArrayList<>(repeats);
            for (int r = 0; r < repeats; r++) {
                List<ChanceRecord> rec = observer != null ? new ArrayList<>() : null;
                RunResult res = keepTraces || rec != null
                        ? agent.runConfig(world, t, rng, rec, keepTraces)
                        : runner.outcome(world, t, rng);
                if (observer != null) {
                    observer.accept(
                            res, new Internals(Objects.requireNonNull(rec, "made with the observer"), rng.words()));
                }
                runs.add(res);
                n++;
                ok += res.correct() ? 1 : 0;
                tokens += res.tokens();
                cost += res.cost();
                episodes += config.tools() ? res.episodes() : 0;
            }
            perTask.add(new TaskRuns(t, runs));
        }
        List<PassK> passK = List.of();
        if (repeats > 1 && !perTask.isEmpty()) {
            passK = PassK.table(perTask.stream().mapToInt(TaskRuns::correct).toArray(), repeats);
        }
        return new ConfigResults(config, repeats, perTask, n, ok, tokens, cost, episodes, passK);
    }

    /**
     * What one run consumed, for debugging parity.
     *
     * @param chance   the Chance calls of the run, in order
     * @param rngWords 32-bit words drawn from the config's generator so far
     */
    public record Internals(List<ChanceRecord> chance, long rngWords) {}

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

    /**
     * One run repeated under consecutive run seeds R, R+1, ...: what "run again" shows one click at a time. The run
     * for a seed is given (on the agent page, the whole strategy for the task, {@code per_task[i].runs[0]} of its own
     * {@code sim --mode results --run-seed} command), so the sweep is the same whatever is swept.
     *
     * <pre>{@code
     * SeedSweep s = SeedSweep.of(BigInteger.ZERO, SeedSweep.RUNS, seed -> AgentRuns.strategy(w, tasks, c, seed, 3));
     * s.correct();        // how many of the ten seeds answered correctly
     * }</pre>
     *
     * @param results one result per seed, in seed order
     */
    public record SeedSweep(List<SeedResult> results) {

        /** Seeds in a sweep. */
        public static final int RUNS = 10;

        /** One seed's result. */
        public record SeedResult(BigInteger runSeed, RunResult result) {

            public SeedResult {
                Objects.requireNonNull(runSeed, "runSeed");
                Objects.requireNonNull(result, "result");
            }
        }

        public SeedSweep {
            results = List.copyOf(results);
        }

        /** The run under seeds {@code first}, {@code first + 1}, ..., {@code runs} of them. */
        public static SeedSweep of(BigInteger first, int runs, Function<BigInteger, RunResult> runWithSeed) {
            Objects.requireNonNull(first, "first");
            if (runs < 1) {
                throw new IllegalArgumentException("a sweep needs at least one run, got " + runs);
            }
            List<SeedResult> out = new ArrayList<>(runs);
            for (int k = 0; k < runs; k++) {
                BigInteger seed = first.add(BigInteger.valueOf(k));
                out.add(new SeedResult(seed, runWithSeed.apply(seed)));
            }
            return new SeedSweep(out);
        }

        /** Seeds whose run answered correctly. */
        public int correct() {
            return (int) results.stream().filter(r -> r.result().correct()).count();
        }
    }

    /**
     * pass^k and pass@k for one k, with the exact numerator and denominator ref_dump reports.
     *
     * <p>pass^k (all k of k runs succeed) uses the unbiased estimator per task, {@code C(c,k) / C(n,k)} with c correct
     * of n runs, averaged over tasks: {@code num = Σ C(c,k)}, {@code den = tasks · C(n,k)}. pass@k (at least one of k)
     * has {@code num_at = Σ (C(n,k) − C(n−c,k))} over the same den.
     *
     * <pre>{@code
     * List<PassK> curve = PassK.table(new int[] {8, 5, 0}, 8);   // three tasks, 8 runs each
     * curve.get(0).passHat();   // pass^1 = accuracy
     * }</pre>
     *
     * @param k       runs that must all (pass^k) / at least one (pass@k) succeed
     * @param num     Σ C(c, k)
     * @param den     tasks · C(n, k)
     * @param passHat num / den, correctly rounded
     * @param numAt   Σ (C(n, k) − C(n − c, k))
     * @param passAt  numAt / den, correctly rounded
     */
    public record PassK(int k, BigInteger num, BigInteger den, double passHat, BigInteger numAt, double passAt) {

        public PassK {
            Objects.requireNonNull(num, "num");
            Objects.requireNonNull(den, "den");
            Objects.requireNonNull(numAt, "numAt");
        }

        /**
         * The curve for k = 1..repeats.
         *
         * @param correct per task, how many of its {@code repeats} runs were correct
         * @param repeats runs per task (n)
         */
        public static List<PassK> table(int[] correct, int repeats) {
            if (correct.length == 0) {
                throw new IllegalArgumentException("pass^k needs at least one task");
            }
            List<PassK> out = new ArrayList<>(repeats);
            for (int k = 1; k <= repeats; k++) {
                BigInteger ck = PyNumbers.comb(repeats, k);
                BigInteger num = BigInteger.ZERO;
                BigInteger numAt = BigInteger.ZERO;
                for (int c : correct) {
                    if (c < 0 || c > repeats) {
                        throw new IllegalArgumentException("correct counts must be within 0.." + repeats);
                    }
                    num = num.add(PyNumbers.comb(c, k));
                    numAt = numAt.add(ck.subtract(PyNumbers.comb(repeats - c, k)));
                }
                BigInteger den = BigInteger.valueOf(correct.length).multiply(ck);
                out.add(new PassK(
                        k, num, den, PyNumbers.trueDivide(num, den), numAt, PyNumbers.trueDivide(numAt, den)));
            }
            return List.copyOf(out);
        }

        /**
         * Reliability when every run succeeds independently with the same probability p: pass^k = p^k (all k runs
         * succeed) and pass@k = 1 − (1 − p)^k (at least one does). The lecture's point (§8.1) is the gap between them.
         *
         * <pre>{@code
         * IndependentRuns.passHatK(0.9, 8)   // 0.430...
         * IndependentRuns.passAtK(0.9, 8)    // 0.99999999
         * }</pre>
         */
        public static final class IndependentRuns {

            private IndependentRuns() {}

            public static double passHatK(double p, int k) {
                check(p, k);
                return Math.pow(p, k);
            }

            public static double passAtK(double p, int k) {
                check(p, k);
                return 1.0 - Math.pow(1.0 - p, k);
            }

            private static void check(double p, int k) {
                if (!(p >= 0.0 && p <= 1.0)) {
                    throw new IllegalArgumentException("p must be a probability in [0, 1], got " + p);
                }
                if (k < 1) {
                    throw new IllegalArgumentException("k must be at least 1, got " + k);
                }
            }
        }
    }

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
            return customNames.contains(config.name())
                    && !AgentConfigs.standard().contains(config);
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
            // a newer parameter change interrupts the page's thread: it stops taking blocks, and so do the helpers, so
            // a
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
}
