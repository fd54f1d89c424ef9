package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** json.loads / json.dumps(sort_keys, compact, ensure_ascii) semantics. */
class PyJsonTest {

    @Test
    void dumpsLikePython() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("b", PyFloat.of(2021.0));
        m.put("a", PyInt.of(2021));
        m.put("\u00e9", PyStr.of("\u2192 \u2026 \"q\" \\ \n \u007f \ud83d\ude00"));
        m.put("t", PyTuple.of(PyFloat.of(-0.0), PyNone.NONE, PyBool.TRUE));
        assertThat(PyJson.dumps(new PyDict(m)))
                .isEqualTo("{\"a\":2021,\"b\":2021.0,\"t\":[-0.0,null,true],"
                        + "\"\\u00e9\":\"\\u2192 \\u2026 \\\"q\\\" \\\\ \\n \\u007f \\ud83d\\ude00\"}");
        assertThat(PyJson.dumpsPretty(PyDict.of("x", PyList.of(), "y", PyList.of(PyInt.of(1)))))
                .isEqualTo("{\n \"x\": [],\n \"y\": [\n  1\n ]\n}");
        assertThatThrownBy(() -> PyJson.dumps(PyFloat.of(Double.NaN))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void loadsLikePython() {
        PyDict d = (PyDict) PyJson.loads("{\"a\": 1, \"b\": 1.0, \"a\": 3, \"c\": [true, null, -0.0, 1E2, 1e400],"
                + " \"big\": 123456789012345678901234567890, \"n\": NaN, \"s\": \"\\ud800x\"}");
        assertThat(d.keys()).containsExactly("a", "b", "c", "big", "n", "s");
        assertThat(d.get("a")).isEqualTo(PyInt.of(3));
        assertThat(d.get("b")).isEqualTo(PyFloat.of(1.0));
        assertThat(d.get("big")).isEqualTo(PyInt.of(new BigInteger("123456789012345678901234567890")));
        assertThat(((PyList) d.get("c")).get(3)).isEqualTo(PyFloat.of(100.0));
        assertThat(((PyList) d.get("c")).get(4)).isEqualTo(PyFloat.of(Double.POSITIVE_INFINITY));
        assertThat(((PyStr) d.get("s")).value()).isEqualTo("\ud800x");
        assertThatThrownBy(() -> PyJson.loads("[01]")).hasMessageStartingWith("Expecting ',' delimiter");
        assertThatThrownBy(() -> PyJson.loads("1".repeat(4301))).hasMessageContaining("4300");
        assertThatThrownBy(() -> PyJson.loads("[".repeat(100_000))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PyJson.loads("{'a': 1}")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PyJson.loads("")).hasMessageStartingWith("Expecting value");
    }
}
