package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The pass^k workload of demonstration 04 as a benchmark: world seed 14; 200 familiar tasks (seed 1) plus 200
 * new-data tasks (seed 2); each of the seven standard configs through {@code run_config} with its own
 * {@code Random(0)}; 8 runs per task in a row. One round is 7 × 400 × 8 run_config calls (about 26,500 simulated
 * episodes). Warm-up rounds run first and are not counted.
 *
 * <pre>{@code
 * PassKBenchmark.Result r = PassKBenchmark.run(5);
 * r.episodesPerSecond();
 * }</pre>
 */
final class PassKBenchmark {

    /** Runs per task. */
    public static final int REPEATS = 8;
    /** At least this many untimed rounds before measuring (JIT warm-up, latent cache). */
    public static final int WARMUP_ROUNDS = 50;
    /**
     * Warm-up goes on until the JIT has settled: at least this long, and until no compilation happened during the
     * last {@link #QUIET_ROUNDS} rounds (C2 compiles and recompiles the episode's large methods in the background; on
     * a two-core machine that takes seconds, and rounds run up to several times slower until it is done).
     */
    public static final double MIN_WARMUP_SECONDS = 5.0;
    /** Rounds in a row without JIT compilation that end the warm-up. */
    public static final int QUIET_ROUNDS = 5;

    private static final int MAX_WARMUP_ROUNDS = 400;

    private PassKBenchmark() {}

    /**
     * The measurement.
     *
     * @param rounds            timed rounds
     * @param episodes          simulated episodes in the timed rounds (attempts of every tool-using run)
     * @param runs              run_config calls in the timed rounds
     * @param seconds           wall time of the timed rounds
     * @param episodesPerRound  episodes in one round (the same every round: the workload is deterministic)
     * @param correctPerRound   correct runs in one round, summed over configs (a checksum of the simulation)
     * @param cpuSeconds        CPU time of the measuring thread during the timed rounds
     * @param warmupRounds      untimed rounds run first
     */
    public record Result(
            int rounds,
            long episodes,
            long runs,
            double seconds,
            long episodesPerRound,
            long correctPerRound,
            double cpuSeconds,
            int warmupRounds) {

        public double episodesPerSecond() {
            return episodes / seconds;
        }

        public double episodesPerCpuSecond() {
            return episodes / cpuSeconds;
        }

        public PyDict toPy() {
            return new PyDict(Map.ofEntries(
                    Map.entry("rounds", PyInt.of(rounds)),
                    Map.entry("warmup_rounds", PyInt.of(warmupRounds)),
                    Map.entry("episodes", PyInt.of(episodes)),
                    Map.entry("runs", PyInt.of(runs)),
                    Map.entry("seconds", PyFloat.of(seconds)),
                    Map.entry("cpu_seconds", PyFloat.of(cpuSeconds)),
                    Map.entry("episodes_per_second", PyFloat.of(episodesPerSecond())),
                    Map.entry("episodes_per_cpu_second", PyFloat.of(episodesPerCpuSecond())),
                    Map.entry("episodes_per_round", PyInt.of(episodesPerRound)),
                    Map.entry("correct_per_round", PyInt.of(correctPerRound))));
        }
    }

    /** The 400 tasks of the workload. */
    public static List<Task> tasks(World world) {
        List<Task> tasks = new ArrayList<>(Tasks.make(world, 200, TaskSets.FAMILIAR.seed(), false));
        tasks.addAll(Tasks.make(world, 200, TaskSets.NEW_DATA.seed(), true));
        return tasks;
    }

    /** One round; returns {episodes, runs, correct}. */
    static long[] round(World world, List<Task> tasks, List<Agent.Runner> agents) {
        long[] totals = new long[3];
        for (Agent.Runner agent : agents) {
            PyRandom rng = new PyRandom(0);
            for (Task t : tasks) {
                repeats(agent, world, t, rng, totals);
            }
        }
        return totals;
    }

    /**
     * The {@link #REPEATS} runs of one task. A method of its own, called thousands of times per round, so the JIT
     * compiles it normally instead of replacing a long-running loop on the stack (which it compiles less well).
     */
    private static void repeats(Agent.Runner agent, World world, Task task, PyRandom rng, long[] totals) {
        boolean tools = agent.agent().config().tools();
        for (int r = 0; r < REPEATS; r++) {
            RunResult res = agent.outcome(world, task, rng);
            totals[1]++;
            totals[2] += res.correct() ? 1 : 0;
            if (tools) {
                totals[0] += res.episodes();
            }
        }
    }

    /** Warms up until the JIT is done, then times {@code rounds} rounds. */
    public static Result run(int rounds) {
        return run(rounds, WARMUP_ROUNDS, MIN_WARMUP_SECONDS);
    }

    /** Warms up for {@code warmupRounds} rounds exactly (0: none), then times {@code rounds} rounds. */
    public static Result run(int rounds, int warmupRounds) {
        return run(rounds, warmupRounds, 0.0);
    }

    /**
     * Warms up for at least {@code warmupRounds} rounds and {@code minWarmupSeconds}, and (when
     * {@code minWarmupSeconds > 0}) until the JIT compiled nothing during {@link #QUIET_ROUNDS} consecutive rounds;
     * then times {@code rounds} rounds.
     */
    public static Result run(int rounds, int warmupRounds, double minWarmupSeconds) {
        if (rounds < 1 || warmupRounds < 0) {
            throw new IllegalArgumentException("at least one timed round");
        }
        World world = WorldSpec.lecture().make();
        List<Task> tasks = tasks(world);
        List<Agent.Runner> agents = new ArrayList<>();
        for (AgentConfig c : AgentConfigs.standard()) {
            agents.add(Agent.of(c).runner());
        }
        long[] last = null;
        long warmStart = System.nanoTime();
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean canWatchJit = jit != null && jit.isCompilationTimeMonitoringSupported();
        long lastCompileTime = -1;
        int quiet = 0;
        int done = 0;
        while (done < MAX_WARMUP_ROUNDS && (done < warmupRounds || minWarmupSeconds > 0)) {
            last = round(world, tasks, agents);
            long compileTime = canWatchJit ? jit.getTotalCompilationTime() : 0;
            quiet = compileTime == lastCompileTime ? quiet + 1 : 0;
            lastCompileTime = compileTime;
            done++;
            boolean enough = done >= warmupRounds && (System.nanoTime() - warmStart) / 1e9 >= minWarmupSeconds;
            if (enough && (minWarmupSeconds == 0.0 || quiet >= QUIET_ROUNDS)) {
                break;
            }
        }
        int warmedUp = done;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long episodes = 0;
        long runs = 0;
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        for (int i = 0; i < rounds; i++) {
            last = round(world, tasks, agents);
            episodes += last[0];
            runs += last[1];
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        double cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
        long[] lastRound = Objects.requireNonNull(last, "rounds >= 1");
        return new Result(rounds, episodes, runs, seconds, lastRound[0], lastRound[2], cpu, warmedUp);
    }
}
