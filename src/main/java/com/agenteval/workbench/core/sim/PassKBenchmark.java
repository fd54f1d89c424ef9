package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.agent.RunResult;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import java.util.ArrayList;
import java.util.List;

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
public final class PassKBenchmark {

    /** Runs per task. */
    public static final int REPEATS = 8;
    /** Untimed rounds before measuring (JIT warm-up, latent cache). */
    public static final int WARMUP_ROUNDS = 3;

    private PassKBenchmark() {
    }

    /**
     * The measurement.
     *
     * @param rounds            timed rounds
     * @param episodes          simulated episodes in the timed rounds (attempts of every tool-using run)
     * @param runs              run_config calls in the timed rounds
     * @param seconds           wall time of the timed rounds
     * @param episodesPerRound  episodes in one round (the same every round: the workload is deterministic)
     * @param correctPerRound   correct runs in one round, summed over configs (a checksum of the simulation)
     */
    public record Result(int rounds, long episodes, long runs, double seconds, long episodesPerRound,
                         long correctPerRound) {

        public double episodesPerSecond() {
            return episodes / seconds;
        }

        public PyDict toPy() {
            return PyDict.of("rounds", PyInt.of(rounds), "warmup_rounds", PyInt.of(WARMUP_ROUNDS),
                    "episodes", PyInt.of(episodes), "runs", PyInt.of(runs), "seconds", PyFloat.of(seconds),
                    "episodes_per_second", PyFloat.of(episodesPerSecond()),
                    "episodes_per_round", PyInt.of(episodesPerRound), "correct_per_round", PyInt.of(correctPerRound));
        }
    }

    /** The 400 tasks of the workload. */
    public static List<Task> tasks(World world) {
        List<Task> tasks = new ArrayList<>(Tasks.make(world, 200, 1, false));
        tasks.addAll(Tasks.make(world, 200, 2, true));
        return tasks;
    }

    /** One round; returns {episodes, runs, correct}. */
    static long[] round(World world, List<Task> tasks, List<Agent> agents) {
        long episodes = 0;
        long runs = 0;
        long correct = 0;
        for (Agent agent : agents) {
            PyRandom rng = new PyRandom(0);
            boolean tools = agent.config().tools();
            for (Task t : tasks) {
                for (int r = 0; r < REPEATS; r++) {
                    RunResult res = agent.outcome(world, t, rng);
                    runs++;
                    correct += res.correct() ? 1 : 0;
                    if (tools) {
                        episodes += res.episodes();
                    }
                }
            }
        }
        return new long[] {episodes, runs, correct};
    }

    /** Warms up, then times {@code rounds} rounds. */
    public static Result run(int rounds) {
        World world = WorldSpec.lecture().make();
        List<Task> tasks = tasks(world);
        List<Agent> agents = new ArrayList<>();
        for (AgentConfig c : AgentConfigs.standard()) {
            agents.add(Agent.of(c));
        }
        long[] first = null;
        for (int i = 0; i < WARMUP_ROUNDS; i++) {
            first = round(world, tasks, agents);
        }
        long episodes = 0;
        long runs = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < rounds; i++) {
            long[] r = round(world, tasks, agents);
            episodes += r[0];
            runs += r[1];
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        return new Result(rounds, episodes, runs, seconds, first[0], first[2]);
    }
}
