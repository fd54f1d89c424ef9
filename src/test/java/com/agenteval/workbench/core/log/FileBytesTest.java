package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one reader of saved files: kinds refused before opening, a FIFO that blocks the open released, one read. */
public class FileBytesTest {

    @TempDir
    Path dir;

    /** A FIFO made with mkfifo(1); the test is skipped where there is none (not Linux or macOS). */
    public static Path fifo(Path at) throws Exception {
        Process p = new ProcessBuilder("mkfifo", at.toString())
                .redirectErrorStream(true)
                .start();
        assumeTrue(p.waitFor() == 0, "mkfifo is available");
        return at;
    }

    @Test
    void aRegularFileIsReadOnceWithTheHashOfExactlyItsBytes() throws Exception {
        Path file = Files.writeString(dir.resolve("a.json"), "{\"x\": 1}\n");
        FileBytes.Read read = FileBytes.read(file, 100, TestReaders.POOL);
        assertThat(new String(read.bytes(), StandardCharsets.UTF_8)).isEqualTo("{\"x\": 1}\n");
        assertThat(read.sha256()).isEqualTo(FileBytes.sha256("{\"x\": 1}\n".getBytes(StandardCharsets.UTF_8)));
        assertThatThrownBy(() -> FileBytes.read(file, 3, TestReaders.POOL))
                .isInstanceOfSatisfying(
                        FileBytes.Refused.class, r -> assertThat(r.size()).isEqualTo(9));
    }

    @Test
    void eachKindThatIsNotARegularFileIsRefusedWithItsKindAndNeverOpened() throws Exception {
        Path fifo = fifo(dir.resolve("pipe.json"));
        Files.createDirectory(dir.resolve("folder.json"));
        Files.createSymbolicLink(dir.resolve("dangling.json"), dir.resolve("nothing-here"));
        Files.createSymbolicLink(dir.resolve("zero.json"), Path.of("/dev/zero"));

        assertThat(FileBytes.notAFile(fifo))
                .isEqualTo("refused: a FIFO (named pipe), not a regular file; it was not opened");
        assertThat(FileBytes.notAFile(dir.resolve("folder.json")))
                .isEqualTo("refused: a folder, not a file; it was not read");
        assertThat(FileBytes.notAFile(dir.resolve("dangling.json")))
                .isEqualTo("refused: a symbolic link to nothing (dangling); it was not read");
        assertThat(FileBytes.notAFile(dir.resolve("zero.json")))
                .isEqualTo("refused: a symbolic link to a character device, not a regular file; it was not opened");
        // were the FIFO opened, this would wait for a writer forever
        assertThatThrownBy(() -> FileBytes.read(fifo, 100, TestReaders.POOL)).hasMessageContaining("FIFO");
        assertThatThrownBy(() -> FileBytes.read(dir.resolve("zero.json"), 100, TestReaders.POOL))
                .hasMessageContaining("device");
    }

    @Test
    void anOpenThatWaitsOnAFifoEndsAtTheDeadlineAndItsThreadIsReleased() throws Exception {
        // what a FIFO swapped in between the check and the open does: the open waits for a writer
        Path fifo = fifo(dir.resolve("swapped.json"));
        // the caller's readers, as app/jobs/BackgroundWork makes them: READERS threads, no queue
        ThreadPoolExecutor readers =
                new ThreadPoolExecutor(0, FileBytes.READERS, 30, TimeUnit.SECONDS, new SynchronousQueue<>());
        try {
            assertThatThrownBy(() -> FileBytes.readWithin(fifo, 100, Duration.ofMillis(300), readers))
                    .isInstanceOf(FileBytes.Refused.class)
                    .hasMessageStartingWith("refused: it did not open and read within 300 ms");
            // the release opened the FIFO read-write: the waiting thread got its writer and went back to the pool
            Instant until = Instant.now().plusSeconds(30);
            while (readers.getActiveCount() > 0 && Instant.now().isBefore(until)) {
                Thread.onSpinWait();
            }
            assertThat(readers.getActiveCount()).isZero();
        } finally {
            readers.shutdownNow();
        }
    }

    @Test
    void whenEveryReaderIsBusyTheReadIsRefusedAtOnceNotQueued() throws Exception {
        Path file = Files.writeString(dir.resolve("a.json"), "{}");
        Executor busy = task -> {
            throw new RejectedExecutionException("busy");
        };
        assertThatThrownBy(() -> FileBytes.read(file, 100, busy))
                .isInstanceOf(FileBytes.Refused.class)
                .hasMessageStartingWith("refused: every file reader is busy");
    }

    @Test
    void whatWasOpenedMustBeTheSizeItSaysAProcFileIsNot() throws Exception {
        Path proc = Path.of("/proc/self/status");
        assumeTrue(Files.isRegularFile(proc), "a Linux /proc");
        // a regular file to stat, but its handle says size 0 whatever it gives: not a file the store reads
        assertThatThrownBy(() -> FileBytes.read(proc, 1_000_000, TestReaders.POOL))
                .isInstanceOf(FileBytes.Refused.class)
                .hasMessageContaining("not a regular file");
    }
}
