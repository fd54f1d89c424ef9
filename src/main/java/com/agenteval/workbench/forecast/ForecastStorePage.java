package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import java.util.List;
import java.util.stream.Collectors;

/** The run-trace store: every saved run, invalid files with their reasons, each linking to its replay. */
@Route("forecast")
@PageTitle("Forecast store")
@Menu(order = 70, title = "Forecast store")
@StyleSheet("context://styles/forecast.css")
public class ForecastStorePage extends NotebookPage {

    public ForecastStorePage(TraceStoreService store) {
        explain("forecast/intro");
        output(new KeyFiguresCell(getTranslation("forecast.store.figures")), () -> figures(store))
                .setId("store-figures");
        TableCell<StoreRow> listing = listing();
        output(listing, () -> StoreRow.all(store.list()))
                .withCommand(() -> ForecastCommands.traceList(store));
    }

    private List<KeyFigure> figures(TraceStoreService store) {
        List<StoreRow> rows = StoreRow.all(store.list());
        long invalid = rows.stream().filter(r -> !r.valid()).count();
        String readOnly = store.readOnlyFolders().isEmpty() ? getTranslation("forecast.store.none")
                : store.readOnlyFolders().stream().map(TraceStoreService::display).collect(Collectors.joining(", "));
        return List.of(
                KeyFigure.of("files", getTranslation("forecast.store.fig.files"), String.valueOf(rows.size())),
                KeyFigure.of("valid", getTranslation("forecast.store.fig.valid"),
                        String.valueOf(rows.size() - invalid)),
                KeyFigure.of("invalid", getTranslation("forecast.store.fig.invalid"), String.valueOf(invalid)),
                new KeyFigure("folder", getTranslation("forecast.store.fig.folder"),
                        TraceStoreService.display(store.folder()),
                        getTranslation("forecast.store.fig.read-only", readOnly)));
    }

    private TableCell<StoreRow> listing() {
        TableCell<StoreRow> table = new TableCell<>(getTranslation("forecast.store.listing"));
        table.setId("store-listing");
        Grid<StoreRow> grid = table.grid();
        grid.addComponentColumn(r -> new RouterLink(r.fileName(), ForecastReplayPage.class, r.fileName()))
                .setHeader(getTranslation("forecast.store.col.file")).setAutoWidth(true).setFlexGrow(0)
                .setResizable(true);
        grid.addComponentColumn(this::validity).setHeader(getTranslation("forecast.store.col.validity"))
                .setFlexGrow(2).setResizable(true);
        table.text(getTranslation("forecast.store.col.notebook"), StoreRow::notebook).setAutoWidth(true);
        table.text(getTranslation("forecast.store.col.provider"), StoreRow::provider).setAutoWidth(true);
        table.text(getTranslation("forecast.store.col.question"), StoreRow::question).setFlexGrow(3);
        table.text(getTranslation("forecast.store.col.created"), StoreRow::created).setAutoWidth(true);
        table.number(getTranslation("forecast.store.col.agents"), StoreRow::agents, String::valueOf)
                .setAutoWidth(true);
        table.number(getTranslation("forecast.store.col.tokens"), StoreRow::tokens, n -> Python.thousands(n))
                .setAutoWidth(true);
        table.text(getTranslation("forecast.store.col.outcome"), StoreRow::outcome).setAutoWidth(true);
        grid.setPartNameGenerator(r -> r.valid() ? null : "invalid-trace");
        table.allRowsVisible();
        return table;
    }

    private Span validity(StoreRow row) {
        Span s = new Span(row.valid()
                ? getTranslation(row.readOnly() ? "forecast.store.valid-read-only" : "forecast.store.valid")
                : getTranslation("forecast.store.invalid", row.reason()));
        s.addClassName(row.valid() ? "trace-valid" : "trace-invalid");
        return s;
    }
}
