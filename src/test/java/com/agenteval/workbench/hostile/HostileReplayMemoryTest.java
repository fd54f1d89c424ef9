package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Ten sessions replaying the largest allowed trace at once fit in a 1 GB heap with at least 40% to spare (issue 23,
 * item 14): they share one parsed run (the store index's) and one analysis (the result cache's, keyed by the content
 * hash). Measured in a JVM of its own started with {@code -Xmx1g}: it must finish (no OutOfMemoryError) and the heap
 * still in use after a full GC, with the ten replays held, must be at most 60% of the bound.
 */
class HostileReplayMemoryTest {

    @Test
    void tenConcurrentReplaysOfTheLargestTraceLeaveFortyPercentOfAGigabyteHeap() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(
                        java,
                        "-Xmx1g",
                        "-XX:+UseSerialGC",
                        "-cp",
                        System.getProperty("java.class.path"),
                        "com.agenteval.workbench.app.forecast.ConcurrentReplays")
                .redirectErrorStream(true)
                .start();
        byte[] out;
        try {
            out = p.getInputStream().readAllBytes();
            assertThat(p.waitFor(10, TimeUnit.MINUTES))
                    .as("the replays finished")
                    .isTrue();
        } finally {
            p.destroyForcibly();
        }
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text).isZero();
        String line = text.lines()
                .filter(l -> l.startsWith("retained "))
                .findFirst()
                .orElseThrow(() -> new IOException("no measurement in: " + text));
        List<String> f = List.of(line.split(" "));
        long retained = Long.parseLong(f.get(1));
        long max = Long.parseLong(f.get(3));
        assertThat(Long.parseLong(f.get(7))).as("results in the trace").isEqualTo(20_000);
        assertThat(Long.parseLong(f.get(9))).as("replays found").isEqualTo(10);
        assertThat(max).isBetween(900L * 1024 * 1024, 1100L * 1024 * 1024);
        assertThat(retained).as(line).isLessThanOrEqualTo((long) (max * 0.60));
    }
}
