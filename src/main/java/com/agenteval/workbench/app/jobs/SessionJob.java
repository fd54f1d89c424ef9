package com.agenteval.workbench.app.jobs;

import com.agenteval.workbench.core.jobs.Job;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.JobEnd;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * A {@link Job} that {@link Jobs} runs: it keeps its progress events and its end for the pages that follow it; the
 * running side (run, report, refused) stays in this package, so a page can follow and cancel a job but never run it.
 *
 * @param <E> one progress event
 * @param <R> the result
 */
final class SessionJob<E, R> implements Job<E, R> {

    /** Events kept for a page that comes back; a longer run still reports live, it only stops recording. */
    static final int MAX_KEPT_EVENTS = 10_000;

    private final JobKind<E, R> kind;
    private final Cancellation cancellation = new Cancellation();
    private final List<E> events = new ArrayList<>();
    private final List<Listener<E, R>> listeners = new ArrayList<>();
    private final CompletableFuture<JobEnd<R>> end = new CompletableFuture<>();
    /** Null while the job runs. */
    private @Nullable JobEnd<R> ended;

    SessionJob(JobKind<E, R> kind, List<E> opening) {
        this.kind = kind;
        this.events.addAll(opening);
    }

    @Override
    public JobKind<E, R> kind() {
        return kind;
    }

    @Override
    public void cancel() {
        cancellation.cancel();
    }

    @Override
    public boolean isCancelled() {
        return cancellation.isCancelled();
    }

    @Override
    public synchronized boolean isRunning() {
        return ended == null;
    }

    @Override
    public synchronized Optional<JobEnd<R>> end() {
        return Optional.ofNullable(ended);
    }

    @Override
    public CompletableFuture<JobEnd<R>> whenEnded() {
        return end;
    }

    @Override
    public synchronized Runnable follow(Listener<E, R> listener) {
        for (E e : events) {
            listener.event(e);
        }
        if (ended != null) {
            listener.ended(ended);
            return () -> {};
        }
        listeners.add(listener);
        return () -> {
            synchronized (SessionJob.this) {
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
