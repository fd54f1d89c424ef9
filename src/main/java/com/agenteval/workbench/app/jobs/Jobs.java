package com.agenteval.workbench.app.jobs;

import com.agenteval.workbench.core.jobs.Job;
import com.agenteval.workbench.core.jobs.Job.ComputeLanes;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.SessionJobs;
import com.agenteval.workbench.core.jobs.Job.SessionJobs.JobRefusedException;
import com.agenteval.workbench.core.jobs.Job.Work;
import jakarta.annotation.PreDestroy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * The one runner of long work (forecast panels, judge runs, live runs, connection checks, the live world agent): a
 * bounded pool of worker threads with a bounded queue, and each session's jobs by kind, so a run survives navigation
 * and a page opened again finds it. A {@linkplain JobKind#computing() computing} kind's job (the error-bar lab) runs
 * on the fair compute pool instead, in its session's lane (the session id is the lane), with the same progress,
 * cancel and replay. A session may have {@code workbench.jobs.max-per-session} jobs running or waiting;
 * its jobs are cancelled when it ends ({@link SessionJobsListener}).
 *
 * <pre>{@code
 * Job<String, Integer> job = jobs.start(sessionId, COUNT, List.of(), (progress, cancel) -> { ...; return 3; });
 * jobs.find(sessionId, COUNT);   // the same job, from another page of the session
 * }</pre>
 */
@Service
@EnableConfigurationProperties(JobsProperties.class)
public class Jobs implements SessionJobs {

    private static final Logger LOG = LoggerFactory.getLogger(Jobs.class);

    private final JobsProperties limits;
    private final ComputeLanes compute;
    private final ExecutorService workers;
    /** Session id to its latest job of each kind; guarded by this. */
    private final Map<String, Map<JobKind<?, ?>, Job<?, ?>>> sessions = new HashMap<>();

    /**
     * @param limits  the workers' and sessions' bounds
     * @param compute where computing kinds run (the app's compute pool)
     * @param work    where the workers come from: threads {@code job-1}, {@code job-2}, ...
     */
    public Jobs(JobsProperties limits, ComputeLanes compute, BackgroundWork work) {
        this.limits = limits;
        this.compute = compute;
        this.workers = work.pool("job", limits.threads(), limits.queue());
    }

    /**
     * {@inheritDoc}
     *
     * @throws JobRefusedException when the session's cap is reached, a job of this kind is under way in the session,
     *                             or the queue is full; its message says which
     */
    @Override
    public synchronized <E, R> Job<E, R> start(String session, JobKind<E, R> kind, List<E> opening, Work<E, R> work) {
        Map<JobKind<?, ?>, Job<?, ?>> mine = sessions.computeIfAbsent(session, s -> new LinkedHashMap<>());
        Job<?, ?> same = mine.get(kind);
        if (same != null && same.isRunning()) {
            throw new JobRefusedException(
                    "This run is already under way in this session; wait for it to finish, " + "or cancel it.");
        }
        long running = mine.values().stream().filter(Job::isRunning).count();
        if (running >= limits.maxPerSession()) {
            throw new JobRefusedException("This session already has " + jobs(running) + " running, the most it may ("
                    + limits.maxPerSession() + "): wait for one to finish, or cancel one.");
        }
        SessionJob<E, R> job = new SessionJob<>(kind, opening);
        if (kind.computing()) {
            try {
                compute.submit(session, job, () -> job.run(work));
            } catch (RejectedExecutionException e) {
                throw new JobRefusedException(
                        Objects.requireNonNullElse(e.getMessage(), "The server is busy. Try again in a moment."));
            }
        } else {
            try {
                workers.execute(() -> job.run(work));
            } catch (RejectedExecutionException e) {
                throw new JobRefusedException(
                        "The server is busy: " + jobs(limits.queue()) + " already waiting. Try again in a moment.");
            }
        }
        mine.put(kind, job);
        return job;
    }

    private static String jobs(long n) {
        return n + (n == 1 ? " job" : " jobs");
    }

    @Override
    @SuppressWarnings("unchecked") // a kind is only ever stored with its own job type (see start)
    public synchronized <E, R> Optional<Job<E, R>> find(String session, JobKind<E, R> kind) {
        Map<JobKind<?, ?>, Job<?, ?>> mine = sessions.get(session);
        return mine == null ? Optional.empty() : Optional.ofNullable((Job<E, R>) mine.get(kind));
    }

    /** Jobs running or waiting in this session. */
    public synchronized int running(String session) {
        Map<JobKind<?, ?>, Job<?, ?>> mine = sessions.get(session);
        return mine == null
                ? 0
                : (int) mine.values().stream().filter(Job::isRunning).count();
    }

    public int maxPerSession() {
        return limits.maxPerSession();
    }

    /** The session is over (its browser is gone or it timed out): its jobs are cancelled and forgotten. */
    public void endSession(String session) {
        Map<JobKind<?, ?>, Job<?, ?>> mine;
        synchronized (this) {
            mine = sessions.remove(session);
        }
        if (mine == null) {
            return;
        }
        int cancelled = 0;
        for (Job<?, ?> job : mine.values()) {
            if (job.isRunning()) {
                job.cancel();
                cancelled++;
            }
        }
        if (cancelled > 0) {
            LOG.info("session ended: {} job(s) cancelled", cancelled);
        }
    }

    @PreDestroy
    void stop() {
        List<String> all;
        synchronized (this) {
            all = new ArrayList<>(sessions.keySet());
        }
        all.forEach(this::endSession);
        workers.shutdown();
    }
}
