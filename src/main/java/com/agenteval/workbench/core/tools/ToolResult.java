package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.Objects;

/**
 * What {@code execute_tool} gives back. {@link Ok} and {@link Failed} are the module's two result dicts;
 * {@link Raised} is for inputs on which the reference module itself raises a Python exception instead of returning a
 * dict (only reachable from arbitrary playground input, never from the simulated agent).
 */
public sealed interface ToolResult permits ToolResult.Ok, ToolResult.Failed, ToolResult.Raised {

    /** {@code out["ok"]}: true only for {@link Ok}. */
    default boolean ok() {
        return this instanceof Ok;
    }

    /** {@code out.get("value")}: the value ({@link Ok} holds one), or None when the call failed. */
    default PyObject value() {
        return PyNone.NONE;
    }

    /** The module's dict: {@code {"ok": True, "value": ..., "text": ...}} or {@code {"ok": False, "error": ...}}. */
    PyDict toPy();

    /**
     * The JSON Schema of {@link #toPy()}'s dict, whichever tool gave it: {@code ok} always; {@code value} (any JSON
     * value, null when nothing was found) and {@code text} on success; {@code error}, and {@code raised} where Python
     * raised, on failure. What an MCP tool declares as its {@code outputSchema}.
     */
    static PyObject schema() {
        return PyJson.loads("""
                {"type": "object",
                 "properties": {
                   "ok": {"type": "boolean", "description": "whether the call succeeded"},
                   "value": {"description": "the value the agent reads (null when nothing was found)"},
                   "text": {"type": "string", "description": "the value as a model would see it"},
                   "error": {"type": "string", "description": "why the call failed"},
                   "raised": {"type": "string", "description": "the Python exception the module raised"}},
                 "required": ["ok"],
                 "additionalProperties": false}""");
    }

    /**
     * {@code {"ok": True, "value": value, "text": text}}.
     *
     * @param value the value the agent reads
     * @param text  the text a model would see (often lazy: rendered only when read)
     */
    record Ok(PyObject value, PyStr text) implements ToolResult {
        public Ok {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(text, "text");
        }

        @Override
        public PyDict toPy() {
            return PyDict.of("ok", PyBool.TRUE, "value", value, "text", text);
        }
    }

    /**
     * {@code {"ok": False, "error": error}}: a validation error or the tool's own error, with the module's exact text.
     *
     * @param error the message
     */
    record Failed(String error) implements ToolResult {
        public Failed {
            Objects.requireNonNull(error, "error");
        }

        @Override
        public PyDict toPy() {
            return PyDict.of("ok", PyBool.FALSE, "error", PyStr.of(error));
        }
    }

    /**
     * The reference module raises here (e.g. {@code RecursionError} for a calculator expression nested too deeply,
     * {@code KeyError} for a web search about a year outside the world). Shown to users as an error.
     *
     * @param type    the Python exception class
     * @param message the exception's message
     */
    record Raised(String type, String message) implements ToolResult {
        public Raised {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(message, "message");
        }

        /** Not a module dict (Python raised instead): {@code {"ok": False, "raised": type, "error": message}}. */
        @Override
        public PyDict toPy() {
            return PyDict.of("ok", PyBool.FALSE, "raised", PyStr.of(type), "error", PyStr.of(message));
        }
    }
}
