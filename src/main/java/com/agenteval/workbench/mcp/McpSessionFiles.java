package com.agenteval.workbench.mcp;

import com.agenteval.workbench.core.mcp.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalSessionJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each recorded MCP session as JSON ({@link ExternalSessionJson}) to
 * {@code <traces>/mcp-sessions/<started>_<session>.json}, rewritten after each call: a temporary file in the same
 * folder, then an atomic move, so a reader never sees half a file. A failure to write is logged, never passed to
 * the client: the call itself has already run.
 */
final class McpSessionFiles {

    private static final Logger LOG = LoggerFactory.getLogger(McpSessionFiles.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final Path folder;
    /** Calls already written per file: an older snapshot that arrives late does not overwrite a newer one. */
    private final Map<Path, Integer> written = new HashMap<>();

    McpSessionFiles(Path folder) {
        this.folder = folder;
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
            Files.createDirectories(folder);
            String json = ExternalSessionJson.write(s);
            Path tmp = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
            try {
                Files.writeString(tmp, json, StandardCharsets.UTF_8);
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
            written.put(target, size);
            if (written.size() > 1000) {
                written.clear();
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("could not save MCP session {} to {}: {}", s.id(), target, e.toString());
        }
    }
}
