package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.forecast.TracesProperties;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import com.agenteval.workbench.core.log.TestReaders;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a big folder costs (issue 23, item 13): the first read of {@code files} generated traces, one idle re-scan,
 * refusing the folder as a book folder, and the CPU the watcher takes over a window while nothing changes, with the
 * re-scan period fixed at 2 s (as before) and backing off to 60 s (now). A main, not a timed test.
 *
 * <pre>
 * java -cp "$(scripts/test-classpath.sh)" com.agenteval.workbench.lessons.forecast.IdleRescanBench [files=50000] [window-s=120]
 * </pre>
 */
public final class IdleRescanBench {

    private IdleRescanBench() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50_000;
        int window = args.length > 1 ? Integer.parseInt(args[1]) : 120;
        Path dir = Files.createTempDirectory("idle-rescan-");
        GeneratedStore.generate(dir, n);
        System.out.printf(
                Locale.ROOT,
                "processors %d, java %s, %d files%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                n);

        long t0 = System.nanoTime();
        try {
            BookFolder.of(dir.toString(), BookFolder.DEFAULT_MAX_ENTRIES);
        } catch (IllegalArgumentException refused) {
            System.out.printf(
                    Locale.ROOT,
                    "%-44s %9.1f ms  (%s)%n",
                    "refuse it as a book folder",
                    ms(t0),
                    refused.getMessage().replace(dir.toString(), "<folder>"));
        }
        StoreIndex index = new StoreIndex(RunTraceStore.of(dir, TestReaders.POOL));
        t0 = System.nanoTime();
        index.refresh();
        System.out.printf(Locale.ROOT, "%-44s %9.1f ms%n", "index: first read", ms(t0));
        double[] scans = new double[5];
        for (int i = 0; i < scans.length; i++) {
            t0 = System.nanoTime();
            index.refresh();
            scans[i] = ms(t0);
        }
        Arrays.sort(scans);
        System.out.printf(Locale.ROOT, "%-44s %9.1f ms  (median of 5)%n", "index: idle re-scan", scans[2]);

        for (Duration max : List.of(Duration.ofSeconds(2), Duration.ofSeconds(60))) {
            TraceStoreService service = new TraceStoreService(new TracesProperties(
                    dir, List.of(), null, Duration.ofSeconds(2), max, BookFolder.DEFAULT_MAX_ENTRIES, false));
            try {
                Thread.sleep(5_000); // the first read done; then only the watcher works
                long cpu0 = cpu();
                long w0 = System.nanoTime();
                Thread.sleep(window * 1000L);
                double share = (cpu() - cpu0) / (double) (System.nanoTime() - w0);
                System.out.printf(
                        Locale.ROOT,
                        "%-44s %8.1f %%  of one core over %d s%n",
                        "idle CPU, re-scan 2 s, max " + max.toSeconds() + " s",
                        100 * share,
                        window);
            } finally {
                service.close();
            }
        }
    }

    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
