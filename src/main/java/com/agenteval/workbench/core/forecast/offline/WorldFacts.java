package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
import com.agenteval.workbench.core.world.WorldSpec;
import java.util.ArrayList;
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
 * WorldFacts facts = WorldFacts.ofSeed(14);                 // make_world(14) from the simulation core
 * facts.find("Harbor National").orElseThrow().web().get(2022);
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

    /** The simulated world of {@code make_world(seed)} with the lecture's other defaults. */
    public static WorldFacts ofSeed(long seed) {
        return from(WorldSpec.of(seed).make());
    }

    /** Every entity of a simulation-core world, in the module's table and entity order. */
    public static WorldFacts from(World world) {
        List<Series> series = new ArrayList<>();
        for (Table table : Table.values()) {
            for (String entity : table.entities()) {
                Map<Integer, Double> truth = new TreeMap<>();
                Map<Integer, Double> web = new TreeMap<>();
                for (int year : Years.ALL) {
                    RecordKey key = new RecordKey(table, entity, year);
                    truth.put(year, world.value(DataVersion.TRUTH, key));
                    web.put(year, world.value(DataVersion.WEB, key));
                }
                series.add(new Series(table.wireName(), table.metricName(), entity, truth, web));
            }
        }
        return new WorldFacts(world.seed().longValueExact(), series);
    }

    /**
     * One entity's values in $B.
     *
     * @param table  e.g. {@code bank_market_cap}
     * @param metric e.g. {@code market cap}
     */
    public record Series(
            String table,
            String metric,
            String entity,
            SortedMap<Integer, Double> truth,
            SortedMap<Integer, Double> web) {

        /** The true value of a year the series has. */
        public double truthIn(int year) {
            return Objects.requireNonNull(truth.get(year), () -> entity + " has no truth for " + year);
        }

        /** The web value of a year the series has. */
        public double webIn(int year) {
            return Objects.requireNonNull(web.get(year), () -> entity + " has no web value for " + year);
        }

        public Series(
                String table, String metric, String entity, Map<Integer, Double> truth, Map<Integer, Double> web) {
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
