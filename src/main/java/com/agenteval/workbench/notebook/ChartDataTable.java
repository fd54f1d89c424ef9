package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.PyFormat.BoundedPercent;
import com.agenteval.workbench.notebook.chart.ChartKind;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A chart's text alternative: every value it draws, as a table under a "Data table" disclosure (WCAG 1.1.1), built
 * from the same {@link ChartSpec}, so it can never disagree with the chart. Names and values are text.
 * A category chart has one row per category and one column per series; a scatter chart one row per point.
 */
public class ChartDataTable extends Composite<Details> {

    private final NativeTable table = new NativeTable();
    /** The cells shown, kept for "Download CSV". */
    private List<String> header = List.of();

    private List<List<String>> rows = List.of();

    public ChartDataTable() {
        Details d = getContent();
        d.setSummary(new Span(getTranslation("notebook.chart.table")));
        d.addClassName("nb-chart-table");
        table.addClassName("nb-data-table");
        d.add(
                table,
                CsvDownload.link(
                        getTranslation("notebook.download-csv"), "chart-data", () -> CsvDownload.csv(header, rows)));
    }

    /**
     * Shows the values of {@code spec}. The table is built afresh and patched into the shown one
     * ({@link ElementPatch}): a redraw at a new parameter sends only the values that changed.
     */
    public void show(ChartSpec spec) {
        List<String> columns;
        List<List<String>> cells = new ArrayList<>();
        if (spec.kind() == ChartKind.SCATTER) {
            columns = List.of(
                    getTranslation("notebook.chart.series"),
                    getTranslation("notebook.chart.point"),
                    spec.xAxis().label(),
                    spec.yAxis().label());
            for (Series s : spec.series()) {
                for (Point p : s.points()) {
                    cells.add(List.of(
                            s.name(),
                            p.label() == null ? "" : p.label(),
                            format(p.x(), spec.xFormat()),
                            format(p.y(), spec.valueFormat())));
                }
            }
        } else {
            List<String> names = new ArrayList<>();
            names.add(spec.xAxis().label());
            spec.series().forEach(s -> names.add(s.name()));
            columns = List.copyOf(names);
            for (int c = 0; c < spec.categories().size(); c++) {
                List<String> row = new ArrayList<>();
                row.add(spec.categories().get(c));
                for (Series s : spec.series()) {
                    Double v = s.values().get(c);
                    // a band's cell is its range, "[0.658, 0.782]"
                    row.add(
                            v == null
                                    ? "—"
                                    : s.band()
                                            ? "[" + format(v, spec.valueFormat()) + ", "
                                                    + format(s.upper().get(c), spec.valueFormat()) + "]"
                                            : format(v, spec.valueFormat()));
                }
                cells.add(List.copyOf(row));
            }
        }
        NativeTable fresh = new NativeTable();
        fresh.addClassName("nb-data-table");
        fresh.setCaptionText(spec.title());
        fresh.getHead().addRows(headerRow(columns));
        NativeTableBody body = fresh.getBody();
        cells.forEach(row -> body.addRows(row(row)));
        if (!ElementPatch.into(table.getElement(), fresh.getElement())) {
            throw new IllegalStateException("a data table is plain markup");
        }
        header = columns;
        rows = List.copyOf(cells);
    }

    /** A value as the chart's tooltip prints it: Python's fixed decimals between prefix and suffix, else repr. */
    static String format(double v, ValueFormat f) {
        Integer decimals = f.decimals();
        Double ceiling = f.ceiling();
        String digits = ceiling != null
                ? BoundedPercent.bounded(
                        v,
                        Objects.requireNonNull(decimals, "a bounded scale has fixed decimals (ValueFormat)"),
                        ceiling)
                : decimals != null
                        ? PyFormat.fixed(v, decimals)
                        : v == Math.rint(v) && Math.abs(v) < 1e16 ? Long.toString((long) v) : PyFormat.repr(v);
        return f.prefix() + digits + f.suffix();
    }

    private static NativeTableRow headerRow(List<String> texts) {
        NativeTableRow r = new NativeTableRow();
        for (String t : texts) {
            NativeTableHeaderCell th = new NativeTableHeaderCell(t);
            th.getElement().setAttribute("scope", "col");
            r.add(th);
        }
        return r;
    }

    private static NativeTableRow row(List<String> texts) {
        NativeTableRow r = new NativeTableRow();
        for (String t : texts) {
            r.add(new NativeTableCell(t));
        }
        return r;
    }
}
