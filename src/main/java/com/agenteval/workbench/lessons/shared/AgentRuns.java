package com.agenteval.workbench.lessons.shared;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How the agent page "runs one task", defined so that a {@code sim} command prints the very same numbers.
 *
 * <p><b>The trace of task i</b> is {@code data.traces[i]} of
 * {@code sim --mode traces --config C --run-seed R} (with the page's world and tasks): ref_dump's
 * {@code dump_traces} shares ONE generator {@code random.Random(R)} across {@code run_agent} over the tasks in
 * order, so task i's trace depends on the draws tasks 0..i-1 consumed. The page therefore runs tasks 0..i with
 * that one generator and keeps the last trace. Nothing else touches the generator.
 *
 * <p><b>The whole strategy for task i</b> (run_config: direct, retry with a verifier, vote) is
 * {@code data.configs[0].per_task[i].runs[0]} of {@code sim --mode results --config C --run-seed R}
 * ({@code --repeats} 1): its own generator {@code random.Random(R)}, run_config over tasks 0..i in order.
 * For a config with one attempt and one vote it makes exactly the same draws as the trace, so both agree.
 *
 * <pre>{@code
 * Trace t = AgentRuns.trace(world, tasks, AgentConfigs.PLAN_EXEC, BigInteger.ZERO, 3);
 * // == the 4th trace printed by: sim --mode traces --config plan_exec --run-seed 0
 * }</pre>
 */
public final class AgentRuns {

    private AgentRuns() {}

    /** Runs the spec's task on the given world and task list (which must be the spec's). */
    /** The sim command that prints the same task list. */
    public static String tasksCommand(WorldSpec ws, TaskSetParams set) {
        return JAR
                + SimParams.defaults("tasks")
                        .withWorld(ws.seed(), ws.nStale(), ws.memoryAcc(), ws.webExact(), ws.webRounded())
                        .withTasks(set.tasks(), set.taskSeed(), set.newData())
                        .commandLine();
    }

    public static AgentRun run(World world, List<Task> tasks, RunSpec spec) {
        checkTasks(tasks, spec);
        Task task = tasks.get(spec.task());
        // run_agent ignores tools == false (only run_config answers directly): a direct config has no trace to show
        Trace trace = spec.config().tools() ? trace(world, tasks, spec.config(), spec.runSeed(), spec.task()) : null;
        RunResult strategy = strategy(world, tasks, spec.config(), spec.runSeed(), spec.task());
        return new AgentRun(spec, task, trace, strategy);
    }

    /** {@code data.traces[index]} of {@code sim --mode traces}: one shared generator over tasks 0..index. */
    public static Trace trace(World world, List<Task> tasks, AgentConfig config, BigInteger runSeed, int index) {
        Agent agent = Agent.of(config);
        return nth(tasks, index, runSeed, (task, rng) -> agent.runAgent(world, task, rng));
    }

    /** Every trace of {@code sim --mode traces}, in task order (one shared generator). */
    public static List<Trace> traces(World world, List<Task> tasks, AgentConfig config, BigInteger runSeed) {
        Agent agent = Agent.of(config);
        PyRandom rng = new PyRandom(runSeed);
        List<Trace> out = new ArrayList<>(tasks.size());
        for (Task t : tasks) {
            out.add(agent.runAgent(world, t, rng));
        }
        return out;
    }

    /** The spec's whole strategy under a given run seed: what a {@code SeedSweep} of the spec repeats. */
    public static Function<BigInteger, RunResult> strategyBySeed(World world, List<Task> tasks, RunSpec spec) {
        checkTasks(tasks, spec);
        return seed -> strategy(world, tasks, spec.config(), seed, spec.task());
    }

    /** {@code per_task[index].runs[0]} of {@code sim --mode results --config C}: run_config over tasks 0..index. */
    public static RunResult strategy(World world, List<Task> tasks, AgentConfig config, BigInteger runSeed, int index) {
        Agent agent = Agent.of(config);
        return nth(tasks, index, runSeed, (task, rng) -> agent.runConfig(world, task, rng));
    }

    /** The run of task {@code index} when tasks 0..index run in a row on one generator seeded {@code runSeed}. */
    private static <R> R nth(List<Task> tasks, int index, BigInteger runSeed, BiFunction<Task, PyRandom, R> run) {
        checkIndex(tasks, index);
        PyRandom rng = new PyRandom(runSeed);
        R last = run.apply(tasks.get(0), rng);
        for (int i = 1; i <= index; i++) {
            last = run.apply(tasks.get(i), rng);
        }
        return last;
    }

    private static void checkTasks(List<Task> tasks, RunSpec spec) {
        if (tasks.size() != spec.tasks()) {
            throw new IllegalArgumentException("the task list does not belong to this run");
        }
    }

    private static void checkIndex(List<Task> tasks, int index) {
        if (index < 0 || index >= tasks.size()) {
            throw new IllegalArgumentException("task must be between 0 and " + (tasks.size() - 1) + ", got " + index);
        }
    }
}
