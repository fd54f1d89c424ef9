package com.agenteval.workbench.app.serving;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.web.context.support.ServletRequestHandledEvent;

/**
 * After start-up, runs every {@link WarmupStep} a few times on one daemon thread at minimum priority: the first
 * {@code /configs} of a fresh server would otherwise run its 22,400 simulations in the interpreter (issue 18
 * measured 3.7 s against 1.6–1.9 s warm). It starts only once the server has answered its first request (or
 * {@code workbench.warmup.wait-for-request} after it is ready, if none came), so it never delays the first page: on 2
 * cores a warm-up started at once took the CPU and the JIT's threads from the first {@code /} (issue 24; Java's thread
 * priorities do nothing on Linux, so minimum priority alone does not help). {@code workbench.warmup.enabled=false}
 * turns it off. {@code workbench.warmup.exit-when-done=true} stops the server once it is done: the AOT cache's training run of
 * the production build (pom.xml), which records what start-up, the first pages and the simulations load and run.
 */
@Component
class Warmup {

    private static final Logger log = LoggerFactory.getLogger(Warmup.class);

    private final List<WarmupStep> steps;
    private final PageWarmup pages;
    private final boolean enabled;
    private final int rounds;
    private final boolean exitWhenDone;
    private final Duration waitForRequest;
    /** Counted down when the server has answered its first request: the warm-up may start. */
    private final CountDownLatch firstAnswer = new CountDownLatch(1);

    private final ApplicationContext context;
    private final BackgroundWork work;
    /** Set when the server stops: the warm-up ends quietly instead of failing against a closing server. */
    private volatile boolean stopping;
    /** The warm-up's thread once it runs, else null. */
    private volatile @Nullable Thread thread;

    Warmup(
            List<WarmupStep> steps,
            PageWarmup pages,
            @Value("${workbench.warmup.enabled:true}") boolean enabled,
            @Value("${workbench.warmup.rounds:3}") int rounds,
            @Value("${workbench.warmup.exit-when-done:false}") boolean exitWhenDone,
            @Value("${workbench.warmup.wait-for-request:10s}") Duration waitForRequest,
            ApplicationContext context,
            BackgroundWork work) {
        if (rounds < 0 || rounds > 50) {
            throw new IllegalArgumentException("workbench.warmup.rounds must be between 0 and 50, not " + rounds);
        }
        this.steps = List.copyOf(steps);
        this.pages = pages;
        this.enabled = enabled;
        this.rounds = rounds;
        this.exitWhenDone = exitWhenDone;
        this.waitForRequest = waitForRequest;
        this.context = context;
        this.work = work;
    }

    @EventListener(ApplicationReadyEvent.class)
    void start() {
        if (!enabled || rounds == 0) {
            return;
        }
        Runnable all = exitWhenDone ? this::runAllThenExit : this::runAll;
        work.loop("workbench-warmup").execute(() -> {
            thread = Thread.currentThread();
            thread.setPriority(Thread.MIN_PRIORITY); // its own thread: the pool runs nothing else
            // the training run has no visitor: it warms up at once; a server waits for its first answer
            if (!exitWhenDone && !awaitFirstAnswer()) {
                return;
            }
            all.run();
        });
    }

    /** The server answered a request (Spring's DispatcherServlet, which serves {@code /} too): the warm-up may start. */
    @EventListener(ServletRequestHandledEvent.class)
    void answered() {
        firstAnswer.countDown();
    }

    /** Waits for the first answer, at most {@code waitForRequest}; false if the server stops meanwhile. */
    private boolean awaitFirstAnswer() {
        try {
            firstAnswer.await(waitForRequest.toMillis(), TimeUnit.MILLISECONDS);
            return !stopping;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Stopping the server while it warms up: the warm-up's own page requests would otherwise meet a closed server
     * (connection refused, an error page where JSON was due) and log them as failures, or reach Vaadin after the
     * context closed. It stops at once, and says so in one line.
     */
    @EventListener(ContextClosedEvent.class)
    void stop() {
        stopping = true;
        Thread t = thread;
        if (t != null && t.isAlive() && t != Thread.currentThread()) {
            t.interrupt();
            log.info("warm-up stopped: the server is shutting down");
        }
    }

    /** The training run's warm-up: all of it, then the server stops and the JVM exits (and writes its AOT cache). */
    private void runAllThenExit() {
        runAll();
        System.exit(SpringApplication.exit(context));
    }

    /**
     * Every step, {@code rounds} times, then the lesson pages opened through HTTP (twice at most: their results are
     * in the shared cache by then, and it is the first UI's classes that are cold). A failing step or page is logged
     * and skipped; it never stops the server.
     */
    void runAll() {
        long start = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            for (WarmupStep step : steps) {
                if (stopping) {
                    return;
                }
                try {
                    step.run(r == 0);
                } catch (RuntimeException e) {
                    warn("warm-up step " + step.name() + " failed: ", e);
                }
            }
        }
        int rendered = 0;
        for (int r = 0; r < Math.min(rounds, 2) && !stopping; r++) {
            try {
                rendered += pages.openAll();
            } catch (IOException | RuntimeException e) {
                warn("warm-up of the pages failed: ", e);
                break;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        int redrawn = 0;
        if (stopping) {
            return;
        }
        try {
            redrawn = pages.redrawAll();
        } catch (IOException | RuntimeException e) {
            warn("warm-up of the redraws failed: ", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (stopping) {
            return;
        }
        log.info(
                "warm-up done: {} × {}, {} page renders and {} redraws in {} ms",
                rounds,
                steps.stream().map(WarmupStep::name).toList(),
                rendered,
                redrawn,
                (System.nanoTime() - start) / 1_000_000);
    }

    /** A failure is worth a warning while the server runs; once it is stopping, it is the stop itself. */
    private void warn(String what, Exception e) {
        if (!stopping) {
            log.warn("{}{}", what, e.toString());
        }
    }
}
