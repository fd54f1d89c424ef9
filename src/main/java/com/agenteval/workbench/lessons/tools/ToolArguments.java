package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import java.util.Objects;

/**
 * The playground's argument text turned into the dict a tool receives, the way {@code json.loads} would read it
 * (ints stay ints, {@code 2023.0} is a float, a repeated key keeps its last value). Anything that is not a JSON
 * object of reasonable size is refused with a reason the page can explain; nothing here throws.
 *
 * <pre>{@code
 * ToolArguments.Parsed p = ToolArguments.parse("{\"year\": \"2023\"}");
 * if (p instanceof ToolArguments.Args a) { Tools.execute(world, "db_lookup", a.dict()); }
 * }</pre>
 */
final class ToolArguments {

    /** The largest argument text accepted: far more than any real call needs, small enough to stay harmless. */
    static final int MAX_CHARS = 10_000;

    private ToolArguments() {}

    /** What the text turned out to be. */
    sealed interface Parsed permits Args, Problem {}

    /** A JSON object: the arguments. */
    record Args(PyDict dict) implements Parsed {
        Args {
            Objects.requireNonNull(dict, "dict");
        }
    }

    /** Why the text is not a call's arguments. */
    enum Reason {
        EMPTY,
        TOO_LONG,
        MALFORMED,
        NOT_AN_OBJECT
    }

    /**
     * A refusal.
     *
     * @param reason what is wrong
     * @param detail the parser's message (malformed), the JSON type found (not an object), or the length (too long)
     */
    record Problem(Reason reason, String detail) implements Parsed {
        Problem {
            Objects.requireNonNull(reason, "reason");
            detail = detail == null ? "" : detail;
        }
    }

    static Parsed parse(String text) {
        if (text == null || text.isBlank()) {
            return new Problem(Reason.EMPTY, "");
        }
        if (text.length() > MAX_CHARS) {
            return new Problem(Reason.TOO_LONG, Integer.toString(text.length()));
        }
        PyObject value;
        try {
            value = PyJson.loads(text);
        } catch (RuntimeException e) {
            // a message-less exception reads "null", as the translation showed it before the check
            return new Problem(Reason.MALFORMED, String.valueOf(e.getMessage()));
        }
        if (value instanceof PyDict dict) {
            return new Args(dict);
        }
        return new Problem(Reason.NOT_AN_OBJECT, jsonType(value));
    }

    /** The JSON name of a value's type, as a student wrote it. */
    private static String jsonType(PyObject v) {
        return switch (v.typeName()) {
            case "list" -> "array";
            case "str" -> "string";
            case "int", "float" -> "number";
            case "bool" -> "boolean";
            case "NoneType" -> "null";
            default -> v.typeName();
        };
    }
}
