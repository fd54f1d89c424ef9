package com.agenteval.workbench.core.jobs;

import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.Work;
import java.util.List;
import java.util.Optional;

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
public interface SessionJobs {

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
