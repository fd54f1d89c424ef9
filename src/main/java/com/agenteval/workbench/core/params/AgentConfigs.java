package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
}
