package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.python.PyNumbers.PyMath;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** fsum and the correctly rounded log bit for bit; erf bit for bit where glibc's exp is not involved. */
class PyMathTest {

    @Test
    void fsumMatchesCPython() {
        for (PyObject o : Vectors.list("fsum")) {
            PyDict v = (PyDict) o;
            List<PyObject> xs = ((PyList) v.get("xs")).items();
            double[] arr = xs.stream().mapToDouble(Vectors::dbl).toArray();
            assertThat(PyMath.fsum(arr)).isEqualTo(Vectors.dbl(v.get("sum")));
        }
    }

    @Test
    void logIsCorrectlyRoundedOnEveryIdfArgument() {
        for (PyObject o : Vectors.list("log")) {
            PyDict v = (PyDict) o;
            assertThat(PyMath.log(Vectors.dbl(v.get("x")))).isEqualTo(Vectors.dbl(v.get("log")));
        }
    }

    @Test
    void erfIsGlibcsBelow125AndWithinAnUlpBeyond() {
        int exact = 0;
        for (PyObject o : Vectors.list("erf")) {
            PyDict v = (PyDict) o;
            double x = Vectors.dbl(v.get("x"));
            double want = Vectors.dbl(v.get("erf"));
            if (Math.abs(x) < 1.25) {
                assertThat(PyMath.erf(x)).as("erf(%s)", x).isEqualTo(want);
                exact++;
            } else {
                assertThat(PyMath.erf(x)).as("erf(%s)", x).isCloseTo(want, within(2 * Math.ulp(want)));
            }
        }
        assertThat(exact).isGreaterThan(3000);
    }

    @Test
    void latentValuesMatchTheModule() {
        for (PyObject o : Vectors.list("latent")) {
            PyDict v = (PyDict) o;
            double want = Vectors.dbl(v.get("value"));
            double got = PyMath.stdNormal(new PyRandom(Vectors.str(v.get("key"))));
            assertThat(got).isCloseTo(want, within(1e-14 * Math.max(1, Math.abs(want))));
        }
    }
}
