package com.agenteval.workbench.core.python;

/**
 * A Python value as the reference module sees it. The distinctions matter for parity: an int year is not a float
 * value ({@code 2021} vs {@code 2021.0}), a chart is a tuple, not a list (same_value tells them apart), and
 * bad_args turns a year into the str {@code "2023"}.
 *
 * <pre>{@code
 * PyObject v = PyFloat.of(2424.6);
 * v.repr();          // "2424.6"
 * v.typeName();      // "float"
 * }</pre>
 */
public sealed interface PyObject permits PyNone, PyBool, PyInt, PyFloat, PyStr, PySequence, PyDict {

    /** Python's {@code type(x).__name__}. */
    String typeName();

    /** Python's {@code repr(x)}. */
    String repr();

    /** Python's {@code str(x)}; the same as repr except for str. */
    default String str() {
        return repr();
    }
}
