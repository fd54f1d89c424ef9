package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.agent.PanelRun;
import com.agenteval.workbench.core.forecast.agent.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.WorldFacts;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Runs the offline research agent (a simulated forecaster over the simulated world's search corpus) for the run
 * page, off the request thread, and saves each finished run to the store.
 *
 * <p>The simulated model answers instantly, so a run of a few agents would finish before a student sees anything.
 * {@code workbench.forecast.step-pause} (150 ms by default) paces the steps so progress can be watched; it lies
 * outside every timed tool call, so the audit durations are unaffected, and it changes no forecast.
 */
@Service
public class OfflineRunService {

    private static final int WORLD_CACHE = 4;
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final TraceStoreService store;
    private final Duration stepPause;
    private final Clock clock = Clock.systemUTC();
    private final ExecutorService runs = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "forecast-run-" + THREADS.incrementAndGet());
        t.setDaemon(true);
        return t;
    });
    private final Map<Long, WorldFacts> worlds = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, WorldFacts> eldest) {
            return size() > WORLD_CACHE;
        }
    };

    OfflineRunService(TraceStoreService store, @Value("${workbench.forecast.step-pause:150ms}") Duration stepPause) {
        this.store = store;
        this.stepPause = stepPause;
    }

    /** The simulated world's facts for a seed, built once and kept for the last few seeds. */
    public synchronized WorldFacts world(long seed) {
        return worlds.computeIfAbsent(seed, WorldFacts::ofSeed);
    }

    public List<OfflineQuestion> questions(long worldSeed) {
        return OfflineQuestions.generate(world(worldSeed));
    }

    public OfflineQuestion question(long worldSeed, String id) {
        return OfflineQuestions.find(questions(worldSeed), id)
                .orElseThrow(() -> new IllegalArgumentException("no offline question " + id));
    }

    /**
     * Starts a run on a worker thread. {@code listener} hears every step of every agent as it happens (on that
     * thread); the future completes with the saved run, or with the error that stopped it.
     */
    CompletableFuture<SavedRun> start(RunPlan plan, StepListener listener) {
        return CompletableFuture.supplyAsync(() -> {
            WorldFacts world = world(plan.worldSeed());
            StepListener paced = (agent, step) -> {
                listener.onStep(agent, step);
                pause();
            };
            PanelRun run = OfflineForecasting.run(world, plan.question().question(), plan.spec(), clock, paced);
            try {
                return new SavedRun(plan, run, store.save(run.trace()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot save the run: " + e.getMessage(), e);
            }
        }, runs);
    }

    private void pause() {
        if (stepPause.isZero() || stepPause.isNegative()) {
            return;
        }
        try {
            Thread.sleep(stepPause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @PreDestroy
    void stop() {
        runs.shutdownNow();
    }
}
