package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.lessons.shared.AgentRun;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Two runs to compare: the one the student pinned (absent until they pin one) and the current one.
 *
 * @param pinned  the pinned run, or null
 * @param current the run the page shows now
 */
record SideBySide(@Nullable AgentRun pinned, AgentRun current) {

    SideBySide {
        Objects.requireNonNull(current, "current");
    }
}
