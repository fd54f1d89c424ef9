package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Times the coverage lab at the defaults (plan_exec at rho 0.6; n 200, k 8, M 1,000), a main, not a test
 * (docs/benchmarks.md): the truth (20,000 tasks, cached per world and config on the page) and the replications,
 * each in a fresh JVM state first (every task id new to the latent cache) and again with the same ids. Arguments:
 * rounds (default 2), tasks, repeats, replications, helpers (default 1: the page lends its compute lane's second
 * thread; 0 for the calling thread alone). Wall is what a student waits; CPU is the lab's threads' (the calling
 * thread and the helpers), which on a loaded machine says more than the wall.
 */
public final class CoverageLabBench {

    private CoverageLabBench() {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int k = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int m = args.length > 3 ? Integer.parseInt(args[3]) : 1000;
        int h = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        List<Thread> labThreads = new CopyOnWriteArrayList<>(List.of(Thread.currentThread()));
        AtomicInteger made = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, h), r -> {
            Thread t = new Thread(r, "bench-helper-" + made.incrementAndGet());
            t.setDaemon(true);
            labThreads.add(t);
            return t;
        });
        Helpers helpers = new Helpers(pool, h);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        World world = WorldSpec.lecture().make();
        AgentConfig cfg = AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.6).build();
        for (int r = 0; r < rounds; r++) {
            long wall = System.nanoTime();
            long cpu = cpu(threads, labThreads);
            CoverageLab.Truth truth = CoverageLab.truth(world, cfg, BigInteger.ONE, false, BigInteger.ZERO);
            long truthWall = System.nanoTime() - wall;
            long truthCpu = cpu(threads, labThreads) - cpu;
            wall = System.nanoTime();
            cpu = cpu(threads, labThreads);
            CoverageLab.Coverage c = CoverageLab.coverage(
                    world, cfg, truth, false, n, k, m, 0L, helpers, Progress.none(), new Cancellation());
            long labWall = System.nanoTime() - wall;
            long labCpu = cpu(threads, labThreads) - cpu;
            System.out.printf(
                    "round %d: truth %.2f s wall, %.2f s CPU; lab n=%d k=%d M=%d helpers=%d %.2f s wall, "
                            + "%.2f s CPU; coverage naive %.3f clustered %.3f bootstrap %.3f%n",
                    r + 1,
                    truthWall / 1e9,
                    truthCpu / 1e9,
                    n,
                    k,
                    m,
                    h,
                    labWall / 1e9,
                    labCpu / 1e9,
                    c.naive().coverage(),
                    c.clustered().coverage(),
                    c.bootstrap().coverage());
        }
        pool.shutdown();
    }

    private static long cpu(ThreadMXBean threads, List<Thread> labThreads) {
        long sum = 0;
        for (Thread t : labThreads) {
            sum += Math.max(0, threads.getThreadCpuTime(t.threadId()));
        }
        return sum;
    }
}
