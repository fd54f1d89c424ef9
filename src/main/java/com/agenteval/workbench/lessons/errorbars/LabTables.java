package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.notebook.TableCell;
import java.util.function.Function;

/** The lab's three tables: the truth, the coverage per interval, the leaderboard's stability. */
final class LabTables {

    private LabTables() {}

    static TableCell<LabRuns.TruthRow> truths(Function<String, String> t) {
        TableCell<LabRuns.TruthRow> table = new TableCell<>(t.apply("errorbars.truth.title"));
        table.text(t.apply("errorbars.col.config"), LabRuns.TruthRow::config);
        table.number(t.apply("errorbars.col.truth"), r -> r.truth().mean(), LabOutputs::fourDecimals);
        table.number(t.apply("errorbars.col.mc-se"), r -> r.truth().mcSe(), LabOutputs::fourDecimals);
        table.allRowsVisible().setId("truth-table");
        return table;
    }

    static TableCell<LabOutputs.MethodRow> coverage(Function<String, String> t) {
        TableCell<LabOutputs.MethodRow> table = new TableCell<>(t.apply("errorbars.coverage.title"));
        table.text(t.apply("errorbars.col.method"), LabOutputs.MethodRow::method);
        table.number(t.apply("errorbars.col.coverage"), LabOutputs.MethodRow::coverage, LabOutputs::percent);
        table.number(t.apply("errorbars.col.mc-error"), LabOutputs.MethodRow::mcError, LabOutputs::points);
        table.number(t.apply("errorbars.col.width"), LabOutputs.MethodRow::meanWidth, LabOutputs::fixed);
        table.allRowsVisible().setId("coverage-table");
        return table;
    }

    static TableCell<CoverageLab.Standing> leaderboard(Function<String, String> t) {
        TableCell<CoverageLab.Standing> table = new TableCell<>(t.apply("errorbars.leaderboard.title"));
        table.text(t.apply("errorbars.col.config"), CoverageLab.Standing::config);
        table.number(t.apply("errorbars.col.first"), CoverageLab.Standing::firstShare, LabOutputs::percent);
        table.number(t.apply("errorbars.col.median-rank"), CoverageLab.Standing::medianRank, String::valueOf);
        table.allRowsVisible().setId("leaderboard-table");
        return table;
    }
}
