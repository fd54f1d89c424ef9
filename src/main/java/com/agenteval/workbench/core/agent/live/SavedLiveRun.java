package com.agenteval.workbench.core.agent.live;

import java.time.Instant;
import java.util.Objects;

/**
 * A live run read back from its file and rebuilt offline.
 *
 * @param run       the run, its trace rebuilt by replaying the recorded replies against the recorded world
 * @param createdAt when the run was made
 */
public record SavedLiveRun(LiveWorldRun run, Instant createdAt) {

    public SavedLiveRun {
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
