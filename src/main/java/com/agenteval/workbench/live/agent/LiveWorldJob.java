package com.agenteval.workbench.live.agent;

import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One live-agent run under way on its own thread: cancel it, or wait for the saved run. The outcome fails with a
 * {@link com.agenteval.workbench.core.agent.live.LiveAgentStoppedException} when cancelled or a call failed.
 */
public final class LiveWorldJob {

    /**
     * A finished run and the file it was saved to.
     *
     * @param run  the run
     * @param file the saved file
     */
    public record Saved(LiveWorldRun run, Path file) {
    }

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final CompletableFuture<Saved> outcome = new CompletableFuture<>();
    private Thread thread;

    /** Stops the run: before its next model call, or by interrupting the call in progress. */
    public void cancel() {
        cancelled.set(true);
        synchronized (this) {
            if (thread != null) {
                thread.interrupt();
            }
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    public CompletableFuture<Saved> outcome() {
        return outcome;
    }

    public boolean isDone() {
        return outcome.isDone();
    }

    synchronized void bind(Thread t) {
        this.thread = t;
    }

    /** No more interrupts; clears one that already arrived (call on the run's thread). */
    synchronized void unbind() {
        this.thread = null;
        Thread.interrupted();
    }
}
