package com.agenteval.workbench.core.jobs;

import com.agenteval.workbench.core.jobs.Cancellation.CancelledException;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * Threads lent to one piece of work: up to {@code count} helpers given to {@code executor} (the session's compute
 * lane) compute parts of it beside the calling thread ({@link Replications}). The results are the same with any number
 * of helpers: each part has its own inputs and seeds, and is stored by its index. Core starts no threads; the caller
 * lends them, and {@link #NONE} is the calling thread alone.
 *
 * <pre>{@code
 * Helpers helpers = compute.helpers(session);            // the app's compute pool: the session's lane
 * helpers.forEach(blocks, b -> scores[b] = score(b));   // every block once, on the caller and the helpers
 * }</pre>
 *
 * @param executor where a helper runs; a refused one is simply not there
 * @param count    helpers at most, 0 for the calling thread alone
 */
public record Helpers(Executor executor, int count) {
    /** The calling thread alone. */
    public static final Helpers NONE = new Helpers(Runnable::run, 0);

    public Helpers {
        Objects.requireNonNull(executor, "executor");
        if (count < 0 || count > 64) {
            throw new IllegalArgumentException("helpers must be between 0 and 64, got " + count);
        }
    }

    /** Replication r of a block drawn for it. */
    @FunctionalInterface
    public interface Replicate<B, T> {
        T compute(int r, B block);
    }

    /**
     * Replications 0..m−1 on the calling thread and the helpers ({@link Replications}): {@code draw} is called in
     * order r = 0, 1, ... (one at a time), {@code replicate} on any of the threads; progress hears how many are done
     * (one report per replication, counting up); results by index.
     *
     * @throws CancelledException when cancelled (the flag, or the calling thread interrupted), after the helpers
     *                            that took a replication have stopped
     */
    public <B, T> Object[] replicate(
            int m, IntFunction<B> draw, Replicate<B, T> replicate, Progress<Integer> progress, Cancellation cancel) {
        return Replications.run(m, draw, replicate, this, progress, cancel);
    }

    /**
     * Runs {@code part} for 0..n−1, each once, on the calling thread and the helpers; returns when all are done.
     *
     * @throws CancelledException when the calling thread is interrupted (a newer change superseded the work): the
     *                            parts under way finish, no other starts
     */
    public void forEach(int n, IntConsumer part) {
        Replications.run(
                n,
                i -> i,
                (i, same) -> {
                    part.accept(i);
                    return Boolean.TRUE;
                },
                this,
                Progress.none(),
                new Cancellation());
    }
}
