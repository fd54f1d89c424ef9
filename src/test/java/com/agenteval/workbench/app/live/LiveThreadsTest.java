package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The live calls' threads come from the one factory: named, bounded, and shut down with it. */
class LiveThreadsTest {

    @Test
    void theDeadlineTimerAndThePoolsAreNamedPoolsOfTheFactoryAndCloseWithIt() throws Exception {
        BackgroundWork work = new BackgroundWork();
        LiveThreads threads = LiveThreads.of(work);
        LiveHttp http =
                LiveHttp.defaults(threads).withBounds(LiveBounds.DEFAULT.withRunDeadline(Duration.ofMillis(50)));
        assertThat(threads.checks()
                        .submit(() -> Thread.currentThread().getName())
                        .get(10, TimeUnit.SECONDS))
                .isEqualTo("connection-check-1");
        assertThat(threads.calls()
                        .submit(() -> Thread.currentThread().getName())
                        .get(10, TimeUnit.SECONDS))
                .isEqualTo("live-http-1");
        // the run's deadline passes on the factory's timer and interrupts the thread that runs the run
        try (RunDeadline deadline = RunDeadline.start(http)) {
            assertThat(Thread.interrupted() || awaitInterrupt()).isTrue();
            assertThat(deadline.passed()).isTrue();
        }

        work.close();

        assertThat(threads.deadlines().awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        assertThat(threads.checks().isShutdown()).isTrue();
        assertThat(threads.calls().isShutdown()).isTrue();
    }

    private static boolean awaitInterrupt() {
        try {
            Thread.sleep(10_000);
            return false;
        } catch (InterruptedException e) {
            return true;
        }
    }
}
