package com.agenteval.workbench.sim;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * One student's state in the simulated world, for the whole browser session: the world they last looked at
 * (the tools playground and the agent pages call tools against it) and the custom agent configs they made.
 * Two students never share it.
 */
@Component
@VaadinSessionScope
public class SimSession {

    private static final int WORLD_CACHE = 8;

    private WorldSpec worldSpec = WorldSpec.lecture();
    private final Map<WorldSpec, World> worlds = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<WorldSpec, World> eldest) {
            return size() > WORLD_CACHE;
        }
    };
    private final List<AgentConfig> customConfigs = new ArrayList<>();

    /** The session's world: the lecture's default until the student changes it on the world page. */
    public synchronized WorldSpec worldSpec() {
        return worldSpec;
    }

    public synchronized void useWorld(WorldSpec spec) {
        this.worldSpec = spec;
    }

    /** The world for a spec, built once per session and kept for the last few specs. */
    public synchronized World world(WorldSpec spec) {
        return worlds.computeIfAbsent(spec, WorldSpec::make);
    }

    /** The session's current world. */
    public World world() {
        return world(worldSpec());
    }

    /** Custom configs the student made, in the order made; a new one replaces one with the same name. */
    public synchronized List<AgentConfig> customConfigs() {
        return Collections.unmodifiableList(new ArrayList<>(customConfigs));
    }

    public synchronized void saveCustomConfig(AgentConfig config) {
        customConfigs.removeIf(c -> c.name().equals(config.name()));
        customConfigs.add(config);
    }

    /** Forgets the custom config of this name, if there is one. */
    public synchronized void removeCustomConfig(String name) {
        customConfigs.removeIf(c -> c.name().equals(name));
    }
}
