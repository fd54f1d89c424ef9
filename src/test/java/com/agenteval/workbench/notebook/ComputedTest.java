package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A shared computation: outputs wait on its future, not on a lock, so a cancelled output stops waiting at once. */
class ComputedTest {

    @Test
    void aWaitingOutputIsCancellableAndTheRunIsShared() throws Exception {
        CountDownLatch computing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger runs = new AtomicInteger();
        Computed<Object> shared = new Computed<>(() -> {
            runs.incrementAndGet();
            computing.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Object();
        });
        ExecutorService threads = Executors.newFixedThreadPool(3);
        try {
            Future<Object> first = threads.submit(shared::get);
            assertThat(computing.await(10, TimeUnit.SECONDS)).isTrue();
            CountDownLatch waiterStarted = new CountDownLatch(1);
            CountDownLatch waiterDone = new CountDownLatch(1);
            AtomicInteger cancelledWaits = new AtomicInteger();
            Future<?> waiter = threads.submit(() -> {
                waiterStarted.countDown();
                try {
                    shared.get();
                } catch (CancellationException e) {
                    cancelledWaits.incrementAndGet();
                } finally {
                    waiterDone.countDown();
                }
            });
            assertThat(waiterStarted.await(10, TimeUnit.SECONDS)).isTrue();
            waiter.cancel(true); // the interrupt reaches it before or while it waits: either way it stops
            // a thread BLOCKED on a monitor ignores the interrupt: with a lock this would not end before release
            assertThat(waiterDone.await(10, TimeUnit.SECONDS)).isTrue();
            Future<Object> second = threads.submit(shared::get);
            release.countDown();
            assertThat(second.get(10, TimeUnit.SECONDS)).isSameAs(first.get(10, TimeUnit.SECONDS));
            assertThat(runs).hasValue(1);
            assertThat(cancelledWaits).hasValue(1);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void anOutputWaitingOnARunThatTheCoreCancelledRunsItAgainInsteadOfFailing() throws Exception {
        CountDownLatch computing = new CountDownLatch(1);
        CountDownLatch cancel = new CountDownLatch(1);
        AtomicInteger runs = new AtomicInteger();
        Object value = new Object();
        Computed<Object> shared = new Computed<>(() -> {
            if (runs.incrementAndGet() == 1) {
                computing.countDown();
                try {
                    cancel.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                // the first run's own output was superseded: the core stops it with its CancelledException, wrapped
                throw new IllegalStateException(new CancelledException());
            }
            return value;
        });
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<Object> first = threads.submit(shared::get);
            assertThat(computing.await(10, TimeUnit.SECONDS)).isTrue();
            // another output of the same value, still current: it waits on the shared run's future (parked)
            AtomicReference<Thread> waiter = new AtomicReference<>();
            Future<Object> waiting = threads.submit(() -> {
                waiter.set(Thread.currentThread());
                return shared.get();
            });
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while ((waiter.get() == null || waiter.get().getState() != Thread.State.WAITING)
                    && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertThat(waiter.get().getState()).isEqualTo(Thread.State.WAITING);
            cancel.countDown();
            assertThat(waiting.get(10, TimeUnit.SECONDS)).isSameAs(value);
            assertThat(runs).hasValue(2);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS))
                    .hasRootCauseInstanceOf(CancelledException.class);
        } finally {
            threads.shutdownNow();
        }
    }
}
