package com.agenteval.workbench.core.jobs;

import java.time.Duration;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/**
 * Where the notebook's outputs compute: short work, queued per session, where a newer task for the same slot (an
 * output cell) cancels the older one, queued or running (a running one is interrupted). The port the notebook's cell
 * runner submits to; the app's compute pool implements it with bounds from its configuration.
 *
 * <pre>{@code
 * Future<?> f = lanes.submit(session, cell, () -> show(compute()));   // cancels what cell had queued or running
 * }</pre>
 */
public interface ComputeLanes {

    /**
     * Queues {@code work} in the session's lane, cancelling the task {@code slot} had queued or running.
     *
     * @throws RejectedExecutionException when too many tasks are already waiting; its message says so, in words
     */
    Future<?> submit(Object session, Object slot, Runnable work);

    /**
     * Runs {@code change} (a result applied to a page, and its push) on a thread that never computes: a push may
     * write to a slow browser's socket, which must not hold a lane's thread.
     *
     * @throws RejectedExecutionException when too many changes are already waiting
     */
    void push(Runnable change);

    /** Runs {@code task} once after {@code delay} (a slow output's progress bar), on the lanes' timer. */
    void after(Duration delay, Runnable task);
}
