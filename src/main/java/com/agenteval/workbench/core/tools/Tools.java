package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyBool;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyException;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyList;
import com.agenteval.workbench.core.python.PyNone;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.python.PyTuple;
import com.agenteval.workbench.core.world.DataVersion;
import com.agenteval.workbench.core.world.Table;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.Years;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * {@code execute_tool(world, name, args)} and {@code validate_args}: strict schema validation with the module's
 * exact messages, then the tool. db_* read the world's db version (with its stale records), web_search the web version.
 *
 * <pre>{@code
 * ToolResult r = Tools.execute(world, "db_lookup",
 *         PyDict.of("table", PyStr.of("country_gdp"), "entity", PyStr.of("Arvenia"), "year", PyInt.of(2022)));
 * // Ok[value=2424.6, text="Arvenia GDP 2022: 2424.6"]
 * }</pre>
 *
 * <p>Arguments may be any {@link PyObject} (the playground sends arbitrary JSON). Where Python returns an error dict,
 * so does this; where Python itself would raise (args that are not a dict, a web search for a year outside the world,
 * an expression too deep for Python's recursion limit, ...), the result is a {@link ToolResult.Raised} naming the
 * exception. Nothing here throws.
 */
public final class Tools {

    private Tools() {
    }

    /** {@code execute_tool(world, name, args)}; never throws. */
    public static ToolResult execute(World world, String name, PyObject args) {
        try {
            return run(world, name, args);
        } catch (PyException e) {
            return new ToolResult.Raised(e.type(), e.detail());
        } catch (StackOverflowError | OutOfMemoryError e) {
            return new ToolResult.Raised("MemoryError", "input too complex");
        }
    }

    private static ToolResult run(World world, String name, PyObject args) {
        ToolSpec spec = ToolSpecs.byName(name);
        if (spec == null) {
            return new ToolResult.Failed("unknown tool '" + name + "'");
        }
        String err = validate(spec, args);
        if (err != null) {
            return new ToolResult.Failed(err);
        }
        PyDict a = (PyDict) args;
        return switch (name) {
            case ToolSpecs.DB_LOOKUP -> dbLookup(world, a);
            case ToolSpecs.DB_SERIES -> dbSeries(world, a);
            case ToolSpecs.DB_TOP_K -> dbTopK(world, a);
            case ToolSpecs.WEB_SEARCH -> webSearch(world, ((PyStr) a.get("query")).value());
            case ToolSpecs.CALCULATOR -> calculator((PyStr) a.get("expression"));
            default -> makeChart(a);
        };
    }

    // ------------------------------------------------------------------ validate_args

    /**
     * {@code validate_args(name, args)}: the first problem in the module's order (missing required parameters in
     * schema order, then each argument in argument order: unknown, wrong type, wrong item type, not in enum), or null.
     *
     * @throws PyException TypeError / AttributeError where Python raises on a non-dict {@code args}
     */
    public static String validate(ToolSpec spec, PyObject args) {
        for (String k : spec.required()) {
            if (!contains(args, k)) {
                return "missing required parameter '" + k + "'";
            }
        }
        if (!(args instanceof PyDict dict)) {
            throw new PyException("AttributeError", "'" + args.typeName() + "' object has no attribute 'items'");
        }
        for (Map.Entry<String, PyObject> e : dict.entries().entrySet()) {
            String k = e.getKey();
            PyObject v = e.getValue();
            ToolParam p = spec.param(k);
            if (p == null) {
                return "unknown parameter '" + k + "'";
            }
            if (!typeOk(v, p.type())) {
                return "parameter '" + k + "' must be of type " + p.type();
            }
            if (p.type().equals("array") && p.itemsType() != null) {
                for (PyObject item : ((PyList) v).items()) {
                    if (!typeOk(item, p.itemsType())) {
                        return "items of '" + k + "' must be of type " + p.itemsType();
                    }
                }
            }
            if (!p.enumValues().isEmpty() && !p.enumValues().contains(((PyStr) v).value())) {
                return "parameter '" + k + "' must be one of "
                        + new PyList(p.enumValues().stream().map(s -> (PyObject) PyStr.of(s)).toList()).repr();
            }
        }
        return null;
    }

    /** Python's {@code k in args} for whatever args is. */
    private static boolean contains(PyObject args, String k) {
        if (args instanceof PyDict d) {
            return d.containsKey(k);
        }
        if (args instanceof PyList l) {
            PyStr key = PyStr.of(k);
            for (PyObject item : l.items()) {
                if (PyNumbers.pyEquals(item, key)) {
                    return true;
                }
            }
            return false;
        }
        if (args instanceof PyStr s) {
            return s.value().contains(k);
        }
        throw new PyException("TypeError", "argument of type '" + args.typeName() + "' is not iterable");
    }

    /** {@code _type_ok}: bool is not an integer or a number. */
    static boolean typeOk(PyObject v, String type) {
        return switch (type) {
            case "integer" -> v instanceof PyInt;
            case "number" -> v instanceof PyInt || v instanceof PyFloat;
            case "string" -> v instanceof PyStr;
            case "array" -> v instanceof PyList;
            default -> true;
        };
    }

    // ------------------------------------------------------------------ the tools

    /** {@code find_entity(name, table)}: case- and surrounding-space-insensitive, or null. */
    public static String findEntity(String name, Table table) {
        if (table != null && table.indexOf(name) >= 0) {
            return name;                                   // exact spelling: the agent's case
        }
        String key = PyStrings.lower(PyStrings.strip(name));
        for (Table t : Table.values()) {
            if (table != null && t != table) {
                continue;
            }
            for (String e : t.entities()) {
                if (PyStrings.lower(e).equals(key)) {
                    return e;
                }
            }
        }
        return null;
    }

    private static ToolResult dbLookup(World world, PyDict a) {
        Table table = Table.byWireName(((PyStr) a.get("table")).value());
        String entityArg = ((PyStr) a.get("entity")).value();
        String ent = findEntity(entityArg, table);
        if (ent == null) {
            return new ToolResult.Failed("no entity '" + entityArg + "' in " + table.wireName());
        }
        PyInt year = (PyInt) a.get("year");
        if (!year.fitsInt() || !Years.contains(year.intValue())) {
            return new ToolResult.Failed("no record for " + ent + " in " + year.repr());
        }
        PyFloat v = world.valueAt(DataVersion.DB, World.index(table, table.indexOf(ent), year.intValue()));
        return new ToolResult.Ok(v, PyStr.lazy(() -> ent + " " + table.metricName() + " " + year.repr() + ": "
                + v.repr()));
    }

    private static ToolResult dbSeries(World world, PyDict a) {
        Table table = Table.byWireName(((PyStr) a.get("table")).value());
        String entityArg = ((PyStr) a.get("entity")).value();
        String ent = findEntity(entityArg, table);
        if (ent == null) {
            return new ToolResult.Failed("no entity '" + entityArg + "' in " + table.wireName());
        }
        BigInteger lo = ((PyInt) a.get("start_year")).value();
        BigInteger hi = ((PyInt) a.get("end_year")).value();
        if (lo.compareTo(hi) > 0) {
            return new ToolResult.Failed("start_year must be <= end_year");
        }
        PyList series = series(world, DataVersion.DB, table, ent, lo, hi);
        if (series.size() == 0) {
            return new ToolResult.Failed("no records in that range");
        }
        int n = series.size();
        return new ToolResult.Ok(series, PyStr.lazy(() -> n + " yearly values for " + ent));
    }

    /** {@code [[y, source[(table, ent, y)]] for y in YEARS if lo <= y <= hi]}. */
    static PyList series(World world, DataVersion version, Table table, String ent, BigInteger lo, BigInteger hi) {
        List<PyObject> out = new ArrayList<>(Years.COUNT);
        int e = table.indexOf(ent);
        for (int y : Years.ALL) {
            BigInteger by = BigInteger.valueOf(y);
            if (lo.compareTo(by) <= 0 && by.compareTo(hi) <= 0) {
                out.add(PyList.of(PyInt.of(y), world.valueAt(version, World.index(table, e, y))));
            }
        }
        return new PyList(out);
    }

    private static ToolResult dbTopK(World world, PyDict a) {
        Table table = Table.byWireName(((PyStr) a.get("table")).value());
        PyInt year = (PyInt) a.get("year");
        PyInt k = (PyInt) a.get("k");
        if (!year.fitsInt() || !Years.contains(year.intValue()) || k.value().signum() < 1) {
            return new ToolResult.Failed("invalid year or k");
        }
        PyObject order = a.get("order");
        boolean descending = order == null || ((PyStr) order).value().equals("desc");
        PyList ranked = rank(world, DataVersion.DB, table, year.intValue(), k.value(), descending);
        int n = ranked.size();
        return new ToolResult.Ok(ranked, PyStr.lazy(() -> "top " + n + " in " + year.repr()));
    }

    /**
     * {@code _rank({e: source[(table, e, year)]}, k, descending)}: sorted by value (ties by name), first k, as
     * {@code [[entity, value], ...]}.
     */
    public static PyList rank(World world, DataVersion version, Table table, int year, BigInteger k,
                              boolean descending) {
        List<String> ents = table.entities();
        Integer[] order = new Integer[ents.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        double[] vals = new double[ents.size()];
        for (int i = 0; i < vals.length; i++) {
            vals[i] = world.valueAt(version, World.index(table, i, year)).value();
        }
        Comparator<Integer> byValue = (x, y) -> {
            double vx = descending ? -vals[x] : vals[x];
            double vy = descending ? -vals[y] : vals[y];
            return vx < vy ? -1 : vx > vy ? 1 : 0;        // Python <: -0.0 equals 0.0
        };
        Arrays.sort(order, byValue.thenComparing(i -> ents.get(i)));
        int n = k.compareTo(BigInteger.valueOf(order.length)) >= 0 ? order.length : k.intValue();
        List<PyObject> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int e = order[i];
            out.add(PyList.of(PyStr.of(ents.get(e)), world.valueAt(version, World.index(table, e, year))));
        }
        return new PyList(out);
    }

    private static ToolResult webSearch(World world, String query) {
        WebQuery q = WebQuery.parse(query);
        Table table = q.table();
        String ent = q.entity();
        List<Integer> years = q.years();
        if (table != null && q.topK() != null && q.topK().signum() != 0 && !years.isEmpty()) {
            int y = years.get(0);
            if (!Years.contains(y)) {
                throw new PyException("KeyError", "('" + table.wireName() + "', '" + table.entities().get(0) + "', "
                        + y + ")");
            }
            PyList ranked = rank(world, DataVersion.WEB, table, y, q.topK(), true);
            return new ToolResult.Ok(ranked, PyStr.lazy(() -> {
                StringBuilder sb = new StringBuilder("FinNews listicle: ");
                for (int i = 0; i < ranked.size(); i++) {
                    PyList row = (PyList) ranked.get(i);
                    sb.append(i == 0 ? "" : ", ").append(((PyStr) row.get(0)).value()).append(" ~$")
                      .append(row.get(1).repr()).append('B');
                }
                return sb.toString();
            }));
        }
        if (ent != null && years.size() >= 2) {
            PyList series = series(world, DataVersion.WEB, table, ent, BigInteger.valueOf(years.get(0)),
                    BigInteger.valueOf(years.get(1)));
            return new ToolResult.Ok(series, PyStr.lazy(() -> "Wiki-style table for " + ent));
        }
        if (ent != null && years.size() == 1 && Years.contains(years.get(0))) {
            int y = years.get(0);
            PyFloat v = world.valueAt(DataVersion.WEB, World.index(table, table.indexOf(ent), y));
            return new ToolResult.Ok(v, PyStr.lazy(() -> "News: " + ent + "'s " + table.metricName() + " was about $"
                    + v.repr() + "B in " + y));
        }
        return new ToolResult.Ok(PyNone.NONE, PyStr.of("no relevant results"));
    }

    private static ToolResult calculator(PyStr expression) {
        PyObject v;
        try {
            v = Calculator.safeEval(expression);
        } catch (CalculatorError e) {
            return new ToolResult.Failed(e.getMessage());
        }
        PyObject value = v;
        if (v instanceof PyInt i) {
            String text = i.repr();                         // str(v) outside the try: may raise ValueError
            return new ToolResult.Ok(value, PyStr.of(text));
        }
        return new ToolResult.Ok(value, PyStr.lazy(value::str));
    }

    private static ToolResult makeChart(PyDict a) {
        PyList labels = (PyList) a.get("labels");
        PyList values = (PyList) a.get("values");
        if (labels.size() != values.size() || labels.size() == 0) {
            return new ToolResult.Failed("labels and values must be non-empty and the same length");
        }
        PyStr title = (PyStr) a.get("title");
        int n = labels.size();
        return new ToolResult.Ok(PyTuple.of(new PyTuple(labels.items()), new PyTuple(values.items())),
                PyStr.lazy(() -> "chart '" + title.value() + "' with " + n + " points"));
    }

    /** The str of a float as the module's f-strings print it. */
    static String str(double v) {
        return PyFloats.repr(v);
    }

    /** Whether a value is a Python bool (excluded from integer/number by {@code _type_ok}). */
    static boolean isBool(PyObject v) {
        return v instanceof PyBool;
    }
}
