package com.agenteval.workbench.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Progress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CancellationTest {

    @Test
    void aCancelIsSeenByTheWorkAtItsNextStep() {
        Cancellation cancel = new Cancellation();
        cancel.check();
        assertThat(cancel.isCancelled()).isFalse();
        assertThat(cancel.getAsBoolean()).isFalse();

        cancel.cancel();

        assertThat(cancel.isCancelled()).isTrue();
        assertThat(cancel.getAsBoolean()).isTrue();
        assertThatThrownBy(cancel::check).isInstanceOf(CancelledException.class).hasMessage("cancelled");
    }

    @Test
    void aCancelInterruptsABlockingCallInsideInterruptibly() throws Exception {
        Cancellation cancel = new Cancellation();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch never = new CountDownLatch(1);
        CompletableFuture<String> work = CompletableFuture.supplyAsync(() -> cancel.interruptibly(() -> {
            inside.countDown();
            try {
                never.await();
                return "not interrupted";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        }));
        assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();

        cancel.cancel();

        assertThat(work.get(10, TimeUnit.SECONDS)).isEqualTo("interrupted");
    }

    @Test
    void afterInterruptiblyTheThreadTakesNoInterruptAndAPendingOneIsCleared() {
        Cancellation cancel = new Cancellation();
        // cancelled while inside: the interrupt arrives, the work ignores it and returns
        String out = cancel.interruptibly(() -> {
            cancel.cancel();
            return Thread.currentThread().isInterrupted() ? "flag set inside" : "no flag";
        });

        assertThat(out).isEqualTo("flag set inside");
        // what follows (saving the run) is not cut short
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
        cancel.cancel();
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void workStartedAfterACancelStartsInterrupted() {
        Cancellation cancel = new Cancellation();
        cancel.cancel();

        boolean interrupted = cancel.interruptibly(() -> Thread.currentThread().isInterrupted());

        assertThat(interrupted).isTrue();
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void oneCancellationRunsOneWorkAtATime() {
        Cancellation cancel = new Cancellation();

        assertThatThrownBy(() -> cancel.interruptibly(() -> cancel.interruptibly(() -> "nested")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("already running on ");
        // and it is free again afterwards
        assertThat(cancel.interruptibly(() -> "again")).isEqualTo("again");
    }

    @Test
    void progressNoneHearsNothingAndAListenerHearsEachEvent() {
        StringBuilder heard = new StringBuilder();
        Progress<String> progress = heard::append;
        progress.report("a");
        progress.report("b");
        Progress.<String>none().report("c");

        assertThat(heard).hasToString("ab");
    }
}
