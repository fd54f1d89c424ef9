package com.agenteval.workbench.core.log;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The readers of saved files for tests ({@link FileBytes}): the app's pool has {@link FileBytes#READERS} threads from
 * app/jobs/BackgroundWork; the tests share one wider pool of daemon threads, so that parallel tests never find every
 * reader busy.
 */
public final class TestReaders {

    private static final AtomicInteger THREADS = new AtomicInteger();

    /** Shared by every test of the JVM; never shut down (its threads are daemons and end when idle). */
    public static final ExecutorService POOL =
            new ThreadPoolExecutor(0, 64, 10, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread t = new Thread(r, "test-file-read-" + THREADS.incrementAndGet());
                t.setDaemon(true);
                return t;
            });

    private TestReaders() {}
}
