package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridSortOrder;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.data.provider.SortDirection;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.SerializableFunction;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The store listing as a lazy grid: rows are fetched a page at a time from the filtered and sorted rows in memory
 * (5,000 files stay fast), every column sorts, four filters narrow it, and any two rows can be selected to compare.
 * With one run of several agents selected, two agent pickers choose which of its agents to compare. Every change
 * raises {@link ChangeEvent} with the new {@link StoreQuery}, which the page keeps in its URL. Every value is bound
 * as text. "Download CSV" gives every filtered row in the query's order with the data columns' texts as shown (the
 * selection checkbox and the copy button are controls, marked {@code nb-no-csv}, not data).
 */
class StoreGridCell extends OutputCell<StoreGridCell.View> {

    /**
     * All rows, what the URL asks to show of them, and the agent ids of the one selected run (empty unless exactly
     * one run is selected).
     */
    record View(List<StoreRow> rows, StoreQuery query, List<String> agentIds) {
        View {
            rows = List.copyOf(rows);
            Objects.requireNonNull(query);
            agentIds = List.copyOf(agentIds);
        }
    }

    private final Grid<StoreRow> grid = new Grid<>();
    private final Select<String> notebook = filter("notebook");
    private final Select<String> provider = filter("provider");
    private final Select<String> validity = filter("validity");
    private final Select<String> outcome = filter("outcome");
    private final Select<Integer> leftAgent = agentPicker("left");
    private final Select<Integer> rightAgent = agentPicker("right");
    private final HorizontalLayout agentPickers = new HorizontalLayout(leftAgent, rightAgent);
    private final Span count = new Span();
    private List<StoreRow> all = List.of();
    private StoreQuery query = StoreQuery.ALL;
    /** The rows as filtered and sorted now; the data provider pages through it. */
    private List<StoreRow> shown = List.of();
    /** The data columns' headers and texts, for "Download CSV". */
    private final List<String> csvHeader = new ArrayList<>();

    private final List<SerializableFunction<StoreRow, String>> csvValues = new ArrayList<>();
    private boolean applying;

    StoreGridCell(String title) {
        super(title);
        String copyTitle = getTranslation("forecast.store.copy-name");
        String copyText = getTranslation("forecast.store.copy");
        getContent().setId("store-listing");
        validity.setItems(StoreRow.VALIDITIES);
        validity.setItemLabelGenerator(v -> v == null
                ? getTranslation("forecast.store.filter.all")
                : getTranslation("forecast.store.validity." + v));
        outcome.setItems(StoreRow.OUTCOMES_FILTER);
        outcome.setItemLabelGenerator(v -> v == null
                ? getTranslation("forecast.store.filter.all")
                : getTranslation("forecast.store.outcome." + v));
        HorizontalLayout filters = new HorizontalLayout(notebook, provider, validity, outcome, count);
        filters.setAlignItems(com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment.BASELINE);
        filters.addClassName("fc-filters");
        count.setId("store-count");

        grid.setId("store-grid");
        grid.addThemeVariants(
                GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_WRAP_CELL_CONTENT);
        grid.setHeight("520px");
        grid.setSelectionMode(Grid.SelectionMode.NONE);
        grid.setMultiSort(false);
        // our own selection column: the grid's multi-select checkboxes have no accessible name (axe: label)
        grid.addColumn(LitRenderer.<StoreRow>of(
                                "<input type='checkbox' class='fc-select nb-no-csv' data-file='${item.file}'"
                                        + " aria-label='${item.selectLabel}' title='${item.selectLabel}' .checked='${item.selected}'"
                                        + " @change='${e => select(e.target.checked)}'>")
                        .withProperty("file", StoreRow::fileName)
                        .withProperty("selectLabel", r -> getTranslation("forecast.store.select", r.shortName()))
                        .withProperty("selected", r -> query.selected().contains(r.fileName()))
                        .withFunction("select", (r, args) -> {
                            if (!applying) {
                                change(query.withSelected(selection(
                                        r, args.size() > 0 && args.get(0).asBoolean())));
                            }
                        }))
                .setKey("select")
                .setHeader(getTranslation("forecast.store.col.select"))
                .setWidth("6.5em")
                .setFlexGrow(0);
        grid.addColumn(LitRenderer.<StoreRow>of("<a class='fc-run' href='${item.href}' router-link"
                                + " title='${item.file}' data-file='${item.file}'>${item.name}</a>"
                                + "<vaadin-button class='fc-copy nb-no-csv' theme='tertiary-inline small' title='${item.copy}'"
                                + " data-file='${item.file}'"
                                + " @click='${() => navigator.clipboard && navigator.clipboard.writeText(item.file)}'>"
                                + "${item.copyText}</vaadin-button>")
                        .withProperty("href", r -> ReplayLinks.url(r.fileName()))
                        .withProperty("file", StoreRow::fileName)
                        .withProperty("name", StoreRow::shortName)
                        .withProperty("copy", r -> copyTitle)
                        .withProperty("copyText", r -> copyText))
                .setKey("run")
                .setSortProperty("run")
                .setSortable(true)
                .setHeader(getTranslation("forecast.store.col.run"))
                .setWidth("10em")
                .setFlexGrow(0)
                .setResizable(true);
        csvHeader.add(getTranslation("forecast.store.col.run"));
        csvValues.add(StoreRow::shortName);
        text("question", "forecast.store.col.question", StoreRow::question)
                .setFlexGrow(4)
                .setWidth("9em");
        text("validity", "forecast.store.col.validity", this::validityText)
                .setWidth("7em")
                .setFlexGrow(1);
        text("provider", "forecast.store.col.provider", StoreRow::provider)
                .setWidth("7em")
                .setFlexGrow(0);
        text("agents", "forecast.store.col.agents", r -> r.agents() == null ? "" : String.valueOf(r.agents()))
                .setWidth("6.5em")
                .setFlexGrow(0)
                .setTextAlign(ColumnTextAlign.END);
        text("tokens", "forecast.store.col.tokens", r -> r.tokens() == null ? "" : Python.thousands(r.tokens()))
                .setWidth("6em")
                .setFlexGrow(0)
                .setTextAlign(ColumnTextAlign.END);
        // the columns' widths add up to less than the page's at 1280 px: the outcome column was cut off (issue 26)
        text("outcome", "forecast.store.col.outcome", StoreRow::outcome)
                .setWidth("6em")
                .setFlexGrow(1);
        grid.setItems(q -> shown.stream().skip(q.getOffset()).limit(q.getLimit()), q -> shown.size());

        grid.addSortListener(e -> {
            if (!applying) {
                List<GridSortOrder<StoreRow>> order = e.getSortOrder();
                change(
                        order.isEmpty()
                                ? query.withSort("", false)
                                : query.withSort(
                                        order.get(0).getSorted().getKey(),
                                        order.get(0).getDirection() == SortDirection.DESCENDING));
            }
        });
        for (Select<String> f : List.of(notebook, provider, validity, outcome)) {
            f.addValueChangeListener(e -> {
                if (!applying) {
                    change(query.withFilters(value(notebook), value(provider), value(validity), value(outcome)));
                }
            });
        }
        // choosing on one side the agent the other side shows swaps them: an agent is never compared with itself
        leftAgent.addValueChangeListener(e -> agentsChosen(e.getValue(), rightAgent.getValue(), e.getOldValue(), true));
        rightAgent.addValueChangeListener(
                e -> agentsChosen(e.getValue(), leftAgent.getValue(), e.getOldValue(), false));
        agentPickers.setId("store-agents");
        agentPickers.setVisible(false);
        body().add(
                        filters,
                        grid,
                        CsvDownload.link(
                                getTranslation("notebook.download-csv"),
                                "store",
                                () -> CsvDownload.csv(
                                        csvHeader,
                                        shown.stream()
                                                .map(r -> csvValues.stream()
                                                        .map(v -> v.apply(r))
                                                        .toList())
                                                .toList())),
                        agentPickers);
    }

    private void agentsChosen(Integer chosen, Integer other, Integer before, boolean left) {
        if (applying || chosen == null || other == null) {
            return;
        }
        int keep = other.equals(chosen) && before != null ? before : other;
        change(left ? query.withAgents(chosen, keep) : query.withAgents(keep, chosen));
    }

    private Grid.Column<StoreRow> text(String key, String headerKey, SerializableFunction<StoreRow, String> value) {
        csvHeader.add(getTranslation(headerKey));
        csvValues.add(value);
        // data-file names the row, so a test (or a student's script) finds a file's cell without the grid's internals
        return grid.addColumn(LitRenderer.<StoreRow>of("<span class='fc-cell' data-col='" + key
                                + "' data-file='${item.file}'>${item.v}</span>")
                        .withProperty("file", StoreRow::fileName)
                        .withProperty("v", value::apply))
                .setKey(key)
                .setSortProperty(key)
                .setSortable(true)
                .setHeader(getTranslation(headerKey))
                .setResizable(true);
    }

    private Select<String> filter(String key) {
        Select<String> s = new Select<>();
        s.setId("store-filter-" + key);
        s.setLabel(getTranslation("forecast.store.filter." + key));
        s.setEmptySelectionAllowed(true);
        s.setEmptySelectionCaption(getTranslation("forecast.store.filter.all"));
        return s;
    }

    private Select<Integer> agentPicker(String side) {
        Select<Integer> s = new Select<>();
        s.setId("store-agent-" + side);
        s.setLabel(getTranslation("forecast.store.agent." + side));
        return s;
    }

    /** The new selection in the order it was made; a third row replaces the oldest of the two. */
    private List<String> selection(StoreRow row, boolean on) {
        Set<String> files = new LinkedHashSet<>(query.selected());
        if (on) {
            files.add(row.fileName());
        } else {
            files.remove(row.fileName());
        }
        List<String> list = new ArrayList<>(files);
        while (list.size() > StoreQuery.MAX_SELECTED) {
            list.remove(0);
        }
        return list;
    }

    private void change(StoreQuery newQuery) {
        fireEvent(new ChangeEvent(this, newQuery));
    }

    @Override
    protected void render(View view) {
        applying = true;
        try {
            all = view.rows();
            query = view.query();
            notebook.setItems(withValue(distinct(all, StoreRow::notebook), query.notebook()));
            provider.setItems(withValue(distinct(all, StoreRow::provider), query.provider()));
            setValue(notebook, query.notebook());
            setValue(provider, query.provider());
            setValue(validity, query.validity());
            setValue(outcome, query.outcome());
            shown = query.apply(all);
            count.setText(getTranslation("forecast.store.count", shown.size(), all.size()));
            applySort();
            // always: the rows in view show whether they are selected (in memory, so a refresh is cheap)
            grid.getDataProvider().refreshAll();
            applySelection(view.agentIds());
        } finally {
            applying = false;
        }
    }

    private void applySort() {
        List<GridSortOrder<StoreRow>> current = grid.getSortOrder();
        String key = current.isEmpty() ? "" : current.get(0).getSorted().getKey();
        boolean desc = !current.isEmpty() && current.get(0).getDirection() == SortDirection.DESCENDING;
        if (key.equals(query.sort()) && desc == query.descending()) {
            return;
        }
        grid.sort(
                query.sort().isEmpty()
                        ? List.of()
                        : List.of(new GridSortOrder<>(
                                grid.getColumnByKey(query.sort()),
                                query.descending() ? SortDirection.DESCENDING : SortDirection.ASCENDING)));
    }

    private void applySelection(List<String> agentIds) {
        Set<StoreRow> wanted = new LinkedHashSet<>();
        for (String f : query.selected()) {
            all.stream().filter(r -> r.fileName().equals(f)).findFirst().ifPresent(wanted::add);
        }
        StoreRow one = wanted.size() == 1 ? wanted.iterator().next() : null;
        boolean pick = one != null && StoreRow.RUN.equals(one.kind()) && agentIds.size() >= 2;
        agentPickers.setVisible(pick);
        if (pick) {
            List<Integer> positions =
                    IntStream.range(0, agentIds.size()).boxed().toList();
            List<Integer> chosen = query.agents().isEmpty() ? List.of(0, 1) : query.agents();
            for (Select<Integer> s : List.of(leftAgent, rightAgent)) {
                s.setItems(positions);
                // the position too: two agents of one run may share an id
                s.setItemLabelGenerator(i -> getTranslation("forecast.store.agent.n", i + 1, agentIds.get(i)));
            }
            leftAgent.setValue(chosen.get(0) < agentIds.size() ? chosen.get(0) : 0);
            rightAgent.setValue(chosen.get(1) < agentIds.size() ? chosen.get(1) : 1);
        }
    }

    private static String value(Select<String> s) {
        return s.getValue() == null ? "" : s.getValue();
    }

    private static void setValue(Select<String> s, String value) {
        s.setValue(value.isEmpty() ? null : value);
    }

    /** A filter from a link that no file has now still shows as chosen (and lists nothing), rather than vanishing. */
    private static List<String> withValue(List<String> options, String value) {
        if (value.isEmpty() || options.contains(value)) {
            return options;
        }
        List<String> more = new ArrayList<>(options);
        more.add(value);
        return more;
    }

    private static List<String> distinct(List<StoreRow> rows, SerializableFunction<StoreRow, String> value) {
        return rows.stream()
                .map(value::apply)
                .filter(v -> !v.isEmpty())
                .distinct()
                .sorted()
                .toList();
    }

    private String validityText(StoreRow row) {
        if (!row.valid()) {
            return getTranslation("forecast.store.invalid", row.reason());
        }
        if (StoreRow.PANEL.equals(row.kind()) || StoreRow.OUTCOMES.equals(row.kind())) {
            String kind = getTranslation(
                    StoreRow.PANEL.equals(row.kind()) ? "forecast.store.panel" : "forecast.store.outcomes");
            return row.readOnly() ? kind + " (" + getTranslation("forecast.replay.header.read-only") + ")" : kind;
        }
        return getTranslation(row.readOnly() ? "forecast.store.valid-read-only" : "forecast.store.valid");
    }

    Registration addChangeListener(ComponentEventListener<ChangeEvent> listener) {
        return addListener(ChangeEvent.class, listener);
    }

    /** The student changed a filter, the sort, the selection or the agents compared. */
    static final class ChangeEvent extends CellEvent<StoreGridCell, StoreQuery> {
        ChangeEvent(StoreGridCell source, StoreQuery query) {
            super(source, query);
        }
    }
}
