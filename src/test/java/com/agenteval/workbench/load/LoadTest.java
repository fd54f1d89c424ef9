package com.agenteval.workbench.load;

import com.agenteval.workbench.browser.Chromium;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The load harness behind {@code scripts/load-test} (docs/benchmarks.md). It starts the production jar on loopback
 * with Tomcat's access log on, opens {@code --sessions} real Chromium contexts one after another (each visits
 * {@code /agent}, {@code /judges}, a replay and {@code /configs}, and stays open on {@code /configs}), then lets
 * {@code --active} of them change parameters in a loop for {@code --seconds}. It reads the heap after a full GC
 * before and after the sessions ({@code jcmd}), and the server's own time per request from the access log
 * ({@code %D}, microseconds on Tomcat 10.1). Everything is bounded: each page wait, the whole run
 * ({@code --max-minutes}), the server it started is always stopped. The last line is the summary.
 *
 * <p>Not a test: a main run with the test classpath ({@code scripts/load-test}).
 */
public final class LoadTest {

    /**
     * How many visible output cells have rendered (ready or error), or -1 while one is stale or none has rendered.
     * Some cells stay empty until the student acts (the LLM judge's run picker), so "all ready" cannot be the test.
     */
    static final String RENDERED_COUNT = """
            () => { if (!document.querySelector('vaadin-app-layout')) return -1;
              const cells = [...document.querySelectorAll('.nb-output')].filter(e => e.offsetParent !== null);
              if (cells.some(e => e.dataset.state === 'stale')) return -1;
              const done = cells.filter(e => ['ready', 'error'].includes(e.dataset.state)).length;
              return done > 0 ? done : -1; }""";

    static final String CELL_ERRORS = "() => document.querySelectorAll('.nb-output[data-state=error]').length";

    private LoadTest() {}

    public static void main(String[] args) throws Exception {
        Options o = Options.parse(args);
        Path work = Files.createTempDirectory("workbench-load");
        List<String> serverOptions = new ArrayList<>(AccessLog.options(work));
        serverOptions.add("--workbench.traces.dir=" + o.traces);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(o.maxMinutes);
        AtomicInteger errors = new AtomicInteger();
        List<BrowserContext> contexts = new ArrayList<>();
        // a flight recording of the server (--jfr): where its threads ran and waited, for the report
        List<String> jvmOptions =
                o.jfr == null ? List.of() : List.of("-XX:StartFlightRecording=settings=profile,filename=" + o.jfr);
        try (ServerProcess server = ServerProcess.start(
                o.jar, o.port, jvmOptions, serverOptions, work.resolve("server.log"), Duration.ofMinutes(3))) {
            String replay = firstTrace(o.traces);
            if (o.browserNice > 0) {
                // the browsers stand for students' own machines: at a lower priority they take what the server
                // leaves of the shared cores, so the server's times are its own (docs/benchmarks.md)
                System.setProperty(
                        "chromium.path",
                        niced(Chromium.executable(), o.browserNice, work).toString());
            }
            Browser browser = Chromium.browser();
            // the baseline is the server after its warm-up: while it runs, its own session and results are in the heap
            System.out.println(server.awaitWarmup(Duration.ofMinutes(2)));
            double before = server.heapAfterFullGcMb();
            System.out.printf(
                    Locale.ROOT,
                    "server pid %d, heap after full GC before the sessions: %.1f MiB%n",
                    server.pid(),
                    before);
            List<String> visits = List.of("/agent", "/judges", "/forecast/replay/" + replay, "/configs");
            List<Page> pages = new ArrayList<>();
            for (int i = 0; i < o.sessions && System.nanoTime() < deadline; i++) {
                BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
                contexts.add(context);
                Page page = context.newPage();
                page.onPageError(e -> errors.incrementAndGet());
                for (String path : visits) {
                    visit(page, server.url(path), errors);
                }
                pages.add(page);
                if ((i + 1) % 10 == 0 || i + 1 == o.sessions) {
                    System.out.printf("opened %d sessions%n", i + 1);
                }
            }
            int opened = pages.size();
            double after = server.heapAfterFullGcMb();
            System.out.printf(Locale.ROOT, "heap after full GC with %d sessions open: %.1f MiB%n", opened, after);
            AccessLog.Summary sessionsPhase = AccessLog.read(work);
            System.out.println("sessions phase: " + sessionsPhase);
            AccessLog.Summary reported = sessionsPhase;
            if (o.active > 0 && o.seconds > 0) {
                int mark = sessionsPhase.lines();
                int active = Math.min(o.active, pages.size());
                long stopAt = Math.min(deadline, System.nanoTime() + TimeUnit.SECONDS.toNanos(o.seconds));
                AtomicInteger changes = new AtomicInteger();
                // Playwright objects of one browser are not thread-safe: each active page gets its own context's
                // thread through its own Playwright instance would cost a browser each, so the pages take turns
                // on this thread; a change is sent, then the next page's, and each waits for its own render
                runActive(pages.subList(0, active), stopAt, errors, changes);
                reported = AccessLog.read(work).since(mark);
                System.out.println("active phase (" + active + " sessions, " + changes + " changes): " + reported);
            }
            errors.addAndGet(reported.serverErrors());
            if (o.burst > 0) {
                int mark = AccessLog.read(work).lines();
                burst(browser, contexts, server.url("/configs"), o.burst, errors);
                System.out.println("burst phase: " + AccessLog.read(work).since(mark));
            }
            double perSession = opened == 0 ? 0 : (after - before) / opened;
            System.out.printf(
                    Locale.ROOT,
                    "sessions=%d heap_before_mb=%.1f heap_after_mb=%.1f "
                            + "heap_per_session_mb=%.2f server_p50_ms=%.1f server_p95_ms=%.1f errors=%d%n",
                    opened,
                    before,
                    after,
                    perSession,
                    reported.p50(),
                    reported.p95(),
                    errors.get());
        } finally {
            for (BrowserContext c : contexts) {
                try {
                    c.close();
                } catch (PlaywrightException ignored) {
                    // the browser is going away anyway
                }
            }
        }
        System.exit(0);
    }

    /**
     * Waits until the page's output cells have rendered: none stale, at least one ready, and the number of rendered
     * cells unchanged for 400 ms (cells compute one after another). Throws a PlaywrightException on timeout.
     */
    static void awaitRendered(Page page, int timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        int last = -2;
        while (true) {
            int now = ((Number) page.evaluate(RENDERED_COUNT)).intValue();
            if (settled(now, last)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new PlaywrightException("the page's cells did not render within " + timeoutMs + " ms");
            }
            last = now;
            page.waitForTimeout(400);
        }
    }

    /** Rendered: some cells are drawn, none is stale, and the count is the one of the poll before (400 ms ago). */
    private static boolean settled(int now, int last) {
        return now > 0 && now == last;
    }

    /** Opens a page and waits until its output cells have rendered; a timeout or a cell error counts. */
    static void visit(Page page, String url, AtomicInteger errors) {
        try {
            page.navigate(url, new Page.NavigateOptions().setTimeout(60_000));
            awaitRendered(page, 60_000);
            errors.addAndGet(((Number) page.evaluate(CELL_ERRORS)).intValue());
        } catch (PlaywrightException e) {
            errors.incrementAndGet();
            System.out.println("error on " + url + ": "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /**
     * Each active session changes rho on /configs and waits for the five cells to recompute, round robin until the
     * time is up. Two changes are in flight at once at most per page; the server sees A sessions computing.
     */
    private static void runActive(List<Page> pages, long stopAt, AtomicInteger errors, AtomicInteger changes) {
        double[] rhos = {0.3, 0.4, 0.6, 0.7, 0.8, 0.5};
        int round = 0;
        while (System.nanoTime() < stopAt) {
            String rho = Double.toString(rhos[round % rhos.length]);
            for (Page page : pages) {
                try {
                    page.locator("#param-rho input").fill(rho);
                    page.locator("#param-rho input").press("Enter");
                    changes.incrementAndGet();
                } catch (PlaywrightException e) {
                    errors.incrementAndGet();
                }
            }
            for (Page page : pages) {
                try {
                    page.waitForURL("**rho=" + rho + "**", new Page.WaitForURLOptions().setTimeout(30_000));
                    awaitRendered(page, 30_000);
                } catch (PlaywrightException e) {
                    errors.incrementAndGet();
                    System.out.println("error in the active loop: "
                            + e.getMessage().lines().findFirst().orElse(""));
                }
            }
            round++;
        }
    }

    /**
     * Opens {@code count} new sessions' {@code /configs} at the same moment (issue 18: a class arriving at once left
     * pages unrendered here) and waits, at most two minutes, until each has rendered. All pages of one browser are
     * driven from this thread: each navigation is started without waiting for it, then the pages are polled in turn.
     */
    private static void burst(
            Browser browser, List<BrowserContext> contexts, String url, int count, AtomicInteger errors) {
        List<Page> pages = new ArrayList<>();
        AtomicInteger pageErrors = new AtomicInteger();
        for (int i = 0; i < count; i++) {
            BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
            contexts.add(context);
            Page page = context.newPage();
            page.onPageError(e -> pageErrors.incrementAndGet());
            pages.add(page);
        }
        long start = System.nanoTime();
        for (Page page : pages) {
            page.evaluate("url => { location.href = url; }", url);
        }
        long deadline = start + TimeUnit.MINUTES.toNanos(2);
        int[] last = new int[count];
        Arrays.fill(last, -2);
        double[] renderedAt = new double[count];
        int rendered = 0;
        while (rendered < count && System.nanoTime() < deadline) {
            for (int i = 0; i < count; i++) {
                if (renderedAt[i] > 0) {
                    continue;
                }
                int now;
                try {
                    now = ((Number) pages.get(i).evaluate(RENDERED_COUNT)).intValue();
                } catch (PlaywrightException navigating) {
                    now = -1; // the page is still loading: its context was replaced by the navigation
                }
                if (settled(now, last[i])) {
                    renderedAt[i] = (System.nanoTime() - start) / 1e9;
                    rendered++;
                }
                last[i] = now;
            }
            pages.get(0).waitForTimeout(400);
        }
        double slowest = 0;
        for (double t : renderedAt) {
            slowest = Math.max(slowest, t);
        }
        int cellErrors = 0;
        for (Page page : pages) {
            try {
                cellErrors += ((Number) page.evaluate(CELL_ERRORS)).intValue();
            } catch (PlaywrightException ignored) {
                // counted as unrendered
            }
        }
        System.out.printf(
                Locale.ROOT,
                "burst: %d pages opened at once, %d rendered within %.1f s (the last at %.1f s),"
                        + " %d page errors, %d cell errors%n",
                count,
                rendered,
                (Math.min(System.nanoTime(), deadline) - start) / 1e9,
                slowest,
                pageErrors.get(),
                cellErrors);
        errors.addAndGet((count - rendered) + pageErrors.get() + cellErrors);
    }

    /** A launcher that starts {@code chromium} at niceness {@code nice}: every process and thread it starts inherits it. */
    private static Path niced(Path chromium, int nice, Path work) throws IOException {
        Path launcher = work.resolve("chromium-niced");
        Files.writeString(launcher, "#!/bin/sh\nexec nice -n " + nice + " '" + chromium + "' \"$@\"\n");
        if (!launcher.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + launcher + " executable");
        }
        return launcher;
    }

    private static String firstTrace(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .sorted()
                    .findFirst()
                    .orElseThrow(() -> new IOException("no run trace in " + folder + " to replay"));
        }
    }

    /** The command line: {@code --sessions N --active A --seconds S --port P [--jar J] [--traces T]}. */
    record Options(
            int sessions,
            int active,
            int seconds,
            int port,
            Path jar,
            Path traces,
            int maxMinutes,
            int browserNice,
            Path jfr,
            int burst) {

        static Options parse(String[] args) {
            int sessions = 10;
            int active = 0;
            int seconds = 0;
            int port = 18480;
            int maxMinutes = 30;
            Path jar = Path.of("target/workbench.jar");
            Path traces = Path.of("traces");
            int browserNice = 0;
            Path jfr = null;
            int burst = 0;
            for (int i = 0; i < args.length; i++) {
                String value = i + 1 < args.length ? args[i + 1] : null;
                switch (args[i]) {
                    case "--sessions" -> sessions = bounded("--sessions", value, 1, 500);
                    case "--active" -> active = bounded("--active", value, 0, 500);
                    case "--seconds" -> seconds = bounded("--seconds", value, 0, 3600);
                    case "--port" -> port = bounded("--port", value, 1024, 65535);
                    case "--max-minutes" -> maxMinutes = bounded("--max-minutes", value, 1, 120);
                    case "--jar" -> jar = Path.of(required("--jar", value));
                    case "--traces" -> traces = Path.of(required("--traces", value));
                    case "--browser-nice" -> browserNice = bounded("--browser-nice", value, 0, 19);
                    case "--jfr" -> jfr = Path.of(required("--jfr", value)).toAbsolutePath();
                    case "--burst" -> burst = bounded("--burst", value, 0, 100);
                    default ->
                        throw new IllegalArgumentException("unknown option " + args[i]
                                + " (use --sessions N --active A --seconds S --port P --jar J --traces T --max-minutes M"
                                + " --browser-nice N --jfr FILE --burst B)");
                }
                i++;
            }
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException(jar + " not found: ./mvnw -Pproduction -DskipTests package");
            }
            return new Options(sessions, active, seconds, port, jar, traces, maxMinutes, browserNice, jfr, burst);
        }

        private static String required(String name, String value) {
            if (value == null) {
                throw new IllegalArgumentException(name + " needs a value");
            }
            return value;
        }

        private static int bounded(String name, String value, int min, int max) {
            try {
                int v = Integer.parseInt(required(name, value));
                if (v < min || v > max) {
                    throw new IllegalArgumentException(name + " must be between " + min + " and " + max);
                }
                return v;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " must be a whole number, not " + value);
            }
        }
    }
}
