package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the store listing shows, as its URL keeps it: the four filters, the sort, the selected runs (at most two) and,
 * for one selected run, the two agents compared. A link therefore reopens the same listing and comparison:
 * {@code /forecast?provider=simulated&sort=-tokens&select=a.json&select=b.json}.
 *
 * <p>Values from a URL are bounded: an over-long value, an unknown sort column or validity is dropped, not refused,
 * so a damaged link still opens the listing.
 *
 * @param sort       a column key of {@link #COLUMNS}, or empty for the store's own order (folder, then name)
 * @param selected   file names, at most two, in the order they were selected
 * @param agents     0-based agent positions within the one selected run, two or none
 */
record StoreQuery(
        String notebook,
        String provider,
        String validity,
        String outcome,
        String sort,
        boolean descending,
        List<String> selected,
        List<Integer> agents) {

    static final String NOTEBOOK = "notebook";
    static final String PROVIDER = "provider";
    static final String VALIDITY = "validity";
    static final String OUTCOME = "outcome";
    static final String SORT = "sort";
    static final String SELECT = "select";
    static final String AGENTS = "agents";
    /** Every key this page owns in its URL. */
    static final List<String> KEYS = List.of(NOTEBOOK, PROVIDER, VALIDITY, OUTCOME, SORT, SELECT, AGENTS);

    /** A value longer than this in a URL is ignored: no notebook, provider or file name of the store is that long. */
    static final int MAX_VALUE = 300;

    static final int MAX_SELECTED = 2;
    static final int MAX_AGENT = 999;

    /** Each sortable column by its URL key, with its order; empty values sort last (first when descending). */
    static final Map<String, Comparator<StoreRow>> COLUMNS = columns();

    /** Declared after {@link #COLUMNS}, which its constructor reads. */
    static final StoreQuery ALL = new StoreQuery("", "", "", "", "", false, List.of(), List.of());

    StoreQuery {
        notebook = clean(notebook);
        provider = clean(provider);
        validity = StoreRow.VALIDITIES.contains(validity) ? validity : "";
        outcome = StoreRow.OUTCOMES_FILTER.contains(outcome) ? outcome : "";
        sort = COLUMNS.containsKey(sort) ? sort : "";
        descending = descending && !sort.isEmpty();
        selected = selected.stream()
                .map(StoreQuery::clean)
                .filter(s -> !s.isEmpty())
                .distinct()
                .limit(MAX_SELECTED)
                .toList();
        agents = selected.size() == 1
                        && agents.size() == 2
                        && !agents.get(0).equals(agents.get(1))
                        && agents.stream().allMatch(a -> a != null && a >= 0 && a <= MAX_AGENT)
                ? List.copyOf(agents)
                : List.of();
    }

    private static String clean(String value) {
        if (value == null || value.length() > MAX_VALUE || value.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            return "";
        }
        return value;
    }

    private static Map<String, Comparator<StoreRow>> columns() {
        Map<String, Comparator<StoreRow>> c = new LinkedHashMap<>();
        c.put("run", Comparator.comparing(StoreRow::shortName).thenComparing(StoreRow::fileName));
        c.put("question", text(StoreRow::question));
        c.put("validity", Comparator.comparing(r -> StoreRow.VALIDITIES.indexOf(r.validityClass())));
        c.put("provider", text(StoreRow::provider));
        c.put("agents", Comparator.comparing(StoreRow::agents, Comparator.nullsLast(Comparator.naturalOrder())));
        c.put("tokens", Comparator.comparing(StoreRow::tokens, Comparator.nullsLast(Comparator.naturalOrder())));
        c.put("outcome", text(StoreRow::outcome));
        return Collections.unmodifiableMap(c);
    }

    private static Comparator<StoreRow> text(Function<StoreRow, String> value) {
        return Comparator.comparing(
                value,
                Comparator.comparing(String::isEmpty)
                        .thenComparing(String.CASE_INSENSITIVE_ORDER)
                        .thenComparing(Comparator.naturalOrder()));
    }

    /** Reads the page's keys from a URL query; every other key is left to the page. */
    static StoreQuery from(Map<String, List<String>> query) {
        String sortValue = first(query, SORT);
        boolean desc = sortValue.startsWith("-");
        List<Integer> agents = new ArrayList<>();
        for (String part : first(query, AGENTS).split(",", 3)) {
            parseAgent(part).ifPresent(agents::add);
        }
        return new StoreQuery(
                first(query, NOTEBOOK),
                first(query, PROVIDER),
                first(query, VALIDITY),
                first(query, OUTCOME),
                desc ? sortValue.substring(1) : sortValue,
                desc,
                query.getOrDefault(SELECT, List.of()),
                agents);
    }

    private static Optional<Integer> parseAgent(String s) {
        return s.matches("\\d{1,3}") ? Optional.of(Integer.parseInt(s)) : Optional.empty();
    }

    private static String first(Map<String, List<String>> query, String key) {
        List<String> values = query.get(key);
        return values == null || values.isEmpty() || values.get(0) == null ? "" : values.get(0);
    }

    /** The keys that reproduce this listing; filters and sort left at their defaults are not written. */
    Map<String, List<String>> toQuery() {
        Map<String, List<String>> q = new LinkedHashMap<>();
        put(q, NOTEBOOK, notebook);
        put(q, PROVIDER, provider);
        put(q, VALIDITY, validity);
        put(q, OUTCOME, outcome);
        put(q, SORT, sort.isEmpty() ? "" : (descending ? "-" : "") + sort);
        if (!selected.isEmpty()) {
            q.put(SELECT, selected);
        }
        if (!agents.isEmpty()) {
            q.put(AGENTS, List.of(agents.get(0) + "," + agents.get(1)));
        }
        return q;
    }

    private static void put(Map<String, List<String>> q, String key, String value) {
        if (!value.isEmpty()) {
            q.put(key, List.of(value));
        }
    }

    /** The rows that pass every filter, in this query's order (the store's own order when it has no sort). */
    List<StoreRow> apply(List<StoreRow> rows) {
        List<StoreRow> kept = new ArrayList<>(rows.stream()
                .filter(r -> notebook.isEmpty() || notebook.equals(r.notebook()))
                .filter(r -> provider.isEmpty() || provider.equals(r.provider()))
                .filter(r -> validity.isEmpty() || validity.equals(r.validityClass()))
                .filter(r -> outcome.isEmpty() || outcome.equals(r.outcomeClass()))
                .toList());
        if (!sort.isEmpty()) {
            Comparator<StoreRow> order = Objects.requireNonNull(COLUMNS.get(sort), "a sort is a column key (or empty)");
            kept.sort(descending ? order.reversed() : order); // a stable sort: ties keep the store's order
        }
        return kept;
    }

    StoreQuery withFilters(String newNotebook, String newProvider, String newValidity, String newOutcome) {
        return new StoreQuery(newNotebook, newProvider, newValidity, newOutcome, sort, descending, selected, agents);
    }

    StoreQuery withSort(String newSort, boolean newDescending) {
        return new StoreQuery(notebook, provider, validity, outcome, newSort, newDescending, selected, agents);
    }

    StoreQuery withSelected(List<String> files) {
        return new StoreQuery(
                notebook,
                provider,
                validity,
                outcome,
                sort,
                descending,
                files,
                files.equals(selected) ? agents : List.of());
    }

    StoreQuery withAgents(int left, int right) {
        return new StoreQuery(notebook, provider, validity, outcome, sort, descending, selected, List.of(left, right));
    }
}
