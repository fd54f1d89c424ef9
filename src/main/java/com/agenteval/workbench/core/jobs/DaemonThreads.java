package com.agenteval.workbench.core.jobs;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads for the workbench's own pools: daemons (they never hold the JVM open) named by whose they are. */
public final class DaemonThreads {

    private DaemonThreads() {
    }

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
