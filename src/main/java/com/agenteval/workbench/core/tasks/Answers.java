package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyException;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import java.math.BigInteger;
import java.util.Objects;

/**
 * How answers are judged and compared: {@code answer_equal} (the whole of outcome evaluation), the stricter
 * {@code same_value} (did a mistake change a value? — the impact of an error label), and {@code finalize}.
 *
 * <pre>{@code
 * Answers.answerEqual(PyFloat.of(12.34), PyFloat.of(12.3));   // true: equal at one decimal
 * Answers.sameValue(PyFloat.of(12.34), PyFloat.of(12.3));     // false
 * }</pre>
 */
public final class Answers {

    private Answers() {}

    /**
     * {@code answer_equal(a, b)}: numbers equal after {@code int(round(x * 10))}; charts need equal labels and equal
     * values at one decimal; None never equals anything; a chart never equals a number.
     */
    public static boolean answerEqual(PyObject a, PyObject b) {
        if (a == PyNone.NONE || b == PyNone.NONE) {
            return false;
        }
        if (a instanceof PyTuple || b instanceof PyTuple) {
            if (!(a instanceof PyTuple ta && b instanceof PyTuple tb)) {
                return false;
            }
            PyObject la = ta.get(0);
            PyObject lb = tb.get(0);
            if (size(la) != size(lb)) {
                return false;
            }
            for (int i = 0; i < size(la); i++) {
                if (!PyNumbers.pyEquals(at(la, i), at(lb, i))) {
                    return false;
                }
            }
            PyObject va = ta.get(1);
            PyObject vb = tb.get(1);
            if (size(va) != size(vb)) {
                return false;
            }
            for (int i = 0; i < size(va); i++) {
                PyObject x = at(va, i);
                PyObject y = at(vb, i);
                boolean same = x instanceof PyFloat fx && y instanceof PyFloat fy
                        ? PyFloats.sameTenths(fx.value(), fy.value())
                        : tenths(x).equals(tenths(y));
                if (!same) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            return PyFloats.sameTenths(fa.value(), fb.value());
        }
        return tenths(a).equals(tenths(b));
    }

    private static int size(PyObject o) {
        if (o instanceof PyTuple t) {
            return t.size();
        }
        if (o instanceof PyList l) {
            return l.size();
        }
        throw new PyException("TypeError", "'" + o.typeName() + "' object is not iterable");
    }

    private static PyObject at(PyObject o, int i) {
        return o instanceof PyTuple t ? t.get(i) : ((PyList) o).get(i);
    }

    /** {@code int(round(x * 10))} for an int or a float. */
    static BigInteger tenths(PyObject x) {
        if (x instanceof PyFloat f) {
            try {
                return PyFloats.roundTenths(f.value());
            } catch (ArithmeticException e) {
                String[] parts = Objects.requireNonNull(e.getMessage(), "roundTenths says type: detail")
                        .split(": ", 2);
                throw new PyException(parts[0], parts[1]);
            }
        }
        if (x instanceof PyInt i) {
            return i.value().multiply(BigInteger.TEN);
        }
        throw new PyException("TypeError", "can't multiply sequence by non-int of type 'int'");
    }

    /**
     * {@code same_value(a, b)}: None only equals None; lists/tuples need the same type, length and same values;
     * strings compare exactly; numbers within {@code 1e-9 * max(1, |b|)}.
     */
    public static boolean sameValue(PyObject a, PyObject b) {
        if (a == PyNone.NONE || b == PyNone.NONE) {
            return a == b;
        }
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            return near(fa.value(), fb.value());
        }
        boolean seqA = a instanceof PyList || a instanceof PyTuple;
        boolean seqB = b instanceof PyList || b instanceof PyTuple;
        if (seqA || seqB) {
            if (a.getClass() != b.getClass()) {
                return false;
            }
            int n = size(a);
            if (n != size(b)) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (!sameValue(at(a, i), at(b, i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof PyStr || b instanceof PyStr) {
            return PyNumbers.pyEquals(a, b);
        }
        return near(asDouble(a), asDouble(b));
    }

    private static boolean near(double a, double b) {
        return Math.abs(a - b) <= 1e-9 * Math.max(1.0, Math.abs(b));
    }

    private static double asDouble(PyObject o) {
        if (o instanceof PyFloat f) {
            return f.value();
        }
        if (o instanceof PyInt i) {
            return PyNumbers.intToFloat(i.value());
        }
        if (o instanceof PyBool b) {
            return b.value() ? 1.0 : 0.0;
        }
        throw new PyException("TypeError", "unsupported operand type(s) for -: '" + o.typeName() + "'");
    }

    /**
     * {@code finalize(task, value)}: numeric tasks round to one decimal; chart tasks return the chart as it is;
     * None stays None.
     */
    public static PyObject finalize(TaskType type, PyObject value) {
        if (value == PyNone.NONE) {
            return value;
        }
        if (type.isChart()) {
            return value;
        }
        if (value instanceof PyFloat f) {
            return PyFloat.of(PyFloats.round(f.value(), 1));
        }
        return value; // round(int, 1) is the int itself
    }

    /** {@code (tuple(str(x[0]) for x in series), tuple(x[1] for x in series))}: a fetched series as a chart. */
    public static PyTuple chartOf(PyObject series) {
        int n = size(series);
        PyObject[] labels = new PyObject[n];
        PyObject[] values = new PyObject[n];
        for (int i = 0; i < n; i++) {
            PyObject row = at(series, i);
            labels[i] = PyStr.of(at(row, 0).str());
            values[i] = at(row, 1);
        }
        return PyTuple.of(PyTuple.of(labels), PyTuple.of(values));
    }
}
