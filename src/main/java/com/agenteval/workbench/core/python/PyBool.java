package com.agenteval.workbench.core.python;

/** Python's {@code True} / {@code False} (a subclass of int in Python; the tools' type checks exclude it). */
public enum PyBool implements PyObject {
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
