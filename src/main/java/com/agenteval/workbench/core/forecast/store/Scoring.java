package com.agenteval.workbench.core.forecast.store;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.panel.PanelScores;
import com.agenteval.workbench.core.forecast.panel.PanelScores.PanelScoreRow;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The store, scored, as the calibration page shows it: {@link CalibrationReport} over every valid trace (it skips
 * open questions itself), with the counts the page reports beside it, and each evaluation panel with known outcomes
 * on its own.
 *
 * @param report  empty when no resolved run has a forecast yet
 * @param traces  valid traces read
 * @param invalid invalid files skipped
 * @param skipped what was left out, each named with its reason: invalid files ({@code file: reason}), then runs the
 *                report could not score ({@code run_id: reason})
 */
public record Scoring(
        Optional<CalibrationReport> report, int traces, int invalid, List<String> skipped, List<ScoredPanel> panels) {

    public Scoring {
        skipped = List.copyOf(skipped);
        panels = List.copyOf(panels);
    }

    /** An evaluation panel with known outcomes, scored in a section of its own. */
    public record ScoredPanel(String fileName, EvaluationPanel panel, PanelScores scores) {}

    public List<PanelScoreRow> panelRows() {
        return panels.stream()
                .flatMap(p -> PanelScoreRow.of(p.fileName(), p.scores()).stream())
                .toList();
    }

    public List<PanelScoreRow.Bin> panelBins() {
        return panels.stream()
                .flatMap(p -> PanelScoreRow.Bin.of(p.fileName(), p.scores()).stream())
                .toList();
    }

    public static Scoring of(List<StoredTrace> stored, int bins) {
        List<RunTrace> runs = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        List<ScoredPanel> panels = new ArrayList<>();
        int invalid = 0;
        for (StoredTrace t : stored) {
            if (t instanceof StoredTrace.Valid v) {
                runs.add(v.run());
            } else if (t instanceof StoredTrace.Panel p) {
                PanelScores.of(p.panel(), bins).ifPresent(s -> panels.add(new ScoredPanel(p.fileName(), p.panel(), s)));
            } else if (t instanceof StoredTrace.Invalid i) {
                invalid++;
                skipped.add(t.fileName() + ": " + i.reason());
            }
        }
        // empty, not an exception, when every resolved run is open, abstained or unscorable
        Optional<CalibrationReport> report = CalibrationReport.ofScorable(runs, bins);
        report.ifPresent(r -> skipped.addAll(r.skipped()));
        return new Scoring(report, runs.size(), invalid, skipped, panels);
    }
}
