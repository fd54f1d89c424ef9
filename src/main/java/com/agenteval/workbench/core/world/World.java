package com.agenteval.workbench.core.world;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyRandom;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * The simulated world: four versions (truth, db, web, memory) of 65 records keyed by {@code (table, entity, year)},
 * plus the sorted list of stale db keys. Immutable.
 *
 * <pre>{@code
 * World w = WorldSpec.lecture().make();
 * double t = w.value(DataVersion.TRUTH, new RecordKey(Table.COUNTRY_GDP, "Arvenia", 2022));   // 2424.6
 * List<RecordKey> stale = w.stale();
 * }</pre>
 */
public final class World {

    /** Number of records: 8 banks × 5 years + 5 countries × 5 years. */
    public static final int RECORDS = (Table.BANK_MARKET_CAP.entities().size()
                    + Table.COUNTRY_GDP.entities().size())
            * Years.COUNT;

    private static final List<RecordKey> KEYS;

    static {
        List<RecordKey> keys = new ArrayList<>();
        for (Table t : Table.values()) {
            for (String e : t.entities()) {
                for (int y : Years.ALL) {
                    keys.add(new RecordKey(t, e, y));
                }
            }
        }
        List<RecordKey> sorted = new ArrayList<>(keys);
        Collections.sort(sorted);
        if (!sorted.equals(keys)) {
            throw new IllegalStateException("index order must equal the module's sorted(truth) order");
        }
        KEYS = List.copyOf(keys);
    }

    private final WorldSpec spec;
    private final PyFloat[][] values; // [version][index]
    private final ValueOrigin[][] origins; // [version][index]
    private final List<RecordKey> stale;
    /** Rankings already computed: [version][table][year][n][descending]; the world never changes. */
    private final AtomicReferenceArray<PyList> rankings = new AtomicReferenceArray<>(4 * 2 * Years.COUNT * 9 * 2);
    /** Series already built: [version][table][entity][from][to]. */
    private final AtomicReferenceArray<PyList> seriesCache =
            new AtomicReferenceArray<>(4 * 2 * 8 * Years.COUNT * Years.COUNT);

    private World(WorldSpec spec, PyFloat[][] values, ValueOrigin[][] origins, List<RecordKey> stale) {
        this.spec = spec;
        this.values = values;
        this.origins = origins;
        this.stale = List.copyOf(stale);
    }

    /** The flat index of a record; equals its position in the sorted key list. */
    public static int index(Table table, int entityIndex, int year) {
        int base = table == Table.BANK_MARKET_CAP
                ? 0
                : Table.BANK_MARKET_CAP.entities().size() * Years.COUNT;
        return base + entityIndex * Years.COUNT + (year - Years.FIRST);
    }

    /**
     * {@code make_world(seed, n_stale, memory_acc, web_exact, web_rounded)}, same draw order: per entity one start
     * value plus five growth draws (the last one unused); stale keys by {@code randrange(65)} until enough distinct
     * ones; then per key in sorted order one web draw and, before the cutoff, one to three memory draws.
     */
    public static World make(WorldSpec spec) {
        PyRandom rng = new PyRandom(spec.seed());
        double[] truth = new double[RECORDS];
        for (Table t : Table.values()) {
            for (int e = 0; e < t.entities().size(); e++) {
                double v;
                double lo;
                double hi;
                if (t == Table.BANK_MARKET_CAP) {
                    v = rng.uniform(40, 400);
                    lo = -0.15;
                    hi = 0.25;
                } else {
                    v = rng.uniform(200, 3000);
                    lo = -0.03;
                    hi = 0.06;
                }
                for (int y : Years.ALL) {
                    truth[index(t, e, y)] = PyFloats.round(v, 1);
                    v *= 1 + rng.uniform(lo, hi);
                }
            }
        }
        ValueOrigin[][] origins = new ValueOrigin[DataVersion.values().length][RECORDS];
        for (ValueOrigin[] row : origins) {
            Arrays.fill(row, ValueOrigin.EXACT);
        }
        double[] db = truth.clone();
        List<Integer> staleIdx = new ArrayList<>();
        while (staleIdx.size() < spec.nStale()) {
            int k = rng.randrange(RECORDS);
            if (!staleIdx.contains(k)) {
                staleIdx.add(k);
            }
        }
        Collections.sort(staleIdx);
        for (int k : staleIdx) {
            db[k] = previous(truth, k);
            origins[DataVersion.DB.ordinal()][k] = ValueOrigin.STALE;
        }
        double[] web = new double[RECORDS];
        double[] memory = new double[RECORDS];
        for (int k = 0; k < RECORDS; k++) {
            double r = rng.random();
            if (r < spec.webExact()) {
                web[k] = truth[k];
            } else if (r < spec.webExact() + spec.webRounded()) {
                web[k] = Math.rint(truth[k]);
                origins[DataVersion.WEB.ordinal()][k] = ValueOrigin.ROUNDED;
            } else {
                web[k] = previous(truth, k);
                origins[DataVersion.WEB.ordinal()][k] = ValueOrigin.LAST_YEAR;
            }
            if (KEYS.get(k).year() <= Years.KNOWLEDGE_CUTOFF) {
                if (rng.random() < spec.memoryAcc()) {
                    memory[k] = truth[k];
                } else {
                    int sign = rng.random() < 0.5 ? 1 : -1;
                    memory[k] = PyFloats.round(truth[k] * (1 + sign * rng.uniform(0.03, 0.15)), 1);
                    origins[DataVersion.MEMORY.ordinal()][k] = ValueOrigin.MISREMEMBERED;
                }
            } else {
                memory[k] = previous(truth, k);
                origins[DataVersion.MEMORY.ordinal()][k] = ValueOrigin.AFTER_CUTOFF;
            }
        }
        PyFloat[][] values = new PyFloat[DataVersion.values().length][];
        values[DataVersion.TRUTH.ordinal()] = box(truth);
        values[DataVersion.DB.ordinal()] = box(db);
        values[DataVersion.WEB.ordinal()] = box(web);
        values[DataVersion.MEMORY.ordinal()] = box(memory);
        List<RecordKey> staleKeys = new ArrayList<>();
        for (int k : staleIdx) {
            staleKeys.add(KEYS.get(k));
        }
        return new World(spec, values, origins, staleKeys);
    }

    /** Last year's true value; 2020 has none, so 0.95 × its own value rounded to 0.1. */
    private static double previous(double[] truth, int k) {
        return KEYS.get(k).year() - 1 >= Years.FIRST ? truth[k - 1] : PyFloats.round(truth[k] * 0.95, 1);
    }

    private static PyFloat[] box(double[] xs) {
        PyFloat[] out = new PyFloat[xs.length];
        for (int i = 0; i < xs.length; i++) {
            out[i] = PyFloat.of(xs[i]);
        }
        return out;
    }

    /** The parameters this world was made from. */
    public WorldSpec spec() {
        return spec;
    }

    public BigInteger seed() {
        return spec.seed();
    }

    /** All 65 keys in sorted order. */
    public static List<RecordKey> keys() {
        return KEYS;
    }

    /** The key at a flat index. */
    public static RecordKey key(int index) {
        return KEYS.get(index);
    }

    /** The stale db keys, sorted. */
    public List<RecordKey> stale() {
        return stale;
    }

    /** One value of one version. */
    public double value(DataVersion version, RecordKey key) {
        return values[version.ordinal()][key.index()].value();
    }

    /**
     * How a version's value was made (a rounded or last year's web value can still equal the truth by chance: the
     * origin says what happened, {@link #value} what came out).
     */
    ValueOrigin origin(DataVersion version, RecordKey key) {
        return origins[version.ordinal()][key.index()];
    }

    /** One value by flat index (hot path; the boxed float is shared, never copied). */
    public PyFloat valueAt(DataVersion version, int index) {
        return values[version.ordinal()][index];
    }

    /**
     * {@code _rank({e: version[(table, e, year)]}, n, descending)}: the first n entities by value (ties by name) as
     * {@code [[entity, value], ...]}; computed once per world and reused (the lists are immutable).
     */
    public PyList ranking(DataVersion version, Table table, int year, int n, boolean descending) {
        int size = table.entities().size();
        if (n < 0 || n > size || !Years.contains(year)) {
            throw new IllegalArgumentException("no ranking of " + n + " in " + year);
        }
        int slot = (((version.ordinal() * 2 + table.ordinal()) * Years.COUNT + (year - Years.FIRST)) * 9 + n) * 2
                + (descending ? 1 : 0);
        PyList r = rankings.get(slot);
        if (r == null) {
            r = computeRanking(version, table, year, n, descending);
            rankings.set(slot, r);
        }
        return r;
    }

    /**
     * {@code [[y, version[(table, entity, y)]] for y in YEARS if from <= y <= to]} for years inside the calendar,
     * built once per world and reused.
     */
    public PyList series(DataVersion version, Table table, int entityIndex, int from, int to) {
        if (!Years.contains(from)
                || !Years.contains(to)
                || from > to
                || entityIndex < 0
                || entityIndex >= table.entities().size()) {
            throw new IllegalArgumentException("no series " + from + "-" + to);
        }
        int slot = (((version.ordinal() * 2 + table.ordinal()) * 8 + entityIndex) * Years.COUNT + (from - Years.FIRST))
                        * Years.COUNT
                + (to - Years.FIRST);
        PyList r = seriesCache.get(slot);
        if (r == null) {
            PyObject[] rows = new PyObject[to - from + 1];
            for (int y = from; y <= to; y++) {
                rows[y - from] = PyList.pair(PyInt.of(y), valueAt(version, index(table, entityIndex, y)));
            }
            r = PyList.of(rows);
            seriesCache.set(slot, r);
        }
        return r;
    }

    private PyList computeRanking(DataVersion version, Table table, int year, int n, boolean descending) {
        int size = table.entities().size();
        int[] order = new int[size];
        double[] keys = new double[size];
        for (int i = 0; i < size; i++) {
            double v = valueAt(version, index(table, i, year)).value();
            keys[i] = descending ? -v : v;
        }
        // stable insertion sort by (key, name): entities are in name order, so ties keep that order; Python
        // compares floats with <, so -0.0 and 0.0 tie
        for (int i = 0; i < size; i++) {
            int j = i;
            while (j > 0 && keys[order[j - 1]] > keys[i]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = i;
        }
        PyObject[] rows = new PyObject[n];
        for (int i = 0; i < n; i++) {
            int e = order[i];
            rows[i] = PyList.pair(table.entityStr(e), valueAt(version, index(table, e, year)));
        }
        return PyList.of(rows);
    }

    /** Why {@code version}'s value of {@code key} differs from the truth ({@link Deviation#NONE} when it does not). */
    public Deviation deviation(DataVersion version, RecordKey key) {
        return Deviations.of(this, key, version);
    }

    /** The counts the world page shows: per version and reason, over every record. */
    public Summary summary() {
        return Deviations.summarize(this);
    }

    /** A whole version as a sorted map. */
    public Map<RecordKey, Double> version(DataVersion version) {
        Map<RecordKey, Double> m = new LinkedHashMap<>();
        for (int k = 0; k < RECORDS; k++) {
            m.put(KEYS.get(k), values[version.ordinal()][k].value());
        }
        return Collections.unmodifiableMap(m);
    }

    /**
     * Counts over a world's records. {@code memoryRight / beforeCutoff} is the self-check's "memory accuracy
     * before the cutoff" (the share of records up to 2023 that memory holds exactly).
     */
    public record Summary(
            int records, int stale, int memoryRight, int beforeCutoff, int webExact, int webRounded, int webLastYear) {

        /** memoryRight / beforeCutoff as Python divides it (one correctly rounded division). */
        public double memoryAccuracy() {
            return (double) memoryRight / beforeCutoff;
        }
    }

    /**
     * Why a version's value differs from the truth, following how {@code make_world} builds each version.
     */
    public enum Deviation {
        /** Equal to the truth. */
        NONE,
        /** db: one of the {@code n_stale} records that hold the previous year's value. */
        STALE,
        /** web: the truth rounded to a whole number ({@code float(round(truth))}). */
        ROUNDED,
        /** web: the previous year's value (or 0.95 × truth for 2020). */
        LAST_YEAR,
        /** memory, up to the knowledge cutoff: remembered 3–15% off. */
        MISREMEMBERED,
        /** memory, after the knowledge cutoff: the model only knows the previous year's value. */
        AFTER_CUTOFF
    }

    /** The world's calendar: {@code YEARS = [2020 … 2024]} and the simulated model's knowledge cutoff. */
    public static final class Years {

        public static final int FIRST = 2020;
        public static final int LAST = 2024;
        /** {@code KNOWLEDGE_CUTOFF}: the simulated LLM's parametric memory covers years up to this one. */
        public static final int KNOWLEDGE_CUTOFF = 2023;

        public static final int COUNT = LAST - FIRST + 1;
        public static final List<Integer> ALL = List.of(2020, 2021, 2022, 2023, 2024);

        private Years() {}

        public static boolean contains(long year) {
            return year >= FIRST && year <= LAST;
        }
    }

    /**
     * The four versions of the same data, the core of the simulation (lecture §1.4): grading uses {@link #TRUTH}; the
     * agent's database {@link #DB} has a few stale records; {@link #WEB} search results are sometimes rounded or last
     * year's; the model's {@link #MEMORY} is right about 70% of the time before the knowledge cutoff and only knows last
     * year's value after it.
     */
    public enum DataVersion {
        TRUTH("truth"),
        DB("db"),
        WEB("web"),
        MEMORY("memory");

        private final String wireName;

        DataVersion(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }

    /**
     * A record's key {@code (table, entity, year)}. Keys sort like the module's tuples: by table name, entity name
     * (code point order), then year; that order drives every web and memory draw in {@code make_world}.
     *
     * @param table  the table
     * @param entity an entity of that table
     * @param year   a year in {@link Years#ALL}
     */
    public record RecordKey(Table table, String entity, int year) implements Comparable<RecordKey> {

        private static final Comparator<RecordKey> ORDER = Comparator.comparing((RecordKey k) -> k.table.wireName())
                .thenComparing(RecordKey::entity)
                .thenComparingInt(RecordKey::year);

        public RecordKey {
            Objects.requireNonNull(table, "table");
            if (table.indexOf(entity) < 0) {
                throw new IllegalArgumentException("no entity '" + entity + "' in " + table.wireName());
            }
            if (!Years.contains(year)) {
                throw new IllegalArgumentException("year out of range: " + year);
            }
        }

        /** Position of this record in the world's sorted key list (0–64). */
        public int index() {
            return World.index(table, table.indexOf(entity), year);
        }

        @Override
        public int compareTo(RecordKey o) {
            return ORDER.compare(this, o);
        }
    }

    /**
     * The two tables of the simulated finance world, in the module's fixed order ({@code TABLES}): eight fictional
     * banks' market caps and five fictional countries' GDP, 2020–2024, in $B.
     */
    public enum Table {
        BANK_MARKET_CAP(
                "bank_market_cap",
                "market cap",
                List.of(
                        "Aster Bank",
                        "Bluefin Trust",
                        "Cedar Financial",
                        "Dunmore Bank",
                        "Elmwood Capital",
                        "Fairhaven Bancorp",
                        "Granite Savings",
                        "Harbor National")),
        COUNTRY_GDP("country_gdp", "GDP", List.of("Arvenia", "Borealis", "Calderon", "Dravia", "Estoria"));

        private final String wireName;
        private final String metricName;
        private final List<String> entities;
        private final PyStr[] entityStrs;
        private final String[] entityNames;

        Table(String wireName, String metricName, List<String> entities) {
            this.wireName = wireName;
            this.metricName = metricName;
            this.entities = entities;
            this.entityStrs = entities.stream().map(PyStr::of).toArray(PyStr[]::new);
            this.entityNames = entities.toArray(new String[0]);
        }

        /** The i-th entity name as a Python str (shared, so rankings need not allocate it). */
        public PyStr entityStr(int i) {
            return entityStrs[i];
        }

        /** The table name tools and JSON use, e.g. {@code bank_market_cap}. */
        public String wireName() {
            return wireName;
        }

        /** {@code METRIC_NAME[table]}: "market cap" or "GDP". */
        public String metricName() {
            return metricName;
        }

        /** {@code World.entities(table)}, in the module's order. */
        public List<String> entities() {
            return entities;
        }

        /** Index of an entity name (exact spelling) or -1. */
        public int indexOf(String entity) {
            for (int i = 0; i < entityNames.length; i++) {
                if (entityNames[i] == entity) { // tasks hold this table's own strings: no char compare
                    return i;
                }
            }
            for (int i = 0; i < entityNames.length; i++) {
                if (entityNames[i].equals(entity)) {
                    return i;
                }
            }
            return -1;
        }

        /** The table with this wire name, or null. */
        public static @Nullable Table byWireName(String name) {
            for (Table t : values()) {
                if (t.wireName.equals(name)) {
                    return t;
                }
            }
            return null;
        }

        /** {@code TABLE_NAMES}. */
        public static List<String> wireNames() {
            return List.of(BANK_MARKET_CAP.wireName, COUNTRY_GDP.wireName);
        }
    }

    /**
     * The five parameters of {@code make_world}, validated.
     *
     * <pre>{@code
     * World w = WorldSpec.lecture().make();                  // make_world() : seed 14
     * World w7 = new WorldSpec(BigInteger.valueOf(7), 3, 0.9, 0.4, 0.45).make();
     * }</pre>
     *
     * @param seed       the random seed (any int, as in Python)
     * @param nStale     how many db records are stale, 0 to {@link World#RECORDS}
     * @param memoryAcc  probability that memory is right before the cutoff, in [0, 1]
     * @param webExact   probability that the web shows the exact value, in [0, 1]
     * @param webRounded probability that the web shows the value rounded to an integer, in [0, 1] (the remainder, if
     *                   any, shows last year's value)
     */
    public record WorldSpec(BigInteger seed, int nStale, double memoryAcc, double webExact, double webRounded) {

        // make_world()'s defaults, the one place they are written (core/params' world parameters read them)
        public static final int DEFAULT_SEED = 14;
        public static final int DEFAULT_N_STALE = 2;
        public static final double DEFAULT_MEMORY_ACC = 0.7;
        public static final double DEFAULT_WEB_EXACT = 0.4;
        public static final double DEFAULT_WEB_ROUNDED = 0.45;

        public WorldSpec {
            Objects.requireNonNull(seed, "seed");
            if (nStale < 0 || nStale > World.RECORDS) {
                throw new IllegalArgumentException(
                        "n_stale must be between 0 and " + World.RECORDS + " (the number of records), got " + nStale);
            }
            checkProbability("memory_acc", memoryAcc);
            checkProbability("web_exact", webExact);
            checkProbability("web_rounded", webRounded);
        }

        static void checkProbability(String name, double p) {
            if (!(p >= 0.0 && p <= 1.0)) {
                throw new IllegalArgumentException(name + " must be a probability in [0, 1], got " + p);
            }
        }

        /** {@code make_world()}'s defaults: seed 14, 2 stale records, memory 0.7, web exact 0.4, rounded 0.45. */
        public static WorldSpec lecture() {
            return of(DEFAULT_SEED);
        }

        /** The defaults with another seed. */
        public static WorldSpec of(long seed) {
            return new WorldSpec(
                    BigInteger.valueOf(seed),
                    DEFAULT_N_STALE,
                    DEFAULT_MEMORY_ACC,
                    DEFAULT_WEB_EXACT,
                    DEFAULT_WEB_ROUNDED);
        }

        /** Builds the world (deterministic: same spec, same world). */
        public World make() {
            return World.make(this);
        }
    }
}
