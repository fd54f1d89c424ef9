package com.agenteval.workbench.app.jobs;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The bounds of the pool that computes the notebook pages' outputs ({@link ComputePool}).
 *
 * <pre>
 * workbench.compute.threads=2          # outputs computing at once, all sessions together
 * workbench.compute.queue=2000         # outputs waiting for a thread; beyond that a cell says the server is busy
 * workbench.compute.per-session=2      # outputs of one browser session computing at once
 * </pre>
 *
 * @param threads    worker threads, at least 1
 * @param queue      waiting outputs, at least 1
 * @param perSession running outputs per session, at least 1: a burst of one student waits in its own lane
 */
@ConfigurationProperties("workbench.compute")
record ComputeProperties(
        @DefaultValue("2") int threads,
        @DefaultValue("2000") int queue,
        @DefaultValue("2") int perSession) {

    public ComputeProperties {
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("workbench.compute.threads must be between 1 and 256, not " + threads);
        }
        if (queue < 1 || queue > 100_000) {
            throw new IllegalArgumentException("workbench.compute.queue must be between 1 and 100000, not " + queue);
        }
        if (perSession < 1 || perSession > 256) {
            throw new IllegalArgumentException(
                    "workbench.compute.per-session must be between 1 and 256, not " + perSession);
        }
    }
}
