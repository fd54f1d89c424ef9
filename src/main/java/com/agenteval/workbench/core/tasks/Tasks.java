package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyMath;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.world.DataVersion;
import com.agenteval.workbench.core.world.Table;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.Years;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * {@code make_tasks(world, n, seed, new_data)}: n tasks of the five types in {@code TASK_MIX} proportions, each with
 * its reference plan, the answer from truth, the perfect-process answer from the db, and the ideal variable values.
 *
 * <pre>{@code
 * List<Task> familiar = Tasks.make(world, 200, 1, false);    // F000..F199, years 2020–2023
 * List<Task> fresh = Tasks.make(world, 200, 2, true);        // N000..N199, every task involves 2024
 * }</pre>
 */
public final class Tasks {

    private static final TaskType[] TYPES = TaskType.values();
    private static final double[] MIX = new double[TYPES.length];
    private static final double MIX_TOTAL;
    private static final List<Integer> OLD_YEARS = List.of(2020, 2021, 2022, 2023);

    static {
        for (int i = 0; i < TYPES.length; i++) {
            MIX[i] = TYPES[i].weight();
        }
        MIX_TOTAL = PyMath.fsum(MIX);
    }

    private Tasks() {}

    /** {@code make_tasks} with an int seed. */
    public static List<Task> make(World world, int n, long seed, boolean newData) {
        return make(world, n, BigInteger.valueOf(seed), newData);
    }

    /** {@code make_tasks(world, n, seed, new_data)}; same draws in the same order as the module. */
    public static List<Task> make(World world, int n, BigInteger seed, boolean newData) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be >= 0");
        }
        return stream(world, seed, newData, 0).next(n);
    }

    /**
     * One long task list, drawn block by block: the module's loop of {@code make_tasks} with ids from
     * {@code firstIndex} on ({@code F20000}, ...). From index 0 its blocks, joined, are {@code make_tasks(world, n, seed,
     * new_data)} for any n. The coverage lab gives every replication its own block: the module keys a task's latent
     * difficulty by its id ({@code _latent(f"{task_id}|{model}|{key}")}), so task sets that share ids are not
     * independent samples, whatever their seeds.
     *
     * <pre>{@code
     * Tasks.Stream s = Tasks.stream(world, BigInteger.ONE, false, 0);
     * List<Task> first = s.next(200);      // F000..F199, the lecture's set
     * List<Task> second = s.next(200);     // F200..F399: fresh ids, fresh difficulties
     * }</pre>
     */
    public static Stream stream(World world, BigInteger seed, boolean newData, int firstIndex) {
        if (firstIndex < 0) {
            throw new IllegalArgumentException("the first task index must be >= 0");
        }
        return new Stream(world, new PyRandom(seed), newData, firstIndex);
    }

    /** The tasks of one long list in order, one block at a time (not thread-safe: one generator). */
    public static final class Stream {
        private final World world;
        private final PyRandom rng;
        private final boolean newData;
        private int idx;

        private Stream(World world, PyRandom rng, boolean newData, int firstIndex) {
            this.world = world;
            this.rng = rng;
            this.newData = newData;
            this.idx = firstIndex;
        }

        /** The index the next task gets. */
        public int nextIndex() {
            return idx;
        }

        /** The next n tasks. */
        public List<Task> next(int n) {
            if (n < 0) {
                throw new IllegalArgumentException("n must be >= 0");
            }
            List<Task> tasks = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                tasks.add(next());
            }
            return tasks;
        }

        private Task next() {
            int idx = this.idx++;
            TaskType type = TYPES[weightedIndex(MIX, MIX_TOTAL, rng)];
            String id = (newData ? "N" : "F") + String.format("%03d", idx);
            String q;
            List<Subtask> subs = new ArrayList<>(3);
            switch (type) {
                case LOOKUP -> {
                    Table table = rng.random() < 0.6 ? Table.BANK_MARKET_CAP : Table.COUNTRY_GDP;
                    String ent = rng.choice(table.entities());
                    int year = newData ? 2024 : rng.choice(OLD_YEARS);
                    q = "What was the " + table.metricName() + " of " + ent + " in " + year + " (in $B)?";
                    subs.add(new Subtask.Fetch(0, "v1", new FetchSpec.Lookup(table, ent, year)));
                }
                case COMPARE -> {
                    List<String> banks = Table.BANK_MARKET_CAP.entities();
                    int ia = rng.randrange(banks.size());
                    int ib = rng.randrange(banks.size() - 1);
                    String a = banks.get(ia);
                    String b = banks.get(ib + (ib >= ia ? 1 : 0)); // two different banks
                    int year = newData ? 2024 : rng.choice(OLD_YEARS);
                    q = "How much larger was " + a + "'s market cap than " + b + "'s in " + year + " (in $B)?";
                    subs.add(new Subtask.Fetch(0, "v1", new FetchSpec.Lookup(Table.BANK_MARKET_CAP, a, year)));
                    subs.add(new Subtask.Fetch(1, "v2", new FetchSpec.Lookup(Table.BANK_MARKET_CAP, b, year)));
                    subs.add(new Subtask.Compute(2, "r", List.of("v1", "v2"), Formula.DIFF));
                }
                case GROWTH -> {
                    Table table = rng.random() < 0.6 ? Table.COUNTRY_GDP : Table.BANK_MARKET_CAP;
                    String ent = rng.choice(table.entities());
                    int y1;
                    int y2;
                    if (newData) {
                        y1 = rng.choice(OLD_YEARS);
                        y2 = 2024;
                    } else {
                        y1 = rng.choice(OLD_YEARS.subList(0, OLD_YEARS.size() - 1));
                        int from = y1;
                        y2 = rng.choice(OLD_YEARS.stream().filter(y -> y > from).toList());
                    }
                    q = "By what percent did " + ent + "'s " + table.metricName() + " grow from " + y1 + " to " + y2
                            + "?";
                    subs.add(new Subtask.Fetch(0, "v1", new FetchSpec.Lookup(table, ent, y1)));
                    subs.add(new Subtask.Fetch(1, "v2", new FetchSpec.Lookup(table, ent, y2)));
                    subs.add(new Subtask.Compute(2, "r", List.of("v1", "v2"), Formula.GROWTH));
                }
                case SERIES_CHART -> {
                    String ent = rng.choice(Table.COUNTRY_GDP.entities());
                    int end = newData ? 2024 : Years.KNOWLEDGE_CUTOFF;
                    int start = end - rng.choice(new int[] {2, 3});
                    q = "Get " + ent + "'s GDP from " + start + " to " + end + ", then make a line chart of it.";
                    subs.add(new Subtask.Fetch(0, "v1", new FetchSpec.Series(Table.COUNTRY_GDP, ent, start, end)));
                    subs.add(new Subtask.Chart(1, "c", List.of("v1"), ent + " GDP " + start + "-" + end));
                }
                default -> {
                    int k = rng.choice(new int[] {3, 4, 5});
                    int year = newData ? 2024 : rng.choice(OLD_YEARS);
                    q = "Chart the market cap of the top " + k + " banks in " + year + ".";
                    subs.add(new Subtask.Fetch(0, "v1", new FetchSpec.TopK(Table.BANK_MARKET_CAP, year, k)));
                    subs.add(new Subtask.Chart(1, "c", List.of("v1"), "Top " + k + " banks by market cap, " + year));
                }
            }
            PyObject answer = solve(world, type, subs, DataVersion.TRUTH, null);
            Map<String, PyObject> ideal = new LinkedHashMap<>();
            PyObject dbAnswer = solve(world, type, subs, DataVersion.DB, ideal);
            return new Task(id, type, q, subs, answer, dbAnswer, ideal, !Answers.answerEqual(dbAnswer, answer));
        }
    }

    /**
     * {@code _solve(task, source)}: the whole plan done perfectly on one data version; fills {@code vals} (if given)
     * and returns the finalized answer.
     */
    static PyObject solve(
            World world, TaskType type, List<Subtask> subs, DataVersion source, @Nullable Map<String, PyObject> vals) {
        Map<String, PyObject> v = vals != null ? vals : new LinkedHashMap<>();
        for (Subtask s : subs) {
            if (s instanceof Subtask.Fetch f) {
                v.put(f.var(), f.spec().value(world, source));
            } else if (s instanceof Subtask.Compute c) {
                PyObject a = earlier(v, c.inputs().get(0));
                PyObject b = earlier(v, c.inputs().get(1));
                v.put(c.var(), c.formula().value(a, b));
            } else {
                v.put(s.var(), Answers.chartOf(earlier(v, s.inputs().get(0))));
            }
        }
        return Answers.finalize(type, earlier(v, type.finalVar()));
    }

    /** The value of a variable an earlier subtask of the plan computed. */
    private static PyObject earlier(Map<String, PyObject> vals, String var) {
        return Objects.requireNonNull(vals.get(var), () -> "the plan computes " + var + " before it is used");
    }

    /**
     * {@code _weighted_index(weights, rng)}: {@code r = random() * fsum(weights)}, then a plain running sum; the
     * last index if rounding leaves r past the end.
     */
    public static int weightedIndex(double[] weights, double total, PyRandom rng) {
        double r = rng.random() * total;
        double acc = 0.0;
        for (int i = 0; i < weights.length; i++) {
            acc += weights[i];
            if (r < acc) {
                return i;
            }
        }
        return weights.length - 1;
    }

    /** {@code _weighted_index(weights, rng)} computing the fsum itself. */
    public static int weightedIndex(double[] weights, PyRandom rng) {
        return weightedIndex(weights, PyMath.fsum(weights), rng);
    }
}
