package com.agenteval.workbench.notebook;

import com.agenteval.workbench.base.i18n.Languages;
import com.agenteval.workbench.base.ui.ReproducibleQuery;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A lesson page as a notebook: a constructor lists its cells in order. Parameters live in the URL query, so
 * a link reproduces the page and back/forward work; changing a parameter re-runs exactly the outputs that
 * depend on it.
 *
 * <pre>{@code
 * public ReliabilityPage() {
 *     explain("reliability/intro");
 *     ParametersCell params = parameters("Parameters");
 *     DecimalParam p = params.decimal("p", "Success rate", 0.8, 0, 1, 0.05);
 *     output(new ChartCell("pass^k"), () -> chartFor(p.value()), p);
 * }
 * }</pre>
 */
public abstract class NotebookPage extends Composite<VerticalLayout>
        implements BeforeEnterObserver, ReproducibleQuery, HasDynamicTitle {

    private final List<ParametersCell> parameterCells = new ArrayList<>();
    private final List<Binding<?>> bindings = new ArrayList<>();
    private String path = "";
    private @Nullable LessonFooter footer;

    protected NotebookPage() {
        getContent().addClassName("notebook");
        getContent().setPadding(true);
        getContent().setSpacing(true);
        getContent().setMaxWidth("1200px");
    }

    /**
     * The browser tab's title in the reader's language: the page's menu entry ({@code menu.<route>}, as the side menu
     * shows it). A static {@code @PageTitle} would stay English.
     */
    @Override
    public String getPageTitle() {
        Route route = getClass().getAnnotation(Route.class);
        String slug =
                route == null ? "" : route.value().replaceAll("^/+|/+$", "").replace('/', '.');
        return getTranslation("menu." + (slug.isEmpty() ? "home" : slug)) + " · " + getTranslation("app.name");
    }

    /** Adds any component as the next cell (before the lesson's footer, once the page has one). */
    protected <C extends Component> C cell(C component) {
        if (footer == null) {
            getContent().add(component);
        } else {
            getContent().addComponentAtIndex(getContent().indexOf(footer), component);
        }
        return component;
    }

    /** Adds an explanation cell from {@code /lessons/<name>.<lang>.md}. */
    protected ExplanationCell explain(String name) {
        return cell(new ExplanationCell(name));
    }

    /** Adds a parameter cell; its changes update the URL and re-run the dependent outputs. */
    protected ParametersCell parameters(String title) {
        ParametersCell params = cell(new ParametersCell(title));
        parameterCells.add(params);
        params.addChangeListener(e -> parameterChanged());
        return params;
    }

    /** A computation shared by several outputs; it runs once per combination of its parameters. */
    protected <R> Computed<R> computed(Supplier<R> compute, Dependency... deps) {
        return new Computed<>(compute, deps);
    }

    /**
     * A shared computation that also depends on page state outside the parameters (the student's own configs, say):
     * it runs again when {@code state} gives a different value.
     */
    protected <R> Computed<R> computedWith(Supplier<?> state, Supplier<R> compute, Dependency... deps) {
        return new Computed<>(state, compute, deps);
    }

    /** Adds an output cell fed by {@code compute}, re-run whenever one of {@code deps} changes. */
    protected <R, C extends OutputCell<R>> C output(C cell, Supplier<R> compute, Dependency... deps) {
        cell(cell);
        bindings.add(new Binding<>(cell, compute, deps));
        return cell;
    }

    /** Re-runs every output, e.g. after "run again" changed state outside the parameters. */
    protected void rerunAll() {
        bindings.forEach(Binding::invalidate);
        refreshChanged();
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        path = event.getLocation().getPath();
        if (footer == null && LessonFooter.isLesson(path)) {
            // after the constructor's cells: the lesson's "Try this" prompts and its "Next" link
            footer = new LessonFooter(path);
            getContent().add(footer);
        }
        Map<String, List<String>> given =
                event.getLocation().getQueryParameters().getParameters();
        Map<String, List<String>> query = expandQuery(given);
        boolean aliased = !query.equals(given);
        for (ParametersCell p : parameterCells) {
            aliased |= p.applyQuery(query);
        }
        if (aliased) {
            // an old link (seed=7&stale=3): show the canonical keys, keeping what the parameters do not own
            replaceUrl(event.getUI(), query);
        }
        refreshChanged();
    }

    /** The query that reproduces the page as it is now, language included. */
    @Override
    public QueryParameters currentQuery() {
        Map<String, List<String>> query = new LinkedHashMap<>();
        for (ParametersCell cell : parameterCells) {
            for (Param<?> p : cell.params()) {
                query.put(p.key(), List.of(formatValue(p)));
            }
        }
        Map<String, List<String>> shown = new LinkedHashMap<>(compactQuery(query));
        shown.put(Languages.KEY, List.of(Languages.tag(getLocale())));
        return new OrderedQuery(shown);
    }

    /**
     * A page's own reading of its URL before the parameters read it, e.g. a config code into its knobs. A result
     * that differs from {@code query} makes the page rewrite its URL to {@link #currentQuery}.
     */
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return query;
    }

    /** The inverse of {@link #expandQuery}: the parameters' values as the URL shows them. */
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        return query;
    }

    private void replaceUrl(UI ui, Map<String, List<String>> query) {
        Map<String, List<String>> canonical = new LinkedHashMap<>(currentQuery().getParameters());
        query.forEach((k, v) -> {
            if (!owned(k) && !k.equals(Languages.KEY)) {
                canonical.putIfAbsent(k, v);
            }
        });
        ui.getPage().getHistory().replaceState(null, new Location(path, new OrderedQuery(canonical)));
    }

    private boolean owned(String key) {
        for (ParametersCell cell : parameterCells) {
            for (Param<?> p : cell.params()) {
                if (p.key().equals(key) || p.aliases().contains(key)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static <T> String formatValue(Param<T> p) {
        return p.format(p.value());
    }

    /** Puts the page's state into its URL after a change outside the parameters (a config saved, say). */
    protected void stateChanged() {
        parameterChanged();
    }

    private void parameterChanged() {
        // the URL is the page's state: navigating to it runs beforeEnter, which re-runs what changed
        UI.getCurrent().navigate(path, currentQuery());
    }

    private void refreshChanged() {
        UI ui = UI.getCurrent();
        for (Binding<?> b : bindings) {
            if (b.takeChange()) {
                CellRunner.run(ui, b);
            }
        }
    }
}
