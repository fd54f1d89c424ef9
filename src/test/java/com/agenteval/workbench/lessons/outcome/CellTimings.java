package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunSpec;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Server time of each cell's computation at the pages' default sizes (world 14, 200 tasks), the worst case for
 * the agent page (the last task, which replays the 199 before it). Not a test: run it by hand,
 * {@code java -cp target/classes:target/test-classes:<deps> com.agenteval.workbench.lessons.outcome.CellTimings}.
 */
public final class CellTimings {

    private CellTimings() {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        WorldSpec spec = WorldSpec.lecture();
        time("world: make_world", rounds, spec::make);
        World w = spec.make();
        time("agent: task list (200 tasks)", rounds, () -> Tasks.make(w, 200, 1, false));
        List<Task> tasks = Tasks.make(w, 200, 1, false);
        for (String name : List.of("plan_exec", "vote3", "retry3")) {
            AgentConfig c = AgentConfigs.byName(name);
            RunSpec last = new RunSpec(spec, 200, BigInteger.ONE, false, c, BigInteger.ZERO, 199);
            time("agent: trace + strategy of task 199, " + name, rounds, () -> AgentRuns.run(w, tasks, last));
            time("agent: run again x10 (seed sweep) of task 199, " + name, rounds, () -> sweep(w, tasks, c));
        }
        for (String name : List.of("plan_exec", "plan_exec+reflect", "react")) {
            AgentConfig c = AgentConfigs.byName(name);
            time("outcome: 2 sets x 200 traces + measures, " + name, rounds, () -> {
                List<Trace> f = AgentRuns.traces(w, Tasks.make(w, 200, 1, false), c, BigInteger.ZERO);
                List<Trace> n = AgentRuns.traces(w, Tasks.make(w, 200, 2, true), c, BigInteger.ZERO);
                return List.of(OutcomeMeasures.of(f), OutcomeMeasures.of(n));
            });
        }
    }

    private static Object sweep(World w, List<Task> tasks, AgentConfig c) {
        Object last = null;
        for (int r = 0; r < 10; r++) {
            last = AgentRuns.strategy(w, tasks, c, BigInteger.valueOf(r), 199);
        }
        return last;
    }

    /**
     * Wall time and the thread's CPU time; on a shared machine the CPU time is the fair measure of the server's
     * work (wall time includes waiting for a core).
     */
    private static void time(String what, int rounds, Supplier<?> work) {
        for (int i = 0; i < 20; i++) {
            work.get(); // warm-up: let the JIT compile the hot paths
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] wall = new long[rounds];
        long[] cpu = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            work.get();
            wall[i] = System.nanoTime() - t0;
            cpu[i] = mx.getCurrentThreadCpuTime() - c0;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        System.out.printf(
                Locale.ROOT,
                "%-58s cpu median %6.1f ms max %6.1f | wall median %6.1f ms%n",
                what,
                cpu[rounds / 2] / 1e6,
                cpu[rounds - 1] / 1e6,
                wall[rounds / 2] / 1e6);
    }
}
