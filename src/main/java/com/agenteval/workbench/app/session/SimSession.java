package com.agenteval.workbench.app.session;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One student's state in the simulated world, for the whole browser session: the world they last looked at
 * (the tools playground and the agent pages call tools against it) and the custom agent configs they made.
 * Two students never share it; the worlds and tasks it hands out come from the shared {@link ResultCache}.
 *
 * <p>One per browser session: the application's SessionBeans declares the scope (Vaadin's), so app stays free of
 * Vaadin.
 */
public class SimSession {

    /** About what a world takes in memory: 65 records in four versions, their series and deviations. */
    static final long WORLD_BYTES = 40_000;
    /** About what one task takes in memory. */
    static final long TASK_BYTES = 400;

    private final ResultCache results;
    private WorldSpec worldSpec = WorldSpec.lecture();
    private final List<AgentConfig> customConfigs = new ArrayList<>();

    public SimSession(ResultCache results) {
        this.results = results;
    }

    /** The session's world: the lecture's default until the student changes it on the world page. */
    public synchronized WorldSpec worldSpec() {
        return worldSpec;
    }

    public synchronized void useWorld(WorldSpec spec) {
        this.worldSpec = spec;
    }

    /** The world for a spec: one object for every session, from the shared result cache. */
    public World world(WorldSpec spec) {
        return results.get(ResultKey.of("world", spec), w -> WORLD_BYTES, spec::make);
    }

    /** The tasks made in a world: one list for every session, from the shared result cache. */
    public List<Task> tasks(WorldSpec spec, int n, BigInteger seed, boolean newData) {
        return results.get(
                ResultKey.of("tasks", List.of(spec, n, seed, newData)),
                t -> TASK_BYTES * t.size(),
                () -> Tasks.make(world(spec), n, seed, newData));
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
