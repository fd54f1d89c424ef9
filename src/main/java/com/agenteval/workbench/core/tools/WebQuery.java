package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.world.World.Table;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * {@code parse_query}: what the simulated search engine understands in a query — an entity name, years
 * ({@code \b(20\d\d)\b}), "top N" ({@code top\s+(\d+)}) and table keywords. The regexes are applied by hand with
 * Python's Unicode semantics for {@code \b}, {@code \d} and {@code \s} on the lowercased query.
 *
 * @param table  the table, or null
 * @param entity the entity, or null
 * @param years  every year mentioned, in order
 * @param topK   N from "top N", or null
 */
public record WebQuery(
        @Nullable Table table,
        @Nullable String entity,
        List<Integer> years,
        @Nullable BigInteger topK) {

    public WebQuery {
        years = List.copyOf(years);
    }

    /** {@code parse_query(query)}. */
    public static WebQuery parse(String query) {
        String q = PyStrings.lower(query);
        int[] cps = q.codePoints().toArray();
        List<Integer> years = new ArrayList<>();
        for (int i = 0; i + 4 <= cps.length; ) {
            if (cps[i] == '2'
                    && cps[i + 1] == '0'
                    && isDecimal(cps[i + 2])
                    && isDecimal(cps[i + 3])
                    && (i == 0 || !isWord(cps[i - 1]))
                    && (i + 4 == cps.length || !isWord(cps[i + 4]))) {
                years.add(2000 + 10 * Character.digit(cps[i + 2], 10) + Character.digit(cps[i + 3], 10));
                i += 4;
            } else {
                i++;
            }
        }
        BigInteger topK = null;
        for (int i = 0; i + 3 <= cps.length && topK == null; i++) {
            if (cps[i] == 't' && cps[i + 1] == 'o' && cps[i + 2] == 'p') {
                int j = i + 3;
                while (j < cps.length && PyStrings.isSpace(cps[j])) {
                    j++;
                }
                int k = j;
                while (k < cps.length && isDecimal(cps[k])) {
                    k++;
                }
                if (j > i + 3 && k > j) {
                    if (k - j > PyInt.MAX_STR_DIGITS) {
                        throw new PyException(
                                "ValueError",
                                "Exceeds the limit (4300 digits) for integer string "
                                        + "conversion: value has " + (k - j)
                                        + " digits; use sys.set_int_max_str_digits() to "
                                        + "increase the limit");
                    }
                    StringBuilder digits = new StringBuilder();
                    for (int m = j; m < k; m++) {
                        digits.append((char) ('0' + Character.digit(cps[m], 10)));
                    }
                    topK = new BigInteger(digits.toString());
                }
            }
        }
        String entity = null;
        Table table = null;
        for (Table t : Table.values()) {
            for (String e : t.entities()) {
                if (q.contains(PyStrings.lower(e))) {
                    entity = e;
                    table = t;
                    break;
                }
            }
            if (entity != null) {
                break;
            }
        }
        if (table == null) {
            if (q.contains("gdp") || q.contains("countr")) {
                table = Table.COUNTRY_GDP;
            } else if (q.contains("bank") || q.contains("market cap")) {
                table = Table.BANK_MARKET_CAP;
            }
        }
        return new WebQuery(table, entity, years, topK);
    }

    /** Python's {@code \d} for str patterns: Unicode decimal digits. */
    static boolean isDecimal(int c) {
        return c >= '0' && c <= '9' || (c >= 128 && Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER);
    }

    /** Python's {@code \w}: {@code str.isalnum()} or underscore. */
    static boolean isWord(int c) {
        if (c < 128) {
            return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }
        if (Character.isLetter(c)) {
            return true;
        }
        int t = Character.getType(c);
        return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER;
    }
}
