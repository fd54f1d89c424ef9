package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.LargeTraces;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

public final class ReplayBench {
    public static void main(String[] args) throws Exception {
        RunTrace run = LargeTraces.tenThousandResults("bench10k");
        Path dir = Files.createTempDirectory("replay-bench");
        Path file = dir.resolve("big.json");
        Files.writeString(file, RunTraceJson.write(run));
        System.out.printf(Locale.ROOT, "file %.1f MB%n", Files.size(file) / 1e6);
        for (int i = 0; i < 5; i++) {
            long t0 = System.nanoTime();
            RunTrace read = RunTraceJson.read(file);
            long t1 = System.nanoTime();
            ReplayAnalysis r = ReplayAnalysis.of(read);
            long t2 = System.nanoTime();
            System.out.printf(Locale.ROOT, "parse %.0f ms, analysis %.0f ms (%d results)%n", (t1 - t0) / 1e6,
                    (t2 - t1) / 1e6, r.checks().searchResults());
        }
    }
}
