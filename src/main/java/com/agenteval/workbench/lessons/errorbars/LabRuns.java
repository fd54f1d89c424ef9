package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.core.stats.CoverageLab;
import java.util.List;

/** What the lab's jobs return: each result with the spec it was computed from. */
final class LabRuns {

    private LabRuns() {}

    /** One config's truth, by name. */
    record TruthRow(String config, CoverageLab.Truth truth) {}

    record Truths(LabSpec spec, List<TruthRow> rows) {
        Truths {
            rows = List.copyOf(rows);
        }
    }

    record CoverageRun(LabSpec spec, CoverageLab.Coverage coverage) {}

    record PowerRun(LabSpec spec, CoverageLab.PowerCheck check) {}

    record LeaderboardRun(LabSpec spec, List<CoverageLab.Standing> standings) {
        LeaderboardRun {
            standings = List.copyOf(standings);
        }
    }
}
