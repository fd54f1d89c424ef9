package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One {@code .json} file in a trace folder: either a run that loaded, or a file that did not and why.
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

    record Invalid(String fileName, Path path, boolean readOnly, String reason) implements StoredTrace {
        public Invalid {
            Objects.requireNonNull(fileName);
            Objects.requireNonNull(path);
            Objects.requireNonNull(reason);
        }
    }
}
