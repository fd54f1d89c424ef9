package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.python.PyStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tokenize(text)}: a crude stand-in for an LLM's understanding — lowercase, merge phrases, drop stop words
 * and numbers, map synonyms (so "fetch", "retrieve" and "look up" are one concept).
 *
 * <pre>{@code
 * Tokenizer.tokenize("Fetch Aster Bank's market capitalization in 2021");   // [get, aster, bank, s, marketcap]
 * }</pre>
 */
final class Tokenizer {

    /** {@code _PHRASES}, applied in order ("each year" fires before "for each year", which therefore never does). */
    private static final String[][] PHRASES = {
        {"market capitalization", "marketcap"},
        {"market cap", "marketcap"},
        {"market value", "marketcap"},
        {"economic output", "gdp"},
        {"percentage change", "pctchange"},
        {"percent change", "pctchange"},
        {"time series", "timeseries"},
        {"look up", "get"},
        {"each year", "yearly"},
        {"every year", "yearly"},
        {"for each year", "yearly"},
    };

    private static final Map<String, String> SYNONYMS = Map.ofEntries(
            Map.entry("retrieve", "get"),
            Map.entry("fetch", "get"),
            Map.entry("find", "get"),
            Map.entry("obtain", "get"),
            Map.entry("gets", "get"),
            Map.entry("lookup", "get"),
            Map.entry("valuation", "marketcap"),
            Map.entry("plot", "chart"),
            Map.entry("draw", "chart"),
            Map.entry("visualize", "chart"),
            Map.entry("graph", "chart"),
            Map.entry("calculate", "compute"),
            Map.entry("work", "compute"),
            Map.entry("largest", "top"),
            Map.entry("highest", "top"),
            Map.entry("biggest", "top"),
            Map.entry("rank", "top"),
            Map.entry("ranking", "top"),
            Map.entry("history", "timeseries"),
            Map.entry("annual", "yearly"),
            Map.entry("searches", "search"),
            Map.entry("commentary", "news"),
            Map.entry("analysts", "news"),
            Map.entry("analyst", "news"),
            Map.entry("difference", "compute"),
            Map.entry("ratio", "compute"),
            Map.entry("pctchange", "compute"),
            Map.entry("figures", "figure"),
            Map.entry("numbers", "number"),
            Map.entry("values", "value"),
            Map.entry("banks", "bank"),
            Map.entry("years", "year"));

    private static final Set<String> STOP = Set.of(("the a an of in for to and or by from as is was what which with "
                    + "on at this that these it its be one use do not are week out keep any every first")
            .split(" "));

    private Tokenizer() {}

    /** {@code tokenize(text)}. */
    public static List<String> tokenize(String text) {
        String t = PyStrings.lower(text);
        for (String[] p : PHRASES) {
            t = t.replace(p[0], p[1]);
        }
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = t.length();
        while (i < n) {
            char c = t.charAt(i);
            if (!isWordChar(c)) {
                i++;
                continue;
            }
            int j = i;
            while (j < n && isWordChar(t.charAt(j))) {
                j++;
            }
            String w = t.substring(i, j);
            i = j;
            w = SYNONYMS.getOrDefault(w, w);
            if (STOP.contains(w) || isDigits(w)) {
                continue;
            }
            out.add(w);
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    }

    private static boolean isDigits(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return !w.isEmpty();
    }
}
