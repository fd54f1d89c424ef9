package com.agenteval.workbench.load;

import com.agenteval.workbench.browser.Chromium;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Benchmark (docs/benchmarks.md, "A warm first call"): on a fresh server, the time from navigating to
 * {@code /configs} at its defaults until every cell has rendered, for ten sessions one after another, each in a new
 * browser context (so no session reuses another's result). With the warm-up on, it waits for the warm-up's log
 * line first, as a class arriving a minute after start-up would. Before timing, the browser opens the home page once
 * in a context of its own (unless {@code prime=false}): Chromium's first page of a run compiles the Vaadin client for
 * every context after it, which is the browser's cost, not the server's. Usage:
 * {@code java -cp $(scripts/test-classpath.sh) com.agenteval.workbench.load.FirstCallBench [warmup=true] [port]
 * [prime=true]}.
 */
public final class FirstCallBench {

    private FirstCallBench() {}

    public static void main(String[] args) throws Exception {
        boolean warmup = args.length < 1 || Boolean.parseBoolean(args[0]);
        int port = args.length < 2 ? 18490 : Integer.parseInt(args[1]);
        boolean prime = args.length < 3 || Boolean.parseBoolean(args[2]);
        Path work = Files.createTempDirectory("workbench-first-call");
        Path log = work.resolve("server.log");
        List<Double> times = new ArrayList<>();
        AtomicInteger errors = new AtomicInteger();
        try (ServerProcess server = ServerProcess.start(
                Path.of("target/workbench.jar"),
                port,
                List.of(),
                List.of("--workbench.warmup.enabled=" + warmup),
                log,
                Duration.ofMinutes(3))) {
            if (warmup) {
                System.out.println(server.awaitWarmup(Duration.ofMinutes(5)));
            }
            Browser browser = Chromium.browser();
            if (prime) {
                try (BrowserContext context = browser.newContext()) {
                    context.newPage().navigate(server.url("/"));
                    context.pages().get(0).waitForSelector("#app-name");
                }
            }
            for (int i = 0; i < 10; i++) {
                try (BrowserContext context = browser.newContext()) {
                    Page page = context.newPage();
                    long start = System.nanoTime();
                    LoadTest.visit(page, server.url("/configs"), errors);
                    times.add((System.nanoTime() - start) / 1e6);
                }
            }
        }
        List<Double> rest = new ArrayList<>(times.subList(1, times.size()));
        rest.sort(Double::compare);
        double median = (rest.get(4) + rest.get(5)) / 2;
        System.out.printf(
                Locale.ROOT,
                "warmup=%s prime=%s renders_ms=%s%n",
                warmup,
                prime,
                times.stream().map(t -> String.format(Locale.ROOT, "%.0f", t)).toList());
        System.out.printf(
                Locale.ROOT,
                "warmup=%s first_ms=%.0f tenth_ms=%.0f median_2_to_10_ms=%.0f "
                        + "first_over_median=%.2f errors=%d load=%s%n",
                warmup,
                times.get(0),
                times.get(9),
                median,
                times.get(0) / median,
                errors.get(),
                Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        System.exit(0);
    }
}
