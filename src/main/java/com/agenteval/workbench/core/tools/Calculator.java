package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Formula.CalculatorError;

/**
 * {@code safe_eval}: the safe calculator. It never evaluates code: the text is parsed as a Python 3.11 expression
 * (see {@link PythonExpression}) and only number literals, {@code + - * /}, unary signs and parentheses are
 * evaluated, with Python's int/float semantics.
 *
 * <pre>{@code
 * Calculator.safeEval("(2 + 3) * 4");        // PyInt 20
 * Calculator.safeEval("1 / 0");              // CalculatorError "division by zero"
 * Calculator.safeEval("__import__('os')");   // CalculatorError "unsupported expression"
 * Calculator.safeEval("percent change");     // CalculatorError "could not parse expression"
 * }</pre>
 */
final class Calculator {

    private Calculator() {}

    /**
     * {@code safe_eval(expr)}.
     *
     * @throws CalculatorError with the module's message where it raises ValueError
     * @throws com.agenteval.workbench.core.python.PyObject.PyException where Python raises something else (RecursionError,
     *         MemoryError, OverflowError, UnicodeEncodeError-as-ValueError is reported as CalculatorError)
     */
    static PyObject safeEval(PyStr expr) {
        if (expr.source() instanceof Formula.Expression f) {
            return PyFloat.of(f.evaluate());
        }
        if (expr.source() instanceof Formula.Garbled) {
            throw new CalculatorError("could not parse expression");
        }
        return safeEval(expr.value());
    }

    /** {@code safe_eval(expr)} on plain text. */
    static PyObject safeEval(String expr) {
        return PythonExpression.evaluate(expr);
    }
}
