package com.agenteval.workbench.browser;

import com.agenteval.workbench.Application;
import com.agenteval.workbench.core.stats.ClusterBootstrap;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import jakarta.servlet.ServletContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.web.context.WebApplicationContext;

/**
 * Benchmark (docs/benchmarks.md, "Lesson pages in Chromium"; issue 26's "speed a student feels"): starts the app in
 * this JVM (the server's own warm-up off, so a route's first open is truly its first), opens Chromium's first page
 * once to compile the Vaadin client, then opens every registered route ({@link Routes#paths}, the replay with a saved
 * run) in a new browser context each time (a new Vaadin session): once for the first load, then {@code warm} more
 * times. A load is timed from {@code navigate} until Vaadin has no request in flight and no cell is still computing
 * ({@link AllRoutesBrowserTest#settle}). Prints one line per route and the p95 over routes, with the load average.
 * Usage: {@code java -cp "$(scripts/test-classpath.sh)" com.agenteval.workbench.browser.PageSpeedBench [warm=5]}.
 */
public final class PageSpeedBench {

    private PageSpeedBench() {}

    public static void main(String[] args) throws Exception {
        int warm = args.length < 1 ? 5 : Integer.parseInt(args[0]);
        Path store = Files.createTempDirectory("page-speed-traces");
        try (Stream<Path> pinned = Files.list(Path.of("traces"))) {
            for (Path p : pinned.filter(f -> f.toString().endsWith(".json")).toList()) {
                Files.copy(p, store.resolve(p.getFileName()));
            }
        }
        String loadBefore = loadAverage();
        ConfigurableApplicationContext app = SpringApplication.run(
                Application.class,
                "--server.port=0",
                "--workbench.traces.dir=" + store,
                "--workbench.warmup.enabled=false",
                "--vaadin.devmode.devTools.enabled=false",
                "--spring.main.banner-mode=off",
                "--logging.level.root=WARN");
        List<Double> firsts = new ArrayList<>();
        List<Double> warms = new ArrayList<>();
        try {
            int port = ((WebServerApplicationContext) app).getWebServer().getPort();
            ServletContext servlet = ((WebApplicationContext) app).getServletContext();
            List<String> routes = Routes.paths(servlet);
            Browser browser = Chromium.browser();
            time(browser, "http://localhost:" + port + "/"); // the browser's own first page, not timed
            System.out.printf(
                    Locale.ROOT, "%-60s %8s %8s %8s %8s%n", "route", "first", "warm_med", "warm_p95", "first/med");
            for (String route : routes) {
                String url = "http://localhost:" + port + route;
                double first = time(browser, url);
                List<Double> w = new ArrayList<>();
                for (int i = 0; i < warm; i++) {
                    w.add(time(browser, url));
                }
                firsts.add(first);
                warms.addAll(w);
                double median = percentile(w, 50);
                System.out.printf(
                        Locale.ROOT,
                        "%-60s %8.0f %8.0f %8.0f %8.2f%n",
                        shorten(route),
                        first,
                        median,
                        percentile(w, 95),
                        first / median);
            }
        } finally {
            app.close();
        }
        System.out.printf(
                Locale.ROOT,
                "routes=%d warm_per_route=%d first_p50_ms=%.0f first_p95_ms=%.0f "
                        + "first_max_ms=%.0f warm_p50_ms=%.0f warm_p95_ms=%.0f warm_max_ms=%.0f load_before=%s "
                        + "load_after=%s%n",
                firsts.size(),
                warm,
                percentile(firsts, 50),
                percentile(firsts, 95),
                percentile(firsts, 100),
                percentile(warms, 50),
                percentile(warms, 95),
                percentile(warms, 100),
                loadBefore,
                loadAverage());
        System.exit(0);
    }

    /** One load in a fresh context: navigate, then wait until the page has settled; milliseconds. */
    private static double time(Browser browser, String url) {
        try (BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(120_000);
            long start = System.nanoTime();
            page.navigate(url);
            page.waitForSelector("vaadin-app-layout");
            AllRoutesBrowserTest.settle(page);
            return (System.nanoTime() - start) / 1e6;
        }
    }

    /** numpy's default (linear) percentile of the values, as the bootstrap's intervals take it. */
    static double percentile(List<Double> values, double q) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new ClusterBootstrap.Bootstrapped(sorted, 0).percentile(q);
    }

    private static String shorten(String route) {
        return route.length() <= 60 ? route : route.substring(0, 57) + "...";
    }

    private static String loadAverage() throws java.io.IOException {
        String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return f[0] + "/" + f[1] + "/" + f[2];
    }
}
