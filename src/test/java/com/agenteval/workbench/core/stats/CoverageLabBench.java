package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.jobs.Cancellation;
import com.agenteval.workbench.core.jobs.Progress;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;

/**
 * Times the coverage lab at the defaults (plan_exec at rho 0.6; n 200, k 8, M 1,000), a main, not a test
 * (docs/benchmarks.md): the truth (20,000 tasks, cached per world and config on the page) and the replications,
 * each in a fresh JVM state first (every task id new to the latent cache) and again with the same ids. Arguments:
 * rounds (default 2), tasks, repeats, replications.
 */
public final class CoverageLabBench {

    private CoverageLabBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int k = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int m = args.length > 3 ? Integer.parseInt(args[3]) : 1000;
        World world = WorldSpec.lecture().make();
        AgentConfig cfg = AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.6).build();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int r = 0; r < rounds; r++) {
            long wall = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            CoverageLab.Truth truth = CoverageLab.truth(world, cfg, BigInteger.ONE, false, BigInteger.ZERO);
            long truthWall = System.nanoTime() - wall;
            long truthCpu = threads.getCurrentThreadCpuTime() - cpu;
            wall = System.nanoTime();
            cpu = threads.getCurrentThreadCpuTime();
            CoverageLab.Coverage c = CoverageLab.coverage(world, cfg, truth, false, n, k, m, 0L, Progress.none(),
                    new Cancellation());
            long labWall = System.nanoTime() - wall;
            long labCpu = threads.getCurrentThreadCpuTime() - cpu;
            System.out.printf("round %d: truth %.2f s wall, %.2f s CPU; lab n=%d k=%d M=%d %.2f s wall, %.2f s CPU; "
                            + "coverage naive %.3f clustered %.3f bootstrap %.3f%n", r + 1, truthWall / 1e9,
                    truthCpu / 1e9, n, k, m, labWall / 1e9, labCpu / 1e9, c.naive().coverage(),
                    c.clustered().coverage(), c.bootstrap().coverage());
        }
    }
}
