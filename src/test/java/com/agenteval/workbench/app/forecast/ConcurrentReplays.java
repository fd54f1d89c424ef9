package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.LargeTraces;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Ten sessions replaying the largest trace the store reads, at once (issue 23, item 14), in a JVM of its own so that
 * its heap bound is the one measured: run with {@code -Xmx1g}, it prints one line
 * {@code retained <bytes> max <bytes> file <bytes> results <n> found <n>}, the heap in use after a full GC while the ten
 * replays are still held. {@code HostileReplayMemoryTest} runs it and asserts the headroom.
 *
 * <pre>
 * java -Xmx1g -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) \
 *     com.agenteval.workbench.app.forecast.ConcurrentReplays
 * </pre>
 */
public final class ConcurrentReplays {

    static final int SESSIONS = 10;

    private ConcurrentReplays() {}

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("concurrent-replays");
        // the result bound (20,000, TraceLimits.DEFAULT) in one file near the size bound (25 MB): 4 agents × 50
        // searches × 100 results, each snippet said twice and a half
        RunTrace run = LargeTraces.run("maxsize00001", 4, 50, 100, Integer.getInteger("snippets", 3));
        String name = "offline_research_agent_20240201T100005Z_maxsize00001.json";
        Path file = dir.resolve(name);
        Files.writeString(file, RunTraceJson.write(run));
        run = null;
        TraceStoreService service = new TraceStoreService(new TracesProperties(dir, List.of()));
        ExecutorService sessions = Executors.newFixedThreadPool(SESSIONS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<TraceStoreService.Lookup>> opened = new ArrayList<>();
        for (int i = 0; i < SESSIONS; i++) {
            opened.add(sessions.submit(() -> {
                start.await();
                return service.open(name);
            }));
        }
        start.countDown();
        List<TraceStoreService.Lookup> held = new ArrayList<>();
        for (Future<TraceStoreService.Lookup> f : opened) {
            held.add(f.get(10, TimeUnit.MINUTES));
        }
        long found = held.stream()
                .filter(l -> l instanceof TraceStoreService.Lookup.Found)
                .count();
        int results = held.get(0) instanceof TraceStoreService.Lookup.Found f
                ? f.replay().checks().searchResults()
                : -1;
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long retained = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        System.out.printf(
                Locale.ROOT,
                "retained %d max %d file %d results %d found %d%n",
                retained,
                Runtime.getRuntime().maxMemory(),
                Files.size(file),
                results,
                found);
        // the ten replays are held until the heap was measured
        if (held.size() != SESSIONS) {
            throw new AssertionError("lost a replay");
        }
        sessions.shutdownNow();
        service.close();
    }
}
