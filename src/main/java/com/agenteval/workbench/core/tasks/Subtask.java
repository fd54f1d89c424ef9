package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.tools.ToolSpecs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One step of a task's reference plan: fetch a value, compute from two values, or chart a series.
 */
public sealed interface Subtask permits Subtask.Fetch, Subtask.Compute, Subtask.Chart {

    /** Position in the reference plan ({@code sub}). */
    int sub();

    /** {@code fetch}, {@code compute} or {@code chart}. */
    String kind();

    /** The reference tool. */
    String tool();

    /** The variable the result is stored in (v1, v2, r, c). */
    String var();

    /** The variables this step reads. */
    List<String> inputs();

    /** The module's dict for this subtask. */
    PyDict toPy();

    private static PyDict dict(Subtask s, Object... extra) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("kind", PyStr.of(s.kind()));
        m.put("tool", PyStr.of(s.tool()));
        m.put("var", PyStr.of(s.var()));
        m.put(
                "inputs",
                new PyList(s.inputs().stream().map(v -> (PyObject) PyStr.of(v)).toList()));
        for (int i = 0; i < extra.length; i += 2) {
            m.put((String) extra[i], (PyObject) extra[i + 1]);
        }
        m.put("sub", PyInt.of(s.sub()));
        return new PyDict(m);
    }

    /**
     * Fetch data with a db tool.
     *
     * @param sub  position
     * @param var  target variable
     * @param spec what to fetch
     */
    record Fetch(int sub, String var, FetchSpec spec) implements Subtask {
        public Fetch {
            Objects.requireNonNull(var, "var");
            Objects.requireNonNull(spec, "spec");
        }

        @Override
        public String kind() {
            return "fetch";
        }

        @Override
        public String tool() {
            return spec.tool();
        }

        @Override
        public List<String> inputs() {
            return List.of();
        }

        @Override
        public PyDict toPy() {
            return dict(this, "args", spec.args());
        }
    }

    /**
     * Compute {@code diff} or {@code growth} of two fetched values with the calculator.
     *
     * @param sub     position
     * @param var     target variable
     * @param inputs  the two input variables (a, b)
     * @param formula the formula
     */
    record Compute(int sub, String var, List<String> inputs, Formula formula) implements Subtask {
        public Compute {
            inputs = List.copyOf(inputs);
            if (inputs.size() != 2) {
                throw new IllegalArgumentException("compute needs two inputs");
            }
            Objects.requireNonNull(formula, "formula");
        }

        @Override
        public String kind() {
            return "compute";
        }

        @Override
        public String tool() {
            return ToolSpecs.CALCULATOR;
        }

        @Override
        public PyDict toPy() {
            return dict(this, "formula", PyStr.of(formula.wireName()));
        }
    }

    /**
     * Chart a fetched series with make_chart.
     *
     * @param sub    position
     * @param var    target variable
     * @param inputs the one input variable
     * @param title  chart title
     */
    record Chart(int sub, String var, List<String> inputs, String title) implements Subtask {
        public Chart {
            inputs = List.copyOf(inputs);
            Objects.requireNonNull(title, "title");
        }

        @Override
        public String kind() {
            return "chart";
        }

        @Override
        public String tool() {
            return ToolSpecs.MAKE_CHART;
        }

        @Override
        public PyDict toPy() {
            return dict(this, "title", PyStr.of(title));
        }
    }
}
