package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.SavedFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link RunTraceStore} lists, kept in memory: each file is read once and read again only when its stamp
 * (size, modification time) changed and its content hash did too. A re-scan of unchanged files costs one
 * {@code stat} each, so pages read the listing from here instead of re-reading every file on every visit.
 *
 * <pre>{@code
 * StoreIndex index = new StoreIndex(store);
 * index.refresh();                       // reads every file once
 * List<StoredTrace> all = index.list();  // the same order and content as store.list()
 * index.refresh();                       // after a save: only the new file is read
 * }</pre>
 */
public final class StoreIndex {

    /**
     * What identifies one version of a file: size, modification time and file key (cheap, checked on every re-scan)
     * and the hash of the bytes read (null when none were: refused, or over the size limit).
     */
    public record FileStamp(
            long size,
            long modifiedMillis,
            @Nullable Object fileKey,
            @Nullable String sha256) {

        public FileStamp(long size, long modifiedMillis, @Nullable String sha256) {
            this(size, modifiedMillis, null, sha256);
        }

        boolean sameFile(FileStamp other) {
            return size == other.size
                    && modifiedMillis == other.modifiedMillis
                    && Objects.equals(fileKey, other.fileKey);
        }

        /**
         * The entry as {@code stat} sees it, no hash; null when it vanished. A symbolic link is stamped with its
         * own file key and its target's (a link re-pointed, or its target replaced, is a new version).
         */
        static @Nullable FileStamp of(Path file) {
            BasicFileAttributes own;
            try {
                own = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException vanished) {
                return null;
            }
            if (!own.isSymbolicLink()) {
                return new FileStamp(own.size(), own.lastModifiedTime().toMillis(), own.fileKey(), null);
            }
            try {
                BasicFileAttributes target = Files.readAttributes(file, BasicFileAttributes.class);
                return new FileStamp(
                        target.size(),
                        target.lastModifiedTime().toMillis(),
                        Arrays.asList(own.fileKey(), target.fileKey()),
                        null);
            } catch (IOException dangling) {
                return new FileStamp(-1, own.lastModifiedTime().toMillis(), Arrays.asList(own.fileKey(), null), null);
            }
        }
    }

    private record Entry(FileStamp stamp, StoredTrace stored) {}

    /** A listed file and the hash of the bytes it was parsed from (null when it was refused unread). */
    public record Listed(StoredTrace stored, @Nullable String sha256) {}

    private final RunTraceStore store;
    /** Replaced whole, never changed: a scan reads it without a lock and publishes a new one under {@link #publish}. */
    private volatile Map<Path, Entry> entries = Map.of();

    private volatile List<StoredTrace> listed = List.of();
    private volatile long version;
    private final AtomicLong parsed = new AtomicLong();
    private final AtomicLong scans = new AtomicLong();
    /** Guards only the publication of a finished scan (no I/O under it). */
    private final Object publish = new Object();

    private long publishedScan;

    public StoreIndex(RunTraceStore store) {
        this.store = Objects.requireNonNull(store);
    }

    public RunTraceStore store() {
        return store;
    }

    /** The last listing: the writable folder's files, then each read-only folder's, each sorted by name. */
    public List<StoredTrace> list() {
        return listed;
    }

    /** Goes up by one whenever a refresh changed the listing; a key for anything derived from it. */
    public long version() {
        return version;
    }

    /** How many times a file's bytes were parsed since this index was made (a re-scan of unchanged files adds 0). */
    public long parsedFiles() {
        return parsed.get();
    }

    /** The stamp of a listed file, or null when it is not listed. */
    public @Nullable FileStamp stamp(Path file) {
        Entry e = entries.get(file);
        return e == null ? null : e.stamp();
    }

    /**
     * The listed file of that name (the writable folder first, as {@link RunTraceStore#open} looks), checked to be
     * the version listed with one {@code stat}; a file changed since is read now by a refresh. Empty when no folder
     * lists it. The name is checked with the store's one name rule first.
     */
    public Optional<Listed> current(String fileName) {
        RunTraceStore.checkFileName(fileName);
        for (int attempt = 0; attempt < 2; attempt++) {
            Optional<Map.Entry<Path, Entry>> hit = named(fileName);
            if (hit.isPresent()
                    && unchanged(hit.get().getKey(), hit.get().getValue().stamp())) {
                Entry e = hit.get().getValue();
                return Optional.of(new Listed(e.stored(), e.stamp().sha256()));
            }
            if (attempt == 0) {
                refresh();
            } else if (hit.isPresent()) {
                Entry e = hit.get().getValue(); // changed again meanwhile: the version the refresh just read
                return Optional.of(new Listed(e.stored(), e.stamp().sha256()));
            }
        }
        return Optional.empty();
    }

    private Optional<Map.Entry<Path, Entry>> named(String fileName) {
        Map<Path, Entry> now = entries;
        List<Path> folders = new ArrayList<>();
        folders.add(store.folder());
        folders.addAll(store.readOnlyFolders());
        for (Path dir : folders) {
            Path file = dir.resolve(fileName);
            Entry e = now.get(file);
            if (e != null) {
                return Optional.of(Map.entry(file, e));
            }
        }
        return Optional.empty();
    }

    private static boolean unchanged(Path file, FileStamp stamp) {
        FileStamp now = FileStamp.of(file);
        return now != null && stamp.sameFile(now);
    }

    /**
     * Re-scans every folder: new files are read, changed ones re-read, deleted ones dropped. Returns true when the
     * listing changed. A file that vanishes between the listing and the read is simply not listed this time.
     *
     * <p>No lock is held while files are read: scans run side by side (the watcher's and a save's), each from the
     * last published listing, and a scan publishes only if no scan that started after it has published already, so a
     * slow scan never replaces a newer listing and a save's refresh never waits behind another scan's reads.
     */
    public boolean refresh() {
        long scan = scans.incrementAndGet();
        Map<Path, Entry> before = entries;
        Map<Path, Entry> seen = new LinkedHashMap<>();
        List<StoredTrace> out = new ArrayList<>();
        scan(store.folder(), false, before, seen, out);
        for (Path extra : store.readOnlyFolders()) {
            scan(extra, true, before, seen, out);
        }
        synchronized (publish) {
            if (scan < publishedScan) {
                return false;
            }
            publishedScan = scan;
            boolean changed = !sameListing(entries, seen);
            entries = Map.copyOf(seen);
            if (changed) {
                listed = RunTraceStore.joinOutcomes(out);
                version++;
            }
            return changed;
        }
    }

    private static boolean sameListing(Map<Path, Entry> a, Map<Path, Entry> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (Map.Entry<Path, Entry> e : b.entrySet()) {
            Entry same = Objects.requireNonNull(a.get(e.getKey()), "the key sets are equal");
            if (same.stored() != e.getValue().stored()) {
                return false;
            }
        }
        return true;
    }

    private void scan(
            Path dir, boolean readOnly, Map<Path, Entry> before, Map<Path, Entry> seen, List<StoredTrace> out) {
        List<Path> files;
        try {
            files = RunTraceStore.listedFiles(dir);
        } catch (UncheckedIOException e) {
            files = List.of(); // an unreadable folder lists nothing, as a missing one does
        }
        for (Path file : files) {
            if (seen.containsKey(file)) {
                continue; // a folder given twice is listed once
            }
            FileStamp seenNow = FileStamp.of(file);
            if (seenNow == null) {
                continue; // vanished
            }
            Entry old = before.get(file);
            Entry now;
            if (old != null && old.stamp().sameFile(seenNow)) {
                now = old;
            } else {
                RunTraceStore.Hashed read = store.readHashed(
                        dir, file, readOnly, old == null ? null : old.stamp().sha256());
                FileStamp stamp =
                        new FileStamp(seenNow.size(), seenNow.modifiedMillis(), seenNow.fileKey(), read.sha256());
                if (read.stored() == null && old != null) {
                    now = new Entry(stamp, old.stored()); // touched, same bytes: keep what was parsed
                } else {
                    parsed.incrementAndGet();
                    now = new Entry(stamp, Objects.requireNonNull(read.stored()));
                }
            }
            seen.put(file, now);
            out.add(now.stored());
        }
    }

    /**
     * One file of the store as the listing shows it. An invalid file keeps its name and reason; its other columns are
     * empty.
     *
     * @param outcome {@code YES}, {@code NO}, or empty while the question is open; for a panel, how many resolved
     * @param kind    {@link #RUN}, {@link #PANEL}, {@link #OUTCOMES} (a panel's recovery file) or {@link #INVALID}
     */
    public record StoreRow(
            String fileName,
            boolean valid,
            String reason,
            String notebook,
            String provider,
            String question,
            String created,
            @Nullable Integer agents,
            @Nullable Integer tokens,
            String outcome,
            boolean readOnly,
            String kind) {

        /** How a panel's question column starts; the validity column says panel too. */
        public static final String PANEL = "evaluation panel";

        public static final String OUTCOMES = "outcomes of the panel";
        public static final String RUN = "run";
        public static final String INVALID = "invalid";

        /** Validity classes the filter offers: a run that loads, a panel, a panel's outcomes, a file that does not. */
        public static final List<String> VALIDITIES = List.of("valid", "panel", "outcomes", "invalid");
        /** Outcome classes the filter offers: resolved YES or NO, a run still open, and everything that is no run. */
        public static final List<String> OUTCOMES_FILTER = List.of("YES", "NO", "open", "other");

        /** The short run name: notebook and creation time to the minute; the file name when there is neither. */
        public String shortName() {
            if (notebook.isEmpty() || created.isEmpty()) {
                return fileName;
            }
            String time = created.length() >= 16 ? created.substring(0, 16).replace('T', ' ') : created;
            return notebook + " " + time;
        }

        /** One of {@link #VALIDITIES}. */
        public String validityClass() {
            return switch (kind) {
                case PANEL -> "panel";
                case OUTCOMES -> "outcomes";
                case INVALID -> "invalid";
                default -> "valid";
            };
        }

        /** One of {@link #OUTCOMES_FILTER}. */
        public String outcomeClass() {
            if (!RUN.equals(kind)) {
                return "other";
            }
            return outcome.isEmpty() ? "open" : outcome;
        }

        public static List<StoreRow> all(List<StoredTrace> stored) {
            return stored.stream().map(StoreRow::of).toList();
        }

        public static StoreRow of(StoredTrace stored) {
            if (stored instanceof StoredTrace.Valid v) {
                RunTrace run = v.run();
                Double outcome = run.question().resolvedOutcome();
                return new StoreRow(
                        v.fileName(),
                        true,
                        "",
                        run.notebook(),
                        run.provider(),
                        run.question().question(),
                        run.createdAt(),
                        run.agents().size(),
                        run.totalTokens(),
                        outcome == null ? "" : outcome == 1.0 ? "YES" : "NO",
                        v.readOnly(),
                        RUN);
            }
            if (stored instanceof StoredTrace.Panel p) {
                EvaluationPanel panel = p.panel();
                long resolved = panel.resolvedCount();
                // a panel's notebook, provider and time are optional in its file; the listing shows them empty
                return new StoreRow(
                        p.fileName(),
                        true,
                        "",
                        orEmpty(panel.notebook()),
                        orEmpty(panel.provider()),
                        PANEL + ": " + panel.questions().size() + " questions",
                        orEmpty(panel.createdAt()),
                        panel.nAgents(),
                        null,
                        resolved == 0
                                ? "not resolved"
                                : resolved + " of " + panel.questions().size() + " resolved"
                                        + (panel.outcomesFrom() == null ? "" : " (" + panel.outcomesFrom() + ")"),
                        p.readOnly(),
                        PANEL);
            }
            if (stored instanceof StoredTrace.Outcomes o) {
                return new StoreRow(
                        o.fileName(),
                        true,
                        "",
                        "",
                        "",
                        OUTCOMES + " "
                                + (o.panelFile() == null
                                        ? o.recovery().originalCapture() + " (not in the store)"
                                        : o.panelFile()),
                        orEmpty(o.recovery().retrievedAt()),
                        null,
                        null,
                        o.recovery().records().size() + " recovered",
                        o.readOnly(),
                        OUTCOMES);
            }
            StoredTrace.Invalid i = (StoredTrace.Invalid) stored;
            return new StoreRow(i.fileName(), false, i.reason(), "", "", "", "", null, null, "", i.readOnly(), INVALID);
        }

        private static String orEmpty(@Nullable String text) {
            return text == null ? "" : text;
        }
    }

    /**
     * The student's copy of the book's {@code forecast_traces/} folder (or the whole book folder), kept for the
     * installation in {@value #SETTING_FILE} inside the traces folder and read-only: it is listed and replayed, never
     * written.
     *
     * <pre>{@code
     * BookFolder book = BookFolder.of("../ml4t/24_autonomous_agents/forecast_traces");  // refused: says why
     * BookFolder.save(tracesDir, book);
     * BookFolder.load(tracesDir);                                                       // empty until saved
     * }</pre>
     */
    public record BookFolder(Path path) {

        /** A hidden, non-JSON file: never listed as a trace. */
        public static final String SETTING_FILE = ".workbench-book-folder";
        /** Longer than any real path; a longer value is refused before it touches the file system. */
        public static final int MAX_LENGTH = 4096;

        /** The most entries a book folder may hold by default; the book's {@code forecast_traces/} holds a few dozen. */
        public static final int DEFAULT_MAX_ENTRIES = 5_000;

        /**
         * Folders that are never a copy of the book, whatever they hold: the root, the system's own trees (and
         * everything under them), and the roots of the home folders. The listing shows every {@code .json} name of a
         * folder, so these would make the page a window onto the server.
         */
        static final List<Path> SYSTEM_TREES = Stream.of("/proc", "/sys", "/dev", "/etc", "/boot", "/run", "/var/run")
                .map(Path::of)
                .toList();

        static final List<Path> SYSTEM_FOLDERS = Stream.of("/", "/home", "/root", "/Users", "/var", "/usr", "/tmp")
                .map(Path::of)
                .toList();

        public BookFolder {
            path = path.toAbsolutePath().normalize();
            if (!Files.isDirectory(path)) {
                throw new IllegalArgumentException(
                        path + " is not a folder" + (Files.exists(path) ? "" : " (it does not exist)"));
            }
            if (!Files.isReadable(path)) {
                throw new IllegalArgumentException(path + " is a folder this workbench cannot read");
            }
            refuseSystemFolder(path);
        }

        /** Refuses the root, a system tree or a home root, by its path and by where its links lead. */
        private static void refuseSystemFolder(Path path) {
            Path real;
            try {
                real = path.toRealPath();
            } catch (IOException e) {
                throw new IllegalArgumentException(path + " is a folder this workbench cannot read");
            }
            Path home = Path.of(System.getProperty("user.home", "/"))
                    .toAbsolutePath()
                    .normalize();
            for (Path p : List.of(path, real)) {
                boolean system = SYSTEM_FOLDERS.contains(p)
                        || p.equals(home)
                        || SYSTEM_TREES.stream().anyMatch(p::startsWith);
                if (system) {
                    throw new IllegalArgumentException(path + " is a system folder or a home root, not a copy of the "
                            + "book's forecast_traces/; choose the folder that holds the book's trace files");
                }
            }
        }

        /**
         * The folder a student typed, refused as {@link #of(String)} refuses it and also when it holds more than
         * {@code maxEntries} entries (counted up to one past the bound, so a huge folder costs no more than that).
         */
        public static BookFolder of(String typed, int maxEntries) {
            BookFolder folder = of(typed);
            long entries = 0;
            try (DirectoryStream<Path> all = Files.newDirectoryStream(folder.path())) {
                for (Path ignored : all) {
                    if (++entries > maxEntries) {
                        throw new IllegalArgumentException(folder.path() + " holds more than " + maxEntries
                                + " entries, the limit for a book folder (workbench.traces.book-folder-max-entries); "
                                + "choose the book's forecast_traces/ folder itself");
                    }
                }
            } catch (IOException | DirectoryIteratorException e) {
                throw new IllegalArgumentException(folder.path() + " is a folder this workbench cannot read");
            }
            return folder;
        }

        /** The folder a student typed; refused with the reason when it is empty, too long or not a readable folder. */
        public static BookFolder of(String typed) {
            if (typed == null || typed.isBlank()) {
                throw new IllegalArgumentException("give the path of a folder");
            }
            String trimmed = typed.strip();
            if (trimmed.length() > MAX_LENGTH) {
                throw new IllegalArgumentException("the path is longer than " + MAX_LENGTH + " characters");
            }
            if (trimmed.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw new IllegalArgumentException("the path contains a control character");
            }
            try {
                return new BookFolder(Path.of(trimmed));
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException("not a path: " + e.getReason());
            }
        }

        /** The saved book folder, or empty when none is saved or the saved one is no longer a readable folder. */
        public static Optional<BookFolder> load(Path tracesDir) {
            Path setting = tracesDir.resolve(SETTING_FILE);
            try {
                if (!Files.isRegularFile(setting) || Files.size(setting) > MAX_LENGTH + 2) {
                    return Optional.empty();
                }
                return Optional.of(of(Files.readString(setting, StandardCharsets.UTF_8)));
            } catch (IOException | IllegalArgumentException e) {
                return Optional.empty();
            }
        }

        /** Keeps the folder for the installation. */
        public static void save(Path tracesDir, BookFolder folder) throws IOException {
            SavedFiles.write(
                    tracesDir.resolve(SETTING_FILE),
                    (folder.path() + "\n").getBytes(StandardCharsets.UTF_8),
                    SavedFiles.Overwrite.REPLACE);
        }

        /** Forgets the saved folder. */
        public static void clear(Path tracesDir) throws IOException {
            Files.deleteIfExists(tracesDir.resolve(SETTING_FILE));
        }
    }
}
