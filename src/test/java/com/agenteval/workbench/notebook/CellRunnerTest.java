package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.ComputeLanes;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The cell runner's lanes outside a Spring app (a component test): found without Spring, and keeping what cells rely
 * on. In the app the lanes are the compute pool bean (ComputePoolTest; ShellBrowserTest checks the threads).
 */
class CellRunnerTest {

    /** Released at the end of each test: tasks that wait for it block a thread until then, unless interrupted. */
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void releaseBlockedTasks() {
        release.countDown();
    }

    @Test
    void aSupersededRunIsNotAnErrorButAFailureIs() {
        assertThat(CellRunner.superseded(new java.util.concurrent.CancellationException("superseded"))).isTrue();
        assertThat(CellRunner.superseded(new IllegalStateException(new java.util.concurrent.CancellationException(
                "superseded")))).isTrue();
        assertThat(CellRunner.superseded(new com.agenteval.workbench.core.jobs.CancelledException())).isTrue();
        assertThat(CellRunner.superseded(new IllegalStateException("no such config"))).isFalse();
        assertThat(CellRunner.superseded(new RuntimeException(new java.io.IOException("disk")))).isFalse();
    }

    @Test
    void withoutSpringTheCellRunnerUsesOneStandaloneLanes() {
        ComputeLanes lanes = CellRunner.pool();
        assertThat(lanes).isInstanceOf(CellRunner.Standalone.class).isSameAs(CellRunner.pool());
    }

    @Test
    void aNewerTaskOfASlotInterruptsTheRunningOlderOne() throws Exception {
        CellRunner.Standalone lanes = new CellRunner.Standalone(2, 10);
        Object cell = new Object();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        AtomicReference<String> thread = new AtomicReference<>();
        Future<?> older = lanes.submit("session", cell, () -> {
            thread.set(Thread.currentThread().getName());
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        CountDownLatch newerRan = new CountDownLatch(1);
        lanes.submit("session", cell, newerRan::countDown);
        assertThat(interrupted.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(newerRan.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(older.isCancelled()).isTrue();
        assertThat(thread.get()).startsWith("standalone-compute-");
    }

    @Test
    void aFullQueueRefusesWithAMessageAndKeepsServing() throws Exception {
        CellRunner.Standalone lanes = new CellRunner.Standalone(1, 1);
        CountDownLatch started = new CountDownLatch(1);
        lanes.submit("session", "busy", () -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        Future<?> waiting = lanes.submit("session", "waiting", () -> { });
        assertThatThrownBy(() -> lanes.submit("session", "refused", () -> { }))
                .isInstanceOf(RejectedExecutionException.class)
                .hasMessage("The server is busy: 1 calculations are waiting. Try again in a moment.");
        release.countDown();
        waiting.get(10, TimeUnit.SECONDS);     // it has left the queue: there is room again
        CountDownLatch later = new CountDownLatch(1);
        lanes.submit("session", "later", later::countDown);
        assertThat(later.await(10, TimeUnit.SECONDS)).isTrue();
    }
}
