package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Runs the offline research agent (a simulated forecaster over the simulated world's search corpus) for the run
 * page (as a job of the session, on the job runner's thread) and saves each finished run among the session's own runs
 * ({@link SessionRuns}), never in the class store.
 *
 * <p>The simulated model answers instantly, so a run of a few agents would finish before a student sees anything.
 * {@code workbench.forecast.step-pause} (150 ms by default) paces the steps so progress can be watched; it lies
 * outside every timed tool call, so the audit durations are unaffected, and it changes no forecast.
 */
@Service
public class OfflineRunService {

    private static final int WORLD_CACHE = 4;

    private final TraceStoreService store;
    private final Duration stepPause;
    private final Clock clock;
    private final Map<Long, WorldFacts> worlds = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, WorldFacts> eldest) {
            return size() > WORLD_CACHE;
        }
    };

    OfflineRunService(
            TraceStoreService store, @Value("${workbench.forecast.step-pause:150ms}") Duration stepPause, Clock clock) {
        this.store = store;
        this.stepPause = stepPause;
        this.clock = clock;
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
     * Runs the panel on the calling thread and saves it among {@code yours}. {@code listener} hears every step of every agent as it
     * happens; a cancel stops the panel at its next step (or during the pause after one), and nothing is saved.
     *
     * @throws com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException when cancelled
     * @throws com.agenteval.workbench.core.forecast.store.ScratchStore.Full when the session's runs are at a bound
     */
    public SavedRun run(RunPlan plan, SessionRuns yours, StepListener listener, Cancellation cancellation)
            throws IOException {
        WorldFacts world = world(plan.worldSeed());
        StepListener paced = (agent, step) -> {
            listener.onStep(agent, step);
            pause(cancellation);
        };
        PanelRun run = cancellation.interruptibly(
                () -> OfflineForecasting.run(world, plan.question().question(), plan.spec(), clock, paced));
        return new SavedRun(plan, run, store.save(yours, run.trace()));
    }

    private void pause(Cancellation cancellation) {
        cancellation.check();
        if (stepPause.isZero() || stepPause.isNegative()) {
            return;
        }
        try {
            Thread.sleep(stepPause.toMillis());
        } catch (InterruptedException e) {
            // only a cancel interrupts a job's thread
            Thread.currentThread().interrupt();
        }
        cancellation.check();
    }
}
