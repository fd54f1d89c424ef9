package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.world.World.Table;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code make_intents(n, seed)}: n subtask intents phrased many ways (synonym verbs; "market cap / market
 * capitalization / valuation"; "GDP / economic output").
 *
 * <pre>{@code
 * List<Intent> intents = Intents.make(300, 3);
 * }</pre>
 */
final class Intents {

    /** {@code INTENT_TEMPLATES}, in the module's order. */
    static final String[] KINDS = {"single", "series", "topk", "compute", "chart", "news"};

    private static final String[][] TEMPLATES = {
        {"{v} the {m} of {e} in {y}", "what was {e}'s {m} in {y}? {v} the exact figure", "{v} {e} {m} for {y}"},
        {
            "{v} {e}'s {m} for each year from {y} to {y2}",
            "{v} the {m} history of {e} over {y}-{y2}",
            "{v} the yearly {m} of {e} between {y} and {y2}"
        },
        {
            "{v} the {k} largest banks by {m} in {y}",
            "rank the banks by {m} in {y} and keep the top {k}",
            "which {k} banks had the highest {m} in {y}"
        },
        {
            "compute the percentage change between the two values",
            "calculate the difference between {e}'s two numbers",
            "work out the ratio of the two figures"
        },
        {"plot these values as a line chart", "draw a bar chart of the numbers", "visualize the results in a graph"},
        {
            "{v} recent news about {e}",
            "what are analysts saying about {e} this week",
            "search for commentary on {e}'s outlook"
        },
    };
    private static final List<List<String>> ACCEPT = List.of(
            List.of("db_lookup"),
            List.of("db_series"),
            List.of("db_top_k"),
            List.of("calculator"),
            List.of("make_chart"),
            List.of("web_search", "news_search"));
    private static final List<String> VERBS = List.of("look up", "get", "find", "retrieve", "fetch");
    private static final List<String> BANK_METRICS = List.of("market cap", "market capitalization", "valuation");
    private static final List<String> COUNTRY_METRICS = List.of("GDP", "economic output");
    private static final List<Integer> YEARS_BUT_LAST = List.of(2020, 2021, 2022, 2023);

    private Intents() {}

    public static List<Intent> make(int n, long seed) {
        return make(n, BigInteger.valueOf(seed));
    }

    /**
     * {@code make_intents(n, seed)}. Draw order: kind, template, the bank/country coin (not for topk or chart), entity,
     * metric word, year, then verb and k — both always drawn, even when the template uses neither.
     */
    public static List<Intent> make(int n, BigInteger seed) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be >= 0");
        }
        PyRandom rng = new PyRandom(seed);
        List<Intent> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int kind = rng.randrange(KINDS.length);
            String tmpl = TEMPLATES[kind][rng.randrange(TEMPLATES[kind].length)];
            String k = KINDS[kind];
            String e;
            String m;
            boolean bank = k.equals("topk")
                    || ((k.equals("single") || k.equals("series") || k.equals("news") || k.equals("compute"))
                            && rng.random() < 0.6);
            if (bank) {
                e = rng.choice(Table.BANK_MARKET_CAP.entities());
                m = rng.choice(BANK_METRICS);
            } else {
                e = rng.choice(Table.COUNTRY_GDP.entities());
                m = rng.choice(COUNTRY_METRICS);
            }
            int y = rng.choice(YEARS_BUT_LAST);
            String v = rng.choice(VERBS);
            int kk = rng.choice(new int[] {3, 4, 5});
            String text = tmpl.replace("{v}", v)
                    .replace("{m}", m)
                    .replace("{e}", e)
                    .replace("{y2}", Integer.toString(y + 1))
                    .replace("{y}", Integer.toString(y))
                    .replace("{k}", Integer.toString(kk));
            out.add(new Intent(text, k, ACCEPT.get(kind)));
        }
        return out;
    }
}
