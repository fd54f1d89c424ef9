package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.world.World.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * What a question names, in the order it names them: entities (the world's bank and country names — the
 * vocabulary the database tools take, not their values), years, and N of "top N". A judge reads the expected
 * arguments off these, the way a person checks a call against the request.
 *
 * @param entities the entities mentioned, by position in the question
 * @param years    every 20xx year mentioned, in order
 * @param topK     N from "top N", or null
 */
record QuestionFacts(
        List<String> entities,
        List<Integer> years,
        @Nullable Integer topK) {

    private static final Pattern YEAR = Pattern.compile("\\b(20\\d\\d)\\b");
    private static final Pattern TOP = Pattern.compile("top\\s+(\\d{1,4})\\b");

    QuestionFacts {
        entities = List.copyOf(entities);
        years = List.copyOf(years);
    }

    static QuestionFacts parse(String question) {
        String q = question.toLowerCase(Locale.ROOT);
        Map<Integer, String> byPosition = new TreeMap<>();
        for (Table t : Table.values()) {
            for (String e : t.entities()) {
                int at = q.indexOf(e.toLowerCase(Locale.ROOT));
                if (at >= 0) {
                    byPosition.put(at, e);
                }
            }
        }
        List<Integer> years = new ArrayList<>();
        Matcher y = YEAR.matcher(q);
        while (y.find()) {
            years.add(Integer.parseInt(y.group(1)));
        }
        Matcher top = TOP.matcher(q);
        Integer k = top.find() ? Integer.parseInt(top.group(1)) : null;
        return new QuestionFacts(new ArrayList<>(byPosition.values()), years, k);
    }

    /**
     * The entity the {@code index}-th of {@code n} fetched values should be about: the entity named in that
     * position when the question names one per value, the only one when it names one, else null (no way to tell).
     */
    @Nullable
    String entityFor(int index, int n) {
        return positional(entities, index, n);
    }

    /** The year the {@code index}-th of {@code n} single-value fetches should use, as {@link #entityFor}. */
    @Nullable
    Integer yearFor(int index, int n) {
        return positional(years, index, n);
    }

    private static <T> @Nullable T positional(List<T> named, int index, int n) {
        if (named.size() == 1) {
            return named.get(0);
        }
        if (index >= 0 && named.size() == n && index < n) {
            return named.get(index);
        }
        return null;
    }

    @Nullable
    Integer firstYear() {
        return years.isEmpty() ? null : years.get(0);
    }

    @Nullable
    Integer lastYear() {
        return years.size() < 2 ? null : years.get(years.size() - 1);
    }
}
