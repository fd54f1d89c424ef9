package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.random.RandomGenerator;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * "Your runs": one scratch folder per browser session under one root, so a student's runs never change what the
 * others see. Each session folder is a {@link RunTraceStore} of its own (the same durable writer: a temporary file
 * forced to disk, then published atomically, never overwriting), bounded in runs and bytes, emptied by a reset, and
 * removed when its session ends or when it has not changed for {@code maxAge}.
 *
 * <pre>{@code
 * ScratchStore scratch = new ScratchStore(Path.of("traces/.scratch"), Bounds.DEFAULT, TraceLimits.DEFAULT, clock, readers);
 * String token = ScratchStore.newToken(random);   // the session's folder name: random, never the session id
 * scratch.save(token, run);                       // traces/.scratch/<token>/<notebook>_<stamp>_<run_id>.json
 * scratch.list(token);                            // that session's runs only
 * scratch.reset(token);                           // Reset my runs
 * scratch.removeExpired(Instant.now());           // folders of sessions gone for longer than maxAge
 * }</pre>
 */
public final class ScratchStore {

    /** A session's folder name: the hex digits {@link #newToken} makes; anything else is refused. */
    private static final Pattern TOKEN = Pattern.compile("[0-9a-f]{32}");

    private static final DateTimeFormatter SHOWN_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    /**
     * How much one session may keep, and for how long an untouched folder is kept.
     *
     * @param maxRuns  runs kept per session
     * @param maxBytes bytes of run files kept per session
     * @param maxAge   a session folder unchanged for longer is removed (its session is gone or idle)
     */
    public record Bounds(int maxRuns, long maxBytes, Duration maxAge) {
        public static final Bounds DEFAULT = new Bounds(20, 50L * 1024 * 1024, Duration.ofHours(24));

        public Bounds {
            if (maxRuns < 1) {
                throw new IllegalArgumentException("keep at least one run per session, got " + maxRuns);
            }
            if (maxBytes < 1) {
                throw new IllegalArgumentException("keep at least one byte per session, got " + maxBytes);
            }
            if (maxAge.isNegative() || maxAge.isZero()) {
                throw new IllegalArgumentException("the age limit of a session's runs must be positive, got " + maxAge);
            }
        }
    }

    /** A save refused because the session's runs are at a bound; nothing was written. */
    public static final class Full extends IOException {
        private final boolean byCount;
        private final long used;
        private final long limit;

        Full(boolean byCount, long used, long limit) {
            super(
                    byCount
                            ? "your runs are at their limit of " + limit + " runs; reset them or save one to the class"
                            : "your runs would pass their limit of " + limit + " bytes (" + used
                                    + " used); reset them");
            this.byCount = byCount;
            this.used = used;
            this.limit = limit;
        }

        /** True when the count of runs is at its bound, false when the bytes would pass theirs. */
        public boolean byCount() {
            return byCount;
        }

        public long used() {
            return used;
        }

        public long limit() {
            return limit;
        }
    }

    /** What a session keeps now, against its bounds. */
    public record Usage(int runs, long bytes, Bounds bounds) {}

    private final Path root;
    private final Bounds bounds;
    private final TraceLimits limits;
    /** Where a saved run is opened and read within a deadline ({@link RunTraceStore}). */
    private final Executor readers;
    /** What "now" is when a save marks its session folder as in use. */
    private final Clock clock;

    public ScratchStore(Path root, Bounds bounds, TraceLimits limits, Clock clock, Executor readers) {
        this.clock = clock;
        this.root = root.toAbsolutePath().normalize();
        this.bounds = bounds;
        this.limits = limits;
        this.readers = readers;
    }

    public Path root() {
        return root;
    }

    public Bounds bounds() {
        return bounds;
    }

    /** A new session's folder name: 128 random bits in hex, so one session cannot guess another's folder. */
    public static String newToken(RandomGenerator random) {
        return String.format("%016x%016x", random.nextLong(), random.nextLong());
    }

    /** The session's own store: its folder writable, nothing else in it. */
    public RunTraceStore storeOf(String token) {
        return new RunTraceStore(folderOf(token), List.of(), limits, readers);
    }

    Path folderOf(String token) {
        if (!TOKEN.matcher(token).matches()) {
            throw new IllegalArgumentException("refused scratch folder name '" + token + "'");
        }
        return root.resolve(token);
    }

    /** The session's runs, sorted by file name (so by notebook, then time); a session with none lists nothing. */
    public List<StoredTrace> list(String token) {
        return storeOf(token).list();
    }

    /** The session's runs and bytes now. */
    public Usage usage(String token) throws IOException {
        Path folder = folderOf(token);
        int runs = 0;
        long bytes = 0;
        for (Path p : RunTraceStore.listedFiles(folder)) {
            if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                runs++;
                bytes += Files.size(p);
            }
        }
        return new Usage(runs, bytes, bounds);
    }

    /**
     * Saves a run among the session's runs, or refuses with {@link Full} when the session keeps {@code maxRuns} runs
     * already or the file would take it past {@code maxBytes}.
     */
    public Path save(String token, RunTrace run) throws IOException {
        Usage now = usage(token);
        if (now.runs() >= bounds.maxRuns()) {
            throw new Full(true, now.runs(), bounds.maxRuns());
        }
        long size = RunTraceJson.write(run).getBytes(StandardCharsets.UTF_8).length;
        if (now.bytes() + size > bounds.maxBytes()) {
            throw new Full(false, now.bytes(), bounds.maxBytes());
        }
        Path saved = storeOf(token).save(run);
        Files.setLastModifiedTime(folderOf(token), FileTime.from(clock.instant()));
        return saved;
    }

    /**
     * Copies one of the session's runs into {@code classStore} under the same name, with the class store's own
     * durable writer (never overwriting); the session keeps its copy.
     */
    public Path copyTo(String token, String fileName, RunTraceStore classStore)
            throws IOException, InvalidTraceException {
        return classStore.save(storeOf(token).load(fileName));
    }

    /** Reset my runs: deletes the session's folder and everything in it; returns how many runs it held. */
    public int reset(String token) throws IOException {
        Path folder = folderOf(token);
        int runs = (int) RunTraceStore.listedFiles(folder).stream().count();
        deleteFolder(folder);
        return runs;
    }

    /**
     * Removes every session folder unchanged for longer than {@code maxAge} (the server stopped before its sessions
     * ended, or a session is long idle); returns the folder names removed. A missing root has none.
     */
    public List<String> removeExpired(Instant now) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        FileTime cutoff = FileTime.from(now.minus(bounds.maxAge()));
        List<String> removed = new ArrayList<>();
        try (Stream<Path> folders = Files.list(root)) {
            for (Path p : folders.toList()) {
                String name = p.getFileName().toString();
                if (TOKEN.matcher(name).matches()
                        && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS)
                                        .compareTo(cutoff)
                                < 0) {
                    deleteFolder(p);
                    removed.add(name);
                }
            }
        }
        return List.copyOf(removed);
    }

    /** Deletes a session folder's entries (never following a link out of it), then the folder. */
    private static void deleteFolder(Path folder) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path p : entries.sorted(Comparator.reverseOrder()).toList()) {
                // a session folder holds files only; a folder planted inside is left, and so is the session folder
                if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    Files.deleteIfExists(p);
                }
            }
        }
        try {
            Files.deleteIfExists(folder);
        } catch (DirectoryNotEmptyException e) {
            // something other than runs was planted there: the runs are gone, the folder stays
        }
    }

    /**
     * A run's own name in "your runs": notebook, question, seed and time, so two offline runs never look alike.
     * The question is the offline question's id when there is one, else the question's text cut to 60 characters.
     */
    public static String nameOf(RunTrace run) {
        Object id = run.params().get("offline_question_id");
        String question = id != null ? String.valueOf(id) : cut(run.question().question(), 60);
        Object seed = run.params().get("seed");
        String time;
        try {
            time = SHOWN_TIME.format(run.createdAtInstant());
        } catch (RuntimeException e) {
            time = run.createdAt();
        }
        return run.notebook() + " · " + question + (seed == null ? "" : " · seed " + seed) + " · " + time;
    }

    private static String cut(String text, int max) {
        return text.codePointCount(0, text.length()) <= max
                ? text
                : text.substring(0, text.offsetByCodePoints(0, max)) + "…";
    }
}
