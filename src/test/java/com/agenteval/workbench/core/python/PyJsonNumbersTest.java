package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyFormat.PyJsonNumbers;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Floats in JSON as Python's json.dumps writes them; expected text is {@code json.dumps(...)} in CPython 3. */
class PyJsonNumbersTest {

    private static Map<String, Object> values() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cost", 0.00025);
        m.put("big", 12345678.0);
        m.put("tiny", 1e-7);
        m.put("p", 0.35);
        m.put("n", 3);
        m.put("list", List.of(1e16, -0.0));
        return m;
    }

    @Test
    void valuesAndTreesWriteFloatsAsPythonsRepr() throws Exception {
        ObjectMapper out = JsonMapper.builder(PyJsonNumbers.factory()).build();
        String python = "{\"cost\":0.00025,\"big\":12345678.0,\"tiny\":1e-07,\"p\":0.35,\"n\":3,\"list\":[1e+16,-0.0]}";
        assertThat(new ObjectMapper().writeValueAsString(values())).contains("2.5E-4"); // Jackson's own
        assertThat(out.writeValueAsString(values())).isEqualTo(python);
        assertThat(out.writeValueAsString(out.valueToTree(values()))).isEqualTo(python);
        assertThat(PyJsonNumbers.write(JsonMapper.builder().build().writer(), values()))
                .isEqualTo(python);
        assertThat(PyJsonNumbers.write(JsonMapper.builder().build().writerWithDefaultPrettyPrinter(), values()))
                .contains("\"cost\" : 0.00025,\n");
    }

    @Test
    void whatItWritesReadsBackToTheSameDoubles() throws Exception {
        ObjectMapper out = JsonMapper.builder(PyJsonNumbers.factory()).build();
        double[] xs = {0.1, 1e-300, 5e-324, 1.7976931348623157e308, 2.675, 1e22};
        for (double x : xs) {
            assertThat(new ObjectMapper().readValue(out.writeValueAsString(x), Double.class))
                    .isEqualTo(x);
        }
    }
}
