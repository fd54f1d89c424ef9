package com.agenteval.workbench.core.python;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/** A Python tuple. Charts are {@code (labels, values)} tuples; same_value tells a tuple from a list. */
public final class PyTuple implements PyObject {

    private final PyObject[] items;

    private PyTuple(PyObject[] items, boolean owned) {
        this.items = items;
    }

    /** A tuple of these items (copied). */
    public PyTuple(List<? extends PyObject> items) {
        this(items.toArray(new PyObject[0]), true);
        for (PyObject o : this.items) {
            Objects.requireNonNull(o, "item");
        }
    }

    public static PyTuple of(PyObject... items) {
        PyObject[] copy = items.clone();
        for (PyObject o : copy) {
            Objects.requireNonNull(o, "item");
        }
        return new PyTuple(copy, true);
    }

    /** {@code tuple(xs)} of a list. */
    public static PyTuple of(PyList list) {
        PyObject[] a = new PyObject[list.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = list.get(i);
        }
        return new PyTuple(a, true);
    }

    /** The elements, as an unmodifiable view. */
    public List<PyObject> items() {
        return Collections.unmodifiableList(Arrays.asList(items));
    }

    public int size() {
        return items.length;
    }

    public PyObject get(int i) {
        return items[i];
    }

    @Override
    public String typeName() {
        return "tuple";
    }

    @Override
    public String repr() {
        if (items.length == 1) {
            return "(" + items[0].repr() + ",)";
        }
        StringJoiner j = new StringJoiner(", ", "(", ")");
        for (PyObject o : items) {
            j.add(o.repr());
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyTuple t && Arrays.equals(items, t.items);
    }

    @Override
    public int hashCode() {
        return 31 + Arrays.hashCode(items);
    }

    @Override
    public String toString() {
        return repr();
    }
}
