package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.log.SavedFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The folder of judge-run files, {@code traces/judge-runs/} by default. Lists every {@code .json} file (an invalid
 * one with its reason), loads one by plain file name (no separators, no {@code ..}), and saves atomically: a
 * temporary file in the same folder, then a rename that refuses to replace an existing file. Files are opened on a
 * thread of the caller's {@code readers} ({@code FileBytes}: a bounded pool from app/jobs/BackgroundWork).
 *
 * <pre>{@code
 * JudgeRunStore store = JudgeRunStore.of(Path.of("traces").resolve(JudgeRunStore.SUBFOLDER), readers);
 * Path saved = store.save(run);
 * JudgeRun again = store.load(saved.getFileName().toString());
 * }</pre>
 */
public final class JudgeRunStore {

    public static final String SUBFOLDER = "judge-runs";
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path folder;
    private final Executor readers;

    private JudgeRunStore(Path folder, Executor readers) {
        this.folder = folder.toAbsolutePath().normalize();
        this.readers = readers;
    }

    public static JudgeRunStore of(Path folder, Executor readers) {
        return new JudgeRunStore(folder, readers);
    }

    public Path folder() {
        return folder;
    }

    /** One file of the folder: its run, or why it cannot be read. */
    public record Listed(String fileName, Checked<JudgeRun> read) {
        public Listed {
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(read, "read");
        }

        public boolean valid() {
            return read.isOk();
        }

        /** The run, or null when the file cannot be read. */
        public @Nullable JudgeRun run() {
            return read instanceof Checked.Ok<JudgeRun> ok ? ok.value() : null;
        }

        /** Why the file cannot be read, or null when it can. */
        public @Nullable String problem() {
            return read instanceof Checked.Refused<JudgeRun> refused ? refused.reason() : null;
        }
    }

    /** Every {@code .json} file, sorted by name, newest last; a missing folder lists nothing. */
    public List<Listed> list() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Listed> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .filter(f -> !f.getFileName().toString().startsWith("."))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList()) {
                String name = p.getFileName().toString();
                try {
                    out.add(new Listed(name, Checked.ok(JudgeRunJson.read(p, readers))));
                } catch (InvalidJudgeRunException e) {
                    out.add(new Listed(
                            name, Checked.refused(Objects.requireNonNullElse(e.getMessage(), "not a judge run file"))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        return List.copyOf(out);
    }

    public JudgeRun load(String fileName) throws InvalidJudgeRunException {
        checkFileName(fileName);
        Path file = folder.resolve(fileName);
        if (!Files.isRegularFile(file)) {
            throw new InvalidJudgeRunException("no judge run named " + fileName + " in " + folder);
        }
        return JudgeRunJson.read(file, readers);
    }

    /** {@code judge-run_<YYYYMMDDTHHMMSSZ>_<run_id>.json}. */
    public static String fileNameFor(JudgeRun run) {
        Instant at = OffsetDateTime.parse(run.createdAt()).toInstant();
        String name = "judge-run_" + STAMP.format(at) + "_" + run.runId() + ".json";
        checkFileName(name);
        return name;
    }

    /**
     * Deletes what interrupted saves left in the folder ({@link SavedFiles#removeStaleTemps}); the service calls it
     * where it opens the store.
     */
    public List<String> removeStaleTempFiles(Instant now) throws IOException {
        return SavedFiles.removeStaleTemps(folder, now);
    }

    /** Saves durably under {@link #fileNameFor} ({@link SavedFiles#write(Path, byte[], SavedFiles.Overwrite)}); never overwrites. */
    public Path save(JudgeRun run) throws IOException {
        String name = fileNameFor(run);
        try {
            return SavedFiles.write(
                    folder.resolve(name),
                    JudgeRunJson.write(run).getBytes(StandardCharsets.UTF_8),
                    SavedFiles.Overwrite.NEVER);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(e.getFile(), null, "a judge run of that name exists");
        }
    }

    /** Refuses a name that could leave the folder or is not a plain {@code .json} file name. */
    public static void checkFileName(String fileName) {
        if (fileName == null
                || fileName.isBlank()
                || fileName.contains("/")
                || fileName.contains("\\")
                || fileName.contains("..")
                || fileName.startsWith(".")
                || !fileName.endsWith(".json")
                || fileName.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new IllegalArgumentException(
                    "refused judge-run file name '" + fileName + "': a plain file name ending in .json is needed");
        }
    }
}
