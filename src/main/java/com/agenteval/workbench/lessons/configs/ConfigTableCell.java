package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.Grid;
import java.util.List;
import java.util.function.Function;

/**
 * Accuracy, mean tokens, mean cost and pass^k per config; the pass^k column is titled with the largest k of the
 * result it shows.
 */
class ConfigTableCell extends TableCell<ConfigTableCell.Row> {

    /**
     * One config's line.
     *
     * @param score       the config's score
     * @param onFrontier  whether it is on the Pareto frontier
     * @param undominated whether no single config beats it (costs no more and is as accurate, better in one)
     * @param intervals   the scores' 95% intervals, and the method the switch chose
     */
    record Row(ConfigScore score, boolean onFrontier, boolean undominated, ScoresWithIntervals intervals) {

        Interval accuracyCi() {
            return intervals.accuracy(score);
        }

        Interval costCi() {
            return intervals.of(score).meanCost();
        }

        Interval passCi() {
            return intervals.passHatLast(score);
        }
    }

    private final Grid.Column<Row> passColumn;

    ConfigTableCell(String title, Function<String, String> t) {
        super(title);
        setId("configs-table-cell");
        grid().setId("configs-table");
        text(
                        t.apply("configs.table.config"),
                        r -> r.score().config().name()
                                + (r.score().custom() ? " " + t.apply("configs.table.yours") : ""))
                .setAutoWidth(true);
        numberShown(
                        t.apply("configs.table.accuracy"),
                        r -> r.score().accuracy(),
                        r -> ScoresWithIntervals.fraction(r.score().accuracy(), r.accuracyCi()))
                .setAutoWidth(true);
        number(
                t.apply("configs.table.familiar"),
                r -> r.score().accuracyOn(TaskSetChoice.FAMILIAR),
                ConfigTableCell::fraction);
        number(
                t.apply("configs.table.new"),
                r -> r.score().accuracyOn(TaskSetChoice.NEW_DATA),
                ConfigTableCell::fraction);
        number(t.apply("configs.table.tokens"), r -> r.score().meanTokens(), ConfigTableCell::tokens);
        numberShown(
                        t.apply("configs.table.cost"),
                        r -> r.score().meanCost(),
                        r -> ScoresWithIntervals.dollars(r.score().meanCost(), r.costCi()))
                .setAutoWidth(true);
        passColumn = numberShown(
                "pass^k",
                r -> r.score().passHatLast(),
                r -> ScoresWithIntervals.fraction(r.score().passHatLast(), r.passCi()));
        passColumn.setAutoWidth(true);
        text(t.apply("configs.table.frontier"), r -> r.onFrontier() ? "✓" : "");
        text(t.apply("configs.table.undominated"), r -> r.undominated() ? "✓" : "");
        fitWidth(); // the intervals wrap between their numbers instead of pushing pass^k off the page
        // the download carries each interval's ends as numbers, and which method made the accuracy's
        csv(t.apply("configs.csv.method"), r -> r.intervals().method().key());
        csv(
                t.apply("configs.csv.accuracy-lo"),
                r -> PyFloats.repr(r.accuracyCi().lo()));
        csv(
                t.apply("configs.csv.accuracy-hi"),
                r -> PyFloats.repr(r.accuracyCi().hi()));
        csv(t.apply("configs.csv.cost-lo"), r -> PyFloats.repr(r.costCi().lo()));
        csv(t.apply("configs.csv.cost-hi"), r -> PyFloats.repr(r.costCi().hi()));
        csv(t.apply("configs.csv.pass-lo"), r -> PyFloats.repr(r.passCi().lo()));
        csv(t.apply("configs.csv.pass-hi"), r -> PyFloats.repr(r.passCi().hi()));
        allRowsVisible();
        grid().setHeight(null); // allRowsVisible() keeps TableCell's fixed height; let the rows decide
    }

    @Override
    protected void render(List<Row> rows) {
        super.render(rows);
        if (!rows.isEmpty()) {
            passColumn.setHeader("pass^" + rows.get(0).score().passK().size());
        }
    }

    static String fraction(double x) {
        return PyFormat.fixed(x, 3);
    }

    static String tokens(double x) {
        return PyFormat.fixed(x, 1);
    }

    static String dollars(double x) {
        return "$" + PyFormat.fixed(x, 6);
    }
}
