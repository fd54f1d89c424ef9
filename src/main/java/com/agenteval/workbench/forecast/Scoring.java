package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.store.StoredTrace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The store, scored: {@link CalibrationReport} over every valid trace (it skips open questions itself), with the
 * counts the page reports beside it.
 *
 * @param report  empty when no resolved run has a forecast yet
 * @param traces  valid traces read
 * @param invalid invalid files skipped
 * @param skipped what was left out, each named with its reason: invalid files ({@code file: reason}), then runs the
 *                report could not score ({@code run_id: reason})
 */
record Scoring(Optional<CalibrationReport> report, int traces, int invalid, List<String> skipped) {

    Scoring {
        skipped = List.copyOf(skipped);
    }

    static Scoring of(List<StoredTrace> stored, int bins) {
        List<RunTrace> runs = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        int invalid = 0;
        for (StoredTrace t : stored) {
            if (t instanceof StoredTrace.Valid v) {
                runs.add(v.run());
            } else {
                invalid++;
                skipped.add(t.fileName() + ": " + ((StoredTrace.Invalid) t).reason());
            }
        }
        boolean scorable = runs.stream().anyMatch(r -> r.question().hasOutcome()
                && r.agents().stream().anyMatch(a -> a.forecastProduced() && a.pYes() != null));
        Optional<CalibrationReport> report = scorable ? Optional.of(CalibrationReport.of(runs, bins)) : Optional.empty();
        report.ifPresent(r -> skipped.addAll(r.skipped()));
        return new Scoring(report, runs.size(), invalid, skipped);
    }
}
