package com.agenteval.workbench.app.live.agent;

import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Retries;
import com.agenteval.workbench.app.live.RunDeadline;
import com.agenteval.workbench.app.live.SpringAiLlmClient;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Runs live-agent runs in the simulated world (on a job's thread, see {@code jobs.Jobs}) and saves each finished run
 * to the {@link LiveWorldRunStore}. A run has an overall deadline ({@code workbench.live.run-deadline}) besides the
 * per-call timeouts, and is saved only within {@code workbench.live.max-trace-size}. Logs provider, model, task and
 * how the run ended; never a key.
 */
@Service
public class LiveWorldRuns {

    private static final Logger LOG = LoggerFactory.getLogger(LiveWorldRuns.class);

    private final LiveHttp http;
    private final LiveWorldRunStore store;
    private final Clock clock;

    LiveWorldRuns(LiveHttp http, LiveWorldRunStore store, Clock clock) {
        this.http = http;
        this.store = store;
        this.clock = clock;
    }

    /**
     * A finished run and the file it was saved to.
     *
     * @param run  the run
     * @param file the saved file
     */
    public record Saved(LiveWorldRun run, Path file) {}

    /**
     * Runs a task live on the calling thread and saves it. A cancel stops the run before its next model call, or
     * interrupts the call in progress; a cancelled or failed run throws {@link AgentStoppedException} and is not
     * saved.
     *
     * @param progress hears "2/10: db_lookup" after each model turn, and each retry's wait
     */
    public Saved run(
            World world,
            Task task,
            LiveRunSetup setup,
            ProviderModels models,
            Progress<String> progress,
            Cancellation cancellation)
            throws IOException {
        Redaction redaction = Redaction.of(models.config().apiKey());
        SpringAiLlmClient model =
                new SpringAiLlmClient(models, new Retries(http, redaction, n -> progress.report(n.describe())));
        LiveAgentListener listener = new LiveAgentListener() {
            @Override
            public void onTurn(int turn, int budget, Message reply) {
                String calls = reply.toolUses().stream().map(ToolUse::name).collect(Collectors.joining(", "));
                progress.report(turn + "/" + budget + (calls.isEmpty() ? "" : ": " + calls));
            }

            @Override
            public boolean cancelled() {
                return cancellation.isCancelled();
            }
        };
        LOG.info("live world run started: {} on {}", models.config().describe(), task.id());
        LiveWorldRun run;
        // the run's deadline interrupts a call in progress as a cancel does, and stops the run as failed
        try (RunDeadline deadline = RunDeadline.start(http)) {
            LlmClient watched = deadline.watching(model);
            run = cancellation.interruptibly(() -> LiveWorldAgent.run(world, task, watched, setup, listener));
        } catch (AgentStoppedException e) {
            LOG.info("live world run on {} stopped: {}", task.id(), redaction.apply(e.getMessage()));
            throw e;
        } catch (RuntimeException | Error e) {
            LOG.warn("live world run on {} failed: {}", task.id(), redaction.apply(String.valueOf(e.getMessage())));
            throw e;
        }
        Path file = store.save(run, clock.instant(), http.bounds().maxTraceBytes());
        LOG.info(
                "live world run {} on {}: {}, saved as {}",
                run.stop().wireName(),
                task.id(),
                run.trace().correct() ? "correct" : "wrong",
                file.getFileName());
        return new Saved(run, file);
    }
}
