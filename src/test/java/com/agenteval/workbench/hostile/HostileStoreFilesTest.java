package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.forecast.TracesProperties;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import com.agenteval.workbench.core.log.FileBytesTest;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Odd files under the store (issue 23, items 2, 3 and 9): every entry that is not a readable regular file is listed
 * with its reason, the replay refuses it with the same reason, and files swapped while the store reads them (FIFOs,
 * links to {@code /dev/zero}) hang neither the watcher nor a save.
 */
class HostileStoreFilesTest {

    private static final String SECRET = "ghp_R3aLly0123456789SECRET";

    @TempDir
    Path dir;

    @Test
    void everyEntryThatIsNotARegularFileIsListedWithItsReasonAndTheReplaySaysTheSame() throws Exception {
        Files.writeString(dir.resolve("ok.json"), RunTraceJson.write(ForecastFixtures.smallRun("okok00000001")));
        FileBytesTest.fifo(dir.resolve("pipe.json"));
        Files.createDirectory(dir.resolve("folder.json"));
        Files.createSymbolicLink(dir.resolve("dangling.json"), dir.resolve("gone"));
        Files.createSymbolicLink(dir.resolve("zero.json"), Path.of("/dev/zero"));
        Files.writeString(
                dir.resolve("line\nbreak.json"), RunTraceJson.write(ForecastFixtures.smallRun("nlnl00000001")));
        Files.writeString(dir.resolve("a..b.json"), RunTraceJson.write(ForecastFixtures.smallRun("dots00000001")));
        Files.writeString(dir.resolve("secrets.json"), SECRET + "\n");

        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        StoreIndex index = new StoreIndex(store);
        index.refresh();
        Map<String, String> reasons = index.list().stream()
                .filter(t -> t instanceof StoredTrace.Invalid)
                .collect(Collectors.toMap(StoredTrace::fileName, t -> ((StoredTrace.Invalid) t).reason()));

        assertThat(index.list()).extracting(StoredTrace::fileName).hasSize(8);
        assertThat(reasons)
                .containsEntry("pipe.json", "refused: a FIFO (named pipe), not a regular file; it was not opened")
                .containsEntry("folder.json", "refused: a folder, not a file; it was not read")
                .containsEntry("dangling.json", "refused: a symbolic link to nothing (dangling); it was not read")
                .containsEntry(
                        "zero.json", "refused: a symbolic link to a file outside the trace folder; it was not read")
                .containsEntry(
                        "line\nbreak.json",
                        "refused: a file name the store does not accept (it contains a control character); it was not read")
                .containsEntry(
                        "a..b.json",
                        "refused: a file name the store does not accept (it contains '..'); it was not read")
                .containsEntry("secrets.json", "not JSON: unrecognized token (line 1, column 1)");
        assertThat(reasons.values()).noneMatch(r -> r.contains("R3aLly"));

        // the replay: the same rule and the same reasons, from the same reading
        TraceStoreService service = new TraceStoreService(new TracesProperties(dir, List.of()));
        try {
            for (String name : List.of("pipe.json", "folder.json", "dangling.json", "zero.json", "secrets.json")) {
                assertThat(service.open(name))
                        .as(name)
                        .isInstanceOfSatisfying(
                                TraceStoreService.Lookup.Invalid.class,
                                i -> assertThat(i.reason()).isEqualTo(reasons.get(name)));
            }
            assertThat(service.open("line\nbreak.json")).isInstanceOf(TraceStoreService.Lookup.Refused.class);
            assertThat(service.open("a..b.json")).isInstanceOf(TraceStoreService.Lookup.Refused.class);
            assertThat(service.open("ok.json")).isInstanceOf(TraceStoreService.Lookup.Found.class);
        } finally {
            service.close();
        }
    }

    @Test
    void filesFifosAndDevZeroLinksSwappedInALoopHangNeitherSavesNorReplaysNorTheWatcher() throws Exception {
        TraceStoreService service = new TraceStoreService(new TracesProperties(
                dir, List.of(), null, Duration.ofMillis(50), Duration.ofMillis(200), 5_000, false));
        ExecutorService workers = Executors.newFixedThreadPool(3);
        AtomicBoolean swapping = new AtomicBoolean(true);
        try {
            Path name = dir.resolve("swap.json");
            String valid = RunTraceJson.write(ForecastFixtures.smallRun("swap00000001"));
            Files.writeString(name, valid);
            FileBytesTest.fifo(dir.resolve(".probe-fifo"));
            Files.delete(dir.resolve(".probe-fifo"));
            Future<Integer> swapper = workers.submit(() -> {
                int swaps = 0;
                Instant until = Instant.now().plusSeconds(15);
                for (int i = 0; i < 150 && Instant.now().isBefore(until); i++) {
                    Path tmp = dir.resolve(".swap-" + i);
                    switch (i % 3) {
                        case 0 -> Files.writeString(tmp, valid);
                        case 1 ->
                            new ProcessBuilder("mkfifo", tmp.toString()).start().waitFor();
                        default -> Files.createSymbolicLink(tmp, Path.of("/dev/zero"));
                    }
                    Files.move(tmp, name, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    swaps++;
                }
                swapping.set(false);
                return swaps;
            });
            Future<List<Path>> saves = workers.submit(() -> {
                List<Path> saved = new ArrayList<>();
                for (int i = 0; swapping.get() || i < 3; i++) {
                    saved.add(service.save(ForecastFixtures.smallRun(String.format("save%08d", i))));
                }
                return saved;
            });
            Future<Integer> replays = workers.submit(() -> {
                int n = 0;
                while (swapping.get() || n < 3) {
                    assertThat(service.open("swap.json")).isNotNull();
                    n++;
                }
                return n;
            });
            // bounds against a hang, not timings: each of these took 90 s and more before the fix, or never ended
            assertThat(swapper.get(120, TimeUnit.SECONDS)).isGreaterThan(30);
            List<Path> saved = saves.get(120, TimeUnit.SECONDS);
            assertThat(saved).isNotEmpty().allSatisfy(p -> assertThat(p).isRegularFile());
            assertThat(replays.get(120, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(3);

            // the watcher still lists: a file written behind the service's back appears, and so does every save
            Files.writeString(dir.resolve("after.json"), RunTraceJson.write(ForecastFixtures.smallRun("aftr00000001")));
            awaitTrue(() -> service.list().stream()
                    .anyMatch(t -> t.fileName().equals("after.json") && t instanceof StoredTrace.Valid));
            assertThat(service.list())
                    .extracting(StoredTrace::fileName)
                    .containsAll(
                            saved.stream().map(p -> p.getFileName().toString()).toList());
        } finally {
            swapping.set(false);
            workers.shutdownNow();
            service.close();
        }
    }

    @Test
    void aDevZeroLinkSwappedInUnderAListedRunIsRefusedUnreadNotReadUntilTheHeapIsFull() throws Exception {
        Files.writeString(dir.resolve("run.json"), RunTraceJson.write(ForecastFixtures.smallRun("zero00000001")));
        TraceStoreService service = new TraceStoreService(new TracesProperties(dir, List.of()));
        try {
            assertThat(service.open("run.json")).isInstanceOf(TraceStoreService.Lookup.Found.class);
            Files.delete(dir.resolve("run.json"));
            Files.createSymbolicLink(dir.resolve("run.json"), Path.of("/dev/zero"));
            // the replay reads what the index read; the changed entry is read again, bounded, and refused unread
            assertThat(service.open("run.json"))
                    .isInstanceOfSatisfying(
                            TraceStoreService.Lookup.Invalid.class,
                            i -> assertThat(i.reason())
                                    .isEqualTo(
                                            "refused: a symbolic link to a file outside the trace folder; it was not read"));
        } finally {
            service.close();
        }
    }

    static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        Instant until = Instant.now().plusSeconds(30);
        while (!condition.getAsBoolean()) {
            assertThat(Instant.now()).as("condition within 30 s").isBefore(until);
            TimeUnit.MILLISECONDS.sleep(20);
        }
    }
}
