package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Where the forecasting pages find run traces.
 *
 * <pre>
 * workbench.traces.dir=traces                                  # the store; new runs are saved here
 * workbench.traces.read-only=../book/forecast_traces,/data/x   # extra folders, listed and replayed, never written
 * workbench.traces.max-file-size=25MB                          # a bigger file is listed as too large, never read
 * workbench.traces.rescan=2s                                   # re-scan when the file system sends no events
 * workbench.traces.rescan-max=60s                              # the re-scan period backs off to this while idle
 * workbench.traces.book-folder-max-entries=5000                # a bigger book folder is refused
 * workbench.traces.book-folder-installation-remote=false       # true: any visitor may set the installation's
 * </pre>
 *
 * Relative paths are resolved against the working directory (the repository root when started from there).
 *
 * @param dir      the writable store folder, {@code traces} by default
 * @param readOnly    extra folders, e.g. the book's own {@code forecast_traces/}
 * @param maxFileSize the largest trace file read; the other bounds are {@link TraceLimits#DEFAULT}'s
 * @param rescan      how often the folders are re-scanned besides the file system's change events (a shared
 *                    network folder sends none); a re-scan of unchanged files costs one stat each
 * @param rescanMax   the longest re-scan period: while re-scans find nothing new the period doubles up to this, and
 *                    a change (an event, a save) brings it back to {@code rescan}
 * @param bookFolderMaxEntries the most entries a book folder may hold
 * @param bookFolderInstallationRemote whether a visitor that is not on the server's own machine may set the book
 *                    folder for the whole installation (by default a choice is for the visitor's session, and
 *                    the installation's choice is made from the server's machine)
 */
@ConfigurationProperties("workbench.traces")
public record TracesProperties(
        @DefaultValue("traces") Path dir,
        @DefaultValue List<Path> readOnly,
        @DefaultValue("25MB") DataSize maxFileSize,
        @DefaultValue("2s") Duration rescan,
        @DefaultValue("60s") Duration rescanMax,
        @DefaultValue("5000") int bookFolderMaxEntries,
        @DefaultValue("false") boolean bookFolderInstallationRemote) {

    /** The property that sets the file size limit, for messages that name it. */
    static final String MAX_FILE_SIZE = "workbench.traces.max-file-size";

    private static final DataSize DEFAULT_MAX_FILE_SIZE = DataSize.ofMegabytes(25);
    private static final Duration DEFAULT_RESCAN = Duration.ofSeconds(2);

    @ConstructorBinding
    public TracesProperties {
        readOnly = readOnly == null ? List.of() : List.copyOf(readOnly);
        // Spring fills these from @DefaultValue; kept for a binder that passes null
        maxFileSize = maxFileSize == null ? DEFAULT_MAX_FILE_SIZE : maxFileSize;
        rescan = rescan == null ? DEFAULT_RESCAN : rescan;
        if (rescan.compareTo(Duration.ofMillis(50)) < 0 || rescan.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("workbench.traces.rescan must be between 50ms and 1h, got " + rescan);
        }
        rescanMax = rescanMax == null || rescanMax.compareTo(rescan) < 0 ? rescan : rescanMax;
        if (bookFolderMaxEntries < 1) {
            throw new IllegalArgumentException(
                    "workbench.traces.book-folder-max-entries must be at least 1, got " + bookFolderMaxEntries);
        }
        if (maxFileSize.toBytes() < 1) {
            throw new IllegalArgumentException(MAX_FILE_SIZE + " must be at least 1 byte, got " + maxFileSize);
        }
    }

    /** The default size limit. */
    public TracesProperties(Path dir, List<Path> readOnly) {
        this(dir, readOnly, DEFAULT_MAX_FILE_SIZE, DEFAULT_RESCAN);
    }

    /** The default book folder bounds and re-scan back-off; a null size or re-scan is the default. */
    public TracesProperties(
            Path dir, List<Path> readOnly, @Nullable DataSize maxFileSize, java.time.@Nullable Duration rescan) {
        this(
                dir,
                readOnly,
                maxFileSize == null ? DEFAULT_MAX_FILE_SIZE : maxFileSize,
                rescan == null ? DEFAULT_RESCAN : rescan,
                rescan == null ? DEFAULT_RESCAN : rescan,
                BookFolder.DEFAULT_MAX_ENTRIES,
                false);
    }

    TraceLimits limits() {
        return TraceLimits.DEFAULT.withMaxFileBytes(maxFileSize.toBytes());
    }
}
