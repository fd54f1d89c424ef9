package com.agenteval.workbench.lessons.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import org.junit.jupiter.api.Test;

class ToolArgumentsTest {

    private static ToolArguments.Args args(String text) {
        ToolArguments.Parsed p = ToolArguments.parse(text);
        assertThat(p).isInstanceOf(ToolArguments.Args.class);
        return (ToolArguments.Args) p;
    }

    private static ToolArguments.Problem problem(String text) {
        ToolArguments.Parsed p = ToolArguments.parse(text);
        assertThat(p).isInstanceOf(ToolArguments.Problem.class);
        return (ToolArguments.Problem) p;
    }

    @Test
    void numbersKeepTheirPythonTypeAndKeysTheirOrder() {
        ToolArguments.Args a = args("{\"year\": 2023, \"v\": 2023.0, \"big\": 123456789012345678901234567890,"
                + " \"s\": \"2023\", \"b\": true}");
        assertThat(a.dict().get("year")).isEqualTo(PyInt.of(2023));
        assertThat(a.dict().get("v")).isEqualTo(PyFloat.of(2023.0));
        assertThat(a.dict().get("big")).isInstanceOf(PyInt.class);
        assertThat(a.dict().get("s")).isEqualTo(PyStr.of("2023"));
        assertThat(a.dict().get("b")).isEqualTo(PyBool.TRUE);
        assertThat(a.dict().entries().keySet()).containsExactly("year", "v", "big", "s", "b");
    }

    @Test
    void aRepeatedKeyKeepsTheLastValueAsJsonLoadsDoes() {
        assertThat(args("{\"year\": 2020, \"year\": 2021}").dict().get("year")).isEqualTo(PyInt.of(2021));
    }

    @Test
    void malformedJsonSaysWhereItBroke() {
        ToolArguments.Problem p = problem("{\"table\": \"country_gdp\", ");
        assertThat(p.reason()).isEqualTo(ToolArguments.Reason.MALFORMED);
        assertThat(p.detail()).contains("line 1 column");
        assertThat(problem("{'year': 2023}").reason()).isEqualTo(ToolArguments.Reason.MALFORMED);
        assertThat(problem("{\"a\": 1} trailing").reason()).isEqualTo(ToolArguments.Reason.MALFORMED);
    }

    @Test
    void somethingOtherThanAnObjectIsNamedByItsJsonType() {
        assertThat(problem("[1, 2]").detail()).isEqualTo("array");
        assertThat(problem("\"db_lookup\"").detail()).isEqualTo("string");
        assertThat(problem("2023").detail()).isEqualTo("number");
        assertThat(problem("null").detail()).isEqualTo("null");
        assertThat(problem("false").reason()).isEqualTo(ToolArguments.Reason.NOT_AN_OBJECT);
    }

    @Test
    void emptyAndOversizedTextIsRefusedBeforeParsing() {
        assertThat(problem("   ").reason()).isEqualTo(ToolArguments.Reason.EMPTY);
        assertThat(problem(null).reason()).isEqualTo(ToolArguments.Reason.EMPTY);
        String huge = "{\"expression\": \"" + "1+".repeat(ToolArguments.MAX_CHARS) + "1\"}";
        ToolArguments.Problem p = problem(huge);
        assertThat(p.reason()).isEqualTo(ToolArguments.Reason.TOO_LONG);
        assertThat(p.detail()).isEqualTo(Integer.toString(huge.length()));
    }

    @Test
    void deepNestingIsAMessageNotACrash() {
        String deep = "[".repeat(5000) + "]".repeat(5000);
        assertThat(problem(deep).reason()).isEqualTo(ToolArguments.Reason.MALFORMED);
        String deepObject = "{\"a\": " + "[".repeat(4000) + "]".repeat(4000) + "}";
        assertThat(problem(deepObject).reason()).isEqualTo(ToolArguments.Reason.MALFORMED);
    }
}
