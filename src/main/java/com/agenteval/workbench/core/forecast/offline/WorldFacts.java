package com.agenteval.workbench.core.forecast.offline;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The slice of the simulated world the offline forecasting pieces need: for each entity, its true values (which
 * resolve questions) and its web values (what documents report: sometimes exact, sometimes rounded, sometimes last
 * year's), by year. The search corpus reads only the web values; only question resolution reads the truth.
 *
 * <pre>{@code
 * WorldFacts facts = WorldFacts.of(seed, List.of(new WorldFacts.Series("bank_market_cap", "market cap",
 *         "Harbor National", Map.of(2020, 180.2, ...), Map.of(2020, 180.0, ...))));
 * }</pre>
 *
 * @param seed the world seed the values came from, recorded in every question and trace so a run can be reproduced
 */
public record WorldFacts(long seed, List<Series> series) {

    public WorldFacts {
        series = List.copyOf(series);
        if (series.isEmpty()) {
            throw new IllegalArgumentException("a world needs at least one series");
        }
    }

    public static WorldFacts of(long seed, List<Series> series) {
        return new WorldFacts(seed, series);
    }

    /**
     * One entity's values in $B.
     *
     * @param table  e.g. {@code bank_market_cap}
     * @param metric e.g. {@code market cap}
     */
    public record Series(String table, String metric, String entity, SortedMap<Integer, Double> truth,
                         SortedMap<Integer, Double> web) {

        public Series(String table, String metric, String entity, Map<Integer, Double> truth, Map<Integer, Double> web) {
            this(table, metric, entity, sorted(truth), sorted(web));
        }

        public Series {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(metric, "metric");
            Objects.requireNonNull(entity, "entity");
            if (!truth.keySet().equals(web.keySet()) || truth.size() < 3) {
                throw new IllegalArgumentException(entity + ": truth and web need the same years, at least three");
            }
        }

        public List<Integer> years() {
            return List.copyOf(truth.keySet());
        }

        /** The noun for the entity's sector: {@code banks} or {@code countries}. */
        public String sector() {
            return table.startsWith("bank") ? "banks" : "countries";
        }

        private static SortedMap<Integer, Double> sorted(Map<Integer, Double> values) {
            return Collections.unmodifiableSortedMap(new TreeMap<>(values));
        }
    }

    public Optional<Series> find(String entity) {
        return series.stream().filter(s -> s.entity().equals(entity)).findFirst();
    }
}
