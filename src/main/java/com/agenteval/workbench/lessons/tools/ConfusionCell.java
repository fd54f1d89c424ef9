package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Intent kind × picked tool: one row per kind, one sortable column per tool that was picked at least once. A count
 * in an acceptable tool's column is a right pick and is shown in bold; everything else is a wrong one.
 */
class ConfusionCell extends OutputCell<SelectionExperiment.Confusion> {

    private record Row(String kind, int[] counts) {}

    private final Grid<Row> grid = new Grid<>();
    private final String kindHeader;
    /** The cells shown, kept for "Download CSV". */
    private List<String> csvHeader = List.of();

    private List<List<String>> csvRows = List.of();

    ConfusionCell(String title, String kindHeader) {
        super(title);
        this.kindHeader = kindHeader;
        getContent().setId("confusion-cell");
        grid.setId("confusion");
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_COLUMN_BORDERS);
        grid.setAllRowsVisible(true);
        body().add(
                        grid,
                        CsvDownload.link(
                                getTranslation("notebook.download-csv"),
                                "confusion",
                                () -> CsvDownload.csv(csvHeader, csvRows)));
    }

    @Override
    protected void render(SelectionExperiment.Confusion confusion) {
        grid.removeAllColumns();
        grid.addColumn(Row::kind)
                .setHeader(kindHeader)
                .setSortable(true)
                .setComparator(Comparator.comparingInt(r -> SelectionExperiment.KINDS.indexOf(r.kind())))
                .setFrozen(true)
                .setAutoWidth(true);
        List<String> tools = confusion.tools();
        for (int t = 0; t < tools.size(); t++) {
            int col = t;
            String tool = tools.get(t);
            grid.addColumn(new ComponentRenderer<>(
                            row -> cell(row.counts()[col], confusion.isAcceptable(row.kind(), tool))))
                    .setHeader(header(tool))
                    .setKey(tool)
                    .setSortable(true)
                    .setComparator(Comparator.comparingInt(r -> r.counts()[col]))
                    .setTextAlign(ColumnTextAlign.END)
                    .setAutoWidth(true);
        }
        List<Row> rows = new ArrayList<>();
        for (int k = 0; k < confusion.kinds().size(); k++) {
            rows.add(new Row(confusion.kinds().get(k), confusion.counts()[k]));
        }
        grid.setItems(rows);
        List<String> header = new ArrayList<>(List.of(kindHeader));
        header.addAll(tools);
        List<List<String>> lines = rows.stream()
                .map(r -> {
                    List<String> line = new ArrayList<>(List.of(r.kind()));
                    for (int c : r.counts()) {
                        line.add(countText(c));
                    }
                    return (List<String>) line;
                })
                .toList();
        csvHeader = List.copyOf(header);
        csvRows = List.copyOf(lines);
    }

    /**
     * A tool's name written upwards, as a confusion matrix's column heads often are: with 18 distractors and
     * finance_helper_pro, 25 names side by side were wider than the page at 1280 px and the last columns were cut
     * off (issue 26); upright, each column is as narrow as its counts.
     */
    private static Span header(String tool) {
        Span name = new Span(tool);
        name.addClassName("confusion-tool");
        name.getElement().setAttribute("title", tool);
        return name;
    }

    private static String countText(int count) {
        return count == 0 ? "\u00b7" : Integer.toString(count);
    }

    private static Span cell(int count, boolean acceptable) {
        Span s = new Span(countText(count));
        if (acceptable) {
            s.getStyle().set("font-weight", "700").set("color", "var(--lumo-success-text-color)");
        } else if (count > 0) {
            s.getStyle().set("color", "var(--lumo-error-text-color)");
        } else {
            s.getStyle().set("color", "var(--lumo-tertiary-text-color)");
        }
        return s;
    }
}
