package com.agenteval.workbench.core.jobs;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Threads for the workbench's own pools: daemons (they never hold the JVM open) named by whose they are. Pools come
 * from app/jobs/BackgroundWork, which names its threads here; only core/log/FileBytes and app/live/RunDeadline still
 * use it directly (ArchitectureTest's NOT_YET_ON_THE_FACTORY), and it moves into BackgroundWork with them.
 */
public final class DaemonThreads {

    private DaemonThreads() {}

    /** Daemon threads named {@code prefix-1}, {@code prefix-2}, ...: a thread dump says whose they are. */
    public static ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
