package com.agenteval.workbench.app.jobs;

import jakarta.annotation.PreDestroy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * The one place that makes threads: every executor, timer and background loop of the workbench is a named, bounded
 * pool made here (ArchitectureTest's {@code backgroundWorkComesFromOneFactory} holds it). Threads are daemons named
 * {@code <name>-1}, {@code <name>-2}, ..., so a thread dump says whose work it is; a pool has at most its threads and
 * its queue, and refuses more with a message; every pool is shut down when the application stops.
 *
 * <pre>{@code
 * ExecutorService workers = work.pool("job", 2, 32);            // job-1, job-2; a 33rd waiting job is refused
 * ScheduledExecutorService timer = work.timer("compute-timer"); // one thread for delays and periodic reports
 * }</pre>
 *
 * <p>Short work of a page belongs in its session's compute lane ({@link ComputePool#lane}), long work with progress
 * in a {@link Jobs} job; a new pool here is for work that is neither (a watcher's loop, a timer, the readers of saved
 * files, live calls' pools). Core starts no threads: core code that needs helpers or a deadline takes an
 * {@code Executor} from its caller. Outside Spring (a
 * command of the command line), whoever makes one closes it when the work is done ({@code try (BackgroundWork work =
 * new BackgroundWork())}).
 */
@Component
public class BackgroundWork implements AutoCloseable {

    /** Guarded by this: every pool made, shut down at {@link #close()}. */
    private final List<ExecutorService> pools = new ArrayList<>();

    private boolean closed;

    /**
     * A pool of {@code threads} threads named {@code name-n} with room for {@code queue} waiting tasks (0: none, a
     * task is refused unless a thread is free); a task beyond that is refused with a
     * {@link RejectedExecutionException} that says so. Idle threads end after a minute.
     */
    public ExecutorService pool(String name, int threads, int queue) {
        if (threads < 1 || queue < 0) {
            throw new IllegalArgumentException(
                    "a pool needs at least one thread and a queue of 0 or more, not " + threads + " and " + queue);
        }
        BlockingQueue<Runnable> waiting = queue == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(queue);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(
                threads, threads, 1, TimeUnit.MINUTES, waiting, named(name), (task, executor) -> {
                    throw new RejectedExecutionException(
                            "The server is busy: " + executor.getQueue().size() + " tasks of " + name
                                    + " are waiting. Try again in a moment.");
                });
        pool.allowCoreThreadTimeOut(true);
        return register(pool);
    }

    /** One thread named {@code name-1} for delayed and periodic tasks ({@code schedule}, {@code scheduleAt...}). */
    public ScheduledExecutorService timer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, named(name));
        timer.setRemoveOnCancelPolicy(true); // a disarmed deadline leaves the queue at once
        return register(timer);
    }

    /** A loop that runs until the application stops (a folder watcher): one thread named {@code name-1}. */
    public ExecutorService loop(String name) {
        return pool(name, 1, 0);
    }

    private synchronized <T extends ExecutorService> T register(T pool) {
        if (closed) {
            pool.shutdownNow();
            throw new RejectedExecutionException("the application is stopping: no new background work");
        }
        pools.add(pool);
        return pool;
    }

    /** Pools made and not yet shut down; for the tests of the shutdown. */
    synchronized int open() {
        return (int) pools.stream().filter(p -> !p.isShutdown()).count();
    }

    /** The application stops: every pool made here is shut down and its running tasks interrupted. */
    @PreDestroy
    @Override
    public void close() {
        List<ExecutorService> all;
        synchronized (this) {
            closed = true;
            all = List.copyOf(pools);
            pools.clear();
        }
        all.forEach(ExecutorService::shutdownNow);
    }

    /**
     * A thread the JVM runs when it exits (a command's clean-up on Ctrl-C), named {@code name}; not started, for
     * {@link Runtime#addShutdownHook}.
     */
    public static Thread shutdownHook(String name, Runnable work) {
        return new Thread(work, name);
    }

    /** Daemon threads (they never hold the JVM open) named {@code name-1}, {@code name-2}, ...: whose they are. */
    private static ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
