package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.WebQuery;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A task the agent must solve (the module's task dict).
 *
 * @param id        {@code F007} (familiar data) or {@code N007} (new data, involving 2024)
 * @param type      the task type
 * @param question  the natural-language question
 * @param subtasks  the reference plan
 * @param answer    the reference answer, computed from truth
 * @param dbAnswer  what a perfect process gets from the db (differs from answer when a used record is stale)
 * @param ideal     every variable's value in the perfect process (v1, v2, r / v1, c), in plan order
 * @param stale     {@code db_answer != answer}: a correct process still gets it wrong
 */
public record Task(
        String id,
        TaskType type,
        String question,
        List<Subtask> subtasks,
        PyObject answer,
        PyObject dbAnswer,
        Map<String, PyObject> ideal,
        boolean stale) {

    public Task {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(question, "question");
        subtasks = List.copyOf(subtasks);
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(dbAnswer, "dbAnswer");
        ideal = Collections.unmodifiableMap(new LinkedHashMap<>(ideal));
        if (subtasks.isEmpty()) {
            throw new IllegalArgumentException("a task needs a plan");
        }
    }

    /** {@code FINAL_VAR[type]}. */
    public String finalVar() {
        return type.finalVar();
    }

    /** The subtask that produces a variable. */
    public Subtask producerOf(String var) {
        for (Subtask s : subtasks) {
            if (s.var().equals(var)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no subtask produces " + var);
    }

    /** The module's task dict (the fields ref_dump prints). */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("id", PyStr.of(id));
        m.put("type", PyStr.of(type.wireName()));
        m.put("question", PyStr.of(question));
        m.put(
                "subtasks",
                new PyList(subtasks.stream().map(s -> (PyObject) s.toPy()).toList()));
        m.put("final_var", PyStr.of(finalVar()));
        m.put("answer", answer);
        m.put("db_answer", dbAnswer);
        m.put("ideal", new PyDict(ideal));
        m.put("stale", PyBool.of(stale));
        return new PyDict(m);
    }

    /** The five task types, with {@code TASK_MIX} weights and {@code FINAL_VAR}. */
    public enum TaskType {
        LOOKUP("lookup", 0.20, "v1"),
        COMPARE("compare", 0.20, "r"),
        GROWTH("growth", 0.25, "r"),
        SERIES_CHART("series_chart", 0.15, "c"),
        TOP_CHART("top_chart", 0.20, "c");

        private final String wireName;
        private final double weight;
        private final String finalVar;

        TaskType(String wireName, double weight, String finalVar) {
            this.wireName = wireName;
            this.weight = weight;
            this.finalVar = finalVar;
        }

        public String wireName() {
            return wireName;
        }

        /** Share in {@code TASK_MIX}. */
        public double weight() {
            return weight;
        }

        /** The variable holding the answer. */
        public String finalVar() {
            return finalVar;
        }

        /** Chart tasks answer with a chart, not a number. */
        public boolean isChart() {
            return this == SERIES_CHART || this == TOP_CHART;
        }
    }

    /**
     * One step of a task's reference plan: fetch a value, compute from two values, or chart a series.
     */
    public sealed interface Subtask permits Subtask.Fetch, Subtask.Compute, Subtask.Chart {

        /** Position in the reference plan ({@code sub}). */
        int sub();

        /** {@code fetch}, {@code compute} or {@code chart}. */
        String kind();

        /** The reference tool. */
        String tool();

        /** The variable the result is stored in (v1, v2, r, c). */
        String var();

        /** The variables this step reads. */
        List<String> inputs();

        /** The module's dict for this subtask. */
        PyDict toPy();

        private static PyDict dict(Subtask s, Object... extra) {
            Map<String, PyObject> m = new LinkedHashMap<>();
            m.put("kind", PyStr.of(s.kind()));
            m.put("tool", PyStr.of(s.tool()));
            m.put("var", PyStr.of(s.var()));
            m.put(
                    "inputs",
                    new PyList(
                            s.inputs().stream().map(v -> (PyObject) PyStr.of(v)).toList()));
            for (int i = 0; i < extra.length; i += 2) {
                m.put((String) extra[i], (PyObject) extra[i + 1]);
            }
            m.put("sub", PyInt.of(s.sub()));
            return new PyDict(m);
        }

        /**
         * Fetch data with a db tool.
         *
         * @param sub  position
         * @param var  target variable
         * @param spec what to fetch
         */
        record Fetch(int sub, String var, FetchSpec spec) implements Subtask {
            public Fetch {
                Objects.requireNonNull(var, "var");
                Objects.requireNonNull(spec, "spec");
            }

            @Override
            public String kind() {
                return "fetch";
            }

            @Override
            public String tool() {
                return spec.tool();
            }

            @Override
            public List<String> inputs() {
                return List.of();
            }

            @Override
            public PyDict toPy() {
                return dict(this, "args", spec.args());
            }
        }

        /**
         * Compute {@code diff} or {@code growth} of two fetched values with the calculator.
         *
         * @param sub     position
         * @param var     target variable
         * @param inputs  the two input variables (a, b)
         * @param formula the formula
         */
        record Compute(int sub, String var, List<String> inputs, Formula formula) implements Subtask {
            public Compute {
                inputs = List.copyOf(inputs);
                if (inputs.size() != 2) {
                    throw new IllegalArgumentException("compute needs two inputs");
                }
                Objects.requireNonNull(formula, "formula");
            }

            @Override
            public String kind() {
                return "compute";
            }

            @Override
            public String tool() {
                return ToolSpecs.CALCULATOR;
            }

            @Override
            public PyDict toPy() {
                return dict(this, "formula", PyStr.of(formula.wireName()));
            }
        }

        /**
         * Chart a fetched series with make_chart.
         *
         * @param sub    position
         * @param var    target variable
         * @param inputs the one input variable
         * @param title  chart title
         */
        record Chart(int sub, String var, List<String> inputs, String title) implements Subtask {
            public Chart {
                inputs = List.copyOf(inputs);
                Objects.requireNonNull(title, "title");
            }

            @Override
            public String kind() {
                return "chart";
            }

            @Override
            public String tool() {
                return ToolSpecs.MAKE_CHART;
            }

            @Override
            public PyDict toPy() {
                return dict(this, "title", PyStr.of(title));
            }
        }

        /** What a fetch subtask asks the database for: one value, a yearly series, or a top-k ranking. */
        sealed interface FetchSpec permits FetchSpec.Lookup, FetchSpec.Series, FetchSpec.TopK {

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
                    return PyDict.of(
                            "table", PyStr.of(table.wireName()), "entity", PyStr.of(entity), "year", PyInt.of(year));
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
                    return Tools.seriesResult((PyList) value(world, DataVersion.DB), entity);
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
                    return Tools.topKResult((PyList) value(world, DataVersion.DB), PyInt.of(year));
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
    }
}
