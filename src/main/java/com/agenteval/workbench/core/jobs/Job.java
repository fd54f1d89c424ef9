package com.agenteval.workbench.core.jobs;

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
}
