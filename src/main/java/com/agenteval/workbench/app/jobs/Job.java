package com.agenteval.workbench.app.jobs;

import com.agenteval.workbench.core.jobs.Cancellation;
import com.agenteval.workbench.core.jobs.CancelledException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * One piece of long work of a session, started by {@link Jobs}: it keeps its progress events and its end, so a page
 * opened again (after the student visited another page) replays them and follows the rest. Thread-safe: the worker
 * reports, pages follow and cancel.
 *
 * @param <E> one progress event
 * @param <R> the result
 */
public final class Job<E, R> {

    /** Events kept for a page that comes back; a longer run still reports live, it only stops recording. */
    static final int MAX_KEPT_EVENTS = 10_000;

    /** Hears a job: every event so far, then each new one, then its end (once). Called on the reporting thread. */
    public interface Listener<E, R> {
        void event(E event);

        void ended(JobEnd<R> end);
    }

    private final JobKind<E, R> kind;
    private final Cancellation cancellation = new Cancellation();
    private final List<E> events = new ArrayList<>();
    private final List<Listener<E, R>> listeners = new ArrayList<>();
    private final CompletableFuture<JobEnd<R>> end = new CompletableFuture<>();
    private JobEnd<R> ended;

    Job(JobKind<E, R> kind, List<E> opening) {
        this.kind = kind;
        this.events.addAll(opening);
    }

    public JobKind<E, R> kind() {
        return kind;
    }

    /** Asks the work to stop; a waiting job never starts. */
    public void cancel() {
        cancellation.cancel();
    }

    public boolean isCancelled() {
        return cancellation.isCancelled();
    }

    /** Waiting for a thread or running: it counts against the session's cap. */
    public synchronized boolean isRunning() {
        return ended == null;
    }

    /** How it ended, once it has. */
    public synchronized Optional<JobEnd<R>> end() {
        return Optional.ofNullable(ended);
    }

    /** Completes with the job's end; for tests and callers that wait. */
    public CompletableFuture<JobEnd<R>> whenEnded() {
        return end;
    }

    /**
     * Replays the events so far and the end, if any, to {@code listener}, then hands it every new one. Replay and
     * new events are delivered in order under the job's lock, so a listener should only hand them on (e.g. queue a
     * UI update), never wait.
     *
     * @return stops the following, e.g. when the page is closed
     */
    public synchronized Runnable follow(Listener<E, R> listener) {
        for (E e : events) {
            listener.event(e);
        }
        if (ended != null) {
            listener.ended(ended);
            return () -> { };
        }
        listeners.add(listener);
        return () -> {
            synchronized (Job.this) {
                listeners.remove(listener);
            }
        };
    }

    synchronized void report(E event) {
        if (ended != null) {
            return;
        }
        if (events.size() < MAX_KEPT_EVENTS) {
            events.add(event);
        }
        for (Listener<E, R> l : List.copyOf(listeners)) {
            l.event(event);
        }
    }

    /** On the worker thread. */
    void run(Work<E, R> work) {
        if (cancellation.isCancelled()) {
            finish(new JobEnd.Cancelled<>());
            return;
        }
        JobEnd<R> outcome;
        try {
            outcome = new JobEnd.Done<>(work.run(this::report, cancellation));
        } catch (CancelledException e) {
            outcome = new JobEnd.Cancelled<>();
        } catch (Exception | Error e) {
            // a call cut short by the cancel fails in its own way (interrupted I/O, a closed channel): still a cancel
            outcome = cancellation.isCancelled() ? new JobEnd.Cancelled<>() : new JobEnd.Failed<>(e);
        }
        // no interrupt meant for the work may reach the pages' updates below
        Thread.interrupted();
        finish(outcome);
    }

    /** Ends a job that never ran (the executor refused it or shut down). */
    void refused(Throwable why) {
        finish(new JobEnd.Failed<>(why));
    }

    private void finish(JobEnd<R> outcome) {
        List<Listener<E, R>> told;
        synchronized (this) {
            if (ended != null) {
                return;
            }
            ended = outcome;
            told = List.copyOf(listeners);
            listeners.clear();
            for (Listener<E, R> l : told) {
                l.ended(outcome);
            }
        }
        end.complete(outcome);
    }
}
