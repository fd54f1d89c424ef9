package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.GridVariant;

/** The look the judges page's short tables share. */
final class JudgeTables {

    private JudgeTables() {}

    /**
     * Every row shown, no empty space below, headers wrapped instead of cut. (The notebook's {@code allRowsVisible()}
     * keeps the table's fixed height, so the height is cleared here.)
     */
    static void compact(TableCell<?> table) {
        table.allRowsVisible();
        table.grid().setHeight(null);
        table.grid().addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
        table.fitWidth();
    }
}
