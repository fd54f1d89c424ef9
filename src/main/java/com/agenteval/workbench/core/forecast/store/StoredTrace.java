package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.panel.PanelRecovery;
import java.nio.file.Path;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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
