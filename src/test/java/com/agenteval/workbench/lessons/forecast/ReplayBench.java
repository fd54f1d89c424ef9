package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.Application;
import com.agenteval.workbench.browser.Chromium;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.LargeTraces;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.log.TestReaders;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Times opening the replay of a 10,000-result trace (4 agents × 25 searches × 100 results, about 6 MB): first the
 * core alone (parse + analysis), then the whole page in Chromium against the app started in this JVM, with the heap
 * in use after a full GC once the pages were opened. A main class, not a timed test: timings depend on the machine.
 *
 * <pre>
 * ./mvnw -q test-compile dependency:build-classpath -Dmdep.includeScope=test \
 *     -Dmdep.outputFile=target/test-classpath.txt
 * java -Xmx300m -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *     com.agenteval.workbench.lessons.forecast.ReplayBench [page opens]
 * </pre>
 *
 * {@code -Xmx300m} is the point: the app must open the trace, repeatedly and in several sessions, within 300 MB.
 */
public final class ReplayBench {

    private ReplayBench() {}

    public static void main(String[] args) throws Exception {
        int opens = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        RunTrace run = LargeTraces.tenThousandResults("bench10k");
        Path store = Files.createTempDirectory("replay-bench");
        String name = "offline_research_agent_20240201T100005Z_bench10k.json";
        Path file = store.resolve(name);
        Files.writeString(file, RunTraceJson.write(run));
        // the book's 40-result capture, for comparison under the same machine load
        String small = ForecastFixtures.BOOK_CAPTURE;
        Files.copy(ForecastFixtures.BOOK_FOLDER.resolve(small), store.resolve(small));
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.out.printf(
                Locale.ROOT,
                "processors %d, java %s, max heap %d MB, trace %.1f MB%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() / (1024 * 1024),
                Files.size(file) / 1e6);

        double[] core = new double[10];
        for (int i = 0; i < 15; i++) {
            long t0 = System.nanoTime();
            ReplayAnalysis r = ReplayAnalysis.of(RunTraceJson.read(file, TestReaders.POOL));
            if (r.checks().searchResults() != 10_000) {
                throw new AssertionError("expected 10,000 results");
            }
            if (i >= 5) {
                core[i - 5] = (System.nanoTime() - t0) / 1e6;
            }
        }
        report("core: read + analysis (10 rounds after 5 warm-up)", core);

        ConfigurableApplicationContext app = SpringApplication.run(
                Application.class,
                "--server.port=0",
                "--workbench.traces.dir=" + store,
                "--vaadin.devmode.devTools.enabled=false",
                "--spring.main.banner-mode=off",
                "--logging.level.root=WARN");
        try {
            int port = Integer.parseInt(app.getEnvironment().getProperty("local.server.port"));
            report("page: navigate until the replay is rendered in Chromium", open(port, name, "10000", opens));
            report("page, for comparison: the book's 40-result capture", open(port, small, "40", opens));
            System.gc();
            System.out.printf(
                    Locale.ROOT,
                    "heap in use after %d opens and a full GC: %d MB (max %d MB)%n",
                    opens,
                    memory.getHeapMemoryUsage().getUsed() / (1024 * 1024),
                    Runtime.getRuntime().maxMemory() / (1024 * 1024));
        } finally {
            app.close();
            System.exit(0);
        }
    }

    /** Opens the replay {@code opens} times, each in a new browser context (a new Vaadin session), and times it. */
    private static double[] open(int port, String file, String results, int opens) {
        double[] ms = new double[opens];
        for (int i = 0; i < opens; i++) {
            try (BrowserContext context = Chromium.browser().newContext()) {
                Page p = context.newPage();
                p.setDefaultTimeout(300_000);
                long t0 = System.nanoTime();
                p.navigate("http://localhost:" + port + "/forecast/replay/" + file);
                p.locator("#fig-search-results .nb-figure-value")
                        .filter(new com.microsoft.playwright.Locator.FilterOptions().setHasText(results))
                        .waitFor();
                p.locator("#replay-calls .fc-call").last().waitFor();
                ms[i] = (System.nanoTime() - t0) / 1e6;
                System.out.printf(
                        Locale.ROOT,
                        "  %s open %d: %.0f ms, %d results in the page%n",
                        file,
                        i + 1,
                        ms[i],
                        p.locator("#replay-timeline .fc-result").count());
            }
        }
        return ms;
    }

    private static void report(String label, double[] ms) {
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(
                Locale.ROOT,
                "%s: median %.0f ms, best %.0f ms, worst %.0f ms%n",
                label,
                sorted[sorted.length / 2],
                sorted[0],
                sorted[sorted.length - 1]);
    }
}
