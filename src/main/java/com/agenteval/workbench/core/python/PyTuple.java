package com.agenteval.workbench.core.python;

import java.util.List;

/** A Python tuple. Charts are {@code (labels, values)} tuples; same_value tells a tuple from a list. */
public final class PyTuple extends PySequence {

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
