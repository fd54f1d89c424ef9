package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Times what the configs page computes at its default parameters: the seven standard configs × 400 tasks (200
 * familiar, seed 1, plus 200 new-data, seed 2) × 8 runs per task, pass^k included — the page's heaviest cell. A
 * main class, not a timed test: timings depend on the machine.
 *
 * <pre>
 * ./mvnw -q test-compile dependency:build-classpath -Dmdep.includeScope=test \
 *     -Dmdep.outputFile=target/test-classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *     com.agenteval.workbench.lessons.configs.ConfigsPageBenchmark [rounds]
 * </pre>
 *
 * Prints the median and best wall time of one page computation after a warm-up, and the rho 0.9 variant (what
 * moving the rho control costs).
 */
public final class ConfigsPageBenchmark {

    private static final int WARMUP = 10;

    private ConfigsPageBenchmark() {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        World world = WorldSpec.lecture().make();
        ConfigComparison defaults = new ConfigComparison(
                world.spec(), TaskSetChoice.BOTH, 200, 1, 2, 0, 8, 0.5, AgentConfigs.standard(), Set.of());
        ConfigComparison rho = new ConfigComparison(
                world.spec(), TaskSetChoice.BOTH, 200, 1, 2, 0, 8, 0.9, AgentConfigs.standard(), Set.of());
        System.out.printf(
                Locale.ROOT,
                "processors %d, java %s%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
        report("defaults (7 configs x 400 tasks x 8 runs)", world, defaults, rounds);
        report("rho 0.9", world, rho, rounds);
    }

    private static void report(String label, World world, ConfigComparison comparison, int rounds) {
        int checksum = 0;
        for (int i = 0; i < WARMUP; i++) {
            checksum += comparison.run(world).size();
        }
        double[] ms = new double[rounds];
        long runs = 0;
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            List<ConfigScore> scores = comparison.run(world);
            ms[i] = (System.nanoTime() - t0) / 1e6;
            runs = scores.stream().mapToLong(ConfigScore::nRuns).sum();
            checksum += scores.size();
        }
        Arrays.sort(ms);
        System.out.printf(
                Locale.ROOT,
                "%-45s runs %d  median %.1f ms  best %.1f ms  worst %.1f ms  (%d rounds, " + "check %d)%n",
                label,
                runs,
                ms[rounds / 2],
                ms[0],
                ms[rounds - 1],
                rounds,
                checksum);
    }
}
