package com.agenteval.workbench.live.agent;

import com.agenteval.workbench.core.agent.live.LiveAgentListener;
import com.agenteval.workbench.core.agent.live.LiveAgentStoppedException;
import com.agenteval.workbench.core.agent.live.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.Message;
import com.agenteval.workbench.core.agent.live.ToolUse;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.live.LiveHttp;
import com.agenteval.workbench.live.ProviderModels;
import com.agenteval.workbench.live.Redaction;
import com.agenteval.workbench.live.Retries;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Starts live-agent runs in the simulated world, each on a thread of its own, and saves each finished run to the
 * {@link LiveWorldRunStore}. Logs provider, model, task and how the run ended; never a key.
 */
@Service
public class LiveWorldRuns {

    private static final Logger LOG = LoggerFactory.getLogger(LiveWorldRuns.class);
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final LiveHttp http;
    private final LiveWorldRunStore store;
    private final Clock clock = Clock.systemUTC();

    LiveWorldRuns(LiveHttp http, LiveWorldRunStore store) {
        this.http = http;
        this.store = store;
    }

    /**
     * Runs a task live and saves it.
     *
     * @param progress hears "turn 2 of 10: db_lookup" after each model turn (on the run's thread)
     */
    public LiveWorldJob start(World world, Task task, LiveRunSetup setup, ProviderModels models,
                              Consumer<String> progress) {
        LiveWorldJob job = new LiveWorldJob();
        Redaction redaction = Redaction.of(models.config().apiKey());
        SpringAiToolUseModel model = new SpringAiToolUseModel(models,
                new Retries(http, redaction, n -> progress.accept(n.describe())));
        LiveAgentListener listener = new LiveAgentListener() {
            @Override
            public void onTurn(int turn, int budget, Message.Assistant reply) {
                String calls = reply.toolUses().stream().map(ToolUse::name).collect(Collectors.joining(", "));
                progress.accept(turn + "/" + budget + (calls.isEmpty() ? "" : ": " + calls));
            }

            @Override
            public boolean cancelled() {
                return job.isCancelled();
            }
        };
        Thread thread = new Thread(() -> {
            job.bind(Thread.currentThread());
            LOG.info("live world run started: {} on {}", models.config().describe(), task.id());
            LiveWorldJob.Saved saved = null;
            Throwable failure = null;
            try {
                LiveWorldRun run = LiveWorldAgent.run(world, task, model, setup, listener);
                idle(job);
                Path file = store.save(run, clock.instant());
                LOG.info("live world run {} on {}: {}, saved as {}", run.stop().wireName(), task.id(),
                        run.trace().correct() ? "correct" : "wrong", file.getFileName());
                saved = new LiveWorldJob.Saved(run, file);
            } catch (LiveAgentStoppedException e) {
                LOG.info("live world run on {} stopped: {}", task.id(), redaction.apply(e.getMessage()));
                failure = e;
            } catch (Exception | Error e) {
                LOG.warn("live world run on {} failed: {}", task.id(), redaction.apply(String.valueOf(e.getMessage())));
                failure = e;
            }
            // the page hears of the outcome on this thread: a cancel's interrupt must not reach its UI access
            idle(job);
            if (failure == null) {
                job.outcome().complete(saved);
            } else {
                job.outcome().completeExceptionally(failure);
            }
        }, "live-world-run-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        thread.start();
        return job;
    }

    /** The run no longer takes interrupts; clears one that arrived. */
    private static void idle(LiveWorldJob job) {
        job.unbind();
    }
}
