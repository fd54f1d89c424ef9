package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.Map;

/**
 * An inputSchema as indented JSON in the module's key order (type, additionalProperties, properties, required),
 * the way a tools/list response shows it — not sorted, unlike {@code json.dumps(sort_keys=True)}.
 */
final class SchemaText {

    private SchemaText() {}

    static String pretty(PyObject value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.toString();
    }

    private static void write(StringBuilder sb, PyObject v, int level) {
        if (v instanceof PyDict d) {
            if (d.entries().isEmpty()) {
                sb.append("{}");
                return;
            }
            sb.append("{\n");
            int i = 0;
            for (Map.Entry<String, PyObject> e : d.entries().entrySet()) {
                indent(sb, level + 1);
                PyJson.writeString(sb, e.getKey());
                sb.append(": ");
                write(sb, e.getValue(), level + 1);
                sb.append(++i < d.entries().size() ? ",\n" : "\n");
            }
            indent(sb, level);
            sb.append('}');
        } else if (v instanceof PyList l) {
            // short lists of scalars (enums, required) stay on one line
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                sb.append(i == 0 ? "" : ", ");
                write(sb, l.get(i), level + 1);
            }
            sb.append(']');
        } else if (v instanceof PyStr s) {
            PyJson.writeString(sb, s.value());
        } else if (v instanceof PyBool b) {
            sb.append(b.value() ? "true" : "false");
        } else {
            sb.append(PyJson.dumps(v));
        }
    }

    private static void indent(StringBuilder sb, int level) {
        sb.append("  ".repeat(level));
    }
}
