package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.tools.Formula.CalculatorError;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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

    private Tools() {}

    /** {@code execute_tool(world, name, args)}; never throws. */
    public static ToolResult execute(World world, String name, PyObject args) {
        try {
            return run(world, name, args == null ? PyNone.NONE : args);
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
        return dispatch(world, name, (PyDict) args);
    }

    /**
     * {@code execute_tool} for arguments that are already known to satisfy the tool's schema — the simulated agent's
     * own well-formed calls — without checking them again. Same result as {@link #execute} for such arguments (a test
     * replays every agent call through both); use {@link #execute} for anything else.
     */
    public static ToolResult executeChecked(World world, String name, PyDict args) {
        try {
            return dispatch(world, name, args);
        } catch (PyException e) {
            return new ToolResult.Raised(e.type(), e.detail());
        }
    }

    private static ToolResult dispatch(World world, String name, PyDict a) {
        return switch (name) {
            case ToolSpecs.DB_LOOKUP -> dbLookup(world, a);
            case ToolSpecs.DB_SERIES -> dbSeries(world, a);
            case ToolSpecs.DB_TOP_K -> dbTopK(world, a);
            case ToolSpecs.WEB_SEARCH -> webSearch(world, ((PyStr) a.require("query")).value());
            case ToolSpecs.CALCULATOR -> calculator((PyStr) a.require("expression"));
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
    public static @Nullable String validate(ToolSpec spec, PyObject args) {
        Schema schema = Schema.of(spec);
        for (String k : schema.required) {
            if (!contains(args, k)) {
                return "missing required parameter '" + k + "'";
            }
        }
        if (!(args instanceof PyDict dict)) {
            throw new PyException("AttributeError", "'" + args.typeName() + "' object has no attribute 'items'");
        }
        for (int i = 0; i < dict.size(); i++) {
            String k = dict.keyAt(i);
            PyObject v = dict.valueAt(i);
            int j = schema.indexOf(k);
            if (j < 0) {
                return "unknown parameter '" + k + "'";
            }
            if (!typeOk(v, schema.types[j])) {
                return "parameter '" + k + "' must be of type " + schema.params[j].type();
            }
            if (schema.itemTypes[j] >= 0) {
                PyList list = (PyList) v;
                for (int m = 0; m < list.size(); m++) {
                    if (!typeOk(list.get(m), schema.itemTypes[j])) {
                        return "items of '" + k + "' must be of type " + schema.params[j].itemsType();
                    }
                }
            }
            List<String> allowed = schema.params[j].enumValues();
            if (!allowed.isEmpty() && !allowed.contains(((PyStr) v).value())) {
                return "parameter '" + k + "' must be one of "
                        + new PyList(allowed.stream()
                                        .map(x -> (PyObject) PyStr.of(x))
                                        .toList())
                                .repr();
            }
        }
        return null;
    }

    private static final int T_STRING = 0;
    private static final int T_INTEGER = 1;
    private static final int T_NUMBER = 2;
    private static final int T_ARRAY = 3;

    private static int typeCode(String type) {
        return switch (type) {
            case "string" -> T_STRING;
            case "integer" -> T_INTEGER;
            case "number" -> T_NUMBER;
            case "array" -> T_ARRAY;
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** A tool's inputSchema as arrays, for checking many calls quickly. */
    private static final class Schema {
        private static final Schema[] CORE = new Schema[ToolSpecs.CORE.size()];

        static {
            for (int i = 0; i < CORE.length; i++) {
                CORE[i] = new Schema(ToolSpecs.CORE.get(i));
            }
        }

        final ToolSpec spec;
        final ToolParam[] params;
        final String[] names;
        final int[] types;
        final int[] itemTypes;
        final String[] required;

        private Schema(ToolSpec spec) {
            this.spec = spec;
            this.params = spec.params().toArray(new ToolParam[0]);
            this.names = new String[params.length];
            this.types = new int[params.length];
            this.itemTypes = new int[params.length];
            for (int i = 0; i < params.length; i++) {
                names[i] = params[i].name();
                types[i] = typeCode(params[i].type());
                itemTypes[i] = params[i].itemsType() == null ? -1 : typeCode(params[i].itemsType());
            }
            this.required = spec.required().toArray(new String[0]);
        }

        static Schema of(ToolSpec spec) {
            for (Schema s : CORE) {
                if (s.spec == spec) {
                    return s;
                }
            }
            return new Schema(spec);
        }

        int indexOf(String name) {
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** Python's {@code k in args} for whatever args is. */
    private static boolean contains(PyObject args, String k) {
        if (args instanceof PyDict d) {
            return d.containsKey(k);
        }
        if (args instanceof PyList l) {
            PyStr key = PyStr.of(k);
            for (int i = 0; i < l.size(); i++) {
                if (PyNumbers.pyEquals(l.get(i), key)) {
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
    private static boolean typeOk(PyObject v, int type) {
        switch (type) {
            case T_STRING:
                return v instanceof PyStr;
            case T_INTEGER:
                return v instanceof PyInt;
            case T_NUMBER:
                return v instanceof PyInt || v instanceof PyFloat;
            default:
                return v instanceof PyList;
        }
    }

    // ------------------------------------------------------------------ the tools

    /** {@code find_entity(name, table)}: case- and surrounding-space-insensitive, or null. */
    public static @Nullable String findEntity(String name, @Nullable Table table) {
        if (table != null && table.indexOf(name) >= 0) {
            return name; // exact spelling: the agent's case
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

    /** The table of checked arguments (its name is one of the enum's). */
    static Table tableArg(PyDict a) {
        return Objects.requireNonNull(Table.byWireName(((PyStr) a.require("table")).value()), "a checked table name");
    }

    private static ToolResult dbLookup(World world, PyDict a) {
        Table table = tableArg(a);
        String entityArg = ((PyStr) a.require("entity")).value();
        String ent = findEntity(entityArg, table);
        if (ent == null) {
            return new ToolResult.Failed("no entity '" + entityArg + "' in " + table.wireName());
        }
        return lookup(world, table, ent, (PyInt) a.require("year"));
    }

    /**
     * db_lookup once its arguments are checked and the entity resolved: the agent's reference calls come straight
     * here with the task's own (table, entity, year).
     */
    public static ToolResult lookup(World world, Table table, String ent, PyInt year) {
        if (!year.fitsInt() || !Years.contains(year.intValue())) {
            return new ToolResult.Failed("no record for " + ent + " in " + year.repr());
        }
        PyFloat v = world.valueAt(DataVersion.DB, World.index(table, table.indexOf(ent), year.intValue()));
        return new ToolResult.Ok(
                v, PyStr.lazy(() -> ent + " " + table.metricName() + " " + year.repr() + ": " + v.repr()));
    }

    private static ToolResult dbSeries(World world, PyDict a) {
        Table table = tableArg(a);
        String entityArg = ((PyStr) a.require("entity")).value();
        String ent = findEntity(entityArg, table);
        if (ent == null) {
            return new ToolResult.Failed("no entity '" + entityArg + "' in " + table.wireName());
        }
        PyInt loArg = (PyInt) a.require("start_year");
        PyInt hiArg = (PyInt) a.require("end_year");
        BigInteger lo = loArg.value();
        BigInteger hi = hiArg.value();
        if (lo.compareTo(hi) > 0) {
            return new ToolResult.Failed("start_year must be <= end_year");
        }
        return seriesResult(series(world, DataVersion.DB, table, ent, lo, hi), ent);
    }

    /** db_series's result for a computed series (empty: the module's error). */
    public static ToolResult seriesResult(PyList series, String ent) {
        if (series.size() == 0) {
            return new ToolResult.Failed("no records in that range");
        }
        int n = series.size();
        return new ToolResult.Ok(series, PyStr.lazy(() -> n + " yearly values for " + ent));
    }

    /** {@code [[y, source[(table, ent, y)]] for y in YEARS if lo <= y <= hi]}. */
    static PyList series(World world, DataVersion version, Table table, String ent, BigInteger lo, BigInteger hi) {
        // clamp to the calendar first: comparisons on ints instead of BigIntegers
        long from = lo.compareTo(BigInteger.valueOf(Years.FIRST)) < 0
                ? Years.FIRST
                : lo.min(BigInteger.valueOf(Years.LAST + 1)).longValue();
        long to = hi.compareTo(BigInteger.valueOf(Years.LAST)) > 0
                ? Years.LAST
                : hi.max(BigInteger.valueOf(Years.FIRST - 1)).longValue();
        if (to < from) {
            return PyList.of();
        }
        return world.series(version, table, table.indexOf(ent), (int) from, (int) to);
    }

    private static ToolResult dbTopK(World world, PyDict a) {
        Table table = tableArg(a);
        PyInt year = (PyInt) a.require("year");
        PyInt k = (PyInt) a.require("k");
        if (!year.fitsInt() || !Years.contains(year.intValue()) || k.value().signum() < 1) {
            return new ToolResult.Failed("invalid year or k");
        }
        PyObject order = a.get("order");
        boolean descending = order == null || ((PyStr) order).value().equals("desc");
        return topKResult(rank(world, DataVersion.DB, table, year.intValue(), k.value(), descending), year);
    }

    /** db_top_k's result for a computed ranking. */
    public static ToolResult topKResult(PyList ranked, PyInt year) {
        int n = ranked.size();
        return new ToolResult.Ok(ranked, PyStr.lazy(() -> "top " + n + " in " + year.repr()));
    }

    /**
     * {@code _rank({e: source[(table, e, year)]}, k, descending)}: sorted by value (ties by name), first k, as
     * {@code [[entity, value], ...]}.
     */
    public static PyList rank(
            World world, DataVersion version, Table table, int year, BigInteger k, boolean descending) {
        int size = table.entities().size();
        int n = k.compareTo(BigInteger.valueOf(size)) >= 0 ? size : Math.max(0, k.intValue());
        return world.ranking(version, table, year, n, descending);
    }

    private static ToolResult webSearch(World world, String query) {
        return webSearch(world, WebQuery.parse(query));
    }

    /** web_search once the query is parsed. */
    public static ToolResult webSearch(World world, WebQuery q) {
        Table table = q.table();
        String ent = q.entity();
        List<Integer> years = q.years();
        if (table != null && q.topK() != null && q.topK().signum() != 0 && !years.isEmpty()) {
            int y = years.get(0);
            if (!Years.contains(y)) {
                throw new PyException(
                        "KeyError",
                        "('" + table.wireName() + "', '" + table.entities().get(0) + "', " + y + ")");
            }
            PyList ranked = rank(world, DataVersion.WEB, table, y, q.topK(), true);
            return new ToolResult.Ok(ranked, PyStr.lazy(() -> {
                StringBuilder sb = new StringBuilder("FinNews listicle: ");
                for (int i = 0; i < ranked.size(); i++) {
                    PyList row = (PyList) ranked.get(i);
                    sb.append(i == 0 ? "" : ", ")
                            .append(((PyStr) row.get(0)).value())
                            .append(" ~$")
                            .append(row.get(1).repr())
                            .append('B');
                }
                return sb.toString();
            }));
        }
        if (ent != null && years.size() >= 2) {
            PyList series = series(
                    world,
                    DataVersion.WEB,
                    entityTable(table),
                    ent,
                    BigInteger.valueOf(years.get(0)),
                    BigInteger.valueOf(years.get(1)));
            return new ToolResult.Ok(series, PyStr.lazy(() -> "Wiki-style table for " + ent));
        }
        if (ent != null && years.size() == 1 && Years.contains(years.get(0))) {
            int y = years.get(0);
            Table t = entityTable(table);
            PyFloat v = world.valueAt(DataVersion.WEB, World.index(t, t.indexOf(ent), y));
            return new ToolResult.Ok(
                    v,
                    PyStr.lazy(
                            () -> "News: " + ent + "'s " + t.metricName() + " was about $" + v.repr() + "B in " + y));
        }
        return new ToolResult.Ok(PyNone.NONE, PyStr.of("no relevant results"));
    }

    /** The table of a query that names an entity: {@link WebQuery#parse} finds the two together. */
    static Table entityTable(@Nullable Table table) {
        return Objects.requireNonNull(table, "a query's entity comes with its table");
    }

    private static ToolResult calculator(PyStr expression) {
        PyObject v;
        try {
            v = Calculator.safeEval(expression);
        } catch (CalculatorError e) {
            return new ToolResult.Failed(Objects.requireNonNull(e.getMessage(), "a CalculatorError has a message"));
        }
        PyObject value = v;
        if (v instanceof PyInt i) {
            String text = i.repr(); // str(v) outside the try: may raise ValueError
            return new ToolResult.Ok(value, PyStr.of(text));
        }
        return new ToolResult.Ok(value, PyStr.lazy(value::str));
    }

    private static ToolResult makeChart(PyDict a) {
        PyList labels = (PyList) a.require("labels");
        PyList values = (PyList) a.require("values");
        if (labels.size() != values.size() || labels.size() == 0) {
            return new ToolResult.Failed("labels and values must be non-empty and the same length");
        }
        PyStr title = (PyStr) a.require("title");
        int n = labels.size();
        return new ToolResult.Ok(
                PyTuple.of(PyTuple.of(labels), PyTuple.of(values)),
                PyStr.lazy(() -> "chart '" + title.value() + "' with " + n + " points"));
    }

    /**
     * What {@code execute_tool} gives back. {@link Ok} and {@link Failed} are the module's two result dicts;
     * {@link Raised} is for inputs on which the reference module itself raises a Python exception instead of returning a
     * dict (only reachable from arbitrary playground input, never from the simulated agent).
     */
    public sealed interface ToolResult permits ToolResult.Ok, ToolResult.Failed, ToolResult.Raised {

        /** {@code out["ok"]}: true only for {@link Ok}. */
        default boolean ok() {
            return this instanceof Ok;
        }

        /** {@code out.get("value")}: the value ({@link Ok} holds one), or None when the call failed. */
        default PyObject value() {
            return PyNone.NONE;
        }

        /** The module's dict: {@code {"ok": True, "value": ..., "text": ...}} or {@code {"ok": False, "error": ...}}. */
        PyDict toPy();

        /**
         * The JSON Schema of {@link #toPy()}'s dict, whichever tool gave it: {@code ok} always; {@code value} (any JSON
         * value, null when nothing was found) and {@code text} on success; {@code error}, and {@code raised} where Python
         * raised, on failure. What an MCP tool declares as its {@code outputSchema}.
         */
        static PyObject schema() {
            return PyJson.loads("""
                    {"type": "object",
                     "properties": {
                       "ok": {"type": "boolean", "description": "whether the call succeeded"},
                       "value": {"description": "the value the agent reads (null when nothing was found)"},
                       "text": {"type": "string", "description": "the value as a model would see it"},
                       "error": {"type": "string", "description": "why the call failed"},
                       "raised": {"type": "string", "description": "the Python exception the module raised"}},
                     "required": ["ok"],
                     "additionalProperties": false}""");
        }

        /**
         * {@code {"ok": True, "value": value, "text": text}}.
         *
         * @param value the value the agent reads
         * @param text  the text a model would see (often lazy: rendered only when read)
         */
        record Ok(PyObject value, PyStr text) implements ToolResult {
            public Ok {
                Objects.requireNonNull(value, "value");
                Objects.requireNonNull(text, "text");
            }

            @Override
            public PyDict toPy() {
                return PyDict.of("ok", PyBool.TRUE, "value", value, "text", text);
            }
        }

        /**
         * {@code {"ok": False, "error": error}}: a validation error or the tool's own error, with the module's exact text.
         *
         * @param error the message
         */
        record Failed(String error) implements ToolResult {
            public Failed {
                Objects.requireNonNull(error, "error");
            }

            @Override
            public PyDict toPy() {
                return PyDict.of("ok", PyBool.FALSE, "error", PyStr.of(error));
            }
        }

        /**
         * The reference module raises here (e.g. {@code RecursionError} for a calculator expression nested too deeply,
         * {@code KeyError} for a web search about a year outside the world). Shown to users as an error.
         *
         * @param type    the Python exception class
         * @param message the exception's message
         */
        record Raised(String type, String message) implements ToolResult {
            public Raised {
                Objects.requireNonNull(type, "type");
                Objects.requireNonNull(message, "message");
            }

            /** Not a module dict (Python raised instead): {@code {"ok": False, "raised": type, "error": message}}. */
            @Override
            public PyDict toPy() {
                return PyDict.of("ok", PyBool.FALSE, "raised", PyStr.of(type), "error", PyStr.of(message));
            }
        }
    }

    /**
     * Whether what a tool returned equals the truth: every number in the value is looked up in the truth version of
     * the same record, and each one that differs says why (a stale db record, a rounded or last year's web figure).
     * The world keeps the truth; the agent never sees it — that is the point of the comparison. Used by the tools
     * playground and by the calls external MCP clients make.
     *
     * @param status         the verdict
     * @param differences    the numbers that differ from the truth, in the value's order
     * @param rankingDiffers for a top-k answer: the ranking itself (which entities, in which order) differs from the
     *                       truth's
     */
    public record TruthCheck(Status status, List<Difference> differences, boolean rankingDiffers) {

        /** The verdict on a call. */
        public enum Status {
            /** Every number read equals the truth. */
            EQUALS_TRUTH,
            /** At least one number, or the ranking, differs from the truth. */
            DIFFERS,
            /** Nothing to compare: the call failed, or the search found nothing. */
            NO_VALUE,
            /** The tool reads no data (calculator, make_chart): its value comes from the arguments. */
            NOT_DATA
        }

        /** Why a value differs from the truth; the same reasons the world page explains. */
        public enum Reason {
            STALE,
            ROUNDED,
            LAST_YEAR,
            OTHER
        }

        /**
         * One number that differs from the truth.
         *
         * @param key    the record
         * @param read   what the tool returned
         * @param truth  the true value
         * @param reason why they differ
         */
        public record Difference(RecordKey key, double read, double truth, Reason reason) {
            public Difference {
                Objects.requireNonNull(key, "key");
                Objects.requireNonNull(reason, "reason");
            }
        }

        public TruthCheck {
            Objects.requireNonNull(status, "status");
            differences = List.copyOf(differences);
        }

        private static final TruthCheck NO_VALUE = new TruthCheck(Status.NO_VALUE, List.of(), false);
        private static final TruthCheck NOT_DATA = new TruthCheck(Status.NOT_DATA, List.of(), false);

        /** The data version a tool reads: db for the db_* tools, web for web_search, none (null) otherwise. */
        public static @Nullable DataVersion versionRead(String tool) {
            return switch (tool) {
                case ToolSpecs.DB_LOOKUP, ToolSpecs.DB_SERIES, ToolSpecs.DB_TOP_K -> DataVersion.DB;
                case ToolSpecs.WEB_SEARCH -> DataVersion.WEB;
                default -> null;
            };
        }

        /** Compares a call's result with the truth of the world it ran against. */
        public static TruthCheck of(World world, String tool, PyDict args, ToolResult result) {
            DataVersion version = versionRead(tool);
            if (version == null) {
                return NOT_DATA;
            }
            if (!(result instanceof ToolResult.Ok ok)) {
                return NO_VALUE;
            }
            try {
                return switch (tool) {
                    case ToolSpecs.WEB_SEARCH -> web(world, ((PyStr) args.require("query")).value(), ok.value());
                    default -> db(world, tool, args, ok.value());
                };
            } catch (RuntimeException unexpectedShape) {
                // the value does not have the shape this tool returns; say nothing rather than something wrong
                return NO_VALUE;
            }
        }

        private static TruthCheck db(World world, String tool, PyDict args, PyObject value) {
            Table table = Tools.tableArg(args);
            List<Difference> diffs = new ArrayList<>();
            switch (tool) {
                case ToolSpecs.DB_LOOKUP -> {
                    String ent = okEntity(args, table);
                    int year = ((PyInt) args.require("year")).intValue();
                    compare(world, DataVersion.DB, new RecordKey(table, ent, year), value, diffs);
                }
                case ToolSpecs.DB_SERIES -> {
                    String ent = okEntity(args, table);
                    compareSeries(world, DataVersion.DB, table, ent, (PyList) value, diffs);
                }
                default -> {
                    int year = ((PyInt) args.require("year")).intValue();
                    PyObject order = args.get("order");
                    boolean descending =
                            order == null || ((PyStr) order).value().equals("desc");
                    BigInteger k = ((PyInt) args.require("k")).value();
                    return ranking(world, DataVersion.DB, table, year, k, descending, (PyList) value);
                }
            }
            return verdict(diffs, false);
        }

        /** The entity of a call that succeeded: the tool resolved it. */
        private static String okEntity(PyDict args, Table table) {
            return Objects.requireNonNull(
                    Tools.findEntity(((PyStr) args.require("entity")).value(), table),
                    "a successful call's entity resolves");
        }

        private static TruthCheck web(World world, String query, PyObject value) {
            if (!(value instanceof PyFloat) && !(value instanceof PyList)) {
                return NO_VALUE; // "no relevant results"
            }
            WebQuery q = WebQuery.parse(query);
            List<Difference> diffs = new ArrayList<>();
            if (value instanceof PyFloat) {
                compare(
                        world,
                        DataVersion.WEB,
                        new RecordKey(
                                Tools.entityTable(q.table()),
                                entity(q),
                                q.years().get(0)),
                        value,
                        diffs);
                return verdict(diffs, false);
            }
            PyList list = (PyList) value;
            if (list.size() > 0 && ((PyList) list.get(0)).get(0) instanceof PyStr) {
                // the listicle branch of execute_tool: web values of one year, ranked highest first
                return ranking(
                        world,
                        DataVersion.WEB,
                        Objects.requireNonNull(q.table(), "a listicle's table"),
                        q.years().get(0),
                        Objects.requireNonNull(q.topK(), "a listicle's N"),
                        true,
                        list);
            }
            compareSeries(world, DataVersion.WEB, Tools.entityTable(q.table()), entity(q), list, diffs);
            return verdict(diffs, false);
        }

        /** The entity of a query whose search returned a value or a series (only those name one). */
        private static String entity(WebQuery q) {
            return Objects.requireNonNull(q.entity(), "a valued web result names an entity");
        }

        private static TruthCheck ranking(
                World world,
                DataVersion version,
                Table table,
                int year,
                BigInteger k,
                boolean descending,
                PyList ranked) {
            List<Difference> diffs = new ArrayList<>();
            List<String> entities = new ArrayList<>();
            for (PyObject row : ranked.items()) {
                PyList pair = (PyList) row;
                String ent = ((PyStr) pair.get(0)).value();
                entities.add(ent);
                compare(world, version, new RecordKey(table, ent, year), pair.get(1), diffs);
            }
            List<String> trueOrder = new ArrayList<>();
            for (PyObject row : Tools.rank(world, DataVersion.TRUTH, table, year, k, descending)
                    .items()) {
                trueOrder.add(((PyStr) ((PyList) row).get(0)).value());
            }
            return verdict(diffs, !trueOrder.equals(entities));
        }

        private static void compareSeries(
                World world, DataVersion version, Table table, String ent, PyList series, List<Difference> diffs) {
            for (PyObject row : series.items()) {
                PyList pair = (PyList) row;
                int year = ((PyInt) pair.get(0)).intValue();
                compare(world, version, new RecordKey(table, ent, year), pair.get(1), diffs);
            }
        }

        private static void compare(
                World world, DataVersion version, RecordKey key, PyObject value, List<Difference> diffs) {
            double read = ((PyFloat) value).value();
            double truth = world.value(DataVersion.TRUTH, key);
            if (read != truth) {
                diffs.add(new Difference(key, read, truth, reason(world, version, key, read, truth)));
            }
        }

        /** Why a version's value differs, in make_world's terms. */
        private static Reason reason(World world, DataVersion version, RecordKey key, double read, double truth) {
            if (version == DataVersion.DB && world.stale().contains(key)) {
                return Reason.STALE;
            }
            if (version == DataVersion.WEB && read == Math.rint(truth)) {
                return Reason.ROUNDED;
            }
            if (read == lastYear(world, key)) {
                return Reason.LAST_YEAR;
            }
            return Reason.OTHER;
        }

        /** make_world's previous(key): last year's truth; 2020 has none, so 0.95 × its own value to 0.1. */
        private static double lastYear(World world, RecordKey key) {
            if (key.year() > Years.FIRST) {
                return world.value(DataVersion.TRUTH, new RecordKey(key.table(), key.entity(), key.year() - 1));
            }
            return PyFloats.round(world.value(DataVersion.TRUTH, key) * 0.95, 1);
        }

        private static TruthCheck verdict(List<Difference> diffs, boolean rankingDiffers) {
            return new TruthCheck(
                    diffs.isEmpty() && !rankingDiffers ? Status.EQUALS_TRUTH : Status.DIFFERS, diffs, rankingDiffers);
        }
    }
}
