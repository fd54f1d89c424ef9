package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.LazyText;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyStr;

/**
 * The two task formulas and {@code formula_expr}: {@code diff} is {@code "a - b"}, {@code growth} is
 * {@code "(b - a) / a * 100"}, with the operands written by Python's {@code str()}.
 *
 * <p>For float operands the expression stays lazy: {@link Expression#evaluate()} computes what
 * {@code safe_eval(formula_expr(...))} would, without printing and re-parsing the numbers. That is exact because
 * Python's float repr round-trips and the parse of {@code "-x"} is the negation of the parse of {@code "x"}
 * (tested against the real parser on random doubles).
 */
public enum Formula {
    DIFF("diff"),
    GROWTH("growth");

    private final String wireName;

    Formula(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** {@code formula_expr(formula, a, b)} as a (possibly lazy) str. */
    public PyStr expression(PyObject a, PyObject b) {
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            return PyStr.lazy(new Expression(this, fa.value(), fb.value()));
        }
        return PyStr.of(text(a.str(), b.str()));
    }

    /**
     * {@code safe_eval(formula_expr(formula, a, b))}: for two floats computed directly (see {@link Expression}),
     * otherwise through the rendered text.
     *
     * @throws CalculatorError as the calculator would
     */
    public PyObject value(PyObject a, PyObject b) {
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            return PyFloat.of(new Expression(this, fa.value(), fb.value()).evaluate());
        }
        return Calculator.safeEval(expression(a, b));
    }

    /**
     * The bad arguments an agent writes instead: {@code "<a> minus <b>"} or {@code "percent change from <a> to <b>"}.
     * Lazy as well; the calculator always refuses it (two operands around words never parse).
     */
    public PyStr garbled(PyObject a, PyObject b) {
        if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
            return PyStr.lazy(new Garbled(this, fa.value(), fb.value()));
        }
        return PyStr.of(garbledText(a.str(), b.str()));
    }

    String garbledText(String a, String b) {
        return this == DIFF ? a + " minus " + b : "percent change from " + a + " to " + b;
    }

    String text(String a, String b) {
        return this == DIFF ? a + " - " + b : "(" + b + " - " + a + ") / " + a + " * 100";
    }

    /**
     * A formula applied to two floats, rendered on demand.
     *
     * @param formula the formula
     * @param a       first operand
     * @param b       second operand
     */
    public record Expression(Formula formula, double a, double b) implements LazyText {

        @Override
        public String render() {
            return formula.text(PyFloats.repr(a), PyFloats.repr(b));
        }

        /**
         * {@code safe_eval} of the rendered text. Non-finite operands print as names ({@code inf}, {@code nan}),
         * which the calculator refuses as unsupported; a zero divisor is a division by zero.
         *
         * @return the value
         * @throws CalculatorError with the calculator's message
         */
        public double evaluate() {
            if (!Double.isFinite(a) || !Double.isFinite(b)) {
                throw new CalculatorError("unsupported expression");
            }
            if (formula == DIFF) {
                return a - b;
            }
            double d = b - a;
            if (a == 0.0) {
                throw new CalculatorError("division by zero");
            }
            return d / a * 100.0;
        }
    }

    /**
     * A garbled formula (natural language instead of arithmetic), rendered on demand. Whatever the two numbers,
     * the text is a number or name followed by a name, which Python cannot parse.
     *
     * @param formula the formula it should have been
     * @param a       first operand
     * @param b       second operand
     */
    public record Garbled(Formula formula, double a, double b) implements LazyText {

        @Override
        public String render() {
            return formula.garbledText(PyFloats.repr(a), PyFloats.repr(b));
        }
    }

    /** The calculator's ValueError: "could not parse expression", "unsupported expression" or "division by zero". */
    public static final class CalculatorError extends RuntimeException {

        public CalculatorError(String message) {
            super(message, null, false, false);
        }
    }
}
