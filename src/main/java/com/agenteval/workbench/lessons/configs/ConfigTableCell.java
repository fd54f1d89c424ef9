package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.reliability.ConfigScore;
import com.agenteval.workbench.core.reliability.TaskSetChoice;
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
     */
    record Row(ConfigScore score, boolean onFrontier, boolean undominated) {
    }

    private final Grid.Column<Row> passColumn;

    ConfigTableCell(String title, Function<String, String> t) {
        super(title);
        setId("configs-table-cell");
        grid().setId("configs-table");
        text(t.apply("configs.table.config"), r -> r.score().config().name()
                + (r.score().custom() ? " " + t.apply("configs.table.yours") : "")).setAutoWidth(true);
        number(t.apply("configs.table.accuracy"), r -> r.score().accuracy(), ConfigTableCell::fraction);
        number(t.apply("configs.table.familiar"), r -> r.score().accuracyOn(TaskSetChoice.FAMILIAR),
                ConfigTableCell::fraction);
        number(t.apply("configs.table.new"), r -> r.score().accuracyOn(TaskSetChoice.NEW_DATA), ConfigTableCell::fraction);
        number(t.apply("configs.table.tokens"), r -> r.score().meanTokens(), ConfigTableCell::tokens);
        number(t.apply("configs.table.cost"), r -> r.score().meanCost(), ConfigTableCell::dollars);
        passColumn = number("pass^k", r -> r.score().passHatLast(), ConfigTableCell::fraction);
        text(t.apply("configs.table.frontier"), r -> r.onFrontier() ? "✓" : "");
        text(t.apply("configs.table.undominated"), r -> r.undominated() ? "✓" : "");
        allRowsVisible();
        grid().setHeight(null);     // allRowsVisible() keeps TableCell's fixed height; let the rows decide
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
