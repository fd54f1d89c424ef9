package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.notebook.CompareCell;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.OrderedQuery;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The run-trace store: every saved run, invalid files with their reasons, each linking to its replay, in a lazy
 * grid that sorts and filters; two selected runs (or two agents of one run) compared side by side. The listing,
 * the selection and the comparison are in the URL ({@link StoreQuery}).
 */
@Route(ForecastStorePage.ROUTE)
@Menu(order = 70, title = "Forecast store")
@StyleSheet("context://styles/forecast.css")
public class ForecastStorePage extends NotebookPage {

    static final String ROUTE = "forecast";

    private final TraceStoreService store;
    private final BookFolderChoice choice;
    private final KeyFiguresCell figures;
    private final StoreGridCell listing;
    private final CompareCell compare;

    public ForecastStorePage(TraceStoreService store, BookFolderChoice choice, SessionRuns yours) {
        this.store = store;
        this.choice = choice;
        explain("forecast/intro");
        // issue 26: this session's own runs first; the listing below is the class store's and the book's, read-only
        new YourRuns(
                yourRuns(store, yours),
                cell(new YourRunsCell(getTranslation("forecast.yours.title"))),
                () -> false,
                () -> {});
        figures = cell(new KeyFiguresCell(getTranslation("forecast.store.figures")));
        figures.setId("store-figures");
        listing = cell(new StoreGridCell(getTranslation("forecast.store.listing")));
        listing.withCommand(() -> ForecastCommands.traceList(store.folderOptions(choice)));
        listing.addChangeListener(e -> show(e.value(), true));
        compare = cell(new CompareCell(
                getTranslation("forecast.store.compare"), getTranslation("forecast.store.compare-hint")));
        compare.setId("store-compare");

        // the student's copy of the book's folder, read-only: for this session, or from the server's own machine for
        // the whole installation
        explain("forecast/book-folder");
        boolean local = LocalVisitor.isLocal();
        BookFolderCell book = cell(new BookFolderCell(
                getTranslation("forecast.book-folder.label"),
                store.bookFolder(choice).map(Path::toString).orElse(""),
                store.mayChooseForInstallation(local)));
        book.setId("book-folder");
        book.showStatus(
                choice.folder()
                        .map(f -> getTranslation("forecast.book-folder.kept-session", f.path()))
                        .or(() -> store.bookFolder().map(p -> getTranslation("forecast.book-folder.kept", p)))
                        .orElse(getTranslation("forecast.book-folder.none")),
                false);
        book.addUseListener(e -> store.useBookFolder(choice, e.value(), e.installationWide(), local)
                .ifPresentOrElse(
                        why -> book.showStatus(getTranslation("forecast.book-folder.refused", why), true),
                        () -> getUI().ifPresent(ui -> ui.getPage().reload())));
        book.addForgetListener(e -> {
            try {
                store.forgetBookFolder(choice, e.installationWide(), local)
                        .ifPresentOrElse(
                                why -> book.showStatus(getTranslation("forecast.book-folder.refused", why), true),
                                () -> getUI().ifPresent(ui -> ui.getPage().reload()));
            } catch (IOException ex) {
                book.showStatus(
                        getTranslation(
                                "forecast.book-folder.refused", ex.getClass().getSimpleName()),
                        true);
            }
        });
    }

    /** What "your runs" do, for this page and the run page. */
    static YourRuns.Actions yourRuns(TraceStoreService store, SessionRuns yours) {
        return new YourRuns.Actions(
                yours::list,
                () -> store.usage(yours),
                () -> store.reset(yours),
                store.classSaveAllowed() ? name -> TraceStoreService.display(store.saveToClass(yours, name)) : null);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        show(StoreQuery.from(event.getLocation().getQueryParameters().getParameters()), false);
    }

    /**
     * Shows the listing as {@code query} asks, from the store's rows in memory (no file is read), and the comparison
     * it selects; after a change on the page the URL is replaced, so a copied link reopens the same view.
     */
    private void show(StoreQuery query, boolean changed) {
        List<StoreRow> rows = store.rows(choice);
        figures.show(figures(rows));
        List<StoredTrace> stored = store.list(choice);
        List<String> agentIds = query.selected().size() != 1
                ? List.of()
                : ForecastComparisons.valid(query.selected().get(0), stored)
                        .map(v -> v.run().agents().stream()
                                .map(a -> String.valueOf(a.agentId()))
                                .toList())
                        .orElse(List.of());
        listing.show(new StoreGridCell.View(rows, query, agentIds));
        ForecastComparisons.of(query, stored).ifPresentOrElse(compare::show, compare::showHint);
        if (changed) {
            Map<String, List<String>> url = new LinkedHashMap<>(query.toQuery());
            url.putAll(currentQuery().getParameters());
            getUI().ifPresent(ui ->
                    ui.getPage().getHistory().replaceState(null, new Location(ROUTE, new OrderedQuery(url))));
        }
    }

    private List<KeyFigure> figures(List<StoreRow> rows) {
        long invalid = rows.stream().filter(r -> !r.valid()).count();
        String readOnly = store.readOnlyFolders(choice).isEmpty()
                ? getTranslation("forecast.store.none")
                : store.readOnlyFolders(choice).stream()
                        .map(TraceStoreService::display)
                        .collect(Collectors.joining(", "));
        return List.of(
                new KeyFigure(
                        "files",
                        getTranslation("forecast.store.fig.files"),
                        String.valueOf(rows.size()),
                        getTranslation(
                                "forecast.store.fig.folders", TraceStoreService.display(store.folder()), readOnly)),
                KeyFigure.of(
                        "valid", getTranslation("forecast.store.fig.valid"), String.valueOf(rows.size() - invalid)),
                KeyFigure.of("invalid", getTranslation("forecast.store.fig.invalid"), String.valueOf(invalid)));
    }
}
