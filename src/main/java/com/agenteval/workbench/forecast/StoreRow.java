package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.store.StoredTrace;
import java.util.List;

/**
 * One file of the store as the listing shows it. An invalid file keeps its name and reason; its other columns are
 * empty.
 *
 * @param outcome {@code YES}, {@code NO}, or empty while the question is open
 */
record StoreRow(String fileName, boolean valid, String reason, String notebook, String provider, String question,
                String created, Integer agents, Integer tokens, String outcome, boolean readOnly) {

    static List<StoreRow> all(List<StoredTrace> stored) {
        return stored.stream().map(StoreRow::of).toList();
    }

    static StoreRow of(StoredTrace stored) {
        if (stored instanceof StoredTrace.Valid v) {
            RunTrace run = v.run();
            Double outcome = run.question().resolvedOutcome();
            return new StoreRow(v.fileName(), true, "", run.notebook(), run.provider(), run.question().question(),
                    run.createdAt(), run.agents().size(), run.totalTokens(),
                    outcome == null ? "" : outcome == 1.0 ? "YES" : "NO", v.readOnly());
        }
        StoredTrace.Invalid i = (StoredTrace.Invalid) stored;
        return new StoreRow(i.fileName(), false, i.reason(), "", "", "", "", null, null, "", i.readOnly());
    }
}
