package com.agenteval.workbench.core.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientArgumentsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The client's JSON as the MCP SDK's Jackson reads it, converted; must equal json.loads of the same text. */
    private static Checked<PyDict> viaJackson(String json) throws Exception {
        return ClientArguments.of(JSON.readValue(json, new TypeReference<LinkedHashMap<String, Object>>() {}));
    }

    @Test
    void readsJsonAsJsonLoadsWould() throws Exception {
        String[] texts = {
            "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2023}",
            "{\"year\": 2023.0, \"k\": 123456789012345678901234567890, \"order\": null, \"flag\": true}",
            "{\"labels\": [\"a\", \"b\"], \"values\": [1, 2.5, -3e2], \"nested\": {\"z\": 1, \"a\": [[]]}}",
        };
        for (String text : texts) {
            Checked<PyDict> c = viaJackson(text);
            assertThat(c).isInstanceOf(Checked.Ok.class);
            assertThat(((Checked.Ok<PyDict>) c).value()).as(text).isEqualTo(PyJson.loads(text));
            assertThat(((Checked.Ok<PyDict>) c).value().keys()).isEqualTo(((PyDict) PyJson.loads(text)).keys());
        }
        Checked.Ok<PyDict> a = (Checked.Ok<PyDict>) viaJackson(texts[1]);
        assertThat(a.value().get("year")).isInstanceOf(PyFloat.class); // 2023.0 is not an integer
        assertThat(a.value().get("k")).isEqualTo(PyInt.of(new BigInteger("123456789012345678901234567890")));
    }

    @Test
    void noArgumentsIsTheEmptyDict() {
        assertThat(((Checked.Ok<PyDict>) ClientArguments.of(null)).value().size())
                .isZero();
    }

    @Test
    void refusesHugeArgumentsWithASentence() {
        Checked<PyDict> c = ClientArguments.of(Map.of("query", "x".repeat(ClientArguments.MAX_CHARS)));
        assertThat(c)
                .isEqualTo(new Checked.Refused<PyDict>(
                        "the arguments are longer than 10000 characters of " + "JSON, the most a tool call may send"));
        assertThat(ClientArguments.of(Map.of("query", "x".repeat(9_000)))).isInstanceOf(Checked.Ok.class);
    }

    @Test
    void refusesNestingDeeperThanPythonsJsonWouldRead() {
        Object deep = 1;
        for (int i = 0; i < 2_000; i++) {
            deep = List.of(deep);
        }
        Checked<PyDict> c = ClientArguments.of(Map.of("labels", deep));
        assertThat(c).isInstanceOf(Checked.Refused.class);
        assertThat(((Checked.Refused<PyDict>) c).reason()).contains("nested more than");
    }

    @Test
    void resultsBecomePlainJsonValues() {
        assertThat(ClientArguments.toJson(PyTuple.of(PyTuple.of(PyStr.of("a")), PyTuple.of(PyFloat.of(1.5)))))
                .isEqualTo(List.of(List.of("a"), List.of(1.5)));
        assertThat(ClientArguments.toJson(PyFloat.of(Double.POSITIVE_INFINITY))).isEqualTo("inf");
        assertThat(ClientArguments.toJson(PyInt.of(new BigInteger("1" + "0".repeat(30)))))
                .isEqualTo(new BigInteger("1" + "0".repeat(30)));
    }
}
