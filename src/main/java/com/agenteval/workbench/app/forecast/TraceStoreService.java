package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.ScratchStore;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.core.log.FileBytes;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * The run-trace store as the pages see it: the configured folder plus the read-only ones ({@link TracesProperties}).
 * It adapts {@link RunTraceStore}, which refuses hostile names and never overwrites, and turns every way a file can
 * fail to open into a {@link Lookup} a page can show.
 */
@Service
@EnableConfigurationProperties({TracesProperties.class, ScratchProperties.class})
public class TraceStoreService {

    private static final Logger LOG = LoggerFactory.getLogger(TraceStoreService.class);

    /** About what one replay analysis takes in memory: derived fields, the timeline, the audit and gates. */
    private static final long REPLAY_BYTES = 64_000;

    private final TracesProperties properties;
    private final Clock clock;
    /** The store's files in memory, kept current by {@link #watcher}; rebuilt when the book folder changes. */
    private volatile StoreIndex index;

    private final ResultCache results;
    /** Where the store's files are opened and read within a deadline ({@link FileBytes}): a pool of the app's. */
    private final Executor readers;

    private final StoreWatcher watcher;
    /** "Your runs": each session's scratch folder. */
    private final ScratchStore scratch;

    private final ScratchProperties scratchProperties;
    private final SecureRandom tokens = new SecureRandom();
    /** The listing's rows, made once per version of an index rather than once per visit. */
    private final Map<StoreIndex, Rows> rows = Collections.synchronizedMap(new WeakHashMap<>());
    /**
     * The indexes of the book folders sessions chose, shared by the sessions that chose the same folder; the least
     * recently used goes beyond {@link #SESSION_FOLDERS}. Guarded by itself; no I/O under it.
     */
    private final Map<Path, StoreIndex> sessionIndexes = new LinkedHashMap<>(16, 0.75f, true);

    static final int SESSION_FOLDERS = 8;

    private record Rows(long version, List<StoreRow> rows) {}

    /** A service with its own result cache and background work (tests, the hostile suite). */
    public TraceStoreService(TracesProperties properties) {
        this(properties, ScratchProperties.defaults());
    }

    /** The same with the given session-run bounds (tests). */
    public TraceStoreService(TracesProperties properties, ScratchProperties scratch) {
        this(
                properties,
                scratch,
                new ResultCache(new CacheProperties(16)),
                new BackgroundWork(),
                ClockConfiguration.system());
    }

    TraceStoreService(TracesProperties properties, ResultCache results) {
        this(properties, ScratchProperties.defaults(), results, new BackgroundWork(), ClockConfiguration.system());
    }

    @Autowired
    TraceStoreService(
            TracesProperties properties,
            ScratchProperties scratch,
            ResultCache results,
            BackgroundWork work,
            Clock clock) {
        this.clock = clock;
        this.properties = properties;
        this.results = results;
        this.scratchProperties = scratch;
        this.readers = work.pool("trace-file-read", FileBytes.READERS, 0);
        this.scratch =
                new ScratchStore(scratch.root(properties.dir()), scratch.bounds(), properties.limits(), clock, readers);
        removeExpiredSessionRuns();
        this.index = indexWith(BookFolder.load(properties.dir()).orElse(null));
        RunTraceStore store = index.store();
        try {
            // a save interrupted by a crash or a kill leaves its temporary file; nothing else ever removes it
            List<String> removed = store.removeStaleTempFiles(clock.instant());
            if (!removed.isEmpty()) {
                LOG.info(
                        "removed {} temporary file(s) left by interrupted saves in {}", removed.size(), store.folder());
            }
        } catch (IOException e) {
            LOG.warn("could not remove temporary files of interrupted saves in {}: {}", store.folder(), e.toString());
        }
        this.watcher = new StoreWatcher(
                this::indexes, properties.rescan(), properties.rescanMax(), work.loop("trace-store-watcher"));
    }

    /** Stops watching the folders (the context closes; tests start many). */
    @jakarta.annotation.PreDestroy
    public void close() {
        watcher.close();
    }

    private StoreIndex indexWith(@Nullable BookFolder book) {
        StoreIndex made = new StoreIndex(storeWith(book));
        made.refresh();
        return made;
    }

    private RunTraceStore store() {
        return index.store();
    }

    /** Every index the watcher keeps current: the installation's, then the sessions' book folders'. */
    private List<StoreIndex> indexes() {
        List<StoreIndex> all = new ArrayList<>();
        all.add(index);
        synchronized (sessionIndexes) {
            all.addAll(sessionIndexes.values());
        }
        return all;
    }

    /** The index a session sees: its own book folder's when it chose one, else the installation's. */
    private StoreIndex index(BookFolderChoice choice) {
        Optional<BookFolder> book = choice.folder();
        if (book.isEmpty()) {
            return index;
        }
        Path key = book.get().path();
        synchronized (sessionIndexes) {
            StoreIndex known = sessionIndexes.get(key);
            if (known != null) {
                return known;
            }
        }
        StoreIndex made = indexWith(book.get()); // reads the folder: outside the lock
        synchronized (sessionIndexes) {
            StoreIndex raced = sessionIndexes.putIfAbsent(key, made);
            if (sessionIndexes.size() > SESSION_FOLDERS) {
                sessionIndexes.remove(sessionIndexes.keySet().iterator().next());
            }
            return raced == null ? made : raced;
        }
    }

    private RunTraceStore storeWith(@Nullable BookFolder book) {
        List<Path> readOnly = new ArrayList<>(properties.readOnly());
        if (book != null
                && readOnly.stream()
                        .noneMatch(p -> p.toAbsolutePath().normalize().equals(book.path()))) {
            readOnly.add(book.path());
        }
        return new RunTraceStore(properties.dir(), readOnly, properties.limits(), readers);
    }

    /** The book folder kept for this installation, if any. */
    public Optional<Path> bookFolder() {
        return BookFolder.load(store().folder()).map(BookFolder::path);
    }

    /** The book folder a session sees: the one it chose, else the installation's. */
    public Optional<Path> bookFolder(BookFolderChoice choice) {
        return choice.folder().map(BookFolder::path).or(this::bookFolder);
    }

    /** Whether a visitor may set the installation's book folder: from the server's machine, or where allowed. */
    public boolean mayChooseForInstallation(boolean local) {
        return local || properties.bookFolderInstallationRemote();
    }

    /**
     * Keeps {@code typed} as the book folder (read-only) for the whole installation and lists it from now on; returns
     * why it was refused, or empty when it was kept.
     */
    public synchronized Optional<String> useBookFolder(String typed) {
        BookFolder book;
        try {
            book = BookFolder.of(typed, properties.bookFolderMaxEntries());
        } catch (IllegalArgumentException refused) {
            return Optional.of(Objects.requireNonNullElse(refused.getMessage(), "not a usable book folder"));
        }
        try {
            BookFolder.save(store().folder(), book);
        } catch (IOException e) {
            return Optional.of("cannot keep the setting in " + store().folder() + ": "
                    + e.getClass().getSimpleName());
        }
        index = indexWith(book);
        return Optional.empty();
    }

    /**
     * Keeps {@code typed} as the session's book folder, or the installation's when {@code installationWide} and
     * {@link #mayChooseForInstallation} allows it; returns why it was refused, or empty when it was kept.
     */
    public Optional<String> useBookFolder(
            BookFolderChoice choice, String typed, boolean installationWide, boolean local) {
        if (installationWide) {
            if (!mayChooseForInstallation(local)) {
                return Optional.of(INSTALLATION_ONLY_LOCAL);
            }
            Optional<String> refused = useBookFolder(typed);
            if (refused.isEmpty()) {
                choice.choose(null);
            }
            return refused;
        }
        try {
            BookFolder book = BookFolder.of(typed, properties.bookFolderMaxEntries());
            choice.choose(book);
            index(choice);
            return Optional.empty();
        } catch (IllegalArgumentException refused) {
            return Optional.of(Objects.requireNonNullElse(refused.getMessage(), "not a usable book folder"));
        }
    }

    /** The refusal of an installation-wide choice from another machine. */
    static final String INSTALLATION_ONLY_LOCAL = "the book folder of the whole installation is set from the "
            + "server's own machine (or where workbench.traces.book-folder-installation-remote=true); "
            + "this choice would be for your session only";

    /** Forgets the session's book folder, or the installation's when asked and allowed. */
    public Optional<String> forgetBookFolder(BookFolderChoice choice, boolean installationWide, boolean local)
            throws IOException {
        if (installationWide) {
            if (!mayChooseForInstallation(local)) {
                return Optional.of(INSTALLATION_ONLY_LOCAL);
            }
            forgetBookFolder();
        }
        choice.choose(null);
        return Optional.empty();
    }

    /** Forgets the installation's book folder. */
    public synchronized void forgetBookFolder() throws IOException {
        BookFolder.clear(store().folder());
        index = indexWith(null);
    }

    /** What looking up one file name gave. */
    public sealed interface Lookup {

        /** A valid trace and its replay. */
        record Found(StoredTrace.Valid trace, ReplayAnalysis replay) implements Lookup {}

        /** One of the book's other records: an evaluation panel, or a panel's recovered outcomes. */
        record PanelRecord(StoredTrace record) implements Lookup {}

        /** The name could leave the store folder, or is not a {@code .json} file name; nothing was read. */
        record Refused(String reason) implements Lookup {}

        /** No folder of the store has a file of that name. */
        record Missing(String fileName) implements Lookup {}

        /** The file is there but is not a run trace this workbench can replay; the reason says what and where. */
        record Invalid(String fileName, String reason) implements Lookup {}
    }

    /**
     * Every file of the store, invalid ones with their reasons, from memory: the folders are read once and then
     * watched ({@link StoreWatcher}), so a visit costs no file reads.
     */
    public List<StoredTrace> list() {
        return list(index);
    }

    /** The listing a session sees: the store and its book folder's files. */
    public List<StoredTrace> list(BookFolderChoice choice) {
        return list(index(choice));
    }

    private static List<StoredTrace> list(StoreIndex index) {
        return index.list().stream().map(TraceStoreService::namingTheProperty).toList();
    }

    /** The listing's rows; the same list object until a file is added, changed or removed. */
    public List<StoreRow> rows() {
        return rows(index);
    }

    public List<StoreRow> rows(BookFolderChoice choice) {
        return rows(index(choice));
    }

    private List<StoreRow> rows(StoreIndex current) {
        long version = current.version();
        Rows now = rows.get(current);
        if (now == null || now.version() != version) {
            now = new Rows(version, StoreRow.all(list(current)));
            rows.put(current, now);
        }
        return now.rows();
    }

    /** Reads what changed in the folders now, rather than at the watcher's next event or re-scan. */
    public void refresh() {
        index.refresh();
        watcher.changed();
    }

    /** A file refused for its size says which setting raises the limit; the core does not know the setting. */
    private static StoredTrace namingTheProperty(StoredTrace t) {
        if (t instanceof StoredTrace.Invalid i && i.reason().startsWith(TOO_LARGE)) {
            return new StoredTrace.Invalid(i.fileName(), i.path(), i.readOnly(), withProperty(i.reason()));
        }
        return t;
    }

    private static String withProperty(String reason) {
        return reason.startsWith(TOO_LARGE) ? reason + " (" + TracesProperties.MAX_FILE_SIZE + ")" : reason;
    }

    private static final String TOO_LARGE = "too large: ";

    /** Opens and analyses one file by name. Never throws for a bad name or a bad file. */
    public Lookup open(String fileName) {
        return open(index, fileName);
    }

    /** The same, among the files the session sees. */
    public Lookup open(BookFolderChoice choice, String fileName) {
        return open(index(choice), fileName);
    }

    /**
     * The file as the index holds it (parsed once when it was listed, checked with one {@code stat} to be that
     * version, read again only when it changed) and its replay from the shared cache: sessions opening the same file
     * share one parsed run and one analysis, so ten replays of the largest trace cost about one.
     */
    private Lookup open(StoreIndex in, String fileName) {
        try {
            RunTraceStore.checkFileName(fileName);
        } catch (IllegalArgumentException refused) {
            return new Lookup.Refused(Objects.requireNonNullElse(refused.getMessage(), "not a valid file name"));
        }
        Optional<StoreIndex.Listed> listed = in.current(fileName);
        if (listed.isEmpty()) {
            return new Lookup.Missing(fileName);
        }
        StoredTrace stored = listed.get().stored();
        if (stored instanceof StoredTrace.Invalid invalid) {
            return new Lookup.Invalid(fileName, withProperty(invalid.reason()));
        }
        if (!(stored instanceof StoredTrace.Valid valid)) {
            return new Lookup.PanelRecord(stored);
        }
        try {
            return new Lookup.Found(valid, analysed(valid, listed.get().sha256()));
        } catch (RuntimeException e) {
            // the reader checks what the replay relies on; this is a second net for values it cannot foresee
            return new Lookup.Invalid(fileName, "cannot replay: " + e.getClass().getSimpleName());
        }
    }

    /**
     * The replay of a file, shared by every session that opens the same bytes: the key is the hash of the bytes the
     * index read (no second read), so a file replaced under the same name is analysed again.
     */
    private ReplayAnalysis analysed(StoredTrace.Valid valid, @org.jspecify.annotations.Nullable String hash) {
        if (hash == null) {
            return ReplayAnalysis.of(valid.run()); // no version to key it by: analyse it for this caller only
        }
        return results.get(ResultKey.of("replay", hash), r -> REPLAY_BYTES, () -> ReplayAnalysis.of(valid.run()));
    }

    /** A new session's runs: an empty scratch folder of its own (made on its first save). */
    public SessionRuns sessionRuns() {
        removeExpiredSessionRuns();
        return new SessionRuns(scratch, ScratchStore.newToken(tokens));
    }

    /** The sweep: session folders unchanged for longer than {@code workbench.scratch.max-age}. */
    private void removeExpiredSessionRuns() {
        try {
            List<String> removed = scratch.removeExpired(clock.instant());
            if (!removed.isEmpty()) {
                LOG.info("removed the runs of {} expired session(s) from {}", removed.size(), scratch.root());
            }
        } catch (IOException e) {
            LOG.warn("could not remove expired sessions' runs from {}: {}", scratch.root(), e.toString());
        }
    }

    /**
     * Saves a run among the session's own runs (never in the class store) and returns its path.
     *
     * @throws ScratchStore.Full when the session keeps {@code workbench.scratch.max-runs} runs or bytes already
     */
    public Path save(SessionRuns yours, RunTrace run) throws IOException {
        Path saved = scratch.save(yours.token(), run);
        yours.index();
        return saved;
    }

    /** What the session keeps now, against its bounds. */
    public ScratchStore.Usage usage(SessionRuns yours) throws IOException {
        return scratch.usage(yours.token());
    }

    /** Reset my runs: deletes every run of the session; returns how many there were. */
    public int reset(SessionRuns yours) throws IOException {
        int removed = scratch.reset(yours.token());
        yours.index();
        return removed;
    }

    /** Whether whoever runs the server lets students save a run to the class store ({@code workbench.scratch.class-save}). */
    public boolean classSaveAllowed() {
        return scratchProperties.classSave();
    }

    /**
     * Save to the class store: copies one of the session's runs into the class's shared folder, when allowed.
     *
     * @throws IllegalStateException when {@code workbench.scratch.class-save} is false
     */
    public Path saveToClass(SessionRuns yours, String fileName) throws IOException, InvalidTraceException {
        if (!classSaveAllowed()) {
            throw new IllegalStateException("saving to the class store is off (" + ScratchProperties.CLASS_SAVE + ")");
        }
        Path saved = scratch.copyTo(yours.token(), fileName, store());
        refresh();
        return saved;
    }

    /** The session's own runs, then the store's files the filter keeps (book: the read-only folders; class: the store). */
    public List<StoredTrace> list(BookFolderChoice choice, SessionRuns yours, Set<RunSource> include) {
        return RunSource.select(
                include, list(choice), include.contains(RunSource.YOURS) ? list(yours.index()) : List.of());
    }

    /** Opens a file among the session's runs first, then among the files the session sees. */
    public Lookup open(BookFolderChoice choice, SessionRuns yours, String fileName) {
        try {
            RunTraceStore.checkFileName(fileName);
        } catch (IllegalArgumentException refused) {
            return new Lookup.Refused(Objects.requireNonNullElse(refused.getMessage(), "not a valid file name"));
        }
        StoreIndex own = yours.index();
        return own.current(fileName).isPresent() ? open(own, fileName) : open(index(choice), fileName);
    }

    /** The root of the session folders, as a student would type it. */
    public Path scratchRoot() {
        return scratch.root();
    }

    /** Saves a new run into the writable folder (never overwriting) and returns its path. */
    public Path save(RunTrace run) throws IOException {
        Path saved = store().save(run);
        index.refresh(); // this replica lists its own save at once (no lock held while files are read)
        watcher.changed();
        return saved;
    }

    public Path folder() {
        return store().folder();
    }

    /** The evaluation panels of the store, outcomes joined. */
    public List<EvaluationPanel> panels() {
        return index.list().stream()
                .filter(t -> t instanceof StoredTrace.Panel)
                .map(t -> ((StoredTrace.Panel) t).panel())
                .toList();
    }

    /** The evaluation panels a session sees, outcomes joined. */
    public List<EvaluationPanel> panels(BookFolderChoice choice) {
        return index(choice).list().stream()
                .filter(t -> t instanceof StoredTrace.Panel)
                .map(t -> ((StoredTrace.Panel) t).panel())
                .toList();
    }

    public List<Path> readOnlyFolders() {
        return store().readOnlyFolders();
    }

    public List<Path> readOnlyFolders(BookFolderChoice choice) {
        return index(choice).store().readOnlyFolders();
    }

    /** The folder options of the CLI commands that read this same store. */
    public String folderOptions() {
        return folderOptions(store());
    }

    public String folderOptions(BookFolderChoice choice) {
        return folderOptions(index(choice).store());
    }

    private static String folderOptions(RunTraceStore store) {
        StringBuilder sb = new StringBuilder("--traces-dir ").append(display(store.folder()));
        // the CLI takes one read-only folder; name the first, as the listing does
        store.readOnlyFolders().stream()
                .findFirst()
                .ifPresent(p -> sb.append(" --read-only ").append(display(p)));
        return sb.toString();
    }

    /** A path as a student would type it: relative to the working directory when inside it. */
    public static String display(Path path) {
        Path cwd = Path.of("").toAbsolutePath().normalize();
        Path abs = path.toAbsolutePath().normalize();
        String shown =
                abs.startsWith(cwd) && !abs.equals(cwd) ? cwd.relativize(abs).toString() : abs.toString();
        return shown.contains(" ") ? "'" + shown + "'" : shown;
    }
}
