package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An MCP-style tool: name, descriptions and inputSchema ({@code TOOL_SCHEMAS} + {@code CORE_TOOL_DOCS}).
 *
 * @param name        the tool name, e.g. {@code db_lookup}
 * @param vague       the vague description ("Gets data from the database.")
 * @param precise     the precise description: what it does, when to use it, and after "Do not use" when not to
 * @param params      the inputSchema properties, in schema order
 * @param required    the required argument names
 */
public record ToolSpec(String name, String vague, String precise, List<ToolParam> params, List<String> required) {

    public ToolSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(vague, "vague");
        Objects.requireNonNull(precise, "precise");
        params = List.copyOf(params);
        required = List.copyOf(required);
    }

    /** The description of one flavour. */
    public String description(boolean precise) {
        return precise ? this.precise : vague;
    }

    /** The property of this name, or null. */
    @Nullable
    ToolParam param(String argName) {
        for (ToolParam p : params) {
            if (p.name().equals(argName)) {
                return p;
            }
        }
        return null;
    }

    /** The inputSchema as real JSON Schema, exactly the module's dict (e.g. {@code additionalProperties: false}). */
    public PyDict inputSchema() {
        Map<String, PyObject> props = new LinkedHashMap<>();
        for (ToolParam p : params) {
            Map<String, PyObject> d = new LinkedHashMap<>();
            d.put("type", PyStr.of(p.type()));
            if (!p.enumValues().isEmpty()) {
                d.put(
                        "enum",
                        new PyList(p.enumValues().stream()
                                .map(s -> (PyObject) PyStr.of(s))
                                .toList()));
            }
            if (p.itemsType() != null) {
                d.put("items", PyDict.of("type", PyStr.of(p.itemsType())));
            }
            if (p.defaultValue() != null) {
                d.put("default", PyStr.of(p.defaultValue()));
            }
            props.put(p.name(), new PyDict(d));
        }
        return PyDict.of(
                "type",
                PyStr.of("object"),
                "additionalProperties",
                PyBool.FALSE,
                "properties",
                new PyDict(props),
                "required",
                new PyList(required.stream().map(s -> (PyObject) PyStr.of(s)).toList()));
    }
}
