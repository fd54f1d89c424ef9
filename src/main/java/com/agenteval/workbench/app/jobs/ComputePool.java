package com.agenteval.workbench.app.jobs;

import com.agenteval.workbench.core.jobs.Job.ComputeLanes;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * The pool that computes the notebook pages' outputs, shared fairly between sessions. Each session has its own lane
 * (a queue); free threads take the next task of the lanes in turn, and a lane runs at most
 * {@code workbench.compute.per-session} tasks at once, so one student's burst waits in its own lane while another
 * student's single change runs next. A task has a slot (an output cell): a newer task for the same slot cancels the
 * older one, queued or running (a running one is interrupted; compute code stops at its next check).
 *
 * <pre>{@code
 * Future<?> f = pool.submit(session, cell, () -> show(compute()));   // cancels what cell had queued or running
 * }</pre>
 *
 * <p>Long work with progress is a {@link Jobs} job; the job of a computing kind (the error-bar lab) runs here, in
 * its session's lane, and may lend itself the lane's other threads ({@link #lane}).
 */
@Service
@EnableConfigurationProperties(ComputeProperties.class)
public class ComputePool implements ComputeLanes {

    private static final Logger LOG = LoggerFactory.getLogger(ComputePool.class);
    /** How often a busy pool states its queue at INFO; every change is at DEBUG. */
    private static final long REPORT_SECONDS = 30;

    private final ComputeProperties limits;
    private final ExecutorService workers;
    /** Where results are applied to pages and pushed ({@link #push}): never a computing thread. */
    private final ExecutorService pushers;
    /** The busy pool's report and the outputs' progress timers. */
    private final ScheduledExecutorService timer;
    /** Guarded by this: the lanes of sessions with work queued or running, and the lanes that have work queued. */
    private final Map<Object, Lane> lanes = new HashMap<>();

    private final Deque<Lane> turn = new ArrayDeque<>();
    private final Map<Object, Task> bySlot = new HashMap<>();
    private int queued;
    private int running;
    private String lastReport = "";
    /** The session of the task that runs on this thread, and its helpers, while it runs ({@link #helpersHere()}). */
    private static final ThreadLocal<Here> HERE = new ThreadLocal<>();

    /** Threads that push the pages' results: never a {@code compute-*} thread (ShellBrowserTest). */
    static final String PUSH_THREADS = "notebook-push";

    /**
     * @param limits the pool's bounds
     * @param work   where its threads come from
     */
    public ComputePool(ComputeProperties limits, BackgroundWork work) {
        this.limits = limits;
        // never more tasks handed over than threads (a finishing task hands the next over before its thread is
        // free, hence room for as many): the waiting is in the lanes
        this.workers = work.pool("compute", limits.threads(), limits.threads());
        this.pushers = work.pool(PUSH_THREADS, 2, limits.queue());
        this.timer = work.timer("compute-timer");
        timer.scheduleAtFixedRate(this::report, REPORT_SECONDS, REPORT_SECONDS, TimeUnit.SECONDS);
        LOG.info(
                "compute pool: threads={} queue={} per-session={}",
                limits.threads(),
                limits.queue(),
                limits.perSession());
    }

    /**
     * Queues {@code work} in the session's lane, cancelling the task {@code slot} had queued or running.
     *
     * @throws RejectedExecutionException when {@code workbench.compute.queue} tasks are already waiting
     */
    @Override
    public Future<?> submit(Object session, Object slot, Runnable work) {
        Task task = new Task(session, slot, work);
        Task older;
        synchronized (this) {
            if (queued >= limits.queue()) {
                throw new RejectedExecutionException(
                        "The server is busy: " + queued + " calculations are waiting. Try again in a moment.");
            }
            Lane lane = lanes.computeIfAbsent(session, s -> new Lane());
            if (lane.waiting.isEmpty()) {
                turn.addLast(lane);
            }
            lane.waiting.addLast(task);
            queued++;
            older = bySlot.put(slot, task);
            dispatch();
        }
        if (older != null) {
            older.cancel(true);
        }
        changed();
        return task;
    }

    /**
     * The session's lane as an executor: each task in a slot of its own (nothing but the pool's end cancels it), so
     * long work of the session can hand parts of itself to the lane's free threads, in turn with everyone else's.
     */
    public Executor lane(Object session) {
        return work -> submit(session, new Object(), work);
    }

    @Override
    public void push(Runnable change) {
        pushers.execute(change);
    }

    @Override
    public void after(Duration delay, Runnable task) {
        timer.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * The threads a session's work may lend itself ({@link Helpers}): its lane, less the thread the work holds, so
     * a comparison or a sweep of one student computes beside everyone else's in turn, never on a pool of its own.
     */
    public Helpers helpers(Object session) {
        return new Helpers(lane(session), limits.perSession() - 1);
    }

    /**
     * {@link #helpers(Object)} of the session whose task runs on the calling thread (a page's output, which does
     * not know its session); the calling thread alone ({@link Helpers#NONE}) off the pool (a warm-up, a command).
     */
    public static Helpers helpersHere() {
        Here here = HERE.get();
        return here == null ? Helpers.NONE : here.helpers();
    }

    /** The session whose task runs on the calling thread, or null off the pool; for the tests of the lanes. */
    static @Nullable Object sessionHere() {
        Here here = HERE.get();
        return here == null ? null : here.session();
    }

    private record Here(Object session, Helpers helpers) {}

    /** Tasks of one session that may compute at once ({@code workbench.compute.per-session}). */
    public int perSession() {
        return limits.perSession();
    }

    /** Tasks waiting for a thread, all sessions together. */
    public synchronized int queued() {
        return queued;
    }

    /** Tasks computing now. */
    public synchronized int running() {
        return running;
    }

    /** Hands waiting tasks to free threads, the lanes in turn. Holds the lock. */
    private void dispatch() {
        while (running < limits.threads()) {
            Lane next = null;
            for (Iterator<Lane> it = turn.iterator(); it.hasNext(); ) {
                Lane lane = it.next();
                if (lane.running < limits.perSession()) {
                    it.remove();
                    next = lane;
                    break;
                }
            }
            if (next == null) {
                return;
            }
            Task task = next.waiting.pollFirst();
            if (!next.waiting.isEmpty()) {
                turn.addLast(next);
            }
            queued--;
            next.running++;
            running++;
            task.dispatched = true;
            Lane lane = next;
            workers.execute(() -> {
                HERE.set(new Here(task.session, helpers(task.session)));
                try {
                    task.run();
                } finally {
                    HERE.remove();
                    finished(task, lane);
                }
            });
        }
    }

    private void finished(Task task, Lane lane) {
        synchronized (this) {
            lane.running--;
            running--;
            forget(task, lane);
            dispatch();
        }
        changed();
    }

    /** A task cancelled before it got a thread leaves its lane at once. */
    private void cancelledWhileWaiting(Task task) {
        synchronized (this) {
            Lane lane = lanes.get(task.session);
            if (task.dispatched || lane == null || !lane.waiting.remove(task)) {
                return; // running (or about to): it leaves when its thread is done
            }
            queued--;
            if (lane.waiting.isEmpty()) {
                turn.remove(lane);
            }
            forget(task, lane);
        }
        changed();
    }

    private void forget(Task task, Lane lane) {
        bySlot.remove(task.slot, task);
        if (lane.running == 0 && lane.waiting.isEmpty()) {
            lanes.remove(task.session, lane);
        }
    }

    private void changed() {
        if (LOG.isDebugEnabled()) {
            LOG.debug("compute pool: {}", state());
        }
    }

    private void report() {
        String now = state();
        synchronized (this) {
            if ((queued > 0 || running > 0 || !lastReport.isEmpty()) && !now.equals(lastReport)) {
                LOG.info("compute pool: {}", now);
            }
            lastReport = queued > 0 || running > 0 ? now : "";
        }
    }

    private synchronized String state() {
        return "queued=" + queued + " running=" + running + " sessions=" + lanes.size();
    }

    @PreDestroy
    void shutdown() {
        timer.shutdownNow();
        pushers.shutdownNow();
        workers.shutdownNow();
    }

    /** One session's waiting tasks and how many of its tasks run. Guarded by the pool. */
    private static final class Lane {
        final Deque<Task> waiting = new ArrayDeque<>();
        int running;
    }

    private final class Task extends FutureTask<Void> {
        final Object session;
        final Object slot;
        /** Guarded by the pool: handed to a thread. */
        boolean dispatched;

        Task(Object session, Object slot, Runnable work) {
            super(work, null);
            this.session = session;
            this.slot = slot;
        }

        @Override
        protected void done() {
            if (isCancelled()) {
                cancelledWhileWaiting(this);
            }
        }
    }
}
