package com.agenteval.workbench.notebook;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Two things side by side, as {@link CompareCell} shows them: named rows with the left and the right value, then
 * lists compared as sets (what only the left has, what both have, what only the right has). Pages build one from
 * their domain (two runs, two agents, two traces, two configs); the values are plain text.
 *
 * <pre>{@code
 * Comparison c = Comparison.of("run A", "run B", List.of(Comparison.row("p_yes", "0.62", "0.41")),
 *         List.of(Comparison.Lists.of("queries", queriesA, queriesB)));
 * }</pre>
 *
 * @param leftTitle  what the left column is
 * @param rightTitle what the right column is
 * @param rows       one value per side each; {@link Row#differs} marks the ones that are not equal
 * @param lists      each compared as two sets, in the order the items first appear
 */
public record Comparison(String leftTitle, String rightTitle, List<Row> rows, List<Lists> lists) {

    public Comparison {
        Objects.requireNonNull(leftTitle, "leftTitle");
        Objects.requireNonNull(rightTitle, "rightTitle");
        rows = List.copyOf(rows);
        lists = List.copyOf(lists);
    }

    public static Comparison of(String leftTitle, String rightTitle, List<Row> rows, List<Lists> lists) {
        return new Comparison(leftTitle, rightTitle, rows, lists);
    }

    public static Row row(String label, String left, String right) {
        return new Row(label, left, right);
    }

    /** The same comparison with the rows whose sides differ first, each group in its own order. */
    public Comparison differingFirst() {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparing(r -> !r.differs()));
        return new Comparison(leftTitle, rightTitle, sorted, lists);
    }

    /** How many rows differ. */
    public long differing() {
        return rows.stream().filter(Row::differs).count();
    }

    /**
     * One named value on each side; a missing value is the empty string. A row may link its label to the page that
     * shows the thing it names ({@code link}, a route with its query, e.g. a task's trace on {@code agent?...});
     * without one it is the empty string.
     */
    public record Row(String label, String left, String right, String link) {

        public Row {
            Objects.requireNonNull(label, "label");
            left = left == null ? "" : left;
            right = right == null ? "" : right;
            link = link == null ? "" : link;
        }

        public Row(String label, String left, String right) {
            this(label, left, right, "");
        }

        /** This row with its label linked to {@code href}. */
        public Row linkedTo(String href) {
            return new Row(label, left, right, href);
        }

        public boolean differs() {
            return !left.equals(right);
        }
    }

    /** Two lists compared as sets: duplicates count once, the order is the order of first appearance. */
    public record Lists(String label, List<String> onlyLeft, List<String> shared, List<String> onlyRight) {

        public Lists {
            Objects.requireNonNull(label, "label");
            onlyLeft = List.copyOf(onlyLeft);
            shared = List.copyOf(shared);
            onlyRight = List.copyOf(onlyRight);
        }

        public static Lists of(String label, List<String> left, List<String> right) {
            Set<String> l = new LinkedHashSet<>(left);
            Set<String> r = new LinkedHashSet<>(right);
            return new Lists(
                    label,
                    l.stream().filter(x -> !r.contains(x)).toList(),
                    l.stream().filter(r::contains).toList(),
                    r.stream().filter(x -> !l.contains(x)).toList());
        }
    }
}
