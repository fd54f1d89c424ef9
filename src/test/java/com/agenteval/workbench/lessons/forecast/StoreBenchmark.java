package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.Application;
import com.agenteval.workbench.browser.Chromium;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.core.log.TestReaders;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Times the store over a generated folder of 5,000 run traces ({@link GeneratedStore}): the first read, a re-scan
 * with nothing changed, a re-scan after one new file, filtering and sorting the rows in memory, and then, with
 * {@code --page}, the app itself: /forecast opened in Chromium until the grid shows its rows, a sort by tokens and a
 * scroll to the last row. A main class, not a timed test: timings depend on the machine.
 *
 * <pre>
 * ./mvnw -q test-compile dependency:build-classpath -Dmdep.includeScope=test \
 *     -Dmdep.outputFile=target/test-classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *     com.agenteval.workbench.forecast.StoreBenchmark [files=5000] [--page]
 * </pre>
 */
public final class StoreBenchmark {

    private static final int ROUNDS = 7;

    private StoreBenchmark() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 && !args[0].startsWith("--") ? Integer.parseInt(args[0]) : 5000;
        boolean withPage = List.of(args).contains("--page");
        Path dir = Files.createTempDirectory("store-bench-");
        long t0 = System.nanoTime();
        GeneratedStore.generate(dir, n);
        System.out.printf(
                Locale.ROOT,
                "processors %d, java %s, %d files generated in %.0f ms (%s)%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                n,
                ms(t0),
                dir);

        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        t0 = System.nanoTime();
        int listed = store.list().size();
        System.out.printf(
                Locale.ROOT,
                "%-52s %8.1f ms  (%d files)%n",
                "read every file (what each visit did before)",
                ms(t0),
                listed);
        StoreIndex index = new StoreIndex(store);
        t0 = System.nanoTime();
        index.refresh();
        System.out.printf(Locale.ROOT, "%-52s %8.1f ms%n", "index: first read", ms(t0));
        report("index: re-scan, nothing changed", () -> index.refresh());
        report("index: re-scan after one new file", () -> {
            try {
                store.save(GeneratedStore.run(n + (int) (System.nanoTime() & 0xffff)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            index.refresh();
        });
        List<StoreRow> rows = StoreRow.all(index.list());
        report(
                "rows: filter provider + sort by tokens",
                () -> StoreQuery.ALL
                        .withFilters("", "anthropic", "", "")
                        .withSort("tokens", true)
                        .apply(rows));
        report(
                "rows: sort all by question",
                () -> StoreQuery.ALL.withSort("question", false).apply(rows));
        if (withPage) {
            page(dir);
        }
    }

    private static void page(Path dir) {
        long t0 = System.nanoTime();
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .properties(
                        "server.port=0",
                        "workbench.traces.dir=" + dir,
                        "vaadin.launch-browser=false",
                        "vaadin.devmode.devTools.enabled=false")
                .run();
        String port = app.getEnvironment().getProperty("local.server.port");
        System.out.printf(Locale.ROOT, "%-52s %8.1f ms%n", "app started (reads the store once)", ms(t0));
        try (BrowserContext context =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(120_000);
            for (int i = 0; i < 3; i++) {
                t0 = System.nanoTime();
                page.navigate("http://localhost:" + port + "/forecast");
                page.waitForSelector("#store-grid a.fc-run");
                StoreListing.awaitLoaded(page);
                System.out.printf(
                        Locale.ROOT,
                        "%-52s %8.1f ms%n",
                        "open /forecast until rows show (visit " + (i + 1) + ")",
                        ms(t0));
            }
            t0 = System.nanoTime();
            page.locator("vaadin-grid-sorter", new Page.LocatorOptions().setHasText("Tokens"))
                    .click();
            page.waitForURL(u -> u.contains("sort=tokens"));
            StoreListing.awaitLoaded(page);
            System.out.printf(Locale.ROOT, "%-52s %8.1f ms%n", "sort by tokens (click to rows)", ms(t0));
            t0 = System.nanoTime();
            int size = StoreListing.size(page);
            page.locator("#store-grid").evaluate("g => g.scrollToIndex(" + (size - 1) + ")");
            StoreListing.awaitLoaded(page);
            System.out.printf(Locale.ROOT, "%-52s %8.1f ms  (%d rows)%n", "scroll to the last row", ms(t0), size);
        } finally {
            app.close();
        }
    }

    private static void report(String label, Runnable work) {
        for (int i = 0; i < 2; i++) {
            work.run();
        }
        double[] times = new double[ROUNDS];
        for (int i = 0; i < ROUNDS; i++) {
            long t0 = System.nanoTime();
            work.run();
            times[i] = ms(t0);
        }
        Arrays.sort(times);
        System.out.printf(
                Locale.ROOT, "%-52s %8.1f ms  (median of %d; best %.1f)%n", label, times[ROUNDS / 2], ROUNDS, times[0]);
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
