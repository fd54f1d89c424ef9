package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class NonFiniteFloatsTest {

    /** Jackson's defaults: no NaN or Infinity tokens, as RFC 8259 says. */
    private static final ObjectMapper STRICT = new ObjectMapper();

    @Test
    void infAndNanBecomeNullWithTheirTextBesideThemAndReadBackTheSame() throws Exception {
        PyObject tree = PyDict.of(
                "ok",
                PyBool.TRUE,
                "text",
                PyStr.of("inf"),
                "value",
                PyFloat.of(Double.POSITIVE_INFINITY),
                "cost",
                PyFloat.of(Double.NaN),
                "xs",
                PyList.of(PyFloat.of(1.0), PyFloat.of(Double.NEGATIVE_INFINITY)),
                "n",
                PyInt.of(3));
        String json = PyJson.dumpsPretty(NonFiniteFloats.encode(tree));

        JsonNode strict = STRICT.readTree(json);
        assertThat(strict.get("value").isNull()).isTrue();
        assertThat(strict.get("value_text").asText()).isEqualTo("inf");
        assertThat(strict.get("cost").isNull()).isTrue();
        assertThat(strict.get("cost_text").asText()).isEqualTo("nan");
        assertThat(strict.get("xs").get(1).get("value_text").asText()).isEqualTo("-inf");

        PyObject back = NonFiniteFloats.decode(PyJson.loads(json));
        assertThat(back).isEqualTo(tree);
        // a finite tree is written exactly as before
        PyObject finite = PyDict.of("value", PyFloat.of(2.5), "value_text", PyStr.of("inf"));
        assertThat(PyJson.dumps(NonFiniteFloats.encode(finite))).isEqualTo(PyJson.dumps(finite));
        assertThat(NonFiniteFloats.decode(finite)).isEqualTo(finite);
    }

    @Test
    void aTextEntryTheDictAlreadyHasIsKeptAndTheValueSavesAsNull() throws Exception {
        PyObject tree = PyDict.of("value", PyFloat.of(Double.NaN), "value_text", PyStr.of("mine"));
        JsonNode strict = STRICT.readTree(PyJson.dumps(NonFiniteFloats.encode(tree)));
        assertThat(strict.get("value").isNull()).isTrue();
        assertThat(strict.get("value_text").asText()).isEqualTo("mine");
    }
}
