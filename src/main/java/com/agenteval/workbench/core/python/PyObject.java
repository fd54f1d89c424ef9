package com.agenteval.workbench.core.python;

import java.math.BigInteger;
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
 * A Python value as the reference module sees it. The distinctions matter for parity: an int year is not a float
 * value ({@code 2021} vs {@code 2021.0}), a chart is a tuple, not a list (same_value tells them apart), and
 * bad_args turns a year into the str {@code "2023"}.
 *
 * <pre>{@code
 * PyObject v = PyFloat.of(2424.6);
 * v.repr();          // "2424.6"
 * v.typeName();      // "float"
 * }</pre>
 */
public sealed interface PyObject
        permits PyObject.PyNone,
                PyObject.PyBool,
                PyObject.PyInt,
                PyObject.PyFloat,
                PyObject.PyStr,
                PySequence,
                PyObject.PyDict {

    /** Python's {@code type(x).__name__}. */
    String typeName();

    /** Python's {@code repr(x)}. */
    String repr();

    /** Python's {@code str(x)}; the same as repr except for str. */
    default String str() {
        return repr();
    }

    /** Python's {@code None}. */
    enum PyNone implements PyObject {
        NONE;

        @Override
        public String typeName() {
            return "NoneType";
        }

        @Override
        public String repr() {
            return "None";
        }
    }

    /** Python's {@code True} / {@code False} (a subclass of int in Python; the tools' type checks exclude it). */
    enum PyBool implements PyObject {
        FALSE,
        TRUE;

        public static PyBool of(boolean b) {
            return b ? TRUE : FALSE;
        }

        public boolean value() {
            return this == TRUE;
        }

        @Override
        public String typeName() {
            return "bool";
        }

        @Override
        public String repr() {
            return this == TRUE ? "True" : "False";
        }
    }

    /** A Python int of any size (small values are kept as a Java int as well, for speed). */
    final class PyInt implements PyObject {

        /** CPython 3.11's default limit for int↔str conversion ({@code sys.get_int_max_str_digits()}). */
        public static final int MAX_STR_DIGITS = 4300;

        private static final int CACHE_LOW = -100;
        private static final PyInt[] SMALL = new PyInt[2200];

        static {
            for (int i = 0; i < SMALL.length; i++) {
                SMALL[i] = new PyInt(
                        BigInteger.valueOf(i + CACHE_LOW), i + CACHE_LOW, true, Integer.toString(i + CACHE_LOW));
            }
        }

        private final BigInteger value;
        private final int small;
        private final boolean fits;
        private final @Nullable String text;

        private PyInt(BigInteger value, int small, boolean fits, @Nullable String text) {
            this.value = value;
            this.small = small;
            this.fits = fits;
            this.text = text;
        }

        /** An int of any size. */
        public PyInt(BigInteger value) {
            this(
                    Objects.requireNonNull(value, "value"),
                    value.bitLength() < 32 ? value.intValue() : 0,
                    value.bitLength() < 32,
                    null);
        }

        public static PyInt of(long v) {
            if (v >= CACHE_LOW && v < SMALL.length + CACHE_LOW) {
                return SMALL[(int) v - CACHE_LOW];
            }
            return new PyInt(BigInteger.valueOf(v));
        }

        public static PyInt of(BigInteger v) {
            return v.bitLength() < 32 ? of(v.intValue()) : new PyInt(v);
        }

        /** The value. */
        public BigInteger value() {
            return value;
        }

        /** True when the value fits a Java int. */
        public boolean fitsInt() {
            return fits;
        }

        /** The value as a Java int; only valid when {@link #fitsInt()}. */
        public int intValue() {
            if (!fits) {
                throw new ArithmeticException("int too large: " + value);
            }
            return small;
        }

        @Override
        public String typeName() {
            return "int";
        }

        /**
         * Decimal text. Like CPython 3.11, refuses ints with more than 4300 digits.
         *
         * @throws PyException ValueError beyond the digit limit
         */
        @Override
        public String repr() {
            if (text != null) {
                return text;
            }
            if (value.bitLength() > 14_000) {
                String s = value.abs().toString();
                if (s.length() > MAX_STR_DIGITS) {
                    throw new PyException(
                            "ValueError",
                            "Exceeds the limit (4300 digits) for integer string conversion; "
                                    + "use sys.set_int_max_str_digits() to increase the limit");
                }
                return value.signum() < 0 ? "-" + s : s;
            }
            return value.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PyInt i && (fits && i.fits ? small == i.small : value.equals(i.value));
        }

        @Override
        public int hashCode() {
            return fits ? small : value.hashCode();
        }

        @Override
        public String toString() {
            return "PyInt[" + value + "]";
        }
    }

    /**
     * A Python float. Record equality compares with {@link Double#compare}, i.e. bit-equal up to NaN payloads:
     * {@code -0.0} and {@code 0.0} are different values here (they print differently), although Python's {@code ==}
     * treats them as equal (see {@link PyObjects#pyEquals}).
     *
     * @param value the double
     */
    record PyFloat(double value) implements PyObject {

        public static PyFloat of(double v) {
            return new PyFloat(v);
        }

        @Override
        public String typeName() {
            return "float";
        }

        @Override
        public String repr() {
            return PyFloats.repr(value);
        }
    }

    /**
     * A Python str. It may be lazy: built from a {@link LazyText} and rendered on first use. Equality and hashing are by
     * the rendered text.
     */
    final class PyStr implements PyObject {

        private final @Nullable LazyText source;
        private volatile @Nullable String text;

        private PyStr(@Nullable String text, @Nullable LazyText source) {
            this.text = text;
            this.source = source;
        }

        public static PyStr of(String text) {
            return new PyStr(Objects.requireNonNull(text, "text"), null);
        }

        /** A str whose text is computed when first needed. */
        public static PyStr lazy(LazyText source) {
            return new PyStr(null, Objects.requireNonNull(source, "source"));
        }

        /** The text. */
        public String value() {
            String t = text;
            if (t == null) {
                t = Objects.requireNonNull(source, "a str without text is lazy").render();
                text = t;
            }
            return t;
        }

        /** The lazy source this str was built from, or null for an ordinary str. */
        public @Nullable LazyText source() {
            return source;
        }

        @Override
        public String typeName() {
            return "str";
        }

        @Override
        public String str() {
            return value();
        }

        @Override
        public String repr() {
            return PyStrings.repr(value());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PyStr other && value().equals(other.value());
        }

        @Override
        public int hashCode() {
            return value().hashCode();
        }

        @Override
        public String toString() {
            return repr();
        }
    }

    /**
     * A Python list (treated as immutable here: the reference copies a list before it changes one). Equality is element
     * by element, as in Python.
     */
    final class PyList extends PySequence {

        private PyList(PyObject[] items) {
            super(items);
        }

        /** A list of these items (copied). */
        public PyList(List<? extends PyObject> items) {
            this(copyOf(items));
        }

        /** A list of these items (the array is copied). */
        public static PyList of(PyObject... items) {
            return new PyList(copyOf(items));
        }

        /** Wraps an array the caller hands over and never touches again (no copy). */
        static PyList wrap(PyObject[] items) {
            return new PyList(items);
        }

        /** A list of two items (the [label, value] rows of series and rankings). */
        public static PyList pair(PyObject a, PyObject b) {
            return new PyList(new PyObject[] {Objects.requireNonNull(a), Objects.requireNonNull(b)});
        }

        @Override
        public String typeName() {
            return "list";
        }

        @Override
        public String repr() {
            return joinedRepr("[", "]");
        }
    }

    /** A Python tuple. Charts are {@code (labels, values)} tuples; same_value tells a tuple from a list. */
    final class PyTuple extends PySequence {

        private PyTuple(PyObject[] items) {
            super(items);
        }

        /** A tuple of these items (copied). */
        public PyTuple(List<? extends PyObject> items) {
            this(copyOf(items));
        }

        public static PyTuple of(PyObject... items) {
            return new PyTuple(copyOf(items));
        }

        /** {@code tuple(xs)} of a list. */
        public static PyTuple of(PyList list) {
            return new PyTuple(copyOf(list.items()));
        }

        @Override
        public String typeName() {
            return "tuple";
        }

        /** Python writes a one-item tuple with a trailing comma: {@code (x,)}. */
        @Override
        public String repr() {
            return size() == 1 ? "(" + get(0).repr() + ",)" : joinedRepr("(", ")");
        }
    }

    /**
     * A Python dict with str keys, in insertion order (tool arguments: validation reports the first bad key in argument
     * order, and format_trace prints them in that order). Immutable; small (a handful of keys), so it is two arrays and a
     * linear search rather than a hash table. Equality is Python's: same keys and values, order ignored.
     */
    final class PyDict implements PyObject {

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
                    new String[] {Objects.requireNonNull(k, "key")},
                    new PyObject[] {Objects.requireNonNull(v, "value")});
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

    /**
     * Text that is rendered only when somebody reads it. The simulation's hot path produces many strings that are only
     * ever printed (tool texts, calculator expressions); repr of a float is exact but slow, so they stay lazy.
     */
    @FunctionalInterface
    interface LazyText {

        /** The text, exactly as the reference module would have built it eagerly. */
        String render();
    }

    /**
     * Where the reference module itself would raise a Python exception (not return an error value). The port reports it
     * with the Python exception type instead of crashing, e.g. {@code OverflowError: int too large to convert to float}.
     */
    static final class PyException extends RuntimeException {

        private final String type;

        public PyException(String type, String message) {
            super(type + ": " + message, null, false, false);
            this.type = type;
        }

        /** The Python exception class name, e.g. {@code RecursionError}. */
        public String type() {
            return type;
        }

        /** The message without the type prefix. */
        public String detail() {
            return Objects.requireNonNull(getMessage(), "built from type and message")
                    .substring(type.length() + 2);
        }
    }
}
