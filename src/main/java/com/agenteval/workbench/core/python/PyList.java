package com.agenteval.workbench.core.python;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * A Python list (treated as immutable here: the reference copies a list before it changes one). Equality is element
 * by element, as in Python.
 */
public final class PyList implements PyObject {

    private final PyObject[] items;

    private PyList(PyObject[] items, boolean owned) {
        this.items = items;
    }

    /** A list of these items (copied). */
    public PyList(List<? extends PyObject> items) {
        this(items.toArray(new PyObject[0]), true);
        for (PyObject o : this.items) {
            Objects.requireNonNull(o, "item");
        }
    }

    /** A list of these items (the array is copied). */
    public static PyList of(PyObject... items) {
        PyObject[] copy = items.clone();
        for (PyObject o : copy) {
            Objects.requireNonNull(o, "item");
        }
        return new PyList(copy, true);
    }

    /** Wraps an array the caller hands over and never touches again (no copy). */
    static PyList wrap(PyObject[] items) {
        return new PyList(items, true);
    }

    /** A list of two items (the [label, value] rows of series and rankings). */
    public static PyList pair(PyObject a, PyObject b) {
        return new PyList(new PyObject[] {Objects.requireNonNull(a), Objects.requireNonNull(b)}, true);
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
        return "list";
    }

    @Override
    public String repr() {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (PyObject o : items) {
            j.add(o.repr());
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyList l && Arrays.equals(items, l.items);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(items);
    }

    @Override
    public String toString() {
        return repr();
    }
}
