package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.ToolResult;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.WebQuery;
import com.agenteval.workbench.core.world.DataVersion;
import com.agenteval.workbench.core.world.Table;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.Years;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/** What a fetch subtask asks the database for: one value, a yearly series, or a top-k ranking. */
public sealed interface FetchSpec permits FetchSpec.Lookup, FetchSpec.Series, FetchSpec.TopK {

    /** The reference tool: db_lookup, db_series or db_top_k. */
    String tool();

    /** The reference call's arguments, in the module's key order. */
    PyDict args();

    Table table();

    /** {@code _fetch_spec_value(source, spec)}: this subtask answered from one data version. */
    PyObject value(World world, DataVersion version);

    /**
     * {@code _web_query(spec, year_shift)}: the web search an agent writes for this subtask; a non-zero shift writes
     * the (start) year wrong.
     */
    String webQuery(int yearShift);

    /**
     * The reference call itself — {@code execute_tool(world, tool(), args())} — computed without going through the
     * argument dict (the result is the same; AgentTest replays every call through the validating path).
     */
    ToolResult execute(World world);

    /**
     * {@code parse_query(_web_query(spec, year_shift))} without writing and re-reading the text: the entity, the
     * (shifted) years and "top k" the simulated search engine finds in the agent's query (tested against the parser).
     */
    WebQuery parsedWebQuery(int yearShift);

    /** The year that a wrong-year mistake shifts (year, or start_year for a series). */
    int keyYear();

    /** {@code _wrong_year_shift(spec)}: -1 if the year before exists, else +1. */
    default int wrongYearShift() {
        return Years.contains(keyYear() - 1) ? -1 : 1;
    }

    /**
     * One record: {@code db_lookup(table, entity, year)}.
     *
     * @param table  the table
     * @param entity the entity
     * @param year   the year
     * @param args   derived from the other fields (the short constructor derives them); one dict every call shares
     */
    record Lookup(Table table, String entity, int year, PyDict args) implements FetchSpec {
        public Lookup {
            Objects.requireNonNull(table, "table");
            if (table.indexOf(entity) < 0 || !Years.contains(year)) {
                throw new IllegalArgumentException("no record " + entity + " " + year);
            }
            PyDict derived = args(table, entity, year);
            if (!args.equals(derived)) {
                throw new IllegalArgumentException("args are derived from the other fields");
            }
            args = derived;
        }

        public Lookup(Table table, String entity, int year) {
            this(table, entity, year, args(table, entity, year));
        }

        private static PyDict args(Table table, String entity, int year) {
            return PyDict.of("table", PyStr.of(table.wireName()), "entity", PyStr.of(entity), "year", PyInt.of(year));
        }

        @Override
        public String tool() {
            return ToolSpecs.DB_LOOKUP;
        }

        @Override
        public PyObject value(World world, DataVersion version) {
            return world.valueAt(version, World.index(table, table.indexOf(entity), year));
        }

        @Override
        public ToolResult execute(World world) {
            return Tools.lookup(world, table, entity, PyInt.of(year));
        }

        @Override
        public String webQuery(int yearShift) {
            return entity + " " + table.metricName() + " " + (year + yearShift);
        }

        @Override
        public WebQuery parsedWebQuery(int yearShift) {
            return new WebQuery(table, entity, List.of(year + yearShift), null);
        }

        @Override
        public int keyYear() {
            return year;
        }
    }

    /**
     * A yearly history: {@code db_series(table, entity, start_year, end_year)}.
     *
     * @param table     the table
     * @param entity    the entity
     * @param startYear first year
     * @param endYear   last year
     * @param args      derived from the other fields (the short constructor derives them)
     */
    record Series(Table table, String entity, int startYear, int endYear, PyDict args) implements FetchSpec {
        public Series {
            Objects.requireNonNull(table, "table");
            if (table.indexOf(entity) < 0
                    || !Years.contains(startYear)
                    || !Years.contains(endYear)
                    || startYear > endYear) {
                throw new IllegalArgumentException("bad series " + entity + " " + startYear + "-" + endYear);
            }
            PyDict derived = args(table, entity, startYear, endYear);
            if (!args.equals(derived)) {
                throw new IllegalArgumentException("args are derived from the other fields");
            }
            args = derived;
        }

        public Series(Table table, String entity, int startYear, int endYear) {
            this(table, entity, startYear, endYear, args(table, entity, startYear, endYear));
        }

        private static PyDict args(Table table, String entity, int startYear, int endYear) {
            return PyDict.of(
                    "table",
                    PyStr.of(table.wireName()),
                    "entity",
                    PyStr.of(entity),
                    "start_year",
                    PyInt.of(startYear),
                    "end_year",
                    PyInt.of(endYear));
        }

        @Override
        public String tool() {
            return ToolSpecs.DB_SERIES;
        }

        @Override
        public PyObject value(World world, DataVersion version) {
            return world.series(version, table, table.indexOf(entity), startYear, endYear);
        }

        @Override
        public ToolResult execute(World world) {
            return Tools.seriesResult(
                    (com.agenteval.workbench.core.python.PyObject.PyList) value(world, DataVersion.DB), entity);
        }

        @Override
        public String webQuery(int yearShift) {
            return entity + " " + table.metricName() + " " + (startYear + yearShift) + " to " + endYear;
        }

        @Override
        public WebQuery parsedWebQuery(int yearShift) {
            return new WebQuery(table, entity, List.of(startYear + yearShift, endYear), null);
        }

        @Override
        public int keyYear() {
            return startYear;
        }
    }

    /**
     * A ranking: {@code db_top_k(table, year, k)}.
     *
     * @param table the table
     * @param year  the year
     * @param k     how many
     * @param args  derived from the other fields (the short constructor derives them)
     */
    record TopK(Table table, int year, int k, PyDict args) implements FetchSpec {
        public TopK {
            Objects.requireNonNull(table, "table");
            if (!Years.contains(year) || k < 1) {
                throw new IllegalArgumentException("bad top-k " + year + " " + k);
            }
            PyDict derived = args(table, year, k);
            if (!args.equals(derived)) {
                throw new IllegalArgumentException("args are derived from the other fields");
            }
            args = derived;
        }

        public TopK(Table table, int year, int k) {
            this(table, year, k, args(table, year, k));
        }

        private static PyDict args(Table table, int year, int k) {
            return PyDict.of("table", PyStr.of(table.wireName()), "year", PyInt.of(year), "k", PyInt.of(k));
        }

        @Override
        public String tool() {
            return ToolSpecs.DB_TOP_K;
        }

        @Override
        public PyObject value(World world, DataVersion version) {
            return world.ranking(
                    version, table, year, Math.min(k, table.entities().size()), true);
        }

        @Override
        public ToolResult execute(World world) {
            return Tools.topKResult(
                    (com.agenteval.workbench.core.python.PyObject.PyList) value(world, DataVersion.DB), PyInt.of(year));
        }

        @Override
        public String webQuery(int yearShift) {
            return "top " + k + " banks by market cap " + (year + yearShift);
        }

        @Override
        public WebQuery parsedWebQuery(int yearShift) {
            return new WebQuery(Table.BANK_MARKET_CAP, null, List.of(year + yearShift), BigInteger.valueOf(k));
        }

        @Override
        public int keyYear() {
            return year;
        }
    }
}
