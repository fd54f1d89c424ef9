package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** round / repr / format against CPython vectors, and the fast paths against the exact ones. */
class PyFloatsTest {

    @Test
    void roundReprAndFormatMatchCPython() {
        for (PyObject o : Vectors.list("floats")) {
            PyDict v = (PyDict) o;
            double x = Vectors.dbl(v.get("x"));
            String shown = PyFloats.reprExactForTest(x);
            assertThat(PyFloats.repr(x)).as("repr %s", shown).isEqualTo(Vectors.str(v.get("repr")));
            assertThat(PyFloats.round(x, 1)).as("round(%s, 1)", shown).isEqualTo(Vectors.dbl(v.get("round1")));
            assertThat(PyFloats.round(x, 2)).as("round(%s, 2)", shown).isEqualTo(Vectors.dbl(v.get("round2")));
            assertThat(new BigDecimal(PyFloats.roundToInteger(x))
                            .toBigIntegerExact()
                            .toString())
                    .as("round(%s)", shown)
                    .isEqualTo(Vectors.str(v.get("round0")));
            assertThat(PyFloats.formatG(x, 4)).as("format(%s, '.4g')", shown).isEqualTo(Vectors.str(v.get("g4")));
            assertThat(PyFloats.formatF(x, 1)).as("format(%s, '.1f')", shown).isEqualTo(Vectors.str(v.get("f1")));
            if (v.get("tenths") != PyNone.NONE) {
                assertThat(PyFloats.roundTenths(x).toString()).isEqualTo(Vectors.str(v.get("tenths")));
            }
        }
    }

    @Test
    void fastRoundAgreesWithTheExactPathOnManyValues() {
        PyRandom rng = new PyRandom(3);
        for (int i = 0; i < 30_000; i++) {
            double x = i % 2 == 0 ? rng.uniform(-1e6, 1e6) : (rng.randbelow(2_000_000) - 1_000_000) / 20.0;
            assertThat(PyFloats.round1(x)).isEqualTo(PyFloats.roundExact(x, 1));
            double y = PyFloats.round1(x);
            assertThat(PyFloats.repr(y)).isEqualTo(PyFloats.reprExactForTest(y));
        }
    }

    @Test
    void knownCases() {
        assertThat(PyFloats.round(0.25, 1)).isEqualTo(0.2);
        assertThat(PyFloats.round(0.35, 1)).isEqualTo(0.3);
        assertThat(PyFloats.round(2.675, 2)).isEqualTo(2.67);
        assertThat(PyFloats.repr(PyFloats.round(-0.04, 1))).isEqualTo("-0.0");
        assertThat(PyFloats.repr(1e16)).isEqualTo("1e+16");
        assertThat(PyFloats.repr(1e-5)).isEqualTo("1e-05");
        assertThat(PyFloats.repr(0.0001)).isEqualTo("0.0001");
        assertThat(PyFloats.repr(1234567890123456.0)).isEqualTo("1234567890123456.0");
        assertThat(PyFloats.formatF(1332.25, 1)).isEqualTo("1332.2");
        assertThat(PyFloats.formatG(12345.6, 4)).isEqualTo("1.235e+04");
        assertThat(PyFloats.formatG(-0.0, 4)).isEqualTo("-0");
    }
}
