package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The simulated world's values ({@code core/python}'s Python objects) as the saved files' JSON tree and back, so a
 * trace step or a tool result is saved on the one JSON stack and read back to equal values.
 *
 * <pre>{@code
 * JsonNode node = PyNodes.node(trace.toPy());
 * PyObject back = PyNodes.py(node);   // equals trace.toPy()
 * }</pre>
 *
 * A tuple is saved as a list (JSON has no tuples; Python's json does the same). Non-finite floats must already be
 * encoded ({@code NonFiniteFloats.encode}): the saved formats hold null with the value's text beside it.
 */
public final class PyNodes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private PyNodes() {}

    public static JsonNode node(PyObject value) {
        if (value instanceof PyBool b) {
            return NODES.booleanNode(b.value());
        }
        if (value instanceof PyInt i) {
            return i.fitsInt() ? NODES.numberNode(i.intValue()) : NODES.numberNode(i.value());
        }
        if (value instanceof PyFloat f) {
            return NODES.numberNode(f.value());
        }
        if (value instanceof PyStr s) {
            return NODES.textNode(s.value());
        }
        if (value instanceof PyList l) {
            return array(l.items());
        }
        if (value instanceof PyTuple t) {
            return array(t.items());
        }
        if (value instanceof PyDict d) {
            ObjectNode object = NODES.objectNode();
            for (int i = 0; i < d.size(); i++) {
                object.set(d.keyAt(i), node(d.valueAt(i)));
            }
            return object;
        }
        return NODES.nullNode();
    }

    private static ArrayNode array(List<PyObject> items) {
        ArrayNode array = NODES.arrayNode();
        items.forEach(item -> array.add(node(item)));
        return array;
    }

    /** A JSON value as Python's {@code json.loads} gives it: integers as int, decimals as float. */
    public static PyObject py(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return PyNone.NONE;
        }
        if (node.isBoolean()) {
            return PyBool.of(node.booleanValue());
        }
        if (node.isIntegralNumber()) {
            return PyInt.of(node.bigIntegerValue());
        }
        if (node.isNumber()) {
            return PyFloat.of(node.doubleValue());
        }
        if (node.isTextual()) {
            return PyStr.of(node.textValue());
        }
        if (node.isArray()) {
            List<PyObject> items = new ArrayList<>();
            node.forEach(item -> items.add(py(item)));
            return new PyList(items);
        }
        Map<String, PyObject> entries = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            entries.put(e.getKey(), py(e.getValue()));
        }
        return new PyDict(entries);
    }
}
