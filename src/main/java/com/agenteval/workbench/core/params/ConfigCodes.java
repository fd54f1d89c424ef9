package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A config as a short, readable text for links: {@code skippy:plan_exec,p_skip=0.3} is the config "skippy", made
 * from plan_exec with p_skip 0.3. Only the knobs that differ from the base appear, in {@link AgentConfig#FIELDS}
 * order, so one config has one code. A standard config (or "perfect") is just its name.
 *
 * <pre>{@code
 * String code = ConfigCodes.encode(AgentConfigs.PLAN_EXEC.replace("skippy").pSkip(0.3).build());
 * // "skippy:plan_exec,p_skip=0.3"
 * AgentConfig back = ConfigCodes.decode(code);      // equals the config encoded
 * }</pre>
 */
public final class ConfigCodes {

    /** A config name in a code: letters, digits and {@code _ + . -}, as the standard names are. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_+.\\-]{1,40}");

    private static final Pattern MODEL = Pattern.compile("[A-Za-z0-9_.\\-]{1,40}");
    /** Longer codes are refused before they are read (a link is untrusted text). */
    public static final int MAX_CHARS = 600;

    private ConfigCodes() {}

    /** The code of a config, against the base config (standard or "perfect") it differs least from. */
    @SuppressWarnings("NullAway") // false positive: every name of AgentConfigs.names() resolves, and there is one
    public static String encode(AgentConfig c) {
        if (c.equals(AgentConfigs.byName(c.name()))) {
            return c.name();
        }
        AgentConfig best = null;
        int fewest = Integer.MAX_VALUE;
        for (String name : AgentConfigs.names()) {
            AgentConfig base = AgentConfigs.byName(name);
            int n = differing(c, base).size();
            if (n < fewest) {
                best = base;
                fewest = n;
            }
        }
        return encode(c, best);
    }

    /** The code of a config against a given base. */
    @SuppressWarnings("NullAway") // false positive: the differing fields are keys of toPy() (AgentConfig.FIELDS)
    public static String encode(AgentConfig c, AgentConfig base) {
        if (!NAME.matcher(c.name()).matches()) {
            throw new IllegalArgumentException(
                    "a config name in a link is 1 to 40 letters, digits or _+.-, got " + PyStrings.repr(c.name()));
        }
        StringBuilder sb = new StringBuilder(c.name()).append(':').append(base.name());
        PyDict fields = c.toPy();
        for (String f : differing(c, base)) {
            sb.append(',').append(f).append('=').append(text(fields.get(f)));
        }
        return sb.toString();
    }

    /** Whether a text is written as a code ({@code name:base,...}) rather than a name or JSON. */
    public static boolean isCode(String text) {
        return text != null && !text.startsWith("{") && text.contains(":");
    }

    /**
     * Reads a code back; a standard name is also accepted.
     *
     * @throws IllegalArgumentException with a one-line message (the module's, for a knob out of range)
     */
    public static AgentConfig decode(String code) {
        if (code == null || code.length() > MAX_CHARS) {
            throw new IllegalArgumentException("a config code has at most " + MAX_CHARS + " characters");
        }
        AgentConfig named = AgentConfigs.byName(code);
        if (named != null) {
            return named;
        }
        int colon = code.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("unknown config " + PyStrings.repr(code) + "; names: "
                    + AgentConfigs.names() + " or name:base,knob=value");
        }
        String name = code.substring(0, colon);
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "a config name is 1 to 40 letters, digits or _+.-, got " + PyStrings.repr(name));
        }
        String[] parts = code.substring(colon + 1).split(",", -1);
        AgentConfig base = AgentConfigs.byName(parts[0]);
        if (base == null) {
            throw new IllegalArgumentException(
                    "unknown base config " + PyStrings.repr(parts[0]) + "; names: " + AgentConfigs.names());
        }
        AgentConfig.Builder b = base.replace(name);
        List<String> seen = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(
                        "a config knob is written knob=value, got " + PyStrings.repr(parts[i]));
            }
            String field = parts[i].substring(0, eq);
            if (seen.contains(field)) {
                throw new IllegalArgumentException("config knob '" + field + "' is given twice");
            }
            seen.add(field);
            b.set(field, value(field, parts[i].substring(eq + 1)));
        }
        return b.build();
    }

    /** A name, a code or the module's JSON ({@code --config}'s forms). */
    public static AgentConfig resolve(String text) {
        return isCode(text) ? decode(text) : AgentConfigs.resolve(text);
    }

    @SuppressWarnings("NullAway") // false positive: toPy() has a value for every name of AgentConfig.FIELDS
    private static List<String> differing(AgentConfig c, AgentConfig base) {
        PyDict a = c.toPy();
        PyDict b = base.toPy();
        List<String> out = new ArrayList<>();
        for (String f : AgentConfig.FIELDS) {
            if (!PyJson.dumps(a.get(f)).equals(PyJson.dumps(b.get(f)))) {
                out.add(f);
            }
        }
        return out;
    }

    /** A knob's value as a link writes it: true/false, a decimal's shortest text, an int, the model name. */
    public static String text(PyObject v) {
        if (v instanceof PyBool b) {
            return Boolean.toString(b.value());
        }
        if (v instanceof PyFloat f) {
            return DecimalSpec.text(f.value());
        }
        if (v instanceof PyStr s) {
            return s.value();
        }
        return ((PyInt) v).repr();
    }

    /** A knob's text in a code, read as its spec reads a text ({@link AgentKnobs}); an unknown field is left to set. */
    private static PyObject value(String field, String text) {
        ParamSpec<?> knob = AgentKnobs.named(field).orElse(null);
        if (knob == null) {
            return PyStr.of(text); // AgentConfig.Builder.set names the fields
        }
        if (knob == AgentKnobs.MODEL && !MODEL.matcher(text).matches()) {
            // a link's syntax: the code's separators cannot appear in a model name there
            throw new IllegalArgumentException("config knob 'model' is 1 to 40 letters, digits or _.-");
        }
        try {
            return AgentKnobs.fromText(knob, text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("config knob '" + field + "' " + e.getMessage());
        }
    }
}
