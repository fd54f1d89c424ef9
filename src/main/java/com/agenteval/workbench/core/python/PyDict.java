package com.agenteval.workbench.core.python;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;
import org.jspecify.annotations.Nullable;

/**
 * A Python dict with str keys, in insertion order (tool arguments: validation reports the first bad key in argument
 * order, and format_trace prints them in that order). Immutable; small (a handful of keys), so it is two arrays and a
 * linear search rather than a hash table. Equality is Python's: same keys and values, order ignored.
 */
public final class PyDict implements PyObject {

    private final String[] keys;
    private final PyObject[] values;

    private PyDict(String[] keys, PyObject[] values) {
        this.keys = keys;
        this.values = values;
    }

    /** A dict with the entries of a map, in its iteration order. */
    public PyDict(Map<String, PyObject> entries) {
        this(entries.keySet().toArray(new String[0]), entries.values().toArray(new PyObject[0]));
        for (int i = 0; i < keys.length; i++) {
            Objects.requireNonNull(keys[i], "key");
            Objects.requireNonNull(values[i], "value");
        }
    }

    /**
     * {@code {k1: v1, k2: v2, ...}} from alternating keys and values; a repeated key keeps its first position and its
     * last value.
     */
    public static PyDict of(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values must alternate");
        }
        int n = keysAndValues.length / 2;
        String[] ks = new String[n];
        PyObject[] vs = new PyObject[n];
        int size = 0;
        outer:
        for (int i = 0; i < n; i++) {
            String k = (String) Objects.requireNonNull(keysAndValues[2 * i], "key");
            PyObject v = (PyObject) Objects.requireNonNull(keysAndValues[2 * i + 1], "value");
            for (int j = 0; j < size; j++) {
                if (ks[j].equals(k)) {
                    vs[j] = v;
                    continue outer;
                }
            }
            ks[size] = k;
            vs[size++] = v;
        }
        return size == n ? new PyDict(ks, vs) : new PyDict(Arrays.copyOf(ks, size), Arrays.copyOf(vs, size));
    }

    /** {@code {k: v}}. */
    public static PyDict of(String k, PyObject v) {
        return new PyDict(
                new String[] {Objects.requireNonNull(k, "key")}, new PyObject[] {Objects.requireNonNull(v, "value")});
    }

    /** {@code {k1: v1, k2: v2, k3: v3}} with three distinct keys (tool arguments). */
    public static PyDict of(String k1, PyObject v1, String k2, PyObject v2, String k3, PyObject v3) {
        if (k1.equals(k2) || k1.equals(k3) || k2.equals(k3)) {
            return of(new Object[] {k1, v1, k2, v2, k3, v3});
        }
        return new PyDict(new String[] {k1, k2, k3}, new PyObject[] {
            Objects.requireNonNull(v1, "value"),
            Objects.requireNonNull(v2, "value"),
            Objects.requireNonNull(v3, "value")
        });
    }

    private int indexOf(String key) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code d.get(key)}, or null when absent. */
    public @Nullable PyObject get(String key) {
        int i = indexOf(key);
        return i < 0 ? null : values[i];
    }

    /** {@code d[key]} for a key the caller knows is there (checked arguments, own records); absent is a bug. */
    public PyObject require(String key) {
        int i = indexOf(key);
        if (i < 0) {
            throw new IllegalStateException("no key '" + key + "'");
        }
        return values[i];
    }

    public boolean containsKey(String key) {
        return indexOf(key) >= 0;
    }

    public int size() {
        return keys.length;
    }

    /** The i-th key in insertion order. */
    public String keyAt(int i) {
        return keys[i];
    }

    /** The i-th value in insertion order. */
    public PyObject valueAt(int i) {
        return values[i];
    }

    /** The keys in insertion order. */
    public List<String> keys() {
        return List.of(keys);
    }

    /** A copy with one key set (kept in place if present, appended otherwise), like {@code d2 = dict(d); d2[k] = v}. */
    public PyDict with(String key, PyObject value) {
        Objects.requireNonNull(value, "value");
        int i = indexOf(key);
        if (i >= 0) {
            PyObject[] vs = values.clone();
            vs[i] = value;
            return new PyDict(keys, vs);
        }
        String[] ks = Arrays.copyOf(keys, keys.length + 1);
        PyObject[] vs = Arrays.copyOf(values, values.length + 1);
        ks[keys.length] = Objects.requireNonNull(key, "key");
        vs[values.length] = value;
        return new PyDict(ks, vs);
    }

    /** The entries as an unmodifiable map in insertion order. */
    public Map<String, PyObject> entries() {
        return new AbstractMap<>() {
            @Override
            public Set<Entry<String, PyObject>> entrySet() {
                return new AbstractSet<>() {
                    @Override
                    public Iterator<Entry<String, PyObject>> iterator() {
                        return new Iterator<>() {
                            private int i;

                            @Override
                            public boolean hasNext() {
                                return i < keys.length;
                            }

                            @Override
                            public Entry<String, PyObject> next() {
                                if (i >= keys.length) {
                                    throw new NoSuchElementException();
                                }
                                Entry<String, PyObject> e = new SimpleImmutableEntry<>(keys[i], values[i]);
                                i++;
                                return e;
                            }
                        };
                    }

                    @Override
                    public int size() {
                        return keys.length;
                    }
                };
            }

            @Override
            public @Nullable PyObject get(Object key) {
                return key instanceof String s ? PyDict.this.get(s) : null;
            }

            @Override
            public boolean containsKey(Object key) {
                return key instanceof String s && PyDict.this.containsKey(s);
            }
        };
    }

    @Override
    public String typeName() {
        return "dict";
    }

    @Override
    public String repr() {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        for (int i = 0; i < keys.length; i++) {
            j.add(PyStrings.repr(keys[i]) + ": " + values[i].repr());
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PyDict d) || d.keys.length != keys.length) {
            return false;
        }
        for (int i = 0; i < keys.length; i++) {
            PyObject other = d.get(keys[i]);
            if (other == null || !other.equals(values[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keys.length; i++) {
            h += keys[i].hashCode() ^ values[i].hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        return repr();
    }
}
