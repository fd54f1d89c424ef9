package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An MCP client's tool arguments — the JSON object of a {@code tools/call}, as a JSON parser hands it over (maps,
 * lists, strings, numbers, booleans, null) — turned into the dict {@code execute_tool} receives, the way
 * {@code json.loads} would read the same JSON: integers stay integers of any size, {@code 2023.0} is a float, the
 * key order is the client's. The tools' own strict validation then runs on it unchanged.
 *
 * <p>Arguments larger than the playground accepts ({@link #MAX_CHARS} characters of JSON) or nested deeper than
 * {@link PyJson#MAX_DEPTH} are refused with a sentence saying so; nothing here throws.
 *
 * <pre>{@code
 * Checked<PyDict> c = ClientArguments.of(Map.of("query", "Arvenia GDP 2022"));
 * if (c instanceof Checked.Ok<PyDict> a) { Tools.execute(world, "web_search", a.value()); }
 * }</pre>
 */
public final class ClientArguments {

    /** The largest arguments accepted, in characters of compact JSON: the playground's limit. */
    public static final int MAX_CHARS = 10_000;

    private ClientArguments() {}

    /**
     * Converts a client's arguments to the dict the tool receives, or refuses them with the reason in a sentence;
     * {@code null} (no arguments sent) is the empty dict. Never throws.
     */
    public static Checked<PyDict> of(Map<String, ?> arguments) {
        if (arguments == null) {
            return Checked.ok(new PyDict(Map.of()));
        }
        PyDict dict;
        try {
            Budget budget = new Budget();
            dict = (PyDict) convert(arguments, 0, budget);
        } catch (TooLarge e) {
            return Checked.refused(Objects.requireNonNull(e.getMessage(), "TooLarge has a message"));
        } catch (RuntimeException | StackOverflowError e) {
            return Checked.refused(
                    "the arguments are not JSON values (" + e.getClass().getSimpleName() + ")");
        }
        return Checked.ok(dict);
    }

    /** A JSON value as Python's json module would hand it to the tool. */
    private static PyObject convert(Object v, int depth, Budget budget) {
        if (depth > PyJson.MAX_DEPTH) {
            throw new TooLarge("the arguments are nested more than " + PyJson.MAX_DEPTH + " levels deep");
        }
        if (v == null) {
            budget.spend(4);
            return PyNone.NONE;
        }
        if (v instanceof String s) {
            budget.spend(s.length() + 2);
            return PyStr.of(s);
        }
        if (v instanceof Boolean b) {
            budget.spend(5);
            return PyBool.of(b);
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            long n = ((Number) v).longValue();
            budget.spend(Long.toString(n).length());
            return PyInt.of(n);
        }
        if (v instanceof BigInteger b) {
            budget.spend(b.bitLength() / 3 + 1);
            return PyInt.of(b);
        }
        if (v instanceof Double || v instanceof Float) {
            budget.spend(Double.toString(((Number) v).doubleValue()).length());
            return PyFloat.of(((Number) v).doubleValue());
        }
        if (v instanceof BigDecimal d) {
            budget.spend(24);
            return PyFloat.of(d.doubleValue());
        }
        if (v instanceof Map<?, ?> m) {
            budget.spend(2);
            Map<String, PyObject> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                String key = String.valueOf(e.getKey());
                budget.spend(key.length() + 4);
                out.put(key, convert(e.getValue(), depth + 1, budget));
            }
            return new PyDict(out);
        }
        if (v instanceof List<?> l) {
            budget.spend(2);
            List<PyObject> out = new ArrayList<>(l.size());
            for (Object item : l) {
                budget.spend(1);
                out.add(convert(item, depth + 1, budget));
            }
            return new PyList(out);
        }
        throw new IllegalArgumentException("not a JSON value: " + v.getClass().getSimpleName());
    }

    /**
     * A tool's result as plain JSON values (maps, lists, strings, numbers, booleans, null) for a client: tuples are
     * lists as in {@code json.dumps}; a float that JSON cannot hold (inf, nan) becomes its Python repr as a string.
     */
    public static @Nullable Object toJson(PyObject v) {
        if (v == PyNone.NONE) {
            return null;
        }
        if (v instanceof PyStr s) {
            return s.value();
        }
        if (v instanceof PyBool b) {
            return b.value();
        }
        if (v instanceof PyInt i) {
            return i.value().bitLength() < 64 ? (Object) i.value().longValue() : i.value();
        }
        if (v instanceof PyFloat f) {
            return Double.isFinite(f.value()) ? (Object) f.value() : f.repr();
        }
        if (v instanceof PyList l) {
            return l.items().stream().map(ClientArguments::toJson).toList();
        }
        if (v instanceof PyTuple t) {
            return t.items().stream().map(ClientArguments::toJson).toList();
        }
        if (v instanceof PyDict d) {
            Map<String, Object> out = new LinkedHashMap<>();
            d.entries().forEach((k, x) -> out.put(k, toJson(x)));
            return out;
        }
        return v.repr();
    }

    /** Counts characters of JSON as the conversion goes, so a huge argument is refused before it is copied. */
    private static final class Budget {
        private long used;

        void spend(long n) {
            used += n;
            if (used > MAX_CHARS) {
                throw new TooLarge("the arguments are longer than " + MAX_CHARS
                        + " characters of JSON, the most a tool call may send");
            }
        }
    }

    private static final class TooLarge extends RuntimeException {
        TooLarge(String message) {
            super(message, null, false, false);
        }
    }
}
