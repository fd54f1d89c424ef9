package com.agenteval.workbench.core.jobs;

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
}
