package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyNumbers.PyMath;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
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

    /**
     * The lecture's two task sets, defined once for every page, command and benchmark: the familiar set is the
     * module's self-check ({@code make_tasks(w, 200, seed=1)}); the new-data set (demonstration 01's "deployment
     * distribution", every task touches 2024) uses the next seed, so the two sets are different draws.
     *
     * <pre>{@code
     * List<Task> fresh = Tasks.make(world, 200, TaskSets.NEW_DATA.seed(), TaskSets.NEW_DATA.newData());
     * }</pre>
     */
    public static final class TaskSets {

        /** One task set: its task seed and whether it is new data. */
        public record TaskSet(BigInteger seed, boolean newData) {}

        public static final TaskSet FAMILIAR = new TaskSet(BigInteger.ONE, false);
        public static final TaskSet NEW_DATA = new TaskSet(BigInteger.TWO, true);

        private TaskSets() {}

        /** The set of that kind: its seed is the default task seed wherever new_data is chosen. */
        public static TaskSet of(boolean newData) {
            return newData ? NEW_DATA : FAMILIAR;
        }
    }

    /**
     * How answers are judged and compared: {@code answer_equal} (the whole of outcome evaluation), the stricter
     * {@code same_value} (did a mistake change a value? — the impact of an error label), and {@code finalize}.
     *
     * <pre>{@code
     * Answers.answerEqual(PyFloat.of(12.34), PyFloat.of(12.3));   // true: equal at one decimal
     * Answers.sameValue(PyFloat.of(12.34), PyFloat.of(12.3));     // false
     * }</pre>
     */
    public static final class Answers {

        private Answers() {}

        /**
         * {@code answer_equal(a, b)}: numbers equal after {@code int(round(x * 10))}; charts need equal labels and equal
         * values at one decimal; None never equals anything; a chart never equals a number.
         */
        public static boolean answerEqual(PyObject a, PyObject b) {
            if (a == PyNone.NONE || b == PyNone.NONE) {
                return false;
            }
            if (a instanceof PyTuple || b instanceof PyTuple) {
                if (!(a instanceof PyTuple ta && b instanceof PyTuple tb)) {
                    return false;
                }
                PyObject la = ta.get(0);
                PyObject lb = tb.get(0);
                if (size(la) != size(lb)) {
                    return false;
                }
                for (int i = 0; i < size(la); i++) {
                    if (!PyNumbers.pyEquals(at(la, i), at(lb, i))) {
                        return false;
                    }
                }
                PyObject va = ta.get(1);
                PyObject vb = tb.get(1);
                if (size(va) != size(vb)) {
                    return false;
                }
                for (int i = 0; i < size(va); i++) {
                    PyObject x = at(va, i);
                    PyObject y = at(vb, i);
                    boolean same = x instanceof PyFloat fx && y instanceof PyFloat fy
                            ? PyFloats.sameTenths(fx.value(), fy.value())
                            : tenths(x).equals(tenths(y));
                    if (!same) {
                        return false;
                    }
                }
                return true;
            }
            if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
                return PyFloats.sameTenths(fa.value(), fb.value());
            }
            return tenths(a).equals(tenths(b));
        }

        private static int size(PyObject o) {
            if (o instanceof PyTuple t) {
                return t.size();
            }
            if (o instanceof PyList l) {
                return l.size();
            }
            throw new PyException("TypeError", "'" + o.typeName() + "' object is not iterable");
        }

        private static PyObject at(PyObject o, int i) {
            return o instanceof PyTuple t ? t.get(i) : ((PyList) o).get(i);
        }

        /** {@code int(round(x * 10))} for an int or a float. */
        static BigInteger tenths(PyObject x) {
            if (x instanceof PyFloat f) {
                try {
                    return PyFloats.roundTenths(f.value());
                } catch (ArithmeticException e) {
                    String[] parts = Objects.requireNonNull(e.getMessage(), "roundTenths says type: detail")
                            .split(": ", 2);
                    throw new PyException(parts[0], parts[1]);
                }
            }
            if (x instanceof PyInt i) {
                return i.value().multiply(BigInteger.TEN);
            }
            throw new PyException("TypeError", "can't multiply sequence by non-int of type 'int'");
        }

        /**
         * {@code same_value(a, b)}: None only equals None; lists/tuples need the same type, length and same values;
         * strings compare exactly; numbers within {@code 1e-9 * max(1, |b|)}.
         */
        public static boolean sameValue(PyObject a, PyObject b) {
            if (a == PyNone.NONE || b == PyNone.NONE) {
                return a == b;
            }
            if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
                return near(fa.value(), fb.value());
            }
            boolean seqA = a instanceof PyList || a instanceof PyTuple;
            boolean seqB = b instanceof PyList || b instanceof PyTuple;
            if (seqA || seqB) {
                if (a.getClass() != b.getClass()) {
                    return false;
                }
                int n = size(a);
                if (n != size(b)) {
                    return false;
                }
                for (int i = 0; i < n; i++) {
                    if (!sameValue(at(a, i), at(b, i))) {
                        return false;
                    }
                }
                return true;
            }
            if (a instanceof PyStr || b instanceof PyStr) {
                return PyNumbers.pyEquals(a, b);
            }
            return near(asDouble(a), asDouble(b));
        }

        private static boolean near(double a, double b) {
            return Math.abs(a - b) <= 1e-9 * Math.max(1.0, Math.abs(b));
        }

        private static double asDouble(PyObject o) {
            if (o instanceof PyFloat f) {
                return f.value();
            }
            if (o instanceof PyInt i) {
                return PyNumbers.intToFloat(i.value());
            }
            if (o instanceof PyBool b) {
                return b.value() ? 1.0 : 0.0;
            }
            throw new PyException("TypeError", "unsupported operand type(s) for -: '" + o.typeName() + "'");
        }

        /**
         * {@code finalize(task, value)}: numeric tasks round to one decimal; chart tasks return the chart as it is;
         * None stays None.
         */
        public static PyObject finalize(TaskType type, PyObject value) {
            if (value == PyNone.NONE) {
                return value;
            }
            if (type.isChart()) {
                return value;
            }
            if (value instanceof PyFloat f) {
                return PyFloat.of(PyFloats.round(f.value(), 1));
            }
            return value; // round(int, 1) is the int itself
        }

        /** {@code (tuple(str(x[0]) for x in series), tuple(x[1] for x in series))}: a fetched series as a chart. */
        public static PyTuple chartOf(PyObject series) {
            int n = size(series);
            PyObject[] labels = new PyObject[n];
            PyObject[] values = new PyObject[n];
            for (int i = 0; i < n; i++) {
                PyObject row = at(series, i);
                labels[i] = PyStr.of(at(row, 0).str());
                values[i] = at(row, 1);
            }
            return PyTuple.of(PyTuple.of(labels), PyTuple.of(values));
        }
    }
}
