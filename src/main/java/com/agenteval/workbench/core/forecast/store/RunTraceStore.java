package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelJson;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelRecovery;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores.PanelScoreRow;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.log.FileBytes;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The folder of saved runs: {@code traces/} at the repository root by default, plus any extra read-only folders (a
 * student can point it at the book's own {@code forecast_traces/}).
 *
 * <pre>{@code
 * RunTraceStore store = new RunTraceStore(Path.of("traces"), List.of(Path.of("../book/forecast_traces")), readers);
 * Path saved = store.save(run);                       // traces/<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json
 * for (StoredTrace t : store.list()) { ... }          // invalid files listed with a reason, the rest still load
 * RunTrace again = store.load(saved.getFileName().toString());
 * }</pre>
 *
 * A file name with a path separator or {@code ..} is refused everywhere a name comes in, and so is a symbolic link
 * that leads out of its folder (it is listed as refused, never read). Files are read within {@link TraceLimits}: one
 * over the size limit is listed as too large without being read. Saves never overwrite. Files are opened on a thread
 * of the caller's {@code readers} ({@link FileBytes}: a bounded pool from app/jobs/BackgroundWork), within a deadline.
 */
public final class RunTraceStore {

    public static final Path DEFAULT_FOLDER = Path.of("traces");

    private static final Pattern SAFE_PART = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    /** A temporary file younger than this may belong to a save in progress in another process (the CLI). */
    public static final Duration STALE_TEMP_AGE = SavedFiles.STALE_TEMP_AGE;

    private final Path folder;
    private final List<Path> readOnlyFolders;
    private final TraceLimits limits;
    /** Where a file is opened and read within a deadline ({@link FileBytes}). */
    private final Executor readers;

    public RunTraceStore(Path folder, List<Path> readOnlyFolders, Executor readers) {
        this(folder, readOnlyFolders, TraceLimits.DEFAULT, readers);
    }

    public RunTraceStore(Path folder, List<Path> readOnlyFolders, TraceLimits limits, Executor readers) {
        this.folder = folder.toAbsolutePath().normalize();
        this.readOnlyFolders = readOnlyFolders.stream()
                .map(p -> p.toAbsolutePath().normalize())
                .toList();
        this.limits = limits;
        this.readers = readers;
    }

    /** A store over one writable folder and no read-only ones. */
    public static RunTraceStore of(Path folder, Executor readers) {
        return new RunTraceStore(folder, List.of(), readers);
    }

    public Path folder() {
        return folder;
    }

    public List<Path> readOnlyFolders() {
        return readOnlyFolders;
    }

    public TraceLimits limits() {
        return limits;
    }

    /**
     * Deletes what an interrupted save left in the writable folder: temporary files named as {@link #save} names
     * them and older than {@link #STALE_TEMP_AGE}. Returns the names deleted; a missing folder has none.
     */
    public List<String> removeStaleTempFiles(Instant now) throws IOException {
        return removeStaleTempFiles(folder, now);
    }

    /**
     * The same for any folder whose saves write {@code .<name>.json.<digits>.tmp} and then move or link it (the MCP
     * session files do too).
     */
    public static List<String> removeStaleTempFiles(Path folder, Instant now) throws IOException {
        return SavedFiles.removeStaleTemps(folder, now);
    }

    /**
     * Every {@code .json} file of the writable folder, then of each read-only folder, each sorted by name. A file that
     * does not load is listed with its reason; it never stops the others from loading. A missing folder lists nothing.
     */
    public List<StoredTrace> list() {
        List<StoredTrace> out = new ArrayList<>();
        out.addAll(listFolder(folder, false));
        for (Path extra : readOnlyFolders) {
            out.addAll(listFolder(extra, true));
        }
        return joinOutcomes(out);
    }

    /**
     * Each panel with the outcomes of the recovery file that names it, and each recovery file with the panel it
     * belongs to. The first recovery file (in listing order) that names a panel is the one joined.
     */
    static List<StoredTrace> joinOutcomes(List<StoredTrace> listed) {
        List<StoredTrace.Outcomes> outcomes = listed.stream()
                .filter(t -> t instanceof StoredTrace.Outcomes)
                .map(t -> (StoredTrace.Outcomes) t)
                .toList();
        if (outcomes.isEmpty()) {
            return List.copyOf(listed);
        }
        List<StoredTrace> out = new ArrayList<>();
        for (StoredTrace t : listed) {
            if (t instanceof StoredTrace.Panel p) {
                out.add(outcomes.stream()
                        .filter(o -> o.recovery().belongsTo(p.fileName(), p.panel()))
                        .findFirst()
                        .<StoredTrace>map(o -> new StoredTrace.Panel(
                                p.fileName(),
                                p.path(),
                                p.readOnly(),
                                p.panel().withOutcomes(o.recovery(), o.fileName())))
                        .orElse(p));
            } else if (t instanceof StoredTrace.Outcomes o) {
                String panelFile = listed.stream()
                        .filter(x ->
                                x instanceof StoredTrace.Panel p && o.recovery().belongsTo(p.fileName(), p.panel()))
                        .map(StoredTrace::fileName)
                        .findFirst()
                        .orElse(null);
                out.add(new StoredTrace.Outcomes(o.fileName(), o.path(), o.readOnly(), o.recovery(), panelFile));
            } else {
                out.add(t);
            }
        }
        return List.copyOf(out);
    }

    /** The named file, from the writable folder first, then the read-only ones; empty if no folder has it. */
    public Optional<StoredTrace> open(String fileName) {
        checkFileName(fileName);
        Optional<StoredTrace> found = openAlone(fileName);
        if (found.isPresent()
                && (found.get() instanceof StoredTrace.Panel || found.get() instanceof StoredTrace.Outcomes)) {
            // a panel's outcomes live in another file: join them as the listing does
            return list().stream()
                    .filter(t -> t.path().equals(found.get().path()))
                    .findFirst()
                    .or(() -> found);
        }
        return found;
    }

    private Optional<StoredTrace> openAlone(String fileName) {
        return openHashed(fileName).map(Hashed::stored);
    }

    /**
     * The named file read as the listing reads it (the same refusals, one bounded read) with the hash of the bytes
     * read, from the writable folder first; empty if no folder has an entry of that name (of whatever kind).
     */
    Optional<Hashed> openHashed(String fileName) {
        checkFileName(fileName);
        if (Files.exists(folder.resolve(fileName), LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of(readHashed(folder, folder.resolve(fileName), false, null));
        }
        for (Path extra : readOnlyFolders) {
            if (Files.exists(extra.resolve(fileName), LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(readHashed(extra, extra.resolve(fileName), true, null));
            }
        }
        return Optional.empty();
    }

    /** The named run; throws with the file's reason when it is invalid, or when no folder has it. */
    public RunTrace load(String fileName) throws InvalidTraceException {
        StoredTrace stored = open(fileName)
                .orElseThrow(() -> new InvalidTraceException("no trace named " + fileName + " in " + folder
                        + (readOnlyFolders.isEmpty() ? "" : " or " + readOnlyFolders)));
        if (stored instanceof StoredTrace.Invalid invalid) {
            throw new InvalidTraceException(invalid.reason());
        }
        if (!(stored instanceof StoredTrace.Valid valid)) {
            throw new InvalidTraceException(fileName + " is "
                    + (stored instanceof StoredTrace.Panel ? "an evaluation panel" : "a panel's recovered outcomes")
                    + ", not a run trace");
        }
        return valid.run();
    }

    /**
     * Saves a run under {@link #fileNameFor(RunTrace)} in the writable folder and returns its path.
     *
     * <p>The JSON is written to a temporary file in the same folder, forced to disk, then published under its final
     * name with a hard link, which the file system creates atomically and refuses when the name exists. (A rename
     * would be atomic too, but on POSIX it silently replaces an existing file.) Readers therefore never see a
     * half-written trace, and an existing trace is never overwritten.
     *
     * @throws FileAlreadyExistsException when a trace of that name exists
     */
    public Path save(RunTrace run) throws IOException {
        return write(folder, fileNameFor(run), run);
    }

    /**
     * Writes the trimmed copy ({@link RunTrace#trimmed}) of a stored run into {@code targetFolder} under the same
     * name, never overwriting, and returns its path.
     */
    public Path exportTrimmed(String fileName, Path targetFolder) throws IOException, InvalidTraceException {
        return write(
                targetFolder.toAbsolutePath().normalize(),
                fileName,
                load(fileName).trimmed());
    }

    /** {@code <notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json}, the book's naming, from the run's own fields. */
    public static String fileNameFor(RunTrace run) {
        requireSafe(run.notebook(), "notebook");
        requireSafe(run.runId(), "run_id");
        String name = run.notebook() + "_" + STAMP.format(run.createdAtInstant()) + "_" + run.runId() + ".json";
        checkFileName(name);
        return name;
    }

    /** Refuses a name that could leave the folder or is not a plain {@code .json} file name. */
    public static void checkFileName(String fileName) {
        String why = nameProblem(fileName);
        if (why != null) {
            throw new IllegalArgumentException("refused trace file name '" + fileName + "': " + why);
        }
    }

    /**
     * The one name rule, applied where a name comes in (replay, load, save) and to every {@code .json} entry the
     * listing finds, so a name listed as valid is never refused on replay: why {@code fileName} is refused, or null.
     */
    static @Nullable String nameProblem(@Nullable String fileName) {
        if (fileName == null || fileName.isBlank()) {
            return "it is empty";
        } else if (fileName.contains("/") || fileName.contains("\\")) {
            return "it contains a path separator";
        } else if (fileName.contains("..")) {
            return "it contains '..'";
        } else if (fileName.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            return "it contains a control character";
        } else if (fileName.startsWith(".")) {
            return "it is a hidden file";
        } else if (!fileName.endsWith(".json")) {
            return "it does not end in .json";
        }
        return null;
    }

    private static void requireSafe(String part, String field) {
        if (part == null || !SAFE_PART.matcher(part).matches() || part.contains("..")) {
            throw new IllegalArgumentException("cannot name a trace file after " + field + " '" + part
                    + "': use letters, digits, '_', '.' and '-' only");
        }
    }

    private List<StoredTrace> listFolder(Path dir, boolean readOnly) {
        return listedFiles(dir).stream().map(p -> read(dir, p, readOnly)).toList();
    }

    /**
     * The entries {@link #list} lists in one folder, sorted by name: every name ending in {@code .json} that is not
     * hidden, whatever it is (a folder, a FIFO, a link), so that each one that cannot be read is listed with why.
     */
    static List<Path> listedFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    /**
     * Why an entry of {@code dir} is not read, from its name and attributes alone (nothing is opened), or null when
     * it is a regular file inside the folder with a name the store accepts.
     */
    static @Nullable String refusal(Path dir, Path file) {
        String name = nameProblem(file.getFileName().toString());
        if (name != null) {
            return "refused: a file name the store does not accept (" + name + "); it was not read";
        }
        if (Files.isSymbolicLink(file) && Files.exists(file) && !insideFolder(dir, file)) {
            // never read: its content, even a line of it in a reason, could be a file the student did not share
            return "refused: a symbolic link to a file outside the trace folder; it was not read";
        }
        return FileBytes.notAFile(file);
    }

    private @Nullable StoredTrace read(Path dir, Path file, boolean readOnly) {
        return readHashed(dir, file, readOnly, null).stored();
    }

    /**
     * One file as {@link #list} reads it, with the SHA-256 of the bytes read (null when none were: refused or too
     * large). When the hash equals {@code knownHash}, the bytes are not parsed again and {@code stored} is null: the
     * caller keeps what it parsed before.
     */
    record Hashed(@Nullable StoredTrace stored, @Nullable String sha256) {}

    Hashed readHashed(Path dir, Path file, boolean readOnly, @Nullable String knownHash) {
        String name = file.getFileName().toString();
        String hash = null;
        try {
            String refused = refusal(dir, file);
            if (refused != null) {
                return new Hashed(new StoredTrace.Invalid(name, file, readOnly, refused), null);
            }
            FileBytes.Read read = RunTraceJson.readHashed(file, limits, readers);
            hash = read.sha256();
            if (hash.equals(knownHash)) {
                return new Hashed(null, hash);
            }
            return new Hashed(parsed(name, file, readOnly, read.bytes()), hash);
        } catch (InvalidTraceException e) {
            return new Hashed(new StoredTrace.Invalid(name, file, readOnly, e.reason()), hash);
        }
    }

    /** The content hash that versions a stored file: the index's stamp and the shared replay cache's key. */
    public static String sha256(byte[] bytes) {
        return FileBytes.sha256(bytes);
    }

    private StoredTrace parsed(String name, Path file, boolean readOnly, byte[] bytes) throws InvalidTraceException {
        try {
            return new StoredTrace.Valid(name, file, readOnly, SavedFiles.readBook(bytes, RunTraceJson.reader(limits)));
        } catch (InvalidTraceException notARun) {
            return readOtherRecord(name, file, readOnly, bytes, notARun);
        }
    }

    /**
     * A file that is not a run trace may be one of the book's other records (an evaluation panel, its recovered
     * outcomes); anything else keeps the run-trace reader's reason.
     */
    private StoredTrace readOtherRecord(
            String name, Path file, boolean readOnly, byte[] bytes, InvalidTraceException notARun)
            throws InvalidTraceException {
        JsonNode doc;
        try {
            doc = SavedFiles.readBook(bytes, RunTraceJson.treeReader(limits));
        } catch (InvalidTraceException e) {
            throw notARun;
        }
        return switch (PanelJson.kindOf(doc)) {
            case PANEL -> new StoredTrace.Panel(name, file, readOnly, PanelJson.panel(doc));
            case RECOVERY -> new StoredTrace.Outcomes(name, file, readOnly, PanelJson.recovery(doc), null);
            case OTHER -> throw notARun;
        };
    }

    /** The evaluation panels of the store, with their outcomes joined. */
    public List<EvaluationPanel> panels() {
        return list().stream()
                .filter(t -> t instanceof StoredTrace.Panel)
                .map(t -> ((StoredTrace.Panel) t).panel())
                .toList();
    }

    /** True when the file, with every symbolic link followed, is still inside the folder (also followed). */
    private static boolean insideFolder(Path dir, Path file) {
        try {
            return file.toRealPath().startsWith(dir.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    private static Path write(Path dir, String fileName, RunTrace run) throws IOException {
        checkFileName(fileName);
        try {
            return SavedFiles.write(
                    dir.resolve(fileName),
                    RunTraceJson.write(run).getBytes(StandardCharsets.UTF_8),
                    SavedFiles.Overwrite.NEVER);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(e.getFile(), null, "a trace of that name exists; not overwritten");
        }
    }

    /**
     * One {@code .json} file in a trace folder: a run that loaded, an evaluation panel, a panel's recovered outcomes, or a
     * file that did not load and why.
     *
     * <pre>{@code
     * for (StoredTrace t : store.list()) {
     *     if (t instanceof StoredTrace.Valid v) {
     *         show(v.run());
     *     } else if (t instanceof StoredTrace.Invalid i) {
     *         warn(i.fileName() + ": " + i.reason());
     *     }
     * }
     * }</pre>
     */
    public sealed interface StoredTrace {

        String fileName();

        Path path();

        /** True for files in an extra read-only folder (e.g. the book's own {@code forecast_traces/}). */
        boolean readOnly();

        record Valid(String fileName, Path path, boolean readOnly, RunTrace run) implements StoredTrace {
            public Valid {
                Objects.requireNonNull(fileName);
                Objects.requireNonNull(path);
                Objects.requireNonNull(run);
            }
        }

        /** An evaluation panel record (notebook 09), with the outcomes of a recovery file in the store joined in. */
        record Panel(String fileName, Path path, boolean readOnly, EvaluationPanel panel) implements StoredTrace {
            public Panel {
                Objects.requireNonNull(fileName);
                Objects.requireNonNull(path);
                Objects.requireNonNull(panel);
            }
        }

        /**
         * A panel's recovered outcomes ({@code evaluation_panel_recovery.json}); {@code panelFile} is the stored panel it
         * belongs to, or null when the store has none.
         */
        record Outcomes(
                String fileName,
                Path path,
                boolean readOnly,
                PanelRecovery recovery,
                @Nullable String panelFile) implements StoredTrace {
            public Outcomes {
                Objects.requireNonNull(fileName);
                Objects.requireNonNull(path);
                Objects.requireNonNull(recovery);
            }
        }

        record Invalid(String fileName, Path path, boolean readOnly, String reason) implements StoredTrace {
            public Invalid {
                Objects.requireNonNull(fileName);
                Objects.requireNonNull(path);
                Objects.requireNonNull(reason);
            }
        }
    }

    /**
     * Where a run comes from, as the calibration page and {@code forecast score} say which runs they include: the book's
     * folder (and every other read-only folder), the class's shared store ({@code traces/}), or the runs of one's own
     * browser session ({@link ScratchStore}). Written in a URL or on the command line as {@code runs=book,class,yours}.
     */
    public enum RunSource {
        BOOK,
        CLASS,
        YOURS;

        /** The URL query key and, with two dashes, the CLI option. */
        public static final String KEY = "runs";

        public static final Set<RunSource> ALL = Set.copyOf(EnumSet.allOf(RunSource.class));

        /** {@code book}, {@code class} or {@code yours}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** A stored file of a store without session runs: a read-only folder's is the book's, the writable one's the class's. */
        public static RunSource of(StoredTrace stored) {
            return stored.readOnly() ? BOOK : CLASS;
        }

        /**
         * {@code book,class,yours} in any order, any case, with spaces; refuses an empty list or an unknown name with a
         * message that lists the choices.
         */
        public static Set<RunSource> parse(String text) {
            EnumSet<RunSource> out = EnumSet.noneOf(RunSource.class);
            for (String part : text.split(",", -1)) {
                String p = part.strip().toLowerCase(Locale.ROOT);
                RunSource found = null;
                for (RunSource s : values()) {
                    if (s.key().equals(p)) {
                        found = s;
                    }
                }
                if (found == null) {
                    throw new IllegalArgumentException(
                            KEY + " needs a comma-separated list of book, class and yours, got '"
                                    + (text.length() > 60 ? text.substring(0, 60) + "…" : text) + "'");
                }
                out.add(found);
            }
            return Set.copyOf(out);
        }

        /** The canonical text of a set: in the order book, class, yours. */
        public static String format(Set<RunSource> sources) {
            return EnumSet.copyOf(sources).stream().map(RunSource::key).collect(Collectors.joining(","));
        }

        /**
         * The files a filter keeps, your runs first: {@code yours} (one session's scratch runs), then the store's files of
         * the chosen kinds, in their listing order.
         */
        public static List<StoredTrace> select(
                Set<RunSource> include, List<StoredTrace> store, List<StoredTrace> yours) {
            List<StoredTrace> mine = include.contains(YOURS) ? yours : List.of();
            return Stream.concat(mine.stream(), store.stream().filter(t -> include.contains(of(t))))
                    .toList();
        }

        /** How many files each source holds (every source named, zero included), in the order book, class, yours. */
        public static Map<RunSource, Integer> counts(List<StoredTrace> store, List<StoredTrace> yours) {
            Map<RunSource, Integer> out = new EnumMap<>(RunSource.class);
            for (RunSource s : values()) {
                out.put(s, 0);
            }
            store.forEach(t -> out.merge(of(t), 1, Integer::sum));
            out.put(YOURS, yours.size());
            return Collections.unmodifiableMap(out);
        }
    }

    /**
     * The store, scored, as the calibration page shows it: {@link CalibrationReport} over every valid trace (it skips
     * open questions itself), with the counts the page reports beside it, and each evaluation panel with known outcomes
     * on its own.
     *
     * @param report  empty when no resolved run has a forecast yet
     * @param traces  valid traces read
     * @param invalid invalid files skipped
     * @param skipped what was left out, each named with its reason: invalid files ({@code file: reason}), then runs the
     *                report could not score ({@code run_id: reason})
     */
    public record Scoring(
            Optional<CalibrationReport> report,
            int traces,
            int invalid,
            List<String> skipped,
            List<ScoredPanel> panels) {

        public Scoring {
            skipped = List.copyOf(skipped);
            panels = List.copyOf(panels);
        }

        /** An evaluation panel with known outcomes, scored in a section of its own. */
        public record ScoredPanel(String fileName, EvaluationPanel panel, PanelScores scores) {}

        public List<PanelScoreRow> panelRows() {
            return panels.stream()
                    .flatMap(p -> PanelScoreRow.of(p.fileName(), p.scores()).stream())
                    .toList();
        }

        public List<PanelScoreRow.Bin> panelBins() {
            return panels.stream()
                    .flatMap(p -> PanelScoreRow.Bin.of(p.fileName(), p.scores()).stream())
                    .toList();
        }

        public static Scoring of(List<StoredTrace> stored, int bins) {
            List<RunTrace> runs = new ArrayList<>();
            List<String> skipped = new ArrayList<>();
            List<ScoredPanel> panels = new ArrayList<>();
            int invalid = 0;
            for (StoredTrace t : stored) {
                if (t instanceof StoredTrace.Valid v) {
                    runs.add(v.run());
                } else if (t instanceof StoredTrace.Panel p) {
                    PanelScores.of(p.panel(), bins)
                            .ifPresent(s -> panels.add(new ScoredPanel(p.fileName(), p.panel(), s)));
                } else if (t instanceof StoredTrace.Invalid i) {
                    invalid++;
                    skipped.add(t.fileName() + ": " + i.reason());
                }
            }
            // empty, not an exception, when every resolved run is open, abstained or unscorable
            Optional<CalibrationReport> report = CalibrationReport.ofScorable(runs, bins);
            report.ifPresent(r -> skipped.addAll(r.skipped()));
            return new Scoring(report, runs.size(), invalid, skipped, panels);
        }
    }
}
