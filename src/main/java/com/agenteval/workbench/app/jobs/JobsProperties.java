package com.agenteval.workbench.app.jobs;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The job runner's bounds.
 *
 * <pre>
 * workbench.jobs.threads=2            # long work running at once, all sessions together
 * workbench.jobs.queue=32             # jobs waiting for a thread; beyond that a start is refused ("busy")
 * workbench.jobs.max-per-session=3    # jobs one browser session may have running or waiting
 * </pre>
 *
 * @param threads       worker threads, at least 1
 * @param queue         waiting jobs, at least 0
 * @param maxPerSession running or waiting jobs per session, at least 1
 */
@ConfigurationProperties("workbench.jobs")
record JobsProperties(
        @DefaultValue("2") int threads,
        @DefaultValue("32") int queue,
        @DefaultValue("3") int maxPerSession) {

    public JobsProperties {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("workbench.jobs.threads must be between 1 and 64, not " + threads);
        }
        if (queue < 0 || queue > 10_000) {
            throw new IllegalArgumentException("workbench.jobs.queue must be between 0 and 10000, not " + queue);
        }
        if (maxPerSession < 1 || maxPerSession > 100) {
            throw new IllegalArgumentException(
                    "workbench.jobs.max-per-session must be between 1 and 100, not " + maxPerSession);
        }
    }
}
