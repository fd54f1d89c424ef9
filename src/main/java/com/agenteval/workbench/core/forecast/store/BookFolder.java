package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.log.SavedFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

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
        Path home =
                Path.of(System.getProperty("user.home", "/")).toAbsolutePath().normalize();
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
