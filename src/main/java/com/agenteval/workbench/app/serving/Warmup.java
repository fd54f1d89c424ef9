package com.agenteval.workbench.app.serving;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * After start-up, runs every {@link WarmupStep} a few times on one daemon thread at minimum priority: the first
 * {@code /configs} of a fresh server would otherwise run its 22,400 simulations in the interpreter (issue 18
 * measured 3.7 s against 1.6–1.9 s warm). It starts only once the server is ready, so it never delays the first
 * page, and at minimum priority a student's request wins the CPU. {@code workbench.warmup.enabled=false} turns it
 * off.
 */
@Component
class Warmup {

    private static final Logger log = LoggerFactory.getLogger(Warmup.class);

    private final List<WarmupStep> steps;
    private final boolean enabled;
    private final int rounds;

    Warmup(List<WarmupStep> steps, @Value("${workbench.warmup.enabled:true}") boolean enabled,
           @Value("${workbench.warmup.rounds:3}") int rounds) {
        if (rounds < 0 || rounds > 50) {
            throw new IllegalArgumentException("workbench.warmup.rounds must be between 0 and 50, not " + rounds);
        }
        this.steps = List.copyOf(steps);
        this.enabled = enabled;
        this.rounds = rounds;
    }

    @EventListener(ApplicationReadyEvent.class)
    void start() {
        if (!enabled || rounds == 0 || steps.isEmpty()) {
            return;
        }
        Thread thread = new Thread(this::runAll, "workbench-warmup");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    /** Every step, {@code rounds} times; a failing step is logged and skipped, it never stops the server. */
    void runAll() {
        long start = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            for (WarmupStep step : steps) {
                try {
                    step.run(r == 0);
                } catch (RuntimeException e) {
                    log.warn("warm-up step {} failed: {}", step.name(), e.toString());
                }
            }
        }
        log.info("warm-up done: {} × {} in {} ms", rounds, steps.stream().map(WarmupStep::name).toList(),
                (System.nanoTime() - start) / 1_000_000);
    }
}
