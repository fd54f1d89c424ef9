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
import java.util.function.Function;
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
}
