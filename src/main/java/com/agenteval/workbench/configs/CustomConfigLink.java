package com.agenteval.workbench.configs;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.params.ConfigCodes;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The student's own configs as a link carries them: one code each ({@code custom=skippy:plan_exec,p_skip=0.3}). A
 * link is untrusted, so only the first {@code max} codes are read and a bad one is reported, not thrown.
 */
final class CustomConfigLink {

    private CustomConfigLink() {
    }

    /** The configs of the codes that decode and name no built-in config; each is also handed to {@code save}. */
    static List<AgentConfig> decode(List<String> codes, int max, Consumer<AgentConfig> save,
                                    Consumer<String> problem) {
        List<AgentConfig> fromLink = new ArrayList<>();
        for (String code : codes.subList(0, Math.min(codes.size(), max))) {
            try {
                AgentConfig c = ConfigCodes.decode(code);
                if (AgentConfigs.byName(c.name()) == null) {
                    fromLink.add(c);
                    save.accept(c);
                }
            } catch (IllegalArgumentException e) {
                problem.accept(e.getMessage());
            }
        }
        return List.copyOf(fromLink);
    }
}
