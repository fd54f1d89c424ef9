package com.agenteval.workbench.core.python;

/**
 * A Python float. Record equality compares with {@link Double#compare}, i.e. bit-equal up to NaN payloads:
 * {@code -0.0} and {@code 0.0} are different values here (they print differently), although Python's {@code ==}
 * treats them as equal (see {@link PyObjects#pyEquals}).
 *
 * @param value the double
 */
public record PyFloat(double value) implements PyObject {

    public static PyFloat of(double v) {
        return new PyFloat(v);
    }

    @Override
    public String typeName() {
        return "float";
    }

    @Override
    public String repr() {
        return PyFloats.repr(value);
    }
}
