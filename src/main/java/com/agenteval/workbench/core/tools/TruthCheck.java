package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
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
                boolean descending = order == null || ((PyStr) order).value().equals("desc");
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
                            Tools.entityTable(q.table()), entity(q), q.years().get(0)),
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
            World world, DataVersion version, Table table, int year, BigInteger k, boolean descending, PyList ranked) {
        List<Difference> diffs = new ArrayList<>();
        List<String> entities = new ArrayList<>();
        for (PyObject row : ranked.items()) {
            PyList pair = (PyList) row;
            String ent = ((PyStr) pair.get(0)).value();
            entities.add(ent);
            compare(world, version, new RecordKey(table, ent, year), pair.get(1), diffs);
        }
        List<String> trueOrder = new ArrayList<>();
        for (PyObject row :
                Tools.rank(world, DataVersion.TRUTH, table, year, k, descending).items()) {
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
