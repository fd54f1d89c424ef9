package com.agenteval.workbench.live;

/**
 * Cancels one live run: the next model call or search stops the agent, and a call or backoff in progress is
 * interrupted. Each run has its own token and its own thread.
 */
public final class CancelToken {

    private volatile boolean cancelled;
    private Thread runner;

    public void cancel() {
        cancelled = true;
        synchronized (this) {
            if (runner != null) {
                runner.interrupt();
            }
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** The thread doing the run, so a cancel can interrupt a call in progress. */
    synchronized void bind(Thread thread) {
        this.runner = thread;
    }

    /** The run is over; a later cancel interrupts nothing. Clears the thread's interrupt flag. */
    synchronized void unbind() {
        this.runner = null;
        Thread.interrupted();
    }
}
