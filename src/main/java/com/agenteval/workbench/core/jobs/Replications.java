package com.agenteval.workbench.core.jobs;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.jobs.Job.Progress;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * M replications (the error-bar lab's; a comparison's blocks and the tool sweep's points through
 * {@link Helpers#forEach}), computed by the calling thread and by helpers the caller lends (its compute lane's
 * threads), with the same results as one at a time: each replication's block is drawn in order from the one long
 * task list (one generator) under a lock, computed from its own seed, and stored by its index, so the caller sums
 * them in index order. The calling thread works too, so no helper has to get a thread for the work to end: a helper
 * that starts after the last replication was handed out returns at once, and the caller waits only for the helpers
 * that took one. Core starts no threads.
 */
final class Replications {

    private Replications() {}

    /**
     * Replications 0..m−1: {@code draw} is called in order r = 0, 1, ... (one at a time), {@code replicate} on any of
     * the threads; progress hears how many are done (one report per replication, counting up); results by index.
     *
     * @throws CancelledException when cancelled (the flag, or the calling thread interrupted), after the helpers
     *                            that took a replication have stopped
     */
    public static <B, T> Object[] run(
            int m,
            IntFunction<B> draw,
            Helpers.Replicate<B, T> replicate,
            Helpers helpers,
            Progress<Integer> progress,
            Cancellation cancel) {
        State<B, T> s = new State<>(m, draw, replicate, progress, cancel);
        for (int i = 0; i < helpers.count(); i++) {
            try {
                helpers.executor().execute(s::help);
            } catch (RejectedExecutionException busy) {
                break; // the lane is full: the calling thread does the rest
            }
        }
        try {
            s.work();
        } catch (RuntimeException | Error e) {
            s.fail(e);
        }
        s.awaitHelpers();
        return s.results;
    }

    private static final class State<B, T> {
        private final int m;
        private final IntFunction<B> draw;
        private final Helpers.Replicate<B, T> replicate;
        private final Progress<Integer> progress;
        private final Cancellation cancel;
        final Object[] results;
        /** Guarded by this. */
        private int next;

        private int done;
        private int helping;
        private boolean closed;
        private @Nullable Throwable failure;

        State(
                int m,
                IntFunction<B> draw,
                Helpers.Replicate<B, T> replicate,
                Progress<Integer> progress,
                Cancellation cancel) {
            this.m = m;
            this.draw = draw;
            this.replicate = replicate;
            this.progress = progress;
            this.cancel = cancel;
            this.results = new Object[m];
        }

        void help() {
            synchronized (this) {
                if (closed || next >= m || failure != null) {
                    return;
                }
                helping++;
            }
            try {
                work();
            } catch (RuntimeException | Error e) {
                fail(e);
            } finally {
                synchronized (this) {
                    helping--;
                    notifyAll();
                }
            }
        }

        /** Takes replications until none is left, one has failed or the work is cancelled. */
        void work() {
            while (true) {
                int r;
                B block;
                synchronized (this) {
                    if (next >= m || failure != null) {
                        return;
                    }
                    r = next++;
                    block = draw.apply(r);
                }
                if (cancel.isCancelled() || Thread.currentThread().isInterrupted()) {
                    throw new CancelledException();
                }
                T result = replicate.compute(r, block);
                synchronized (this) {
                    results[r] = result;
                    done++;
                    progress.report(done);
                }
            }
        }

        synchronized void fail(Throwable e) {
            if (failure == null) {
                failure = e;
            }
        }

        /** The caller is done: no helper starts any more; those under way finish their replication. */
        void awaitHelpers() {
            boolean interrupted = false;
            synchronized (this) {
                closed = true;
                while (helping > 0) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true; // a cancel: the helpers stop at their next replication
                        if (failure == null) {
                            failure = new CancelledException();
                        }
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            Throwable f;
            synchronized (this) {
                f = failure;
            }
            if (f instanceof RuntimeException re) {
                throw re;
            }
            if (f instanceof Error er) {
                throw er;
            }
        }
    }
}
