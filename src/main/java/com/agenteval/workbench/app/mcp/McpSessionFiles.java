package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each recorded MCP session as JSON ({@link ExternalSession#json()}) to
 * {@code <traces>/mcp-sessions/<started>_<session>.json}, rewritten after each call: a temporary file in the same
 * folder, then an atomic move, so a reader never sees half a file. A failure to write is logged, never passed to
 * the client: the call itself has already run. At most {@code maxSaved} session files are kept: when a new session's
 * file passes the cap, the oldest files (by last change) are deleted, so a client that opens session after session
 * cannot fill the disk.
 */
final class McpSessionFiles {

    private static final Logger LOG = LoggerFactory.getLogger(McpSessionFiles.class);
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path folder;
    private final int maxSaved;
    /** Calls already written per file: an older snapshot that arrives late does not overwrite a newer one. */
    private final Map<Path, Integer> written = new HashMap<>();

    McpSessionFiles(Path folder) {
        this(folder, 200, ClockConfiguration.system());
    }

    McpSessionFiles(Path folder, int maxSaved) {
        this(folder, maxSaved, ClockConfiguration.system());
    }

    /** {@code clock} dates the sweep of temporary files that interrupted saves left. */
    McpSessionFiles(Path folder, int maxSaved, Clock clock) {
        if (maxSaved < 1) {
            throw new IllegalArgumentException("keep at least one saved session, got " + maxSaved);
        }
        this.folder = folder;
        this.maxSaved = maxSaved;
        try {
            // a save interrupted by a crash leaves its temporary file, named as the trace store names its own
            SavedFiles.removeStaleTemps(folder, clock.instant());
        } catch (IOException e) {
            LOG.warn("could not remove temporary files of interrupted saves in {}: {}", folder, e.toString());
        }
    }

    Path file(ExternalSession s) {
        return folder.resolve(STAMP.format(s.started()) + "_" + s.id() + ".json");
    }

    synchronized void save(ExternalSession s) {
        Path target = file(s);
        int size = s.calls().size() + s.dropped();
        if (written.getOrDefault(target, -1) >= size) {
            return;
        }
        try {
            // the session's own file, saved again as it grows
            SavedFiles.write(target, s.json().getBytes(StandardCharsets.UTF_8), SavedFiles.Overwrite.REPLACE);
            boolean created = !written.containsKey(target);
            written.put(target, size);
            if (created) {
                deleteOldest(target);
            }
            if (written.size() > 1000) {
                written.clear();
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("could not save MCP session {} to {}: {}", s.id(), target, e.toString());
        }
    }

    /** Deletes the oldest session files beyond {@code maxSaved}, never the one just written. */
    private void deleteOldest(Path keep) throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .sorted(Comparator.comparing(McpSessionFiles::lastModified).thenComparing(Path::toString))
                    .collect(Collectors.toCollection(ArrayList::new));
        }
        files.remove(keep);
        int excess = files.size() + 1 - maxSaved;
        for (int i = 0; i < excess; i++) {
            Files.deleteIfExists(files.get(i));
            written.remove(files.get(i));
        }
        if (excess > 0) {
            LOG.info(
                    "deleted {} old MCP session file(s) in {}: workbench.mcp.max-saved-sessions is {}",
                    excess,
                    folder,
                    maxSaved);
        }
    }

    private static FileTime lastModified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
