package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.parser.PythonParser;
import com.agenteval.workbench.core.python.parser.PythonParser.Ast;
import com.agenteval.workbench.core.python.parser.PythonParser.PythonSyntaxError;
import com.agenteval.workbench.core.tools.Formula.CalculatorError;
import java.math.BigInteger;
import java.util.Objects;

/**
 * {@code safe_eval} on arbitrary text: {@code ast.parse(expr, mode="eval")} reproduced by {@link PythonParser} (CPython
 * 3.11's tokenizer, the expression rules of python.gram run by a pegen-like engine, string and f-string checks), then
 * the module's {@code ev} on the tree. It never executes anything: only number constants, {@code + - * /} and unary
 * signs are evaluated; every other valid node is "unsupported expression"; invalid text is "could not parse
 * expression".
 *
 * <p>CPython's own limits are reproduced for a plain call (as measured with the module called from a script):
 * more than 200 nested brackets is a syntax error; a parser stack deeper than 6000 rules is a MemoryError; an AST
 * deeper than 2982 nodes is a RecursionError during AST construction; {@code ev} recursing 995 deep is a
 * RecursionError. Inputs longer than {@link #MAX_LENGTH} characters are refused (the port's own limit). The parser
 * ({@link PythonParser}) keeps its own stack of rule calls and {@code ev} stops at its recursion limit, so nothing
 * here can overflow the caller's stack; everything runs on the caller's thread.
 */
final class PythonExpression {

    static final int MAX_LENGTH = 100_000;
    static final int EV_MAX_DEPTH = 994;
    static final int AST_MAX_DEPTH = 2982;

    private PythonExpression() {}

    // ------------------------------------------------------------------ entry

    /**
     * {@code safe_eval(expr)}.
     *
     * @throws CalculatorError for the module's ValueErrors (and the port's length limit)
     * @throws PyException     RecursionError / MemoryError / OverflowError where CPython raises them
     */
    static PyObject evaluate(String expr) {
        if (expr.length() > MAX_LENGTH) {
            throw new CalculatorError("expression too long (more than " + MAX_LENGTH + " characters)");
        }
        checkEncodable(expr);
        Ast tree = parse(expr);
        if (tree.depth() + 1 > AST_MAX_DEPTH) {
            throw new PyException("RecursionError", "maximum recursion depth exceeded during ast construction");
        }
        return ev(tree, 2); // ev(Expression) is depth 1, its body depth 2
    }

    /** Whether {@code ast.parse(expr, mode="eval")} succeeds (for tests). */
    static boolean parses(String expr) {
        try {
            parse(expr);
            return true;
        } catch (CalculatorError e) {
            return false;
        }
    }

    /** {@code str.encode()} of a lone surrogate fails before parsing; that UnicodeEncodeError is a ValueError. */
    private static void checkEncodable(String s) {
        int cpIndex = 0;
        for (int i = 0; i < s.length(); cpIndex++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i += 2;
                continue;
            }
            if (Character.isSurrogate(c)) {
                throw new CalculatorError("'utf-8' codec can't encode character '\\u" + String.format("%04x", (int) c)
                        + "' in position " + cpIndex + ": surrogates not allowed");
            }
            i++;
        }
    }

    private static Ast parse(String expr) {
        try {
            return PythonParser.parseEval(expr);
        } catch (PythonSyntaxError e) {
            throw new CalculatorError("could not parse expression");
        }
    }

    // ------------------------------------------------------------------ ev

    private static PyObject ev(Ast n, int depth) {
        if (depth > EV_MAX_DEPTH) {
            throw new PyException("RecursionError", "maximum recursion depth exceeded");
        }
        switch (n.kind()) {
            case NUMBER:
                return Objects.requireNonNull(n.value(), "a NUMBER node has its value");
            case BINARY: {
                PyObject l = ev(Objects.requireNonNull(n.left(), "a BINARY node has two operands"), depth + 1);
                PyObject r = ev(Objects.requireNonNull(n.right(), "a BINARY node has two operands"), depth + 1);
                if (n.op() == '/' && isZero(r)) {
                    throw new CalculatorError("division by zero");
                }
                return arith(n.op(), l, r);
            }
            case UNARY: {
                PyObject v = ev(Objects.requireNonNull(n.left(), "a UNARY node has its operand"), depth + 1);
                if (n.op() == '+') {
                    return v;
                }
                return v instanceof PyInt i ? PyInt.of(i.value().negate()) : PyFloat.of(-((PyFloat) v).value());
            }
            default:
                throw new CalculatorError("unsupported expression");
        }
    }

    private static boolean isZero(PyObject v) {
        return v instanceof PyInt i ? i.value().signum() == 0 : ((PyFloat) v).value() == 0.0;
    }

    /** Python's int/float arithmetic for + - * /. */
    static PyObject arith(char op, PyObject l, PyObject r) {
        if (l instanceof PyInt li && r instanceof PyInt ri) {
            BigInteger a = li.value();
            BigInteger b = ri.value();
            return switch (op) {
                case '+' -> PyInt.of(a.add(b));
                case '-' -> PyInt.of(a.subtract(b));
                case '*' -> PyInt.of(a.multiply(b));
                default -> PyFloat.of(PyNumbers.trueDivide(a, b));
            };
        }
        double a = l instanceof PyInt li ? PyNumbers.intToFloat(li.value()) : ((PyFloat) l).value();
        double b = r instanceof PyInt ri ? PyNumbers.intToFloat(ri.value()) : ((PyFloat) r).value();
        return PyFloat.of(
                switch (op) {
                    case '+' -> a + b;
                    case '-' -> a - b;
                    case '*' -> a * b;
                    default -> a / b;
                });
    }
}
