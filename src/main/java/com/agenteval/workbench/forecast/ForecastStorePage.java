package com.agenteval.workbench.forecast;

import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.stream.Collectors;

/** The run-trace store: every saved run, invalid files with their reasons, each linking to its replay. */
@Route("forecast")
@Menu(order = 70, title = "Forecast store")
@StyleSheet("context://styles/forecast.css")
public class ForecastStorePage extends NotebookPage {

    public ForecastStorePage(TraceStoreService store) {
        explain("forecast/intro");
        // read once per visit: the figures and the listing show the same files
        Computed<List<StoreRow>> rows = computed(() -> StoreRow.all(store.list()));
        output(new KeyFiguresCell(getTranslation("forecast.store.figures")), () -> figures(store, rows.get()), rows)
                .setId("store-figures");
        StoreListingCell listing = new StoreListingCell(getTranslation("forecast.store.listing"));
        listing.setId("store-listing");
        output(listing, rows, rows).withCommand(() -> ForecastCommands.traceList(store));

        // the student's copy of the book's folder, read-only, kept for the installation
        explain("forecast/book-folder");
        BookFolderCell book = cell(new BookFolderCell(getTranslation("forecast.book-folder.label"),
                store.bookFolder().map(java.nio.file.Path::toString).orElse("")));
        book.setId("book-folder");
        book.showStatus(store.bookFolder().map(p -> getTranslation("forecast.book-folder.kept", p))
                .orElse(getTranslation("forecast.book-folder.none")), false);
        book.addUseListener(e -> store.useBookFolder(e.path()).ifPresentOrElse(
                why -> book.showStatus(getTranslation("forecast.book-folder.refused", why), true),
                () -> getUI().ifPresent(ui -> ui.getPage().reload())));
        book.addForgetListener(e -> {
            try {
                store.forgetBookFolder();
                getUI().ifPresent(ui -> ui.getPage().reload());
            } catch (java.io.IOException ex) {
                book.showStatus(getTranslation("forecast.book-folder.refused", ex.getClass().getSimpleName()), true);
            }
        });
    }

    private List<KeyFigure> figures(TraceStoreService store, List<StoreRow> rows) {
        long invalid = rows.stream().filter(r -> !r.valid()).count();
        String readOnly = store.readOnlyFolders().isEmpty() ? getTranslation("forecast.store.none")
                : store.readOnlyFolders().stream().map(TraceStoreService::display).collect(Collectors.joining(", "));
        return List.of(
                new KeyFigure("files", getTranslation("forecast.store.fig.files"), String.valueOf(rows.size()),
                        getTranslation("forecast.store.fig.folders", TraceStoreService.display(store.folder()),
                                readOnly)),
                KeyFigure.of("valid", getTranslation("forecast.store.fig.valid"),
                        String.valueOf(rows.size() - invalid)),
                KeyFigure.of("invalid", getTranslation("forecast.store.fig.invalid"), String.valueOf(invalid)));
    }
}
