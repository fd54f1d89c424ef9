package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.function.SerializableFunction;
import com.vaadin.flow.function.ValueProvider;
import java.util.Comparator;
import java.util.List;

/**
 * A table of rows with sortable columns.
 *
 * <pre>{@code
 * TableCell<Row> table = new TableCell<>("Records");
 * table.text("Entity", Row::entity);
 * table.number("Truth", Row::truth, v -> PyFloats.repr(v));
 * }</pre>
 *
 * @param <T> the row type
 */
public class TableCell<T> extends OutputCell<List<T>> {

    private final Grid<T> grid = new Grid<>();

    public TableCell(String title) {
        super(title);
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        grid.setHeight("420px");
        grid.setColumnReorderingAllowed(false);
        body().add(grid);
    }

    /** A text column, sorted alphabetically. */
    public Grid.Column<T> text(String header, ValueProvider<T, String> value) {
        return grid.addColumn(value).setHeader(header).setSortable(true)
                .setComparator(Comparator.comparing(value, Comparator.nullsFirst(Comparator.naturalOrder())))
                .setResizable(true);
    }

    /** A numeric column, sorted by the number and shown with the given formatter. */
    public <N extends Number & Comparable<N>> Grid.Column<T> number(String header, ValueProvider<T, N> value,
                                                                    SerializableFunction<N, String> format) {
        return grid.addColumn(row -> {
                    N n = value.apply(row);
                    return n == null ? "" : format.apply(n);
                }).setHeader(header).setSortable(true).setTextAlign(ColumnTextAlign.END)
                .setComparator(Comparator.comparing(value, Comparator.nullsFirst(Comparator.naturalOrder())))
                .setResizable(true);
    }

    /** Shows every row without a scroll bar; for short tables. */
    public TableCell<T> allRowsVisible() {
        grid.setHeight(null);
        grid.setAllRowsVisible(true);
        return this;
    }

    /** A fixed-height grid that fetches rows from the server as they scroll into view; for long tables. */
    public TableCell<T> lazyRows() {
        grid.setAllRowsVisible(false);
        grid.setHeight("420px");
        return this;
    }

    /** The grid, for columns with components or class-name generators. */
    public Grid<T> grid() {
        return grid;
    }

    @Override
    protected void render(List<T> rows) {
        grid.setItems(rows);
    }
}
