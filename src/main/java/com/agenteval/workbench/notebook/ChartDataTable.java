package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.BoundedPercent;
import com.agenteval.workbench.notebook.chart.ChartKind;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.component.Composite;
import java.util.ArrayList;
import java.util.List;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableHeader;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Span;

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
        d.add(table, CsvDownload.link(getTranslation("notebook.download-csv"), "chart-data",
                () -> CsvDownload.csv(header, rows)));
    }

    /** Replaces the table with the values of {@code spec}. */
    public void show(ChartSpec spec) {
        table.removeHead();
        table.removeBody();
        table.setCaptionText(spec.title());
        NativeTableHeader head = table.getHead();
        NativeTableBody body = table.getBody();
        if (spec.kind() == ChartKind.SCATTER) {
            head.addRows(headerRow(getTranslation("notebook.chart.series"), getTranslation("notebook.chart.point"),
                    spec.xAxis().label(), spec.yAxis().label()));
            for (Series s : spec.series()) {
                for (Point p : s.points()) {
                    body.addRows(row(s.name(), p.label() == null ? "" : p.label(), format(p.x(), spec.xFormat()),
                            format(p.y(), spec.valueFormat())));
                }
            }
            keep(List.of(getTranslation("notebook.chart.series"), getTranslation("notebook.chart.point"),
                    spec.xAxis().label(), spec.yAxis().label()), body);
        } else {
            String[] columns = new String[spec.series().size() + 1];
            columns[0] = spec.xAxis().label();
            for (int i = 0; i < spec.series().size(); i++) {
                columns[i + 1] = spec.series().get(i).name();
            }
            head.addRows(headerRow(columns));
            for (int c = 0; c < spec.categories().size(); c++) {
                String[] cells = new String[columns.length];
                cells[0] = spec.categories().get(c);
                for (int i = 0; i < spec.series().size(); i++) {
                    Double v = spec.series().get(i).values().get(c);
                    cells[i + 1] = v == null ? "—" : format(v, spec.valueFormat());
                }
                body.addRows(row(cells));
            }
            keep(List.of(columns), body);
        }
    }

    /** Keeps the shown header and body cells for the CSV download (the same texts, read back from the rows). */
    private void keep(List<String> head, NativeTableBody body) {
        header = List.copyOf(head);
        List<List<String>> out = new ArrayList<>();
        body.getChildren().forEach(r -> out.add(r.getChildren().map(c -> c.getElement().getText()).toList()));
        rows = List.copyOf(out);
    }

    /** A value as the chart's tooltip prints it: Python's fixed decimals between prefix and suffix, else repr. */
    static String format(double v, ValueFormat f) {
        String digits = f.ceiling() != null ? BoundedPercent.bounded(v, f.decimals(), f.ceiling())
                : f.decimals() != null ? PyFormat.fixed(v, f.decimals())
                : v == Math.rint(v) && Math.abs(v) < 1e16 ? Long.toString((long) v) : PyFormat.repr(v);
        return f.prefix() + digits + f.suffix();
    }

    private static NativeTableRow headerRow(String... texts) {
        NativeTableRow r = new NativeTableRow();
        for (String t : texts) {
            NativeTableHeaderCell th = new NativeTableHeaderCell(t);
            th.getElement().setAttribute("scope", "col");
            r.add(th);
        }
        return r;
    }

    private static NativeTableRow row(String... texts) {
        NativeTableRow r = new NativeTableRow();
        for (String t : texts) {
            r.add(new NativeTableCell(t));
        }
        return r;
    }
}
