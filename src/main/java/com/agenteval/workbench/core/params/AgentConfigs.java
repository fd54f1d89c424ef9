package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.AgentConfig.AgentKnobs;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyStrings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The lecture's configs ({@code standard_configs()}) and ref_dump's {@code resolve_config}.
 *
 * <pre>{@code
 * List<AgentConfig> seven = AgentConfigs.standard();
 * AgentConfig c = AgentConfigs.resolve("{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.4}");
 * }</pre>
 */
public final class AgentConfigs {

    /** {@code BASE}: the plan-and-execute agent of HW1. */
    public static final AgentConfig PLAN_EXEC = AgentConfig.builder("plan_exec")
            .pPlan(0.06)
            .pTool(0.05)
            .pArgs(0.05)
            .pSkip(0.04)
            .pIgnore(0.03)
            .pLoop(0.06)
            .pSlip(0.03)
            .pFormat(0.10)
            .build();

    /** {@code AgentConfig("perfect")}: the defaults, no mistakes at all. */
    public static final AgentConfig PERFECT = AgentConfig.builder("perfect").build();

    private static final List<AgentConfig> STANDARD = List.of(
            AgentConfig.builder("direct").planner(false).tools(false).build(),
            PLAN_EXEC
                    .replace("react")
                    .planner(false)
                    .pTool(0.08)
                    .pSkip(0.06)
                    .pLoop(0.12)
                    .pFormat(0.0)
                    .build(),
            PLAN_EXEC,
            PLAN_EXEC.replace("plan_exec+reflect").reflect(0.7).build(),
            PLAN_EXEC.replace("retry3").attempts(3).build(),
            PLAN_EXEC.replace("vote3").votes(3).build(),
            PLAN_EXEC.scaled("plan_exec_large", 0.35).price(5.0).model("large").build());

    private AgentConfigs() {}

    /** The seven configs of demonstration 04, in order: direct, react, plan_exec, +reflect, retry3, vote3, large. */
    public static List<AgentConfig> standard() {
        return STANDARD;
    }

    /** A standard config by name, "perfect", or null. */
    public static @Nullable AgentConfig byName(String name) {
        for (AgentConfig c : STANDARD) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return name.equals("perfect") ? PERFECT : null;
    }

    /** Names accepted by {@link #resolve}: the standard ones plus "perfect". */
    public static List<String> names() {
        List<String> n = new ArrayList<>();
        STANDARD.forEach(c -> n.add(c.name()));
        n.add("perfect");
        return n;
    }

    /**
     * ref_dump's {@code resolve_config(spec)}: a standard name, "perfect", or a JSON object of config fields with
     * optional {@code base} (a name to start from; default: the module's defaults) and {@code name} (default
     * "custom"). Ints are accepted for float fields.
     *
     * @throws IllegalArgumentException with a one-line message for anything else
     */
    public static AgentConfig resolve(String spec) {
        AgentConfig named = byName(spec);
        if (named != null) {
            return named;
        }
        PyObject parsed;
        try {
            parsed = PyJson.loads(spec);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "unknown config '" + spec + "'; names: " + names() + " or a JSON object");
        }
        if (!(parsed instanceof PyDict d)) {
            throw new IllegalArgumentException("--config JSON must be an object");
        }
        AgentConfig base = null;
        String name = "custom";
        PyObject b = d.get("base");
        if (b != null && b != PyNone.NONE) {
            if (!(b instanceof PyStr bs) || byName(bs.value()) == null) {
                throw new IllegalArgumentException("unknown base config " + b.repr());
            }
            base = byName(bs.value());
        }
        PyObject n = d.get("name");
        if (n != null) {
            if (!(n instanceof PyStr ns)) {
                throw new IllegalArgumentException("config 'name' must be a string");
            }
            name = ns.value();
        }
        AgentConfig.Builder builder = base != null ? base.replace(name) : AgentConfig.builder(name);
        for (Map.Entry<String, PyObject> e : d.entries().entrySet()) {
            if (!e.getKey().equals("base") && !e.getKey().equals("name")) {
                builder.set(e.getKey(), e.getValue());
            }
        }
        return builder.build();
    }

    /**
     * The {@code sim --config} text that {@link #resolve} reads back to exactly {@code config}: a standard name when
     * it is one, else a JSON object with only the fields that differ — from the standard config of the same name
     * ({@code base}), or from the module's defaults.
     *
     * <pre>{@code
     * AgentConfigs.spec(AgentConfigs.PLAN_EXEC);                                   // "plan_exec"
     * AgentConfigs.spec(AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.9).build());
     * // {"base":"plan_exec","name":"plan_exec","rho":0.9}
     * }</pre>
     */
    public static String spec(AgentConfig config) {
        AgentConfig standard = byName(config.name());
        if (config.equals(standard)) {
            return config.name();
        }
        AgentConfig reference =
                standard != null ? standard : AgentConfig.builder(config.name()).build();
        Map<String, PyObject> spec = new LinkedHashMap<>();
        if (standard != null) {
            spec.put("base", PyStr.of(standard.name()));
        }
        spec.put("name", PyStr.of(config.name()));
        PyDict mine = config.toPy();
        PyDict theirs = reference.toPy();
        for (String field : AgentConfig.FIELDS) {
            if (!mine.require(field).repr().equals(theirs.require(field).repr())) {
                spec.put(field, mine.get(field));
            }
        }
        return PyJson.dumps(new PyDict(spec));
    }

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
    public static final class ConfigCodes {

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
}
