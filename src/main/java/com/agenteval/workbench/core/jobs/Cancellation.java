package com.agenteval.workbench.core.jobs;

import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Cancels one piece of long work (a forecast panel, a judge run, a live agent, a connection check): the work asks
 * {@link #isCancelled()} between its steps, and a call or backoff in progress inside {@link #interruptibly} is
 * interrupted. The one cancel mechanism of the workbench; pages, the job runner and the command line share it.
 *
 * <pre>{@code
 * Cancellation cancel = new Cancellation();
 * // on the worker:  cancel.interruptibly(() -> agent.run(..., cancel));   // the agent checks cancel between calls
 * // elsewhere:      cancel.cancel();                                        // stops it, interrupting a call under way
 * }</pre>
 */
public final class Cancellation implements BooleanSupplier {

    private volatile boolean cancelled;
    private @Nullable Thread runner;

    /** Asks the work to stop; idempotent. A thread inside {@link #interruptibly} is interrupted. */
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

    /** The same as {@link #isCancelled()}, for the core APIs that take a {@link BooleanSupplier}. */
    @Override
    public boolean getAsBoolean() {
        return cancelled;
    }

    /** Throws {@link CancelledException} once cancelled: a step boundary where the work may stop. */
    public void check() {
        if (cancelled) {
            throw new CancelledException();
        }
    }

    /**
     * Runs {@code work} on the calling thread so that a cancel interrupts it (a blocking call, a backoff, a pause).
     * Afterwards the thread takes no more interrupts and a pending one is cleared, so what follows (saving the
     * result, handing it to a page) is never cut short by a late cancel.
     */
    public <T, X extends Exception> T interruptibly(Interruptible<T, X> work) throws X {
        synchronized (this) {
            if (runner != null) {
                throw new IllegalStateException("already running on " + runner.getName());
            }
            runner = Thread.currentThread();
            if (cancelled) {
                runner.interrupt();
            }
        }
        try {
            return work.run();
        } finally {
            synchronized (this) {
                runner = null;
                Thread.interrupted();
            }
        }
    }

    /** Work that {@link #interruptibly} runs; it may throw one checked exception type. */
    @FunctionalInterface
    public interface Interruptible<T, X extends Exception> {
        T run() throws X;
    }

    /** Long work stopped because it was {@linkplain Cancellation#cancel() cancelled}, not because it failed. */
    public static final class CancelledException extends RuntimeException {

        public CancelledException() {
            super("cancelled");
        }
    }
}
