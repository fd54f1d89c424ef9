package com.agenteval.workbench.core.python;

/** Python's {@code None}. */
public enum PyNone implements PyObject {
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
