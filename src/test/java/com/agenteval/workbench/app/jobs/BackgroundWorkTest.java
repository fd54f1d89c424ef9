package com.agenteval.workbench.app.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The one factory of threads: named daemon threads, bounded pools, everything shut down when the app stops. */
class BackgroundWorkTest {

    private static final long WAIT = 10;
    private final BackgroundWork work = new BackgroundWork();
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        work.close();
    }

    @Test
    void aPoolsThreadsAreNamedDaemonsAndItRefusesBeyondItsThreadsAndQueue() throws Exception {
        ExecutorService pool = work.pool("lesson-export", 1, 1);
        AtomicReference<Thread> thread = new AtomicReference<>();
        CountDownLatch started = new CountDownLatch(1);
        pool.execute(() -> {
            thread.set(Thread.currentThread());
            started.countDown();
            awaitRelease();
        });
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(thread.get().getName()).isEqualTo("lesson-export-1");
        assertThat(thread.get().isDaemon()).isTrue();
        pool.execute(() -> {}); // the one place in the queue
        assertThatThrownBy(() -> pool.execute(() -> {}))
                .isInstanceOf(RejectedExecutionException.class)
                .hasMessage("The server is busy: 1 tasks of lesson-export are waiting. Try again in a moment.");
    }

    @Test
    void stoppingTheAppShutsEveryPoolDownAndInterruptsWhatRuns() throws Exception {
        ExecutorService loop = work.loop("watcher");
        ScheduledExecutorService timer = work.timer("report");
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean interrupted = new AtomicBoolean();
        Future<?> running = loop.submit(() -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                interrupted.set(true);
            }
        });
        timer.schedule(() -> {}, 1, TimeUnit.HOURS);
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(work.open()).isEqualTo(2);

        work.close();

        assertThat(loop.awaitTermination(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(timer.awaitTermination(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(interrupted).isTrue();
        assertThat(running.isDone()).isTrue();
        assertThat(work.open()).isZero();
        assertThatThrownBy(() -> work.pool("late", 1, 0))
                .isInstanceOf(RejectedExecutionException.class)
                .hasMessageContaining("stopping");
    }

    private void awaitRelease() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
