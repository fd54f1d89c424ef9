package com.agenteval.workbench.core.python;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A Python tuple. Charts are {@code (labels, values)} tuples; same_value tells a tuple from a list.
 *
 * @param items the elements
 */
public record PyTuple(List<PyObject> items) implements PyObject {

    public PyTuple {
        items = List.copyOf(items);
    }

    public static PyTuple of(PyObject... items) {
        return new PyTuple(List.of(items));
    }

    public int size() {
        return items.size();
    }

    public PyObject get(int i) {
        return items.get(i);
    }

    @Override
    public String typeName() {
        return "tuple";
    }

    @Override
    public String repr() {
        if (items.size() == 1) {
            return "(" + items.get(0).repr() + ",)";
        }
        return items.stream().map(PyObject::repr).collect(Collectors.joining(", ", "(", ")"));
    }
}
