package com.agenteval.workbench.app.lesson;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;

/**
 * The error-bar lab's services: the session's world, each config's true accuracy (computed once for every student)
 * and the helpers of the session's compute lane that the lab's replications run on.
 */
public class ErrorBarsLesson {

    private final SimSession session;
    private final SharedResults shared;
    private final ComputePool compute;

    public ErrorBarsLesson(SimSession session, SharedResults shared, ComputePool compute) {
        this.session = session;
        this.shared = shared;
        this.compute = compute;
    }

    /** The world the session's pages start from. */
    public WorldSpec worldSpec() {
        return session.worldSpec();
    }

    public World world(WorldSpec spec) {
        return session.world(spec);
    }

    /** {@code config}'s true accuracy on {@code world}, shared by every student ({@link SharedResults#truth}). */
    public CoverageLab.Truth truth(World world, AgentConfig config) {
        return shared.truth(world, config);
    }

    /** The threads the lab's work may lend itself from the lane of the session {@code sessionId} names. */
    public Helpers helpers(Object sessionId) {
        return compute.helpers(sessionId);
    }
}
