package com.agenteval.workbench.core.jobs;

import com.agenteval.workbench.core.jobs.Cancellation.CancelledException;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

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
}
