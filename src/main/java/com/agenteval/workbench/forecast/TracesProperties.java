package com.agenteval.workbench.forecast;

import java.nio.file.Path;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Where the forecasting pages find run traces.
 *
 * <pre>
 * workbench.traces.dir=traces                                  # the store; new runs are saved here
 * workbench.traces.read-only=../book/forecast_traces,/data/x   # extra folders, listed and replayed, never written
 * </pre>
 *
 * Relative paths are resolved against the working directory (the repository root when started from there).
 *
 * @param dir      the writable store folder, {@code traces} by default
 * @param readOnly extra folders, e.g. the book's own {@code forecast_traces/}
 */
@ConfigurationProperties("workbench.traces")
public record TracesProperties(@DefaultValue("traces") Path dir, @DefaultValue List<Path> readOnly) {

    public TracesProperties {
        readOnly = readOnly == null ? List.of() : List.copyOf(readOnly);
    }
}
