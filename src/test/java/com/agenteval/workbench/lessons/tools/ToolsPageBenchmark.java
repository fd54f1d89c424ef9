package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.core.sim.SelectionExperiment.SelectionSettings;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Times what the tools page computes at its defaults (300 intents): one selection experiment (figures, per-kind
 * table, confusion table) and the sweep behind the chart (4 catalogs × 19 distractor counts = 76 experiments). A
 * main class, not a timed test: timings depend on the machine. Run it like {@code ConfigsPageBenchmark}:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *     com.agenteval.workbench.lessons.tools.ToolsPageBenchmark [rounds]
 * </pre>
 */
public final class ToolsPageBenchmark {

    private static final int WARMUP = 10;

    private ToolsPageBenchmark() {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        SelectionSettings defaults = new SelectionSettings(0, true, false, 0.05, 0.5, 300, 3, 0);
        SelectionSettings lecture = defaults.withCatalog(12, false, true);
        System.out.printf(
                Locale.ROOT,
                "processors %d, java %s%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
        report("selection, defaults", () -> SelectionExperiment.run(defaults), rounds);
        report("selection, 12 distractors vague poisoned", () -> SelectionExperiment.run(lecture), rounds);
        report("sweep, 76 experiments (the chart)", () -> SelectionExperiment.sweep(defaults), rounds);
    }

    private static void report(String label, Supplier<?> work, int rounds) {
        int check = 0;
        for (int i = 0; i < WARMUP; i++) {
            check += work.get().hashCode() & 1;
        }
        double[] ms = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            check += work.get().hashCode() & 1;
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        System.out.printf(
                Locale.ROOT,
                "%-45s median %.1f ms  best %.1f ms  worst %.1f ms  (%d rounds, check %d)%n",
                label,
                ms[rounds / 2],
                ms[0],
                ms[rounds - 1],
                rounds,
                check);
    }
}
