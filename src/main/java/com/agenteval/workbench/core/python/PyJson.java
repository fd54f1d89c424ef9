package com.agenteval.workbench.core.python;

import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Python's {@code json} module for {@link PyObject} trees.
 *
 * <p>{@link #dumps(PyObject)} writes exactly what {@code json.dumps(x, sort_keys=True, separators=(",", ":"),
 * ensure_ascii=True, allow_nan=False)} writes: floats with Python's repr, ints as ints, tuples as lists, keys sorted by
 * code point, non-ASCII as lowercase {@code \}{@code uXXXX}. {@link #dumpsPretty(PyObject)} is the {@code indent=1}
 * variant.
 *
 * <p>{@link #loads(String)} parses like {@code json.loads}: ints stay ints (of any size up to CPython's 4300-digit
 * limit), {@code 1.0} is a float, {@code NaN}/{@code Infinity} are accepted, {@code 1e400} becomes inf, a repeated key
 * keeps its first position and its last value. Malformed input gives an {@link IllegalArgumentException} with a
 * one-line message, never a crash on deep nesting.
 */
public final class PyJson {

    /** Nesting deeper than this is refused (CPython's json recursion would fail near here too). */
    public static final int MAX_DEPTH = 900;

    private PyJson() {}

    // ------------------------------------------------------------------ dumps

    /** Compact canonical JSON. */
    public static String dumps(PyObject value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, -1, 0);
        return sb.toString();
    }

    /** {@code json.dumps(x, sort_keys=True, indent=1, ensure_ascii=True)}. */
    public static String dumpsPretty(PyObject value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 1, 0);
        return sb.toString();
    }

    /** Python's default str ordering: by code point (not UTF-16 unit). */
    public static final Comparator<String> CODE_POINT_ORDER = (a, b) -> {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    };

    private static void newline(StringBuilder sb, int indent, int level) {
        sb.append('\n');
        for (int i = 0; i < indent * level; i++) {
            sb.append(' ');
        }
    }

    private static void write(StringBuilder sb, PyObject v, int indent, int level) {
        if (v instanceof PyFloat f) {
            double d = f.value();
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("Out of range float values are not JSON compliant: " + f.repr());
            }
            sb.append(PyFloats.repr(d));
        } else if (v instanceof PyInt i) {
            sb.append(i.repr());
        } else if (v instanceof PyStr s) {
            writeString(sb, s.value());
        } else if (v instanceof PyBool b) {
            sb.append(b.value() ? "true" : "false");
        } else if (v == PyNone.NONE) {
            sb.append("null");
        } else if (v instanceof PyList l) {
            writeArray(sb, l.items(), indent, level);
        } else if (v instanceof PyTuple t) {
            writeArray(sb, t.items(), indent, level);
        } else if (v instanceof PyDict d) {
            if (d.entries().isEmpty()) {
                sb.append("{}");
                return;
            }
            List<String> keys = new ArrayList<>(d.entries().keySet());
            keys.sort(CODE_POINT_ORDER);
            sb.append('{');
            boolean first = true;
            for (String k : keys) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                if (indent >= 0) {
                    newline(sb, indent, level + 1);
                }
                writeString(sb, k);
                sb.append(indent >= 0 ? ": " : ":");
                write(sb, Objects.requireNonNull(d.entries().get(k), "a key of the dict"), indent, level + 1);
            }
            if (indent >= 0) {
                newline(sb, indent, level);
            }
            sb.append('}');
        } else {
            throw new IllegalArgumentException("not JSON serializable: " + v);
        }
    }

    private static void writeArray(StringBuilder sb, List<PyObject> items, int indent, int level) {
        if (items.isEmpty()) {
            sb.append("[]");
            return;
        }
        sb.append('[');
        boolean first = true;
        for (PyObject item : items) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            if (indent >= 0) {
                newline(sb, indent, level + 1);
            }
            write(sb, item, indent, level + 1);
        }
        if (indent >= 0) {
            newline(sb, indent, level);
        }
        sb.append(']');
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** A JSON string literal with ensure_ascii escaping. */
    public static void writeString(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c >= 0x20 && c < 0x7f) {
                        sb.append(c);
                    } else { // UTF-16 units: a supplementary char becomes its surrogate pair
                        sb.append("\\u")
                                .append(HEX[(c >> 12) & 15])
                                .append(HEX[(c >> 8) & 15])
                                .append(HEX[(c >> 4) & 15])
                                .append(HEX[c & 15]);
                    }
                }
            }
        }
        sb.append('"');
    }

    // ------------------------------------------------------------------ loads

    /**
     * {@code json.loads(text)}.
     *
     * @throws IllegalArgumentException with a one-line message when the text is not valid JSON
     */
    public static PyObject loads(String text) {
        Parser p = new Parser(text);
        p.skipWs();
        PyObject v = p.value(0);
        p.skipWs();
        if (p.pos != text.length()) {
            throw p.error("Extra data");
        }
        return v;
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        IllegalArgumentException error(String what) {
            int line = 1;
            int col = 1;
            for (int i = 0; i < pos && i < s.length(); i++) {
                if (s.charAt(i) == '\n') {
                    line++;
                    col = 1;
                } else {
                    col++;
                }
            }
            return new IllegalArgumentException(what + ": line " + line + " column " + col + " (char " + pos + ")");
        }

        void skipWs() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                    pos++;
                } else {
                    break;
                }
            }
        }

        boolean startsWith(String lit) {
            return s.startsWith(lit, pos);
        }

        PyObject value(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("Nesting too deep");
            }
            if (pos >= s.length()) {
                throw error("Expecting value");
            }
            char c = s.charAt(pos);
            switch (c) {
                case '{':
                    return object(depth);
                case '[':
                    return array(depth);
                case '"':
                    return PyStr.of(string());
                default:
                    break;
            }
            if (startsWith("null")) {
                pos += 4;
                return PyNone.NONE;
            }
            if (startsWith("true")) {
                pos += 4;
                return PyBool.TRUE;
            }
            if (startsWith("false")) {
                pos += 5;
                return PyBool.FALSE;
            }
            if (startsWith("NaN")) {
                pos += 3;
                return PyFloat.of(Double.NaN);
            }
            if (startsWith("Infinity")) {
                pos += 8;
                return PyFloat.of(Double.POSITIVE_INFINITY);
            }
            if (startsWith("-Infinity")) {
                pos += 9;
                return PyFloat.of(Double.NEGATIVE_INFINITY);
            }
            if (c == '-' || (c >= '0' && c <= '9')) {
                return number();
            }
            throw error("Expecting value");
        }

        PyObject number() {
            int start = pos;
            if (s.charAt(pos) == '-') {
                pos++;
            }
            if (pos >= s.length() || !isDigit(s.charAt(pos))) {
                pos = start;
                throw error("Expecting value");
            }
            if (s.charAt(pos) == '0') {
                pos++;
            } else {
                while (pos < s.length() && isDigit(s.charAt(pos))) {
                    pos++;
                }
            }
            boolean isFloat = false;
            if (pos + 1 < s.length() && s.charAt(pos) == '.' && isDigit(s.charAt(pos + 1))) {
                isFloat = true;
                pos += 2;
                while (pos < s.length() && isDigit(s.charAt(pos))) {
                    pos++;
                }
            }
            if (pos < s.length() && (s.charAt(pos) == 'e' || s.charAt(pos) == 'E')) {
                int save = pos;
                pos++;
                if (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) {
                    pos++;
                }
                if (pos < s.length() && isDigit(s.charAt(pos))) {
                    isFloat = true;
                    while (pos < s.length() && isDigit(s.charAt(pos))) {
                        pos++;
                    }
                } else {
                    pos = save;
                }
            }
            String lit = s.substring(start, pos);
            if (isFloat) {
                return PyFloat.of(Double.parseDouble(lit));
            }
            int digits = lit.length() - (lit.startsWith("-") ? 1 : 0);
            if (digits > PyInt.MAX_STR_DIGITS) {
                throw new IllegalArgumentException("Exceeds the limit (4300 digits) for integer string conversion: "
                        + "value has " + digits + " digits");
            }
            return PyInt.of(new BigInteger(lit));
        }

        static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        String string() {
            int start = pos;
            pos++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (pos >= s.length()) {
                    pos = start;
                    throw error("Unterminated string starting at");
                }
                char c = s.charAt(pos);
                if (c == '"') {
                    pos++;
                    return sb.toString();
                }
                if (c == '\\') {
                    pos++;
                    if (pos >= s.length()) {
                        pos = start;
                        throw error("Unterminated string starting at");
                    }
                    char e = s.charAt(pos);
                    switch (e) {
                        case '"' -> sb.append('"');
                        case '\\' -> sb.append('\\');
                        case '/' -> sb.append('/');
                        case 'b' -> sb.append('\b');
                        case 'f' -> sb.append('\f');
                        case 'n' -> sb.append('\n');
                        case 'r' -> sb.append('\r');
                        case 't' -> sb.append('\t');
                        case 'u' -> {
                            if (pos + 5 > s.length()) {
                                throw error("Invalid \\uXXXX escape");
                            }
                            int cp;
                            try {
                                String hex = s.substring(pos + 1, pos + 5);
                                if (!hex.chars().allMatch(h -> Character.digit(h, 16) >= 0 && h < 128)) {
                                    throw new NumberFormatException();
                                }
                                cp = Integer.parseInt(hex, 16);
                            } catch (NumberFormatException ex) {
                                throw error("Invalid \\uXXXX escape");
                            }
                            sb.append((char) cp);
                            pos += 4;
                        }
                        default -> throw error("Invalid \\escape");
                    }
                    pos++;
                    continue;
                }
                if (c < 0x20) {
                    throw error("Invalid control character at");
                }
                sb.append(c);
                pos++;
            }
        }

        PyObject array(int depth) {
            pos++;
            List<PyObject> items = new ArrayList<>();
            skipWs();
            if (pos < s.length() && s.charAt(pos) == ']') {
                pos++;
                return new PyList(items);
            }
            while (true) {
                skipWs();
                items.add(value(depth + 1));
                skipWs();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                if (pos < s.length() && s.charAt(pos) == ']') {
                    pos++;
                    return new PyList(items);
                }
                throw error("Expecting ',' delimiter");
            }
        }

        PyObject object(int depth) {
            pos++;
            Map<String, PyObject> m = new LinkedHashMap<>();
            skipWs();
            if (pos < s.length() && s.charAt(pos) == '}') {
                pos++;
                return new PyDict(m);
            }
            while (true) {
                skipWs();
                if (pos >= s.length() || s.charAt(pos) != '"') {
                    throw error("Expecting property name enclosed in double quotes");
                }
                String key = string();
                skipWs();
                if (pos >= s.length() || s.charAt(pos) != ':') {
                    throw error("Expecting ':' delimiter");
                }
                pos++;
                skipWs();
                m.put(key, value(depth + 1)); // a repeated key keeps its first position, last value
                skipWs();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                if (pos < s.length() && s.charAt(pos) == '}') {
                    pos++;
                    return new PyDict(m);
                }
                throw error("Expecting ',' delimiter");
            }
        }
    }

    /**
     * Floats that JSON cannot hold ({@code inf}, {@code -inf}, {@code nan}), written so any JSON parser reads the file and
     * read back to the same values. The module computes with them (the calculator returns {@code inf} for
     * {@code 1e308*10}; a cost at an unknown price is {@code nan}), and {@link PyJson#dumps} refuses them as Python's
     * {@code json.dumps(allow_nan=False)} does, so a saved file encodes them first:
     *
     * <pre>{@code
     * {"ok": true, "text": "inf", "value": inf}   ->   {"ok": true, "text": "inf", "value": null, "value_text": "inf"}
     * [1.0, nan]                                  ->   [1.0, {"value": null, "value_text": "nan"}]
     * String json = PyJson.dumpsPretty(NonFiniteFloats.encode(tree));
     * PyObject back = NonFiniteFloats.decode(PyJson.loads(json));   // equals tree
     * }</pre>
     *
     * A dict that already has a {@code <key>_text} entry keeps it, and the non-finite value becomes plain null: the
     * file still saves, and nothing of the dict's own data is overwritten.
     */
    public static final class NonFiniteFloats {

        /** The suffix of the text entry written beside a non-finite value. */
        public static final String TEXT_SUFFIX = "_text";

        private static final String VALUE = "value";

        private NonFiniteFloats() {}

        /** The tree with every non-finite float replaced by null plus its Python repr beside it. */
        public static PyObject encode(PyObject v) {
            if (v instanceof PyDict d) {
                Map<String, PyObject> out = new LinkedHashMap<>();
                for (int i = 0; i < d.size(); i++) {
                    String key = d.keyAt(i);
                    PyObject value = d.valueAt(i);
                    if (nonFinite(value)) {
                        out.put(key, PyNone.NONE);
                        if (!d.containsKey(key + TEXT_SUFFIX)) {
                            out.put(key + TEXT_SUFFIX, PyStr.of(value.repr()));
                        }
                    } else {
                        out.put(key, encode(value));
                    }
                }
                return new PyDict(out);
            }
            return items(v, true);
        }

        /** The inverse of {@link #encode}: {@code null} with {@code "inf"}, {@code "-inf"} or {@code "nan"} beside it. */
        public static PyObject decode(PyObject v) {
            if (v instanceof PyDict d) {
                Map<String, PyObject> out = new LinkedHashMap<>();
                for (int i = 0; i < d.size(); i++) {
                    String key = d.keyAt(i);
                    PyObject value = d.valueAt(i);
                    if (key.endsWith(TEXT_SUFFIX)
                            && parse(value) != null
                            && d.get(key.substring(0, key.length() - TEXT_SUFFIX.length())) == PyNone.NONE) {
                        continue;
                    }
                    PyObject text = d.get(key + TEXT_SUFFIX);
                    Double restored = value == PyNone.NONE && text != null ? parse(text) : null;
                    out.put(key, restored != null ? PyFloat.of(restored) : decode(value));
                }
                return new PyDict(out);
            }
            return items(v, false);
        }

        /** A list or tuple with its items encoded or decoded; any other value as it is. */
        private static PyObject items(PyObject v, boolean encode) {
            if (v instanceof PyList l) {
                return new PyList(encode ? encodeItems(l.items()) : decodeItems(l.items()));
            }
            if (v instanceof PyTuple t) {
                return new PyTuple(encode ? encodeItems(t.items()) : decodeItems(t.items()));
            }
            return v;
        }

        private static List<PyObject> encodeItems(List<PyObject> items) {
            List<PyObject> out = new ArrayList<>(items.size());
            for (PyObject item : items) {
                out.add(
                        nonFinite(item)
                                ? PyDict.of(VALUE, PyNone.NONE, VALUE + TEXT_SUFFIX, PyStr.of(item.repr()))
                                : encode(item));
            }
            return out;
        }

        private static List<PyObject> decodeItems(List<PyObject> items) {
            List<PyObject> out = new ArrayList<>(items.size());
            for (PyObject item : items) {
                Double restored = item instanceof PyDict d && d.size() == 2 && d.get(VALUE) == PyNone.NONE
                        ? parse(d.get(VALUE + TEXT_SUFFIX))
                        : null;
                out.add(restored != null ? PyFloat.of(restored) : decode(item));
            }
            return out;
        }

        private static boolean nonFinite(PyObject v) {
            return v instanceof PyFloat f && !Double.isFinite(f.value());
        }

        private static @Nullable Double parse(@Nullable PyObject text) {
            if (!(text instanceof PyStr s)) {
                return null;
            }
            return switch (s.value()) {
                case "inf" -> Double.POSITIVE_INFINITY;
                case "-inf" -> Double.NEGATIVE_INFINITY;
                case "nan" -> Double.NaN;
                default -> null;
            };
        }
    }
}
