package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.StaticApplicationContext;

class WarmupTest {

    /** Outside a web server (as in a command-line run) the page part opens nothing. */
    private static final PageWarmup NO_SERVER =
            new PageWarmup(new StaticApplicationContext(), "", List.of("configs"), 40);
    /** Longer than any test: a warm-up that waits for the first answer waits for it, not for the clock. */
    private static final Duration WAIT = Duration.ofMinutes(10);

    private static WarmupStep step(String name, List<String> ran, boolean fails) {
        return step(name, () -> {
            ran.add(name);
            if (fails) {
                throw new IllegalStateException("boom");
            }
        });
    }

    /** A step that does {@code work} every round. */
    private static WarmupStep step(String name, Runnable work) {
        return new WarmupStep() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public void run(boolean first) {
                work.run();
            }
        };
    }

    @Test
    void runsEveryStepEveryRoundAndAFailingStepDoesNotStopTheOthers() {
        List<String> ran = new ArrayList<>();
        Warmup warmup = new Warmup(
                List.of(step("configs", ran, false), step("judges", ran, true), step("replay", ran, false)),
                NO_SERVER,
                true,
                2,
                false,
                WAIT,
                null,
                new BackgroundWork());
        warmup.runAll();
        assertThat(ran).containsExactly("configs", "judges", "replay", "configs", "judges", "replay");
    }

    @Test
    void switchedOffItStartsNothing() {
        List<String> ran = new ArrayList<>();
        new Warmup(List.of(step("configs", ran, false)), NO_SERVER, false, 3, false, WAIT, null, new BackgroundWork())
                .start();
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().startsWith("workbench-warmup"));
        assertThat(ran).isEmpty();
    }

    @Test
    void refusesAnUnboundedNumberOfRounds() {
        assertThatThrownBy(() -> new Warmup(List.of(), NO_SERVER, true, 51, false, WAIT, null, new BackgroundWork()))
                .hasMessageContaining("workbench.warmup.rounds must be between 0 and 50");
    }

    /** Issue 24: on 2 cores a warm-up started with the server took the CPU from the first request to {@code /}. */
    @Test
    void startsOnlyOnceTheServerHasAnsweredItsFirstRequest() throws InterruptedException {
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(1);
        WarmupStep last = step("last", () -> {
            ran.add("last");
            done.countDown();
        });
        BackgroundWork work = new BackgroundWork();
        try {
            Warmup warmup =
                    new Warmup(List.of(step("configs", ran, false), last), NO_SERVER, true, 1, false, WAIT, null, work);
            warmup.start();
            // until it waits for the answer (or, wrongly, has run without one)
            while (done.getCount() > 0 && !waitingForAnswer()) {
                Thread.onSpinWait();
            }
            assertThat(ran).as("no request answered yet").isEmpty();
            warmup.answered();
            assertThat(done.await(1, TimeUnit.MINUTES)).isTrue();
            assertThat(ran).containsExactly("configs", "last");
        } finally {
            work.close();
        }
    }

    /** The warm-up thread waits with a timeout: the first answer, at most workbench.warmup.wait-for-request. */
    private static boolean waitingForAnswer() {
        return Thread.getAllStackTraces().entrySet().stream()
                .anyMatch(e -> e.getKey().getName().startsWith("workbench-warmup")
                        && e.getKey().getState() == Thread.State.TIMED_WAITING
                        && Arrays.stream(e.getValue())
                                .anyMatch(f -> f.getMethodName().equals("awaitFirstAnswer")));
    }

    /** A server nobody visits warms up all the same, once {@code workbench.warmup.wait-for-request} has passed. */
    @Test
    void withoutARequestItStartsAfterTheWait() throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        WarmupStep step = step("configs", done::countDown);
        BackgroundWork work = new BackgroundWork();
        try {
            new Warmup(List.of(step), NO_SERVER, true, 1, false, Duration.ZERO, null, work).start();
            assertThat(done.await(1, TimeUnit.MINUTES)).isTrue();
        } finally {
            work.close();
        }
    }
}
