package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link SavedFiles#write(Path, byte[], SavedFiles.Overwrite)}: the one durable writer's guarantees on a disk that works. */
class DurableWriteTest {

    @TempDir
    Path dir;

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static List<String> names(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aNewFileIsPublishedWholeAndNoTemporaryFileStays() throws Exception {
        Path saved = SavedFiles.write(dir.resolve("sub/a.json"), utf8("{\"a\": 1}"), SavedFiles.Overwrite.NEVER);

        assertThat(saved).isEqualTo(dir.resolve("sub/a.json").toAbsolutePath());
        assertThat(Files.readString(saved)).isEqualTo("{\"a\": 1}");
        assertThat(names(dir.resolve("sub"))).containsExactly("a.json");
    }

    @Test
    void neverReplacesAFileAlreadyUnderTheName() throws Exception {
        Path a = dir.resolve("a.json");
        Files.writeString(a, "someone else's");

        assertThatThrownBy(() -> SavedFiles.write(a, utf8("mine"), SavedFiles.Overwrite.NEVER))
                .isInstanceOf(FileAlreadyExistsException.class)
                .hasMessageContaining("not overwritten");
        assertThat(Files.readString(a)).isEqualTo("someone else's");
        assertThat(names(dir)).containsExactly("a.json");
    }

    @Test
    void replaceSwapsTheOwnFileForTheNewBytes() throws Exception {
        Path a = dir.resolve("session.json");
        SavedFiles.write(a, utf8("one"), SavedFiles.Overwrite.REPLACE);
        SavedFiles.write(a, utf8("two"), SavedFiles.Overwrite.REPLACE);

        assertThat(Files.readString(a)).isEqualTo("two");
        assertThat(names(dir)).containsExactly("session.json");
    }

    /** Many savers of one name at once: the link is atomic, so exactly one wins and its bytes are the file. */
    @Test
    void racingSavesOfOneNameLeaveExactlyOneWinnerAndItsBytes() throws Exception {
        int savers = 8;
        Path target = dir.resolve("race.json");
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger refused = new AtomicInteger();
        List<String> winners = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < savers; i++) {
            String content = "saver " + i + " " + "x".repeat(20_000);
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    start.await();
                    SavedFiles.write(target, utf8(content), SavedFiles.Overwrite.NEVER);
                    winners.add(content);
                } catch (FileAlreadyExistsException e) {
                    refused.incrementAndGet();
                } catch (IOException | InterruptedException e) {
                    throw new AssertionError(e);
                }
            }));
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }

        assertThat(winners).hasSize(1);
        assertThat(refused).hasValue(savers - 1);
        assertThat(Files.readString(target)).isEqualTo(winners.get(0));
        assertThat(names(dir)).containsExactly("race.json");
    }

    @Test
    void startUpCleaningRemovesOnlyOurOldTemporaryFiles() throws Exception {
        Instant now = Instant.parse("2026-12-02T06:00:00Z");
        Path old = Files.writeString(dir.resolve(".a.json.123456789.tmp"), "half");
        Files.setLastModifiedTime(old, FileTime.from(now.minus(Duration.ofMinutes(5))));
        Path young = Files.writeString(dir.resolve(".b.jsonl.42.tmp"), "in progress elsewhere");
        Files.setLastModifiedTime(young, FileTime.from(now.minusSeconds(5)));
        Path foreign = Files.writeString(dir.resolve("notes.tmp"), "not ours");
        Files.setLastModifiedTime(foreign, FileTime.from(now.minus(Duration.ofDays(1))));
        Path saved = Files.writeString(dir.resolve("a.json"), "{}");
        Files.setLastModifiedTime(saved, FileTime.from(now.minus(Duration.ofDays(1))));

        assertThat(SavedFiles.removeStaleTemps(dir, now)).containsExactly(".a.json.123456789.tmp");
        assertThat(names(dir)).containsExactly(".b.jsonl.42.tmp", "a.json", "notes.tmp");
        assertThat(SavedFiles.removeStaleTemps(dir.resolve("missing"), now)).isEmpty();
    }

    /** The writer's temporary files are what the clean-up recognises: one left behind is removed once old. */
    @Test
    void theTemporaryFileNameIsTheOneTheCleaningRecognises() {
        assertThat(DurableWrite.TEMP_FILE
                        .matcher(".judge-run_20261202T060000Z_ab12.json.8812345678901.tmp")
                        .matches())
                .isTrue();
        assertThat(DurableWrite.TEMP_FILE.matcher("judge-run.json").matches()).isFalse();
        assertThat(DurableWrite.TEMP_FILE.matcher(".hidden.tmp").matches()).isFalse();
    }
}
