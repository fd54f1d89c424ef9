package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
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
}
