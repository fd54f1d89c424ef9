package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.params.Parameters;
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
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The world an MCP connection asks for in its URL's query: {@code /mcp?world_seed=7&n_stale=3}, the declared world
 * parameters ({@link Parameters#WORLD}) with the pages' names; the old keys {@code seed} and {@code stale} still
 * work. Parameters not given keep the server's defaults; other parameters are ignored. A refused value gets the
 * same message as on the pages and the command line, naming the key as the client wrote it.
 *
 * <pre>{@code
 * Checked<WorldSpec> p = WorldQuery.parse(Map.of("world_seed", List.of("7")), WorldSpec.lecture());
 * // Ok[value=WorldSpec[seed=7, nStale=2, ...]]
 * }</pre>
 */
public final class WorldQuery {

    private WorldQuery() {}

    /** The URL that picks another world, with the declared names: {@code /mcp?world_seed=7&n_stale=3}. */
    public static String example(String endpoint) {
        return endpoint + "?" + Parameters.WORLD_SEED.name() + "=7&" + Parameters.N_STALE.name() + "=3";
    }

    /**
     * Reads the query (each parameter's first value counts) over the defaults: the world it asks for, or why it does
     * not describe one, in a sentence for the client. Never throws.
     */
    public static Checked<WorldSpec> parse(Map<String, List<String>> query, WorldSpec defaults) {
        Map<String, List<String>> q = query == null ? Map.of() : query;
        try {
            BigInteger seed = read(q, Parameters.WORLD_SEED, defaults.seed());
            int stale = read(q, Parameters.N_STALE, BigInteger.valueOf(defaults.nStale()))
                    .intValueExact();
            double memory = read(q, Parameters.MEMORY_ACC, defaults.memoryAcc());
            double exact = read(q, Parameters.WEB_EXACT, defaults.webExact());
            double rounded = read(q, Parameters.WEB_ROUNDED, defaults.webRounded());
            return Checked.ok(new WorldSpec(seed, stale, memory, exact, rounded));
        } catch (InvalidParameterException e) {
            return Checked.refused(Objects.requireNonNull(e.getMessage(), "a parameter's refusal has a message"));
        } catch (IllegalArgumentException e) {
            return Checked.refused("the world in the URL is not valid: " + e.getMessage());
        }
    }

    /** The canonical key's value, else the first alias given; the message spells the key that was used. */
    private static <T> T read(Map<String, List<String>> q, ParamSpec<T> spec, T fallback) {
        for (String key : keys(spec)) {
            List<String> values = q.get(key);
            if (values != null && !values.isEmpty() && values.get(0) != null) {
                return spec.read(values.get(0), key);
            }
        }
        return fallback;
    }

    private static List<String> keys(ParamSpec<?> spec) {
        return Stream.concat(Stream.of(spec.name()), spec.aliases().stream()).toList();
    }

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
    public static final class ClientArguments {

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
            throw new IllegalArgumentException(
                    "not a JSON value: " + v.getClass().getSimpleName());
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
}
