package com.agenteval.workbench.app.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The pool of the pages' outputs: stale work cancelled, sessions served in turn, a bounded queue. */
class ComputePoolTest {

    private static final long WAIT = 10;
    private final BackgroundWork work = new BackgroundWork();
    private ComputePool pool;

    @AfterEach
    void stop() {
        if (pool != null) {
            pool.shutdown();
        }
        work.close();
    }

    @Test
    void aNewerRunOfACellCancelsTheRunningOlderOne() throws Exception {
        pool = new ComputePool(new ComputeProperties(2, 100, 2), work);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        CountDownLatch newerRan = new CountDownLatch(1);
        Object cell = new Object();
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        Future<?> older = pool.submit("alice", cell, () -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();      // computes until told to stop
            } catch (InterruptedException e) {
                seen.add("older interrupted");
            } finally {
                stopped.countDown();
            }
        });
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        pool.submit("alice", cell, () -> {
            seen.add("newer");
            newerRan.countDown();
        });
        assertThat(stopped.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(newerRan.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(older.isCancelled()).isTrue();
        assertThat(seen).containsExactlyInAnyOrder("older interrupted", "newer");
    }

    @Test
    void aNewerRunOfACellDropsTheQueuedOlderOne() throws Exception {
        pool = new ComputePool(new ComputeProperties(1, 100, 1), work);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        pool.submit("alice", "other cell", () -> {
            started.countDown();
            await(release);
        });
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        Object cell = new Object();
        Future<?> older = pool.submit("alice", cell, () -> ran.add("older"));
        Future<?> newer = pool.submit("alice", cell, () -> ran.add("newer"));
        assertThat(older.isCancelled()).isTrue();
        assertThat(pool.queued()).isEqualTo(1);
        release.countDown();
        newer.get(WAIT, TimeUnit.SECONDS);
        assertThat(ran).containsExactly("newer");
    }

    @Test
    void oneSessionsBurstDoesNotDelayAnotherSessionsSingleTask() throws Exception {
        pool = new ComputePool(new ComputeProperties(1, 100, 1), work);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        List<Future<?>> all = new ArrayList<>();
        all.add(pool.submit("alice", "cell-0", () -> {
            started.countDown();
            await(release);
            order.add("alice-0");
        }));
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        for (int i = 1; i < 20; i++) {
            String name = "alice-" + i;
            all.add(pool.submit("alice", "cell-" + i, () -> order.add(name)));
        }
        all.add(pool.submit("bob", "bob-cell", () -> order.add("bob")));
        assertThat(pool.queued()).isEqualTo(20);
        release.countDown();
        for (Future<?> f : all) {
            f.get(WAIT, TimeUnit.SECONDS);
        }
        // bob queued after alice's 19 waiting tasks, yet runs right after the one alice had running
        assertThat(order).hasSize(21);
        assertThat(order.indexOf("bob")).isLessThanOrEqualTo(2);
        assertThat(order.subList(0, 1)).containsExactly("alice-0");
    }

    @Test
    void aSessionRunsAtMostItsShareAtOnce() throws Exception {
        pool = new ComputePool(new ComputeProperties(4, 100, 2), work);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch twoStarted = new CountDownLatch(2);
        List<Future<?>> all = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            all.add(pool.submit("alice", "cell-" + i, () -> {
                twoStarted.countDown();
                await(release);
            }));
        }
        assertThat(twoStarted.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(pool.running()).isEqualTo(2);
        assertThat(pool.queued()).isEqualTo(3);
        release.countDown();
        for (Future<?> f : all) {
            f.get(WAIT, TimeUnit.SECONDS);
        }
        assertThat(pool.queued()).isZero();
    }

    @Test
    void aFullQueueRefusesWithAMessageAndKeepsServing() throws Exception {
        pool = new ComputePool(new ComputeProperties(1, 2, 1), work);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        Future<?> first = pool.submit("alice", "a", () -> {
            started.countDown();
            await(release);
        });
        assertThat(started.await(WAIT, TimeUnit.SECONDS)).isTrue();
        pool.submit("alice", "b", () -> { });
        pool.submit("bob", "c", () -> { });
        assertThatThrownBy(() -> pool.submit("carol", "d", () -> { }))
                .isInstanceOf(RejectedExecutionException.class).hasMessageContaining("busy");
        release.countDown();
        first.get(WAIT, TimeUnit.SECONDS);
        Future<?> later = pool.submit("carol", "d", () -> { });
        later.get(WAIT, TimeUnit.SECONDS);
        assertThat(later.isDone()).isTrue();
    }

    @Test
    void boundsAreChecked() {
        assertThatThrownBy(() -> new ComputeProperties(0, 10, 1)).hasMessageContaining("workbench.compute.threads");
        assertThatThrownBy(() -> new ComputeProperties(2, 0, 1)).hasMessageContaining("workbench.compute.queue");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
