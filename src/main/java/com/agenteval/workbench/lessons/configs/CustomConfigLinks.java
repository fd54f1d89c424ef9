package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The student's own configs in a /configs link, as codes ({@code custom=skippy:plan_exec,p_skip=0.3}, one per
 * config): a link shows exactly its configs. A link is untrusted: at most {@link #MAX} codes are read, and a code
 * that does not decode is reported, never thrown.
 */
final class CustomConfigLinks {

    /** The URL key of the student's own configs, one code each. */
    static final String KEY = "custom";
    /** More configs in one link are ignored (each runs on every task). */
    static final int MAX = 10;

    private CustomConfigLinks() {}

    /** What a link's codes gave: the configs (standard names skipped) and why the others were refused. */
    record Read(List<AgentConfig> configs, List<String> problems) {
        Read {
            configs = List.copyOf(configs);
            problems = List.copyOf(problems);
        }
    }

    static Read read(List<String> codes) {
        List<AgentConfig> configs = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String code : codes.subList(0, Math.min(codes.size(), MAX))) {
            try {
                AgentConfig c = ConfigCodes.decode(code);
                if (AgentConfigs.byName(c.name()) == null) {
                    configs.add(c);
                }
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        return new Read(configs, problems);
    }

    /** The query with the configs' codes added (none when there are none). */
    static Map<String, List<String>> write(Map<String, List<String>> query, List<AgentConfig> custom) {
        Map<String, List<String>> q = new LinkedHashMap<>(query);
        if (!custom.isEmpty()) {
            q.put(KEY, custom.stream().map(ConfigCodes::encode).toList());
        }
        return q;
    }
}
