package com.agenteval.workbench.core.log;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;

/**
 * The one way a saved file's bytes are read (run traces, panels, judge runs, live world runs, MCP sessions): the
 * entry is checked to be a regular file before it is opened, opened and read on a thread of the caller's readers (a
 * small bounded pool) within a deadline, read once up to one byte past the size limit, and the opened handle is
 * checked after the read.
 *
 * <pre>{@code
 * ExecutorService readers = work.pool("trace-file-read", FileBytes.READERS, 0);   // app/jobs/BackgroundWork
 * FileBytes.Read read = FileBytes.read(path, 25 * 1024 * 1024, readers);  // throws Refused, with a reason, never hangs
 * read.bytes(); read.sha256();                                             // the hash of exactly the bytes read
 * }</pre>
 *
 * <p>Why a pool: Java has no non-blocking open, and opening a FIFO for reading blocks until a writer comes; a stat
 * before the open cannot close the gap in which a FIFO is swapped in under the name (and opening read-write, which
 * never blocks on a FIFO, fails on a file that is only readable). So the open runs on a thread of {@code readers} and
 * the caller waits at most {@link #DEADLINE}; a FIFO found at the name then is opened read-write for a moment (which
 * never blocks on Linux), and that releases the stuck open. Whoever called (the store's watcher, a save, a page)
 * therefore never waits longer than the deadline, whatever the folder holds. Core starts no threads: the readers are
 * the caller's, a pool of {@link #READERS} threads with no queue from app/jobs/BackgroundWork, which refuses a read
 * when every reader is busy.
 *
 * <p>Why the checks after the read: the handle opened may not be the entry stat'ed (a swap in between). The bytes
 * read must equal the handle's own size (a device or a FIFO reports 0, {@code /dev/zero} never ends), and the entry
 * must still be the same file ({@link BasicFileAttributes#fileKey()}, size, modification time) as before the open.
 */
public final class FileBytes {

    /** How long a caller waits for one file to open and be read; a local 25 MB file takes well under a second. */
    public static final Duration DEADLINE = Duration.ofSeconds(5);
    /**
     * The readers' threads to give a pool of them, and no queue: reads under way at once; a thread can only be lost
     * to a FIFO unlinked while its open waited.
     */
    public static final int READERS = 8;

    private FileBytes() {}

    /** The bytes read and the SHA-256 of exactly those bytes. */
    public record Read(byte[] bytes, String sha256) {
        public Read {
            Objects.requireNonNull(bytes);
            Objects.requireNonNull(sha256);
        }
    }

    /**
     * Why a file is not read. The reason never quotes the file's content or a link's target; {@link #size} is the
     * size found when the file is over the limit, else -1.
     */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final long size;

        Refused(String reason, long size) {
            super(reason);
            this.size = size;
        }

        Refused(String reason) {
            this(reason, -1);
        }

        public String reason() {
            return Objects.requireNonNull(getMessage(), "built with a reason");
        }

        /** The size over the limit, or -1 when the refusal is not about size. */
        public long size() {
            return size;
        }
    }

    /**
     * Why the entry is not a regular file, from its attributes alone (nothing is opened), or null when it is one:
     * a folder, a FIFO, a device, a socket, a dangling symbolic link, or an entry that vanished.
     */
    public static @Nullable String notAFile(Path file) {
        BasicFileAttributes own;
        try {
            own = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            // missing, or not ours to stat: the exception's class says which; its message may quote the path only
            return "cannot read the file: " + e.getClass().getSimpleName();
        }
        BasicFileAttributes target;
        try {
            target = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return own.isSymbolicLink()
                    ? "refused: a symbolic link to nothing (dangling); it was not read"
                    : "refused: it vanished while it was listed";
        }
        if (target.isRegularFile()) {
            return null;
        }
        String via = own.isSymbolicLink() ? "a symbolic link to " : "";
        if (target.isDirectory()) {
            return "refused: " + via + "a folder, not a file; it was not read";
        }
        return "refused: " + via + kindOf(file) + ", not a regular file; it was not opened";
    }

    /** A FIFO, a device, a socket: told apart by the Unix mode where the platform has it. */
    private static String kindOf(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode");
            return switch (mode & 0170000) {
                case 0010000 -> "a FIFO (named pipe)";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0140000 -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
    }

    /** {@link #read(Path, long, Duration, Executor)} within {@link #DEADLINE}. */
    public static Read read(Path file, long maxBytes, Executor readers) throws Refused {
        return read(file, maxBytes, DEADLINE, readers);
    }

    /**
     * Reads {@code file} once, at most {@code maxBytes}, opened on a thread of {@code readers}: refused when it is not
     * a regular file, over the limit before or during the read, changed or swapped while it was read, not opened and
     * read within {@code deadline}, or when {@code readers} refuses the read (every reader busy).
     */
    public static Read read(Path file, long maxBytes, Duration deadline, Executor readers) throws Refused {
        String notAFile = notAFile(file);
        if (notAFile != null) {
            throw new Refused(notAFile);
        }
        BasicFileAttributes before = attributes(file);
        if (before.size() > maxBytes) {
            throw new Refused("too large", before.size());
        }
        byte[] bytes = readWithin(file, maxBytes, deadline, readers);
        if (bytes.length > maxBytes) {
            throw new Refused("too large", bytes.length);
        }
        BasicFileAttributes after = attributes(file);
        if (!Objects.equals(before.fileKey(), after.fileKey())
                || before.size() != after.size()
                || !before.lastModifiedTime().equals(after.lastModifiedTime())
                || !after.isRegularFile()) {
            throw new Refused("refused: it changed while it was read; it is read again at the next re-scan");
        }
        return new Read(bytes, sha256(bytes));
    }

    /**
     * Opens and reads on a thread of {@code readers}, waiting at most {@code deadline}; a FIFO that kept the open
     * waiting is released.
     */
    static byte[] readWithin(Path file, long maxBytes, Duration deadline, Executor readers) throws Refused {
        AtomicBoolean started = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        FutureTask<byte[]> reading = new FutureTask<>(() -> {
            started.set(true);
            try {
                if (Thread.currentThread().isInterrupted()) {
                    // cancelled as it started: not opened, so no FIFO can keep this thread
                    throw new Refused("refused: interrupted before it was opened");
                }
                return readOpened(file, maxBytes);
            } finally {
                finished.countDown();
            }
        });
        try {
            readers.execute(reading);
        } catch (RejectedExecutionException e) {
            throw new Refused("refused: every file reader is busy (" + READERS + " files did not open in time); "
                    + "try again in a moment");
        }
        try {
            return reading.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            reading.cancel(true);
            release(file, started, finished);
            throw new Refused("refused: it did not open and read within " + deadline.toMillis()
                    + " ms (a FIFO or a device swapped in under its name?)");
        } catch (InterruptedException e) {
            reading.cancel(true);
            Thread.currentThread().interrupt();
            throw new Refused("refused: interrupted while it was read");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Refused r) {
                throw r;
            }
            // the exception's class says what failed; its message may quote the path only
            Throwable failure = Objects.requireNonNull(e.getCause(), "an ExecutionException wraps the failure");
            throw new Refused("cannot read the file: " + failure.getClass().getSimpleName());
        }
    }

    private static byte[] readOpened(Path file, long maxBytes) throws IOException, Refused {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
                InputStream in = Channels.newInputStream(channel)) {
            long size = channel.size();
            if (size > maxBytes) {
                throw new Refused("too large", size);
            }
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            // the handle's own size (fstat): a FIFO or a device says 0 whatever it gave, a regular file what it holds
            if (bytes.length <= maxBytes && channel.size() != bytes.length) {
                throw new Refused("refused: what was opened is not a regular file, or it changed while it was read");
            }
            return bytes;
        }
    }

    private static BasicFileAttributes attributes(Path file) throws Refused {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new Refused("refused: it vanished while it was read");
        } catch (IOException e) {
            throw new Refused("cannot read the file: " + e.getClass().getSimpleName());
        }
    }

    /** How often, at most, a timed-out read's FIFO is opened read-write until its reader has finished. */
    private static final int RELEASE_TRIES = 40;
    /** How long each try waits for the reader to finish: 40 tries, 2 s at most, only for a FIFO that held an open. */
    private static final long RELEASE_WAIT_MS = 50;

    /**
     * Frees the reader of a read that timed out. One writer's open and close would free an open already waiting, but
     * on a loaded machine the reader may reach its open only after that, and would then wait for ever: so the FIFO
     * is opened read-write again until the reader says it has finished (bounded). A read that never started (the
     * cancel came first) holds no thread.
     */
    private static void release(Path file, AtomicBoolean started, CountDownLatch finished) {
        if (!started.get()) {
            return;
        }
        for (int i = 0; i < RELEASE_TRIES; i++) {
            releaseFifo(file);
            try {
                if (finished.await(RELEASE_WAIT_MS, TimeUnit.MILLISECONDS)) {
                    return;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * A read that timed out is most likely an open waiting on a FIFO for a writer: opening the FIFO read-write gives
     * it one, without blocking (Linux opens a FIFO read-write at once), and closing it ends the read at once.
     */
    private static void releaseFifo(Path file) {
        try {
            if (((Integer) Files.getAttribute(file, "unix:mode") & 0170000) == 0010000) {
                try (FileChannel ignored = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                    // opened and closed: the waiting reader has had its writer and now reads the end of the input
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, swapped again, or not ours to open: the stuck thread is lost to the pool's bound, nothing more
        }
    }

    /** The content hash that versions a saved file: the store index's stamp and the shared replay cache's key. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
