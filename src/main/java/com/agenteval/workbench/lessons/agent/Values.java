package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Trace values as text, with every number exactly as Python prints it ({@code repr}). Unlike format_trace's
 * {@code _short}, nothing is rounded or cut: a student compares these with the {@code sim} JSON.
 */
final class Values {

    private Values() {}

    /** A value: a float's repr, a series or ranking as {@code [label: value, ...]}, a chart as {@code chart[...]}. */
    static String text(PyObject v) {
        if (v instanceof PyList l && isPairs(l)) {
            List<String> parts = new ArrayList<>(l.size());
            for (PyObject x : l.items()) {
                PyList pair = (PyList) x;
                parts.add(pair.get(0).str() + ": " + pair.get(1).repr());
            }
            return "[" + String.join(", ", parts) + "]";
        }
        if (v instanceof PyTuple t
                && t.size() == 2
                && t.get(0) instanceof PyTuple labels
                && t.get(1) instanceof PyTuple values) {
            List<String> parts = new ArrayList<>(labels.size());
            for (int i = 0; i < Math.min(labels.size(), values.size()); i++) {
                parts.add(labels.get(i).str() + ": " + values.get(i).repr());
            }
            return "chart[" + String.join(", ", parts) + "]";
        }
        return v.repr();
    }

    /** Call arguments as {@code key=repr(value)} in call order, like format_trace but without abbreviation. */
    static String args(PyDict args) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, PyObject> e : args.entries().entrySet()) {
            parts.add(e.getKey() + "=" + e.getValue().repr());
        }
        return String.join(", ", parts);
    }

    private static boolean isPairs(PyList l) {
        for (PyObject x : l.items()) {
            if (!(x instanceof PyList p) || p.size() != 2) {
                return false;
            }
        }
        return true;
    }
}
