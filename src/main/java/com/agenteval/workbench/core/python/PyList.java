package com.agenteval.workbench.core.python;

import java.util.List;
import java.util.Objects;

/**
 * A Python list (treated as immutable here: the reference copies a list before it changes one). Equality is element
 * by element, as in Python.
 */
public final class PyList extends PySequence {

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
