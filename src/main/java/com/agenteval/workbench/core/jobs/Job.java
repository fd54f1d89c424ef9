package com.agenteval.workbench.core.jobs;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * One piece of long work of a session, as whoever shows it sees it: a {@link SessionJobs} runner started it, and it
 * keeps its progress events and its end, so a page opened again (after the student visited another page) replays
 * them and follows the rest. Thread-safe: the worker reports, pages follow and cancel.
 *
 * <pre>{@code
 * Job<String, Integer> job = jobs.start(session, COUNT, List.of(), (progress, cancel) -> 3);
 * Runnable unfollow = job.follow(listener);   // every event so far, each new one, then the end
 * job.cancel();
 * }</pre>
 *
 * @param <E> one progress event
 * @param <R> the result
 */
public interface Job<E, R> {

    /** Hears a job: every event so far, then each new one, then its end (once). Called on the reporting thread. */
    interface Listener<E, R> {
        void event(E event);

        void ended(JobEnd<R> end);
    }

    JobKind<E, R> kind();

    /** Asks the work to stop; a waiting job never starts. */
    void cancel();

    boolean isCancelled();

    /** Waiting for a thread or running: it counts against the session's cap. */
    boolean isRunning();

    /** How it ended, once it has. */
    Optional<JobEnd<R>> end();

    /** Completes with the job's end; for tests and callers that wait. */
    CompletableFuture<JobEnd<R>> whenEnded();

    /**
     * Replays the events so far and the end, if any, to {@code listener}, then hands it every new one. Replay and
     * new events are delivered in order under the job's lock, so a listener should only hand them on (e.g. queue a
     * UI update), never wait.
     *
     * @return stops the following, e.g. when the page is closed
     */
    Runnable follow(Listener<E, R> listener);

    /**
     * Which long work a job does, e.g. the run page's forecast panel. A session has at most one job of a kind at a time,
     * and a page finds its session's job by kind when it is opened again. The type parameters tie the kind to its
     * progress events and result, so a page gets back the job it started.
     *
     * @param name      a short stable name, also the worker thread's
     * @param computing whether the job is computation that belongs on the fair compute pool ({@link ComputeLanes}, in
     *                  its session's lane, beside the session's other outputs) rather than on the job runner's own
     *                  workers, which wait on models, searches and networks
     * @param <E>       one progress event
     * @param <R>       the result
     */
    record JobKind<E, R>(String name, boolean computing) {

        public JobKind {
            if (name == null || !name.matches("[a-z0-9-]{1,40}")) {
                throw new IllegalArgumentException("a job kind is 1 to 40 of a-z, 0-9 and '-': " + name);
            }
        }

        public static <E, R> JobKind<E, R> of(String name) {
            return new JobKind<>(name, false);
        }

        /** A kind of long computation (e.g. the error-bar lab): its jobs run on the compute pool. */
        public static <E, R> JobKind<E, R> computing(String name) {
            return new JobKind<>(name, true);
        }
    }

    /**
     * How a job ended: with its result, cancelled, or failed.
     *
     * @param <R> the result
     */
    sealed interface JobEnd<R> {

        record Done<R>(R result) implements JobEnd<R> {}

        record Cancelled<R>() implements JobEnd<R> {}

        /** @param error why there is no result; its message is what the page shows */
        record Failed<R>(Throwable error) implements JobEnd<R> {

            public Failed {
                Objects.requireNonNull(error, "error");
            }

            /** The error in words: its message, or its type when it has none. */
            public String message() {
                String m = error.getMessage();
                return m == null || m.isBlank() ? error.getClass().getSimpleName() : m;
            }
        }
    }

    /**
     * What a job runs on a worker thread: it reports progress, stops when cancelled (throwing {@link CancelledException},
     * or returning a result that says so), and returns its result or throws why there is none.
     *
     * @param <E> one progress event
     * @param <R> the result
     */
    @FunctionalInterface
    interface Work<E, R> {

        R run(Progress<E> progress, Cancellation cancellation) throws Exception;
    }

    /**
     * Hears long work as it goes: one event per step (an agent's search, a judged trace, a model turn). The work calls
     * {@link #report} on its own thread; whoever listens (the job runner, a command's stderr) decides where it goes.
     *
     * <pre>{@code
     * Progress<String> progress = line -> System.err.println(line);
     * progress.report("trace 3 of 5 judged");
     * }</pre>
     *
     * @param <E> what one event is
     */
    @FunctionalInterface
    interface Progress<E> {

        void report(E event);

        /** Hears nothing. */
        static <E> Progress<E> none() {
            return event -> {};
        }
    }

    /**
     * The runner of a session's long work, by kind: the port the notebook's job binding starts and finds jobs through,
     * and the app's job runner implements. A session has at most one job of a kind at a time, so a page opened again
     * finds the one it started.
     *
     * <pre>{@code
     * Job<String, Integer> job = jobs.start(sessionId, COUNT, List.of(), (progress, cancel) -> { ...; return 3; });
     * jobs.find(sessionId, COUNT);   // the same job, from another page of the session
     * }</pre>
     */
    interface SessionJobs {

        /**
         * Starts {@code work} for a session. {@code opening} are the job's first events (e.g. "a panel of 3 agents,
         * all waiting"), replayed like the rest to a page that comes back.
         *
         * @throws JobRefusedException when the job may not start now; its message says why, in words
         */
        <E, R> Job<E, R> start(String session, JobKind<E, R> kind, List<E> opening, Work<E, R> work);

        /** The session's latest job of this kind, running or ended; empty when it has none. */
        <E, R> Optional<Job<E, R>> find(String session, JobKind<E, R> kind);

        /** A job was not started: the session's cap is reached, one of its kind is under way, or the server is busy. */
        final class JobRefusedException extends RuntimeException {

            public JobRefusedException(String message) {
                super(message);
            }
        }
    }

    /**
     * Where the notebook's outputs compute: short work, queued per session, where a newer task for the same slot (an
     * output cell) cancels the older one, queued or running (a running one is interrupted). The port the notebook's cell
     * runner submits to; the app's compute pool implements it with bounds from its configuration.
     *
     * <pre>{@code
     * Future<?> f = lanes.submit(session, cell, () -> show(compute()));   // cancels what cell had queued or running
     * }</pre>
     */
    interface ComputeLanes {

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
    record Helpers(Executor executor, int count) {
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
                int m,
                IntFunction<B> draw,
                Replicate<B, T> replicate,
                Progress<Integer> progress,
                Cancellation cancel) {
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
    static final class Cancellation implements BooleanSupplier {

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
}
