package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code sim --config} text that resolves to exactly a given config: a standard name when it is one, else a
 * JSON object with only the fields that differ — from the standard config of the same name ({@code base}), or from
 * the module's defaults.
 *
 * <pre>{@code
 * ConfigSpecs.of(AgentConfigs.PLAN_EXEC);                                   // "plan_exec"
 * ConfigSpecs.of(AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.9).build());
 * // {"base":"plan_exec","name":"plan_exec","rho":0.9}
 * }</pre>
 */
public final class ConfigSpecs {

    private ConfigSpecs() {}

    public static String of(AgentConfig config) {
        AgentConfig standard = AgentConfigs.byName(config.name());
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
