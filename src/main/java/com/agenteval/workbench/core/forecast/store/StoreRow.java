package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One file of the store as the listing shows it. An invalid file keeps its name and reason; its other columns are
 * empty.
 *
 * @param outcome {@code YES}, {@code NO}, or empty while the question is open; for a panel, how many resolved
 * @param kind    {@link #RUN}, {@link #PANEL}, {@link #OUTCOMES} (a panel's recovery file) or {@link #INVALID}
 */
public record StoreRow(
        String fileName,
        boolean valid,
        String reason,
        String notebook,
        String provider,
        String question,
        String created,
        @Nullable Integer agents,
        @Nullable Integer tokens,
        String outcome,
        boolean readOnly,
        String kind) {

    /** How a panel's question column starts; the validity column says panel too. */
    public static final String PANEL = "evaluation panel";

    public static final String OUTCOMES = "outcomes of the panel";
    public static final String RUN = "run";
    public static final String INVALID = "invalid";

    /** Validity classes the filter offers: a run that loads, a panel, a panel's outcomes, a file that does not. */
    public static final List<String> VALIDITIES = List.of("valid", "panel", "outcomes", "invalid");
    /** Outcome classes the filter offers: resolved YES or NO, a run still open, and everything that is no run. */
    public static final List<String> OUTCOMES_FILTER = List.of("YES", "NO", "open", "other");

    /** The short run name: notebook and creation time to the minute; the file name when there is neither. */
    public String shortName() {
        if (notebook.isEmpty() || created.isEmpty()) {
            return fileName;
        }
        String time = created.length() >= 16 ? created.substring(0, 16).replace('T', ' ') : created;
        return notebook + " " + time;
    }

    /** One of {@link #VALIDITIES}. */
    public String validityClass() {
        return switch (kind) {
            case PANEL -> "panel";
            case OUTCOMES -> "outcomes";
            case INVALID -> "invalid";
            default -> "valid";
        };
    }

    /** One of {@link #OUTCOMES_FILTER}. */
    public String outcomeClass() {
        if (!RUN.equals(kind)) {
            return "other";
        }
        return outcome.isEmpty() ? "open" : outcome;
    }

    public static List<StoreRow> all(List<StoredTrace> stored) {
        return stored.stream().map(StoreRow::of).toList();
    }

    public static StoreRow of(StoredTrace stored) {
        if (stored instanceof StoredTrace.Valid v) {
            RunTrace run = v.run();
            Double outcome = run.question().resolvedOutcome();
            return new StoreRow(
                    v.fileName(),
                    true,
                    "",
                    run.notebook(),
                    run.provider(),
                    run.question().question(),
                    run.createdAt(),
                    run.agents().size(),
                    run.totalTokens(),
                    outcome == null ? "" : outcome == 1.0 ? "YES" : "NO",
                    v.readOnly(),
                    RUN);
        }
        if (stored instanceof StoredTrace.Panel p) {
            EvaluationPanel panel = p.panel();
            long resolved = panel.resolvedCount();
            // a panel's notebook, provider and time are optional in its file; the listing shows them empty
            return new StoreRow(
                    p.fileName(),
                    true,
                    "",
                    orEmpty(panel.notebook()),
                    orEmpty(panel.provider()),
                    PANEL + ": " + panel.questions().size() + " questions",
                    orEmpty(panel.createdAt()),
                    panel.nAgents(),
                    null,
                    resolved == 0
                            ? "not resolved"
                            : resolved + " of " + panel.questions().size() + " resolved"
                                    + (panel.outcomesFrom() == null ? "" : " (" + panel.outcomesFrom() + ")"),
                    p.readOnly(),
                    PANEL);
        }
        if (stored instanceof StoredTrace.Outcomes o) {
            return new StoreRow(
                    o.fileName(),
                    true,
                    "",
                    "",
                    "",
                    OUTCOMES + " "
                            + (o.panelFile() == null
                                    ? o.recovery().originalCapture() + " (not in the store)"
                                    : o.panelFile()),
                    orEmpty(o.recovery().retrievedAt()),
                    null,
                    null,
                    o.recovery().records().size() + " recovered",
                    o.readOnly(),
                    OUTCOMES);
        }
        StoredTrace.Invalid i = (StoredTrace.Invalid) stored;
        return new StoreRow(i.fileName(), false, i.reason(), "", "", "", "", null, null, "", i.readOnly(), INVALID);
    }

    private static String orEmpty(@Nullable String text) {
        return text == null ? "" : text;
    }
}
