package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.world.Table;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The six core tools in the module's order (db_lookup, db_series, db_top_k, web_search, calculator, make_chart), with
 * their inputSchemas and their vague / precise descriptions.
 *
 * <pre>{@code
 * ToolSpec t = ToolSpecs.byName("db_lookup");
 * PyDict schema = t.inputSchema();
 * String doc = t.description(true);
 * }</pre>
 */
public final class ToolSpecs {

    public static final String DB_LOOKUP = "db_lookup";
    public static final String DB_SERIES = "db_series";
    public static final String DB_TOP_K = "db_top_k";
    public static final String WEB_SEARCH = "web_search";
    public static final String CALCULATOR = "calculator";
    public static final String MAKE_CHART = "make_chart";

    private static final ToolParam TABLE = new ToolParam("table", "string", Table.wireNames(), null, null);

    /** {@code CORE_TOOLS}, in order. */
    public static final List<ToolSpec> CORE = List.of(
            new ToolSpec(
                    DB_LOOKUP,
                    "Gets data from the database.",
                    "Look up one exact value: a single bank's market cap or a single country's GDP for one year, "
                            + "from the internal finance database. Do not use for a range of years, a yearly history, "
                            + "or ranking the largest banks.",
                    List.of(TABLE, ToolParam.of("entity", "string"), ToolParam.of("year", "integer")),
                    List.of("table", "entity", "year")),
            new ToolSpec(
                    DB_SERIES,
                    "Gets data over time.",
                    "Get the yearly history (time series) of one bank's market cap or one country's GDP for each year "
                            + "from a start year to an end year, from the internal finance database. Do not use for one "
                            + "single year or for ranking banks.",
                    List.of(
                            TABLE,
                            ToolParam.of("entity", "string"),
                            ToolParam.of("start_year", "integer"),
                            ToolParam.of("end_year", "integer")),
                    List.of("table", "entity", "start_year", "end_year")),
            new ToolSpec(
                    DB_TOP_K,
                    "Gets top data.",
                    "Rank banks: return the k largest banks by market cap (top k, highest first) in one year, "
                            + "from the internal finance database. Do not use for one bank's value or a yearly history.",
                    List.of(
                            TABLE,
                            ToolParam.of("year", "integer"),
                            ToolParam.of("k", "integer"),
                            new ToolParam("order", "string", List.of("desc", "asc"), null, "desc")),
                    List.of("table", "year", "k")),
            new ToolSpec(
                    WEB_SEARCH,
                    "Searches for information.",
                    "Search the public web for news, analyst commentary and recent events about a company or country; "
                            + "returns text snippets that may be approximate or out of date. Do not use for exact "
                            + "market cap or GDP figures that are in the internal database.",
                    List.of(ToolParam.of("query", "string")),
                    List.of("query")),
            new ToolSpec(
                    CALCULATOR,
                    "Does math.",
                    "Compute an arithmetic expression with numbers, + - * / and parentheses: a difference, ratio or "
                            + "percentage change between values. Do not use for looking up data.",
                    List.of(ToolParam.of("expression", "string")),
                    List.of("expression")),
            new ToolSpec(
                    MAKE_CHART,
                    "Makes output for the user.",
                    "Draw a line or bar chart (plot, graph, visualize) from labels and numeric values; returns a chart. "
                            + "Do not use for computing or looking up numbers.",
                    List.of(
                            ToolParam.of("title", "string"),
                            new ToolParam("labels", "array", List.of(), "string", null),
                            new ToolParam("values", "array", List.of(), "number", null)),
                    List.of("title", "labels", "values")));

    private ToolSpecs() {}

    /** The core tool of this name, or null. */
    public static @Nullable ToolSpec byName(String name) {
        for (ToolSpec t : CORE) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** {@code TOKENS}-style output cost of a successful call ({@code OUT_TOKENS}). */
    public static int outputTokens(String tool) {
        return switch (tool) {
            case DB_LOOKUP -> 30;
            case DB_SERIES, DB_TOP_K -> 90;
            case WEB_SEARCH -> 160;
            case CALCULATOR -> 20;
            case MAKE_CHART -> 50;
            default -> throw new IllegalArgumentException("unknown tool " + tool);
        };
    }
}
