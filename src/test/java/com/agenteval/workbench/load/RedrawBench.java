package com.agenteval.workbench.load;

import com.agenteval.workbench.browser.Chromium;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Benchmark (docs/benchmarks.md, "Where the waiting went"): what one parameter change on {@code /configs} costs the
 * server once its results are cached, the case of a class whose students try the same values. One session changes
 * rho through six values, {@code rounds} times over; the first round computes and warms the JIT and is left out.
 * It reports the server's CPU time per change (the process's utime + stime from {@code /proc}, so the machine's
 * other load does not count, unlike wall time) and the characters the server pushed to the page per change (the
 * websocket frames and UIDL responses), which do not depend on the machine at all.
 *
 * <p>Usage: {@code java -cp $(scripts/test-classpath.sh) com.agenteval.workbench.load.RedrawBench [jar] [rounds]
 * [port] [jfr-file]}. The CPU per change falls for the first rounds while the JIT compiles the redraw: the report
 * is the median of the last half of the rounds.
 */
public final class RedrawBench {

    private static final String[] RHOS = {"0.31", "0.41", "0.61", "0.71", "0.81", "0.51"};

    private RedrawBench() {}

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args.length < 1 ? "target/workbench.jar" : args[0]);
        int rounds = args.length < 2 ? 6 : Integer.parseInt(args[1]);
        int port = args.length < 3 ? 18492 : Integer.parseInt(args[2]);
        // a flight recording of the server, for where its CPU went
        List<String> jvm = args.length < 4
                ? List.of()
                : List.of("-XX:StartFlightRecording=settings=profile,filename="
                        + Path.of(args[3]).toAbsolutePath());
        Path work = Files.createTempDirectory("workbench-redraw");
        try (ServerProcess server =
                ServerProcess.start(jar, port, jvm, List.of(), work.resolve("server.log"), Duration.ofMinutes(3))) {
            Browser browser = Chromium.browser();
            Page page = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))
                    .newPage();
            AtomicLong pushed = new AtomicLong();
            page.onWebSocket(ws -> ws.onFrameReceived(
                    f -> pushed.addAndGet(f.text() == null ? 0 : f.text().length())));
            page.onResponse(r -> {
                if (r.url().contains("v-r=uidl")) {
                    pushed.addAndGet(r.text().length());
                }
            });
            page.navigate(server.url("/configs"));
            LoadTest.awaitRendered(page, 60_000);
            List<Double> cpu = new ArrayList<>();
            List<Long> chars = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                long cpu0 = cpuMillis(server.pid());
                long chars0 = pushed.get();
                for (String rho : RHOS) {
                    page.locator("#param-rho input").fill(rho);
                    page.locator("#param-rho input").press("Enter");
                    page.waitForURL("**rho=" + rho + "**");
                    LoadTest.awaitRendered(page, 60_000);
                }
                double perChange = (cpuMillis(server.pid()) - cpu0) / (double) RHOS.length;
                long charsPerChange = (pushed.get() - chars0) / RHOS.length;
                System.out.printf(
                        Locale.ROOT,
                        "round %d: server cpu %.0f ms per change, %d chars pushed per change%s%n",
                        round,
                        perChange,
                        charsPerChange,
                        round < rounds / 2 ? " (warming up; left out)" : "");
                if (round >= rounds / 2) {
                    cpu.add(perChange);
                    chars.add(charsPerChange);
                }
            }
            cpu.sort(Double::compare);
            System.out.printf(
                    Locale.ROOT,
                    "redraw: median server cpu %.0f ms per change (min %.0f), %d chars per change%n",
                    cpu.get(cpu.size() / 2),
                    cpu.get(0),
                    chars.get(chars.size() - 1));
        }
        System.exit(0);
    }

    /** The process's user + system CPU time (fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms). */
    static long cpuMillis(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
    }
}
