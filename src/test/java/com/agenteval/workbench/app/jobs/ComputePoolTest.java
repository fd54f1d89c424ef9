package com.agenteval.workbench.app.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
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
                new CountDownLatch(1).await(); // computes until told to stop
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
    void aSessionsComparisonLendsOnlyItsOwnLaneSoAnotherSessionIsNotDelayed() throws Exception {
        // three threads, two per session: alice's comparison may lend itself one helper, never bob's thread
        pool = new ComputePool(new ComputeProperties(3, 100, 2), work);
        CountDownLatch bobRan = new CountDownLatch(1);
        CountDownLatch twoPartsStarted = new CountDownLatch(2);
        List<Object> lanes = Collections.synchronizedList(new ArrayList<>());
        List<Integer> parts = Collections.synchronizedList(new ArrayList<>());
        Future<?> alice = pool.submit(
                "alice",
                "comparison",
                () -> ComputePool.helpersHere().forEach(8, i -> {
                    lanes.add(ComputePool.sessionHere());
                    parts.add(i);
                    twoPartsStarted.countDown();
                    await(bobRan); // alice's parts hold her two threads until bob's output has computed
                }));
        assertThat(twoPartsStarted.await(WAIT, TimeUnit.SECONDS)).isTrue();
        assertThat(pool.running()).isEqualTo(2); // alice's comparison and its one helper: her share
        Future<?> bob = pool.submit("bob", "cell", () -> {
            lanes.add(ComputePool.sessionHere());
            bobRan.countDown();
        });
        bob.get(WAIT, TimeUnit.SECONDS); // on the third thread, while alice's parts still wait
        alice.get(WAIT, TimeUnit.SECONDS);
        assertThat(parts).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        assertThat(lanes).containsOnly("alice", "bob").containsOnlyOnce("bob");
        assertThat(ComputePool.helpersHere()).isSameAs(Helpers.NONE); // off the pool: the calling thread alone
    }

    @Test
    void twoSessionsComparisonsOnTheirLanesScoreExactlyAsOneThreadDoes() throws Exception {
        pool = new ComputePool(new ComputeProperties(3, 100, 2), work);
        World world = WorldSpec.lecture().make();
        ConfigComparison familiar = new ConfigComparison(
                world.spec(),
                TaskSetChoice.FAMILIAR,
                60,
                1,
                2,
                0,
                2,
                0.5,
                ConfigComparison.withCustom(List.of()),
                Set.of());
        ConfigComparison both = new ConfigComparison(
                world.spec(),
                TaskSetChoice.BOTH,
                40,
                3,
                4,
                5,
                3,
                0.85,
                ConfigComparison.withCustom(List.of()),
                Set.of());
        List<List<ConfigScore>> onLanes = Collections.synchronizedList(new ArrayList<>(List.of(List.of(), List.of())));
        Future<?> alice = pool.submit(
                "alice", "alice-configs", () -> onLanes.set(0, familiar.run(world, ComputePool.helpersHere())));
        Future<?> bob =
                pool.submit("bob", "bob-configs", () -> onLanes.set(1, both.run(world, ComputePool.helpersHere())));
        alice.get(60, TimeUnit.SECONDS);
        bob.get(60, TimeUnit.SECONDS);
        assertThat(onLanes.get(0)).usingRecursiveComparison().isEqualTo(familiar.run(world));
        assertThat(onLanes.get(1)).usingRecursiveComparison().isEqualTo(both.run(world));
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
        pool.submit("alice", "b", () -> {});
        pool.submit("bob", "c", () -> {});
        assertThatThrownBy(() -> pool.submit("carol", "d", () -> {}))
                .isInstanceOf(RejectedExecutionException.class)
                .hasMessageContaining("busy");
        release.countDown();
        first.get(WAIT, TimeUnit.SECONDS);
        Future<?> later = pool.submit("carol", "d", () -> {});
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
