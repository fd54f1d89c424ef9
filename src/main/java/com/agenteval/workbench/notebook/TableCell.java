package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.python.PyFormat;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.function.SerializableFunction;
import com.vaadin.flow.function.ValueProvider;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

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
    /** Each column's header and cell text, in column order: what "Download CSV" writes. */
    private final List<CsvColumn<T>> csvColumns = new ArrayList<>();

    private List<T> rows = List.of();
    /** The width every column starts from once {@link #fitWidth} was called (em), or null: Vaadin's 100 px each. */
    private @Nullable String basis;

    /** A column of the download; {@code column} is the grid's, when hidden it is left out as it is on the page. */
    private record CsvColumn<T>(String header, ValueProvider<T, String> text, Grid.@Nullable Column<T> column)
            implements Serializable {
        boolean shown() {
            return column == null || column.isVisible();
        }
    }

    public TableCell(@Nullable String title) {
        super(title);
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        grid.setHeight("420px");
        grid.setColumnReorderingAllowed(false);
        body().add(grid, CsvDownload.link(getTranslation("notebook.download-csv"), title, this::csv));
    }

    /** A text column, sorted alphabetically. */
    public Grid.Column<T> text(String header, ValueProvider<T, String> value) {
        Grid.Column<T> c = grid.addColumn(value)
                .setHeader(header)
                .setSortable(true)
                .setComparator(Comparator.comparing(value, Comparator.nullsFirst(Comparator.naturalOrder())))
                .setResizable(true);
        csvColumns.add(new CsvColumn<>(header, value, c));
        fit(c, header);
        return c;
    }

    /** A numeric column, sorted by the number and shown with the given formatter. */
    public <N extends Number & Comparable<N>> Grid.Column<T> number(
            String header, ValueProvider<T, N> value, SerializableFunction<N, String> format) {
        return numberShown(header, value, row -> {
            N n = value.apply(row);
            return n == null ? "" : format.apply(n);
        });
    }

    /**
     * A numeric column, sorted by the number and shown as the row's text (a figure with its interval,
     * {@code 0.720 [0.658, 0.782]}).
     */
    public <N extends Number & Comparable<N>> Grid.Column<T> numberShown(
            String header, ValueProvider<T, N> value, ValueProvider<T, String> shown) {
        Grid.Column<T> c = grid.addColumn(shown)
                .setHeader(header)
                .setSortable(true)
                .setTextAlign(ColumnTextAlign.END)
                .setComparator(Comparator.comparing(value, Comparator.nullsFirst(Comparator.naturalOrder())))
                .setResizable(true);
        csvColumns.add(new CsvColumn<>(header, shown, c));
        fit(c, header);
        return c;
    }

    /**
     * Adds a column to the CSV download only: for a column the subclass adds itself (with a component), the text
     * the component shows.
     */
    public TableCell<T> csv(String header, ValueProvider<T, String> text) {
        csvColumns.add(new CsvColumn<>(header, text, null));
        return this;
    }

    /** The table as CSV: the headers, then every row's cell texts as shown, in the order the rows were given. */
    public String csv() {
        List<CsvColumn<T>> shown = csvColumns.stream().filter(CsvColumn::shown).toList();
        List<String> header = shown.stream().map(CsvColumn::header).toList();
        List<List<String>> cells = new ArrayList<>(rows.size());
        for (T row : rows) {
            cells.add(shown.stream()
                    .map(c -> {
                        String v = c.text().apply(row);
                        return v == null ? "" : v;
                    })
                    .toList());
        }
        return CsvDownload.csv(header, cells);
    }

    /** Shows every row without a scroll bar; for short tables. */
    /**
     * Fits the table in the page's width: every column, those there and those added later, starts from a narrow
     * width and they share what is left; headers and cells wrap between words. Ten columns of Vaadin's 100 px each
     * were wider than the page at 1280 px, and the last ones were cut off (issue 26).
     */
    public TableCell<T> fitWidth() {
        basis = "4em";
        grid.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
        for (CsvColumn<T> c : csvColumns) {
            Grid.Column<T> column = c.column();
            if (column != null) { // a download-only column is not on the grid
                fit(column, c.header());
            }
        }
        return this;
    }

    /**
     * The narrow basis, or wider where the header's longest word needs it: a word is never broken ("unreada ble").
     * Han characters may break anywhere, as Chinese text does, so they do not count.
     */
    private void fit(Grid.Column<T> c, String header) {
        if (basis != null) {
            int longest = 0;
            for (String word : header.split("[\\s\\p{IsHan}]+")) {
                longest = Math.max(longest, word.length());
            }
            double em = Math.max(4, 0.56 * longest + 1.1);
            c.setAutoWidth(false);
            c.setWidth(PyFormat.fixed(em, 1) + "em");
            c.setFlexGrow(1);
        }
    }

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
        this.rows = List.copyOf(rows);
        grid.setItems(rows);
    }
}
