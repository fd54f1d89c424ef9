package com.agenteval.workbench.browser;

import com.agenteval.workbench.Application;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
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
 * ({@link AllRoutesBrowserTest#settle}). Then a student's browser: {@code warm} times, one context opens {@code /} and
 * then every route in turn (its cache and session kept, as a student follows the lessons) and changes each page's
 * first number parameter once, timed until the page has settled again (a recompute). Prints one line per route and
 * the percentiles over routes, with the load average. With {@code --url=http://host:port} it measures a server
 * started elsewhere (the production jar, with its own warm-up) instead of starting one in dev mode.
 * Usage: {@code java -cp "$(scripts/test-classpath.sh)" com.agenteval.workbench.browser.PageSpeedBench [warm=5]
 * [--url=...]}.
 */
public final class PageSpeedBench {

    private PageSpeedBench() {}

    public static void main(String[] args) throws Exception {
        int warm = 5;
        String url = null;
        for (String arg : args) {
            if (arg.startsWith("--url=")) {
                url = arg.substring("--url=".length()).replaceAll("/+$", "");
            } else {
                warm = Integer.parseInt(arg);
            }
        }
        String loadBefore = loadAverage();
        ConfigurableApplicationContext app = null;
        List<String> routes;
        if (url == null) {
            Path store = Files.createTempDirectory("page-speed-traces");
            try (Stream<Path> pinned = Files.list(Path.of("traces"))) {
                for (Path p : pinned.filter(f -> f.toString().endsWith(".json")).toList()) {
                    Files.copy(p, store.resolve(p.getFileName()));
                }
            }
            app = SpringApplication.run(
                    Application.class,
                    "--server.port=0",
                    "--workbench.traces.dir=" + store,
                    "--workbench.warmup.enabled=false",
                    "--vaadin.devmode.devTools.enabled=false",
                    "--spring.main.banner-mode=off",
                    "--logging.level.root=WARN");
            url = "http://localhost:"
                    + ((WebServerApplicationContext) app).getWebServer().getPort();
            routes = Routes.paths(((WebApplicationContext) app).getServletContext());
        } else {
            routes = Routes.declared(); // a server started elsewhere (the production jar): the routes its pages declare
        }
        List<Double> firsts = new ArrayList<>();
        List<Double> warms = new ArrayList<>();
        List<Double> studentLoads = new ArrayList<>();
        List<Double> recomputes = new ArrayList<>();
        try {
            String base = url;
            Browser browser = Chromium.browser();
            time(browser, base + "/"); // the browser's own first page, not timed
            System.out.printf(
                    Locale.ROOT, "%-60s %8s %8s %8s %8s%n", "route", "first", "warm_med", "warm_p95", "first/med");
            for (String route : routes) {
                String at = base + route;
                double first = time(browser, at);
                List<Double> w = new ArrayList<>();
                for (int i = 0; i < warm; i++) {
                    w.add(time(browser, at));
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
            // a student's browser: one context (its cache and its Vaadin session) opens / and then each lesson in
            // turn, as from the menu's links, and changes the page's first number parameter once (a recompute)
            System.out.printf(
                    Locale.ROOT,
                    "%n%-60s %8s %8s %s%n",
                    "route (a student's browser)",
                    "load",
                    "recompute",
                    "parameter");
            for (int student = 0; student < warm; student++) {
                try (BrowserContext context =
                        browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
                    Page page = context.newPage();
                    page.setDefaultTimeout(120_000);
                    load(page, base + "/");
                    for (String route : routes) {
                        double load = load(page, base + route);
                        studentLoads.add(load);
                        Recompute r = recompute(page);
                        if (r != null) {
                            recomputes.add(r.ms());
                        }
                        if (student == 0) {
                            System.out.printf(
                                    Locale.ROOT,
                                    "%-60s %8.0f %8s %s%n",
                                    shorten(route),
                                    load,
                                    r == null ? "-" : String.format(Locale.ROOT, "%.0f", r.ms()),
                                    r == null ? "(none)" : r.param());
                        }
                    }
                }
            }
        } finally {
            if (app != null) {
                app.close();
            }
        }
        System.out.printf(
                Locale.ROOT,
                "%nroutes=%d warm_per_route=%d first_p50_ms=%.0f first_p95_ms=%.0f "
                        + "first_max_ms=%.0f warm_p50_ms=%.0f warm_p95_ms=%.0f warm_max_ms=%.0f "
                        + "student_load_p50_ms=%.0f student_load_p95_ms=%.0f student_load_max_ms=%.0f "
                        + "recomputes=%d recompute_p50_ms=%.0f recompute_p95_ms=%.0f recompute_max_ms=%.0f "
                        + "load_before=%s load_after=%s%n",
                firsts.size(),
                warm,
                percentile(firsts, 50),
                percentile(firsts, 95),
                percentile(firsts, 100),
                percentile(warms, 50),
                percentile(warms, 95),
                percentile(warms, 100),
                percentile(studentLoads, 50),
                percentile(studentLoads, 95),
                percentile(studentLoads, 100),
                recomputes.size(),
                percentile(recomputes, 50),
                percentile(recomputes, 95),
                percentile(recomputes, 100),
                loadBefore,
                loadAverage());
        System.exit(0);
    }

    /** One load in the page's own context (its cache and session kept): navigate until settled; milliseconds. */
    private static double load(Page page, String url) {
        long start = System.nanoTime();
        page.navigate(url);
        page.waitForSelector("vaadin-app-layout");
        AllRoutesBrowserTest.settle(page);
        return (System.nanoTime() - start) / 1e6;
    }

    private record Recompute(String param, double ms) {}

    /**
     * Changes the page's first number parameter by one step, as a student types a new value and presses Enter, and
     * times until the page has settled again; null on a page without one. The change shows in the URL (every
     * parameter is in the query) once the server has taken it, which is when its cells are marked computing, so
     * the wait cannot end before the recompute has started.
     */
    private static @Nullable Recompute recompute(Page page) {
        Locator fields = page.locator("vaadin-integer-field[id^='param-']");
        if (fields.count() == 0) {
            return null;
        }
        Locator field = fields.first();
        String id = field.getAttribute("id");
        String value = field.locator("input").inputValue();
        Object max = field.evaluate("f => f.max");
        long now = Long.parseLong(value.strip());
        long next = max instanceof Number m && now + 1 > m.longValue() ? now - 1 : now + 1;
        String before = page.url();
        Locator input = field.locator("input");
        input.fill(Long.toString(next));
        long start = System.nanoTime();
        input.press("Enter");
        page.waitForURL(u -> !u.equals(before));
        AllRoutesBrowserTest.settle(page);
        return new Recompute(id + " " + value + "→" + next, (System.nanoTime() - start) / 1e6);
    }

    /** One load in a fresh context: navigate, then wait until the page has settled; milliseconds. */
    private static double time(Browser browser, String url) {
        try (BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(120_000);
            return load(page, url);
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

    private static String loadAverage() throws IOException {
        String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return f[0] + "/" + f[1] + "/" + f[2];
    }
}
