package com.agenteval.workbench.core.python;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A Python dict with str keys, in insertion order (tool arguments: validation reports the first bad key in argument
 * order, and format_trace prints them in that order).
 *
 * @param entries the items, in insertion order
 */
public record PyDict(Map<String, PyObject> entries) implements PyObject {

    public PyDict {
        entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
    }

    /** {@code {k1: v1, k2: v2, ...}} from alternating keys and values. */
    public static PyDict of(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values must alternate");
        }
        LinkedHashMap<String, PyObject> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], (PyObject) keysAndValues[i + 1]);
        }
        return new PyDict(m);
    }

    public PyObject get(String key) {
        return entries.get(key);
    }

    public boolean containsKey(String key) {
        return entries.containsKey(key);
    }

    /** A copy with one key set (kept in place if present, appended otherwise), like {@code d2 = dict(d); d2[k] = v}. */
    public PyDict with(String key, PyObject value) {
        LinkedHashMap<String, PyObject> m = new LinkedHashMap<>(entries);
        m.put(key, value);
        return new PyDict(m);
    }

    @Override
    public String typeName() {
        return "dict";
    }

    @Override
    public String repr() {
        return entries.entrySet().stream()
                .map(e -> PyStrings.repr(e.getKey()) + ": " + e.getValue().repr())
                .collect(Collectors.joining(", ", "{", "}"));
    }
}
