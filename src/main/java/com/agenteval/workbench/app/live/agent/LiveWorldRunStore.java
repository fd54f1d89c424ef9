package com.agenteval.workbench.app.live.agent;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveRunFile.InvalidLiveRunException;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.log.FileBytes;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Saved live-agent runs: {@code <traces dir>/world-runs/*.json}, one file per run ({@link LiveRunFile}), written
 * atomically (temp file, then move) so that a crash never leaves half a file. Reading a file replays it offline;
 * a file that does not replay is listed with its reason, never shown as a run.
 */
@Service
public class LiveWorldRunStore {

    public static final String FOLDER = "world-runs";
    private static final Logger LOG = LoggerFactory.getLogger(LiveWorldRunStore.class);
    private static final int WORLD_CACHE = 4;

    private final Path dir;
    /** Where a saved run is opened and read within a deadline ({@link FileBytes}). */
    private final Executor readers;

    private final Map<WorldSpec, World> worlds = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<WorldSpec, World> eldest) {
            return size() > WORLD_CACHE;
        }
    };

    /** The store under a traces folder, on the system's clock, reading on {@code readers} (tests). */
    public LiveWorldRunStore(Path tracesDir, Executor readers) {
        this(tracesDir, ClockConfiguration.system(), readers);
    }

    /**
     * The store under a traces folder ({@code workbench.traces.dir}); {@code clock} dates the stale-temp sweep, and
     * files are read on a pool of {@code work}'s.
     */
    @Autowired
    public LiveWorldRunStore(
            @Value("${workbench.traces.dir:traces}") Path tracesDir, Clock clock, BackgroundWork work) {
        this(tracesDir, clock, work.pool("live-run-file-read", FileBytes.READERS, 0));
    }

    private LiveWorldRunStore(Path tracesDir, Clock clock, Executor readers) {
        this.dir = tracesDir.resolve(FOLDER);
        this.readers = readers;
        // a save interrupted by a crash or a kill leaves its temporary file (named as the trace store's saves name
        // theirs); nothing else ever removes it
        try {
            SavedFiles.removeStaleTemps(dir, clock.instant());
        } catch (IOException e) {
            LOG.warn("could not remove temporary files of interrupted saves in {}: {}", dir, e.toString());
        }
    }

    public Path dir() {
        return dir;
    }

    /**
     * One file of the store: its run, or why it cannot be shown.
     *
     * @param fileName the file's name
     * @param read     the replayed run, or why the file is not a readable run
     */
    public record Entry(String fileName, Checked<SavedLiveRun> read) {
        public Entry {
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(read, "read");
        }

        public boolean readable() {
            return read.isOk();
        }

        /** The replayed run, or null when the file is not readable. */
        public @Nullable SavedLiveRun run() {
            return read instanceof Checked.Ok<SavedLiveRun> ok ? ok.value() : null;
        }

        /** Why the file is not a readable run, or null when it is. */
        public @Nullable String problem() {
            return read instanceof Checked.Refused<SavedLiveRun> refused ? refused.reason() : null;
        }
    }

    /** Saves a run within the reading limit; returns its path. */
    public Path save(LiveWorldRun run, Instant createdAt) throws IOException {
        return save(run, createdAt, LogJson.MAX_FILE_BYTES);
    }

    /**
     * Saves a run; returns its path. A run whose file would be larger than {@code maxBytes} (or than the limit the
     * store reads, {@link LogJson#MAX_FILE_BYTES}) is not saved: a file the store then refuses to list is worse than
     * a clear refusal now. The live bounds keep a run far below it (a reply's text, tool calls and their arguments
     * are cut as they arrive), so this is the last line.
     */
    public Path save(LiveWorldRun run, Instant createdAt, long maxBytes) throws IOException {
        byte[] json = LiveRunFile.write(run, createdAt).getBytes(StandardCharsets.UTF_8);
        long limit = Math.min(maxBytes, LogJson.MAX_FILE_BYTES);
        if (json.length > limit) {
            throw new IOException("the run is too large to save: " + TraceLimits.size(json.length) + ", over the "
                    + TraceLimits.size(limit) + " limit (workbench.live.max-trace-size)");
        }
        return SavedFiles.write(dir.resolve(LiveRunFile.fileName(run, createdAt)), json, SavedFiles.Overwrite.NEVER);
    }

    /** Every run file, newest first (by name, which ends in its time stamp); unreadable ones with their reason. */
    public List<Entry> list() {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(dir)) {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "*.json")) {
                s.forEach(files::add);
            } catch (IOException e) {
                return List.of(new Entry(dir.toString(), Checked.refused("cannot list the folder: " + e.getMessage())));
            }
        }
        files.sort(Comparator.comparing((Path p) -> stamp(p.getFileName().toString()))
                .reversed()
                .thenComparing(p -> p.getFileName().toString()));
        return files.stream().map(this::read).toList();
    }

    /** The readable runs only. */
    public List<SavedLiveRun> runs() {
        return list().stream().filter(Entry::readable).map(Entry::run).toList();
    }

    /** One file by name (a plain file name inside the store, nothing else). */
    public Optional<Entry> find(String fileName) {
        if (fileName == null || !fileName.matches("[A-Za-z0-9._:-]+\\.json") || fileName.startsWith(".")) {
            return Optional.empty();
        }
        Path p = dir.resolve(fileName);
        return Files.isRegularFile(p) ? Optional.of(read(p)) : Optional.empty();
    }

    private Entry read(Path p) {
        String name = p.getFileName().toString();
        try {
            // the saved files' size cap, checked before the file is read
            byte[] bytes = LogJson.readBytes(p, LogJson.MAX_FILE_BYTES, readers);
            return new Entry(
                    name, Checked.ok(LiveRunFile.read(new String(bytes, StandardCharsets.UTF_8), this::world)));
        } catch (InvalidLiveRunException | InvalidLogException e) {
            return new Entry(name, Checked.refused(Objects.requireNonNullElse(e.getMessage(), "not a live run file")));
        } catch (RuntimeException e) {
            return new Entry(name, Checked.refused("cannot read the file: " + e.getMessage()));
        }
    }

    private synchronized World world(WorldSpec spec) {
        return worlds.computeIfAbsent(spec, WorldSpec::make);
    }

    /** The time stamp at the end of a run file's name, for newest-first order. */
    private static String stamp(String name) {
        int at = name.lastIndexOf('_');
        return at < 0 ? "" : name.substring(at + 1);
    }
}
