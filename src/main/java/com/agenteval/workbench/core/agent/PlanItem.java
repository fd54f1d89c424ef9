package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.List;
import java.util.Objects;

/**
 * One line of the planner's plan.
 *
 * @param sub    the reference subtask it stands for
 * @param kind   fetch, compute or chart
 * @param tool   the tool the planner chose (web_search where it chose wrong)
 * @param var    the target variable
 * @param inputs the variables it reads
 */
public record PlanItem(int sub, String kind, String tool, String var, List<String> inputs) {

    public PlanItem {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(var, "var");
        inputs = List.copyOf(inputs);
    }

    public PyDict toPy() {
        return PyDict.of(
                "sub",
                PyInt.of(sub),
                "kind",
                PyStr.of(kind),
                "tool",
                PyStr.of(tool),
                "var",
                PyStr.of(var),
                "inputs",
                new PyList(inputs.stream().map(v -> (PyObject) PyStr.of(v)).toList()));
    }
}
