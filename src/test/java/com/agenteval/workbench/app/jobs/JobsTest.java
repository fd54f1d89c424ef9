package com.agenteval.workbench.app.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.Job;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.JobEnd;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.SessionJobs.JobRefusedException;
import com.agenteval.workbench.core.jobs.Job.Work;
import jakarta.servlet.http.HttpSessionEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpSession;

class JobsTest {

    static final JobKind<String, String> FORECAST = JobKind.of("forecast-run");
    static final JobKind<String, String> JUDGE = JobKind.of("judge-live");
    static final JobKind<String, String> AGENT = JobKind.of("live-agent");
    static final JobKind<String, String> CHECK = JobKind.of("check-search");

    static final JobKind<String, String> LAB = JobKind.computing("error-bars-coverage");

    /** The compute pool computing kinds run on: one thread per session, two in all. */
    private final BackgroundWork work = new BackgroundWork();

    private final ComputePool compute = new ComputePool(new ComputeProperties(2, 100, 1), work);
    private final Jobs jobs = new Jobs(new JobsProperties(4, 8, 3), compute, work);
    /** Released at the end of each test: work that waits for it runs until then, unless cancelled. */
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        jobs.stop();
        compute.shutdown();
        work.close();
    }

    /** Work that reports "started", then waits until released or cancelled (a cancel interrupts the wait). */
    private Work<String, String> blocking() {
        return (progress, cancel) -> {
            progress.report("started");
            return cancel.interruptibly(() -> {
                try {
                    release.await();
                    return "released";
                } catch (InterruptedException e) {
                    throw new CancelledException();
                }
            });
        };
    }

    private static JobEnd<String> end(Job<String, String> job) throws Exception {
        return job.whenEnded().get(10, TimeUnit.SECONDS);
    }

    @Test
    void aJobRunsReportsAndEndsWithItsResult() throws Exception {
        Job<String, String> job = jobs.start("s1", FORECAST, List.of("opening"), (progress, cancel) -> {
            progress.report("step 1");
            progress.report("step 2");
            return "saved";
        });

        assertThat(end(job)).isEqualTo(new JobEnd.Done<>("saved"));
        assertThat(job.isRunning()).isFalse();
        assertThat(jobs.running("s1")).isZero();
        // a page opened later replays everything, then hears the end
        List<String> heard = new ArrayList<>();
        job.follow(listener(heard));
        assertThat(heard).containsExactly("opening", "step 1", "step 2", "end Done[result=saved]");
    }

    @Test
    void aComputingKindRunsOnTheComputePoolInItsSessionsLaneWithProgressAndCancel() throws Exception {
        Job<String, String> lab = jobs.start("s1", LAB, List.of("opening"), (progress, cancel) -> {
            progress.report(Thread.currentThread().getName());
            return blocking().run(progress, cancel);
        });
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch started = new CountDownLatch(1);
        lab.follow(new Job.Listener<>() {
            @Override
            public void event(String e) {
                heard.add(e);
                if (e.startsWith("compute-")) {
                    started.countDown();
                }
            }

            @Override
            public void ended(JobEnd<String> end) {
                heard.add("end " + end);
            }
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(heard.get(0)).isEqualTo("opening");
        assertThat(heard.get(1)).startsWith("compute-"); // the pool's thread, not a job- worker
        assertThat(compute.running()).isEqualTo(1);
        // the session's lane runs one task at a time here: its next output waits behind the lab, another's does not
        CountDownLatch otherRan = new CountDownLatch(1);
        compute.submit("s2", new Object(), otherRan::countDown);
        assertThat(otherRan.await(10, TimeUnit.SECONDS)).isTrue();
        Future<?> next = compute.submit("s1", new Object(), () -> {});
        assertThat(compute.queued()).isEqualTo(1);

        lab.cancel();

        assertThat(end(lab)).isInstanceOf(JobEnd.Cancelled.class);
        next.get(10, TimeUnit.SECONDS); // and the lane moves on
    }

    @Test
    void theSessionsJobIsFoundByKindFromAnotherPageAndOnlyInThatSession() throws Exception {
        Job<String, String> job = jobs.start("s1", FORECAST, List.of(), blocking());

        assertThat(jobs.find("s1", FORECAST)).containsSame(job);
        assertThat(jobs.find("s1", JUDGE)).isEmpty();
        assertThat(jobs.find("s2", FORECAST)).isEmpty();
    }

    @Test
    void aFollowerJoiningMidRunGetsTheEventsSoFarThenTheRestInOrder() throws Exception {
        CountDownLatch reported = new CountDownLatch(1);
        CountDownLatch next = new CountDownLatch(1);
        Job<String, String> job = jobs.start("s1", FORECAST, List.of("opening"), (progress, cancel) -> {
            progress.report("step 1");
            reported.countDown();
            next.await();
            progress.report("step 2");
            return "saved";
        });
        assertThat(reported.await(10, TimeUnit.SECONDS)).isTrue();
        List<String> heard = Collections.synchronizedList(new ArrayList<>());

        job.follow(listener(heard));
        next.countDown();
        end(job);

        assertThat(heard).containsExactly("opening", "step 1", "step 2", "end Done[result=saved]");
    }

    @Test
    void aCancelStopsTheJobAndItEndsCancelled() throws Exception {
        Job<String, String> job = jobs.start("s1", FORECAST, List.of(), blocking());
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        job.follow(listener(heard));

        job.cancel();

        assertThat(end(job)).isInstanceOf(JobEnd.Cancelled.class);
        assertThat(job.isCancelled()).isTrue();
        assertThat(jobs.running("s1")).isZero();
        assertThat(heard).last().isEqualTo("end Cancelled[]");
    }

    @Test
    void aFailureEndsTheJobWithItsMessage() throws Exception {
        Job<String, String> job = jobs.start("s1", FORECAST, List.of(), (progress, cancel) -> {
            throw new IllegalStateException("cannot save the run: disk full");
        });

        JobEnd<String> end = end(job);

        assertThat(end).isInstanceOf(JobEnd.Failed.class);
        assertThat(((JobEnd.Failed<String>) end).message()).isEqualTo("cannot save the run: disk full");
    }

    @Test
    void theSessionCapRefusesOneJobMoreAndTheMessageSaysSo() throws Exception {
        jobs.start("s1", FORECAST, List.of(), blocking());
        jobs.start("s1", JUDGE, List.of(), blocking());
        Job<String, String> third = jobs.start("s1", AGENT, List.of(), blocking());

        assertThatThrownBy(() -> jobs.start("s1", CHECK, List.of(), blocking()))
                .isInstanceOf(JobRefusedException.class)
                .hasMessage("This session already has 3 jobs running, the most it may (3): wait for one to finish, "
                        + "or cancel one.");
        assertThat(jobs.running("s1")).isEqualTo(3);
        assertThat(jobs.find("s1", CHECK)).isEmpty();
        // another session is not held back by this one
        assertThat(jobs.start("s2", CHECK, List.of(), (p, c) -> "ok")
                        .whenEnded()
                        .get(10, TimeUnit.SECONDS))
                .isEqualTo(new JobEnd.Done<>("ok"));
        // once one ends, the session may start another
        third.cancel();
        end(third);
        assertThat(jobs.start("s1", CHECK, List.of(), (p, c) -> "ok")
                        .whenEnded()
                        .get(10, TimeUnit.SECONDS))
                .isEqualTo(new JobEnd.Done<>("ok"));
    }

    @Test
    void aSecondJobOfTheSameKindIsRefusedWhileTheFirstRuns() throws Exception {
        Job<String, String> first = jobs.start("s1", FORECAST, List.of(), blocking());

        assertThatThrownBy(() -> jobs.start("s1", FORECAST, List.of(), blocking()))
                .isInstanceOf(JobRefusedException.class)
                .hasMessage("This run is already under way in this session; wait for it to finish, or cancel it.");
        assertThat(jobs.find("s1", FORECAST)).containsSame(first);
    }

    @Test
    void aFullQueueRefusesWithABusyMessageAndTheServerKeepsServing() throws Exception {
        Jobs small = new Jobs(new JobsProperties(1, 1, 3), compute, work);
        try {
            small.start("a", FORECAST, List.of(), blocking());
            small.start("b", FORECAST, List.of(), blocking());

            assertThatThrownBy(() -> small.start("c", FORECAST, List.of(), blocking()))
                    .isInstanceOf(JobRefusedException.class)
                    .hasMessage("The server is busy: 1 job already waiting. Try again in a moment.");
            assertThat(small.find("c", FORECAST)).isEmpty();
            assertThat(small.running("c")).isZero();
        } finally {
            release.countDown();
            small.stop();
        }
    }

    @Test
    void whenTheSessionEndsItsJobsAreCancelledAndForgotten() throws Exception {
        Job<String, String> running = jobs.start("s1", FORECAST, List.of(), blocking());
        Job<String, String> other = jobs.start("s2", FORECAST, List.of(), blocking());

        jobs.endSession("s1");

        assertThat(end(running)).isInstanceOf(JobEnd.Cancelled.class);
        assertThat(jobs.find("s1", FORECAST)).isEmpty();
        assertThat(other.isRunning()).isTrue();
    }

    @Test
    void theHttpSessionListenerEndsTheSessionsJobs() throws Exception {
        MockHttpSession session = new MockHttpSession();
        Job<String, String> job = jobs.start(session.getId(), FORECAST, List.of(), blocking());

        new SessionJobsListener(jobs).sessionDestroyed(new HttpSessionEvent(session));

        assertThat(end(job)).isInstanceOf(JobEnd.Cancelled.class);
        assertThat(jobs.running(session.getId())).isZero();
    }

    @Test
    void aJobCancelledWhileWaitingForAThreadNeverRuns() throws Exception {
        Jobs one = new Jobs(new JobsProperties(1, 4, 3), compute, work);
        try {
            one.start("a", FORECAST, List.of(), blocking());
            List<String> ran = Collections.synchronizedList(new ArrayList<>());
            Job<String, String> waiting = one.start("b", FORECAST, List.of(), (p, c) -> {
                ran.add("ran");
                return "ran";
            });

            one.endSession("b");
            release.countDown();

            assertThat(waiting.whenEnded().get(10, TimeUnit.SECONDS)).isInstanceOf(JobEnd.Cancelled.class);
            assertThat(ran).isEmpty();
        } finally {
            one.stop();
        }
    }

    @Test
    void theBoundsAreCheckedWithAClearMessage() {
        assertThatThrownBy(() -> new JobsProperties(0, 8, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("workbench.jobs.threads must be between 1 and 64, not 0");
        assertThatThrownBy(() -> new JobsProperties(2, 8, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("workbench.jobs.max-per-session must be between 1 and 100, not 0");
        assertThatThrownBy(() -> JobKind.of("Forecast Run")).isInstanceOf(IllegalArgumentException.class);
    }

    private static Job.Listener<String, String> listener(List<String> heard) {
        return new Job.Listener<>() {
            @Override
            public void event(String event) {
                heard.add(event);
            }

            @Override
            public void ended(JobEnd<String> end) {
                heard.add("end " + end);
            }
        };
    }
}
