package com.agenteval.workbench.core.python;

import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Floats that JSON cannot hold ({@code inf}, {@code -inf}, {@code nan}), written so any JSON parser reads the file and
 * read back to the same values. The module computes with them (the calculator returns {@code inf} for
 * {@code 1e308*10}; a cost at an unknown price is {@code nan}), and {@link PyJson#dumps} refuses them as Python's
 * {@code json.dumps(allow_nan=False)} does, so a saved file encodes them first:
 *
 * <pre>{@code
 * {"ok": true, "text": "inf", "value": inf}   ->   {"ok": true, "text": "inf", "value": null, "value_text": "inf"}
 * [1.0, nan]                                  ->   [1.0, {"value": null, "value_text": "nan"}]
 * String json = PyJson.dumpsPretty(NonFiniteFloats.encode(tree));
 * PyObject back = NonFiniteFloats.decode(PyJson.loads(json));   // equals tree
 * }</pre>
 *
 * A dict that already has a {@code <key>_text} entry keeps it, and the non-finite value becomes plain null: the
 * file still saves, and nothing of the dict's own data is overwritten.
 */
public final class NonFiniteFloats {

    /** The suffix of the text entry written beside a non-finite value. */
    public static final String TEXT_SUFFIX = "_text";

    private static final String VALUE = "value";

    private NonFiniteFloats() {}

    /** The tree with every non-finite float replaced by null plus its Python repr beside it. */
    public static PyObject encode(PyObject v) {
        if (v instanceof PyDict d) {
            Map<String, PyObject> out = new LinkedHashMap<>();
            for (int i = 0; i < d.size(); i++) {
                String key = d.keyAt(i);
                PyObject value = d.valueAt(i);
                if (nonFinite(value)) {
                    out.put(key, PyNone.NONE);
                    if (!d.containsKey(key + TEXT_SUFFIX)) {
                        out.put(key + TEXT_SUFFIX, PyStr.of(value.repr()));
                    }
                } else {
                    out.put(key, encode(value));
                }
            }
            return new PyDict(out);
        }
        return items(v, true);
    }

    /** The inverse of {@link #encode}: {@code null} with {@code "inf"}, {@code "-inf"} or {@code "nan"} beside it. */
    public static PyObject decode(PyObject v) {
        if (v instanceof PyDict d) {
            Map<String, PyObject> out = new LinkedHashMap<>();
            for (int i = 0; i < d.size(); i++) {
                String key = d.keyAt(i);
                PyObject value = d.valueAt(i);
                if (key.endsWith(TEXT_SUFFIX)
                        && parse(value) != null
                        && d.get(key.substring(0, key.length() - TEXT_SUFFIX.length())) == PyNone.NONE) {
                    continue;
                }
                PyObject text = d.get(key + TEXT_SUFFIX);
                Double restored = value == PyNone.NONE && text != null ? parse(text) : null;
                out.put(key, restored != null ? PyFloat.of(restored) : decode(value));
            }
            return new PyDict(out);
        }
        return items(v, false);
    }

    /** A list or tuple with its items encoded or decoded; any other value as it is. */
    private static PyObject items(PyObject v, boolean encode) {
        if (v instanceof PyList l) {
            return new PyList(encode ? encodeItems(l.items()) : decodeItems(l.items()));
        }
        if (v instanceof PyTuple t) {
            return new PyTuple(encode ? encodeItems(t.items()) : decodeItems(t.items()));
        }
        return v;
    }

    private static List<PyObject> encodeItems(List<PyObject> items) {
        List<PyObject> out = new ArrayList<>(items.size());
        for (PyObject item : items) {
            out.add(
                    nonFinite(item)
                            ? PyDict.of(VALUE, PyNone.NONE, VALUE + TEXT_SUFFIX, PyStr.of(item.repr()))
                            : encode(item));
        }
        return out;
    }

    private static List<PyObject> decodeItems(List<PyObject> items) {
        List<PyObject> out = new ArrayList<>(items.size());
        for (PyObject item : items) {
            Double restored = item instanceof PyDict d && d.size() == 2 && d.get(VALUE) == PyNone.NONE
                    ? parse(d.get(VALUE + TEXT_SUFFIX))
                    : null;
            out.add(restored != null ? PyFloat.of(restored) : decode(item));
        }
        return out;
    }

    private static boolean nonFinite(PyObject v) {
        return v instanceof PyFloat f && !Double.isFinite(f.value());
    }

    private static @Nullable Double parse(@Nullable PyObject text) {
        if (!(text instanceof PyStr s)) {
            return null;
        }
        return switch (s.value()) {
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            case "nan" -> Double.NaN;
            default -> null;
        };
    }
}
