package com.agenteval.workbench.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tools.Formula.CalculatorError;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The safe calculator: what it computes, what it refuses, and that refusing never blows the stack or hangs. */
class CalculatorTest {

    @Test
    void computesArithmeticWithPythonsIntAndFloatRules() {
        assertThat(Calculator.safeEval("(2 + 3) * 4")).isEqualTo(PyInt.of(20));
        assertThat(Calculator.safeEval("7 / 2")).isEqualTo(PyFloat.of(3.5));
        assertThat(Calculator.safeEval("4/2")).isEqualTo(PyFloat.of(2.0));
        assertThat(Calculator.safeEval("1_000 + 0x10")).isEqualTo(PyInt.of(1016));
        assertThat(Calculator.safeEval("-(0.0)").repr()).isEqualTo("-0.0");
        assertThat(Calculator.safeEval("99999999999999999999 * 10"))
                .isEqualTo(PyInt.of(new BigInteger("999999999999999999990")));
        assertThat(Calculator.safeEval("(2653.6 - 2654.0) / 2654.0 * 100").repr())
                .isEqualTo("-0.015071590052753993");
    }

    @Test
    void refusesCodeNamesPowersAndNaturalLanguage() {
        assertThatThrownBy(() -> Calculator.safeEval("__import__('os').system('rm -rf /')"))
                .isInstanceOf(CalculatorError.class)
                .hasMessage("unsupported expression");
        assertThatThrownBy(() -> Calculator.safeEval("x + 1")).hasMessage("unsupported expression");
        assertThatThrownBy(() -> Calculator.safeEval("2 ** 10")).hasMessage("unsupported expression");
        assertThatThrownBy(() -> Calculator.safeEval("True + 1")).hasMessage("unsupported expression");
        assertThatThrownBy(() -> Calculator.safeEval("1j")).hasMessage("unsupported expression");
        assertThatThrownBy(() -> Calculator.safeEval("percent change from 1.0 to 2.0"))
                .hasMessage("could not parse expression");
        assertThatThrownBy(() -> Calculator.safeEval("import os")).hasMessage("could not parse expression");
        assertThatThrownBy(() -> Calculator.safeEval("1 / 0")).hasMessage("division by zero");
        assertThatThrownBy(() -> Calculator.safeEval("x / 0")).hasMessage("unsupported expression");
    }

    @Test
    void tenThousandNestedParenthesesAreASyntaxErrorNotAStackOverflow() {
        String deep = "(".repeat(10_000) + "1" + ")".repeat(10_000);
        assertThatThrownBy(() -> Calculator.safeEval(deep))
                .isInstanceOf(CalculatorError.class)
                .hasMessage("could not parse expression");
        String deepMinus = "-(".repeat(10_000) + "1" + ")".repeat(10_000);
        assertThatThrownBy(() -> Calculator.safeEval(deepMinus)).hasMessage("could not parse expression");
    }

    @Test
    void deepUnaryChainsRaiseWhatCPythonRaises() {
        assertThat(Calculator.safeEval("-".repeat(992) + "1")).isEqualTo(PyInt.of(1));
        assertThatThrownBy(() -> Calculator.safeEval("-".repeat(993) + "1"))
                .isInstanceOf(PyException.class)
                .hasMessageStartingWith("RecursionError");
        assertThatThrownBy(() -> Calculator.safeEval("-".repeat(4000) + "1"))
                .isInstanceOf(PyException.class)
                .hasMessageContaining("during ast construction");
        assertThatThrownBy(() -> Calculator.safeEval("-".repeat(90_000) + "1"))
                .isInstanceOf(PyException.class)
                .hasMessageStartingWith("MemoryError");
    }

    @Test
    void veryLongInputIsRefusedQuickly() {
        String huge = "1+".repeat(2_000_000) + "1";
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> Calculator.safeEval(huge))
                .isInstanceOf(CalculatorError.class)
                .hasMessageStartingWith("expression too long");
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(5.0);
        String longSum = "1" + "+1".repeat(40_000); // parses, then too deep for CPython's AST
        assertThatThrownBy(() -> Calculator.safeEval(longSum))
                .isInstanceOf(PyException.class)
                .hasMessageContaining("ast construction");
    }

    @Test
    void theToolReportsPythonExceptionsInsteadOfThrowing() {
        var world = WorldSpec.lecture().make();
        ToolResult r = Tools.execute(world, "calculator", PyDict.of("expression", PyStr.of("-".repeat(1500) + "1")));
        assertThat(r).isInstanceOf(ToolResult.Raised.class);
        assertThat(((ToolResult.Raised) r).type()).isEqualTo("RecursionError");
        ToolResult big = Tools.execute(
                world, "calculator", PyDict.of("expression", PyStr.of("9".repeat(3000) + "*" + "9".repeat(3000))));
        assertThat(((ToolResult.Raised) big).type()).isEqualTo("ValueError"); // str() of a 6000-digit int
    }

    @Test
    void theAgentsLazyFormulasEvaluateExactlyLikeTheirText() {
        PyRandom rng = new PyRandom(7);
        for (int i = 0; i < 3_000; i++) {
            double a = sample(rng);
            double b = sample(rng);
            for (Formula f : Formula.values()) {
                PyStr lazy = f.expression(PyFloat.of(a), PyFloat.of(b));
                String text = lazy.value();
                assertThat(outcome(() -> Calculator.safeEval(lazy)))
                        .as("%s on %s, %s", f, PyFloats.repr(a), PyFloats.repr(b))
                        .isEqualTo(outcome(() -> Calculator.safeEval(text)));
                PyStr garbled = f.garbled(PyFloat.of(a), PyFloat.of(b));
                assertThat(PythonExpression.parses(garbled.value())).isFalse();
            }
        }
    }

    private static double sample(PyRandom rng) {
        double kind = rng.random();
        if (kind < 0.05) {
            return rng.random() < 0.5 ? 0.0 : -0.0;
        }
        if (kind < 0.1) {
            return PyFloats.round(rng.uniform(0, 3000), 1);
        }
        if (kind < 0.15) {
            return new double[] {Double.POSITIVE_INFINITY, Double.NaN, Double.MIN_VALUE, Double.MAX_VALUE}
                    [rng.randrange(4)];
        }
        double mag = Math.pow(10, kind < 0.17 ? rng.uniform(-320, 308) : rng.uniform(-12, 12));
        return (rng.random() < 0.5 ? -1 : 1) * rng.random() * mag;
    }

    private static String outcome(Supplier<PyObject> f) {
        try {
            PyObject v = f.get();
            return v.typeName() + " " + v.repr();
        } catch (CalculatorError e) {
            return "error " + e.getMessage();
        }
    }
}
