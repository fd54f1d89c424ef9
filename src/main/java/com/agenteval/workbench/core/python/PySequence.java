package com.agenteval.workbench.core.python;

import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * What Python's list and tuple share here: an immutable run of items, read by index. They differ only in repr and
 * type name (same_value tells a tuple from a list, so a list never equals a tuple with the same items); the
 * reference copies a list before it changes one, so neither needs to be mutable.
 */
abstract sealed class PySequence implements PyObject permits PyList, PyTuple {

    private final PyObject[] items;

    /** Takes an array the subclass owns (already copied and checked, or handed over by {@link PyList#wrap}). */
    PySequence(PyObject[] items) {
        this.items = items;
    }

    /** A checked copy of these items: no null item. */
    static PyObject[] copyOf(List<? extends PyObject> items) {
        return checked(items.toArray(new PyObject[0]));
    }

    /** A checked copy of this array: no null item. */
    static PyObject[] copyOf(PyObject[] items) {
        return checked(items.clone());
    }

    private static PyObject[] checked(PyObject[] copy) {
        for (PyObject o : copy) {
            Objects.requireNonNull(o, "item");
        }
        return copy;
    }

    /** The elements, as an unmodifiable view. */
    public final List<PyObject> items() {
        return Collections.unmodifiableList(Arrays.asList(items));
    }

    public final int size() {
        return items.length;
    }

    public final PyObject get(int i) {
        return items[i];
    }

    /** The items' reprs joined by ", " between these brackets, as list and tuple reprs print them. */
    final String joinedRepr(String open, String close) {
        StringJoiner j = new StringJoiner(", ", open, close);
        for (PyObject o : items) {
            j.add(o.repr());
        }
        return j.toString();
    }

    /** Equal to a sequence of the same Python type with equal items, element by element, as in Python. */
    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && Arrays.equals(items, ((PySequence) o).items);
    }

    @Override
    public final int hashCode() {
        return 31 * typeName().hashCode() + Arrays.hashCode(items);
    }

    @Override
    public final String toString() {
        return repr();
    }
}
