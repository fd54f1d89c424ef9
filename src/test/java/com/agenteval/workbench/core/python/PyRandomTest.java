package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** CPython's random.Random, bit for bit, for int and str seeds (vectors computed by CPython). */
class PyRandomTest {

    private static PyRandom seeded(PyDict row) {
        String seed = Vectors.str(row.get("seed"));
        return row.get("str") == PyBool.TRUE ? new PyRandom(seed) : new PyRandom(new BigInteger(seed));
    }

    @Test
    void everyMethodMatchesCPythonForIntAndStrSeeds() {
        for (PyObject o : Vectors.list("random")) {
            PyDict row = (PyDict) o;
            PyRandom r = seeded(row);
            String seed = Vectors.str(row.get("seed"));
            for (PyObject b : ((PyList) row.get("random")).items()) {
                assertThat(r.random()).as("random() seed %s", seed).isEqualTo(Vectors.dbl(b));
            }
            List<PyObject> bits = ((PyList) row.get("getrandbits")).items();
            for (int k = 0; k <= 32; k++) {
                assertThat(r.getrandbits(k))
                        .as("getrandbits(%d) seed %s", k, seed)
                        .isEqualTo(Vectors.lng(bits.get(k)));
            }
            int[] ns = {1, 2, 3, 7, 8, 65, 1000, Integer.MAX_VALUE};
            List<PyObject> rr = ((PyList) row.get("randrange")).items();
            for (int i = 0; i < ns.length; i++) {
                assertThat((long) r.randrange(ns[i])).as("randrange(%d)", ns[i]).isEqualTo(Vectors.lng(rr.get(i)));
            }
            for (PyObject c : ((PyList) row.get("choice")).items()) {
                assertThat((long) r.choice(List.of(3, 4, 5))).isEqualTo(Vectors.lng(c));
            }
            for (PyObject u : ((PyList) row.get("uniform")).items()) {
                assertThat(r.uniform(40, 400)).isEqualTo(Vectors.dbl(u));
            }
            for (int i = 0; i < 700; i++) {
                r.random();
            }
            for (PyObject b : ((PyList) row.get("after")).items()) {
                assertThat(r.random()).as("after regeneration, seed %s", seed).isEqualTo(Vectors.dbl(b));
            }
        }
    }

    @Test
    void firstTwoRandomsOfAStrSeedAreTheGenerators() {
        // CPython: random.Random(s).random() twice
        String[][] cpython = {
            {"F000|small|plan", "0.42502741007499956", "0.7585678468988997"},
            {"N12345|large|fetch0_tool", "0.3654646907776604", "0.05546741646970743"},
            {"", "0.9602256525641875", "0.595411957851699"},
            {"\u00e9|x", "0.9791085265306051", "0.32920860451746103"},
            {"a".repeat(200), "0.07279687109241983", "0.590187556462941"}
        };
        double[] u = new double[2];
        for (String[] row : cpython) {
            PyRandom.firstTwoRandoms(row[0], u);
            assertThat(u[0]).as(row[0]).isEqualTo(Double.parseDouble(row[1]));
            assertThat(u[1]).as(row[0]).isEqualTo(Double.parseDouble(row[2]));
        }
        SplittableRandom keys = new SplittableRandom(5);
        String[] batch = new String[2000];
        for (int i = 0; i < 2000; i++) {
            String key = "F" + keys.nextInt(1_000_000) + "|" + (i % 2 == 0 ? "small" : "large") + "|e"
                    + keys.nextInt(64) + "x".repeat(keys.nextInt(9));
            batch[i] = key;
            PyRandom r = new PyRandom(key);
            PyRandom.firstTwoRandoms(key, u);
            assertThat(u[0]).as(key).isEqualTo(r.random());
            assertThat(u[1]).as(key).isEqualTo(r.random());
        }
        // the side-by-side batch (keys of one length together, up to 128 at a time, in any order) gives the same values
        for (int size : new int[] {1, 3, 4, 7, 2000}) {
            String[] some = Arrays.copyOf(batch, size);
            double[] all = new double[2 * size];
            PyRandom.firstTwoRandoms(some, all);
            for (int i = 0; i < size; i++) {
                PyRandom.firstTwoRandoms(some[i], u);
                assertThat(all[2 * i]).as(some[i]).isEqualTo(u[0]);
                assertThat(all[2 * i + 1]).as(some[i]).isEqualTo(u[1]);
            }
        }
        String[] longKeys = {"x".repeat(3000), "a", "b", "c", "d"}; // a key longer than the state
        double[] all = new double[10];
        PyRandom.firstTwoRandoms(longKeys, all);
        PyRandom.firstTwoRandoms(longKeys[0], u);
        assertThat(all[0]).isEqualTo(u[0]);
        assertThat(all[1]).isEqualTo(new PyRandom(longKeys[0]).random() == u[0] ? u[1] : Double.NaN);
        PyRandom.firstTwoRandoms("d", u);
        assertThat(all[9]).isEqualTo(u[1]);
    }

    @Test
    void countsTheWordsItDraws() {
        PyRandom r = new PyRandom(0);
        r.random();
        r.getrandbits(0);
        r.getrandbits(5);
        assertThat(r.words()).isEqualTo(3);
        r.randrange(1); // randrange(1) still draws: 1 bit per try until it is 0
        assertThat(r.words()).isGreaterThanOrEqualTo(4);
    }
}
