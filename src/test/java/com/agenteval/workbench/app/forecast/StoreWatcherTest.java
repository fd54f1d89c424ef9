package com.agenteval.workbench.app.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files written behind the service's back (another replica, the CLI) reach its listing without a visit re-reading. */
class StoreWatcherTest {

    @TempDir
    Path dir;

    @Test
    void aFileWrittenByAnotherProcessIsListedChangedAndDroppedByTheWatcher() throws Exception {
        // a long re-scan interval: what is seen within the bound below came from the file system's events
        TraceStoreService service =
                new TraceStoreService(new TracesProperties(dir, List.of(), null, Duration.ofMinutes(10)));
        try {
            assertThat(service.list()).isEmpty();
            String name = "offline_research_agent_20240101T000000Z_aaaa00000001.json";
            Files.writeString(dir.resolve(name), RunTraceJson.write(ForecastFixtures.smallRun("aaaa00000001")));
            // the watcher may see the file created before its content is written (then "empty file"); the write's
            // own event must then bring the valid reading
            awaitTrue(() -> service.list().size() == 1 && service.list().get(0) instanceof StoredTrace.Valid);
            List<StoreRow> rows = service.rows();
            assertThat(service.rows()).isSameAs(rows); // no change, no new rows

            Files.writeString(dir.resolve(name), "[1, 2");
            awaitTrue(() -> service.list().get(0) instanceof StoredTrace.Invalid);
            assertThat(service.rows()).isNotSameAs(rows);

            Files.delete(dir.resolve(name));
            awaitTrue(() -> service.list().isEmpty());
        } finally {
            service.close();
        }
    }

    @Test
    void withoutEventsTheRescanFindsANewFile() throws Exception {
        Path later = dir.resolve("created-later");
        // the folder does not exist yet, so no event can come from it: only the re-scan sees the file
        TraceStoreService service =
                new TraceStoreService(new TracesProperties(later, List.of(), null, Duration.ofMillis(100)));
        try {
            Files.createDirectory(later);
            Files.writeString(later.resolve("x.json"), RunTraceJson.write(ForecastFixtures.smallRun("bbbb00000002")));
            awaitTrue(() -> service.list().size() == 1);
        } finally {
            service.close();
        }
    }

    @Test
    void idleReScansBackOffToTheLongestPeriodAndAChangeBringsThemBack() throws Exception {
        StoreIndex index = new StoreIndex(RunTraceStore.of(dir, TestReaders.POOL));
        StoreWatcher watcher = new StoreWatcher(
                () -> List.of(index),
                Duration.ofMillis(100),
                Duration.ofMillis(800),
                new BackgroundWork().loop("trace-store-watcher"));
        try {
            assertThat(watcher.period()).isLessThanOrEqualTo(Duration.ofMillis(800));
            // nothing changes: 100, 200, 400, then the longest period
            awaitTrue(() -> watcher.period().equals(Duration.ofMillis(800)));
            watcher.changed();
            assertThat(watcher.period()).isLessThan(Duration.ofMillis(800));
            // events still come first: a file written now is listed without waiting for a re-scan
            awaitTrue(() -> watcher.period().equals(Duration.ofMillis(800)));
            Files.writeString(dir.resolve("late.json"), RunTraceJson.write(ForecastFixtures.smallRun("late00000001")));
            awaitTrue(() -> index.list().size() == 1 && index.list().get(0) instanceof StoredTrace.Valid);
        } finally {
            watcher.close();
        }
    }

    /**
     * A bounded poll on a condition: passes as soon as it holds, fails after 30 s (generous: on a loaded 2-core CI
     * machine the watcher's thread can wait seconds for a core; the 10-minute re-scan is far beyond it).
     */
    static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition not met within 30 s").isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
