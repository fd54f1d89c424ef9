package com.agenteval.workbench.core.python;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A Python list (treated as immutable here: the reference copies a list before it changes one).
 *
 * @param items the elements
 */
public record PyList(List<PyObject> items) implements PyObject {

    public PyList {
        items = List.copyOf(items);
    }

    public static PyList of(PyObject... items) {
        return new PyList(List.of(items));
    }

    public int size() {
        return items.size();
    }

    public PyObject get(int i) {
        return items.get(i);
    }

    @Override
    public String typeName() {
        return "list";
    }

    @Override
    public String repr() {
        return items.stream().map(PyObject::repr).collect(Collectors.joining(", ", "[", "]"));
    }
}
