package com.agenteval.workbench.app.live;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The threads live calls need besides the caller's, all from {@link BackgroundWork} (the one factory): the timer of
 * the runs' deadlines ({@link RunDeadline}), the bounded pool a connection check runs on within its deadline
 * ({@link ConnectionCheck}), and the bounded pool an OkHttp call is made on so that an interrupt of the caller
 * cancels it at once ({@link HttpErrors}). They travel in {@link LiveHttp}, which pages, jobs and the command line
 * all pass. The web app makes them once from its {@code BackgroundWork} bean; the command line from the
 * {@code BackgroundWork} it closes when the command ends.
 *
 * <pre>{@code
 * LiveThreads threads = LiveThreads.of(work);
 * LiveHttp http = LiveHttp.defaults(threads);
 * }</pre>
 *
 * @param deadlines one timer thread for every run's deadline ({@code live-run-deadline-1})
 * @param checks    connection checks under way at once ({@code connection-check-n}), a few more waiting
 * @param calls     OkHttp calls in flight at once ({@code live-http-n}); one more is refused as busy
 */
public record LiveThreads(ScheduledExecutorService deadlines, ExecutorService checks, ExecutorService calls) {

    /** Connection checks running at once, all sessions together. */
    static final int CHECKS = 4;
    /** Checks waiting for one of {@link #CHECKS}; each waits within its own deadline. */
    static final int CHECKS_WAITING = 16;
    /**
     * Live HTTP calls in flight at once, all sessions together: jobs run a few live runs at once, each one call at a
     * time, and each connection check makes one call.
     */
    static final int CALLS = 32;

    public LiveThreads {
        Objects.requireNonNull(deadlines, "deadlines");
        Objects.requireNonNull(checks, "checks");
        Objects.requireNonNull(calls, "calls");
    }

    /** The live pools of {@code work}: shut down when it closes. */
    public static LiveThreads of(BackgroundWork work) {
        return new LiveThreads(
                work.timer("live-run-deadline"),
                work.pool("connection-check", CHECKS, CHECKS_WAITING),
                work.pool("live-http", CALLS, 0));
    }
}
