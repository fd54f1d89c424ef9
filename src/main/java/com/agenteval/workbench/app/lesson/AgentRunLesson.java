package com.agenteval.workbench.app.lesson;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.live.agent.LiveWorldRuns;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.LiveAgentSettings;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.jobs.Job.Work;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.SequencedMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The agent-run lesson's services: the session's world, tasks and own configs, the seed sweep (shared for a standard
 * config), and live runs of the agent on the session's provider, saved and listed. Every run with a trace, simulated
 * or live, is also sent as OpenTelemetry spans when the session has an endpoint (issue 17).
 */
public class AgentRunLesson {

    private final SimSession sim;
    private final SharedResults shared;
    private final LiveWorldRunStore liveStore;
    private final LiveWorldRuns liveRuns;
    private final LiveSettings settings;
    private final SessionSpans spans;
    private final Clock clock;

    public AgentRunLesson(
            SimSession sim,
            SharedResults shared,
            LiveWorldRunStore liveStore,
            LiveWorldRuns liveRuns,
            LiveSettings settings,
            SessionSpans spans,
            Clock clock) {
        this.sim = sim;
        this.shared = shared;
        this.liveStore = liveStore;
        this.liveRuns = liveRuns;
        this.settings = settings;
        this.spans = spans;
        this.clock = clock;
    }

    /** The world the session's pages start from. */
    public WorldSpec worldSpec() {
        return sim.worldSpec();
    }

    public World world(WorldSpec spec) {
        return sim.world(spec);
    }

    public List<Task> tasks(WorldSpec spec, int n, BigInteger seed, boolean newData) {
        return sim.tasks(spec, n, seed, newData);
    }

    /** The configs the student saved in this session. */
    public List<AgentConfig> customConfigs() {
        return sim.customConfigs();
    }

    public void saveCustomConfig(AgentConfig config) {
        sim.saveCustomConfig(config);
    }

    /** {@link SharedResults#seedSweep}: shared by every student for a standard config, the student's own otherwise. */
    public SeedSweep seedSweep(
            Object swept, boolean shareable, BigInteger first, int runs, Function<BigInteger, RunResult> runWithSeed) {
        return shared.seedSweep(swept, shareable, first, runs, runWithSeed);
    }

    /** Sends a simulated run's trace as spans, when the session has an endpoint. */
    public void sent(Trace trace) {
        spans.send(SpanSource.of(0, s -> s.simTrace(trace, 0, clock.instant())));
    }

    /** The saved live runs, newest first: each file's name, and its run or why it cannot be read. */
    public SequencedMap<String, Checked<SavedLiveRun>> savedLiveRuns() {
        SequencedMap<String, Checked<SavedLiveRun>> saved = new LinkedHashMap<>();
        liveStore.list().forEach(e -> saved.putLast(e.fileName(), e.read()));
        return saved;
    }

    /** The folder of the saved live runs, as a student finds it under the traces folder. */
    public String liveRunsFolder() {
        return LiveWorldRunStore.FOLDER;
    }

    /** The provider a live run would use, described, when the session has one set up (key, URL, model); else null. */
    public @Nullable String usableProvider() {
        ProviderConfig c = activeProvider();
        return c.usable() ? c.describe() : null;
    }

    /**
     * Prepares a live run of {@code task} with the session's provider and models, read now (on the UI thread, where
     * the session is), to run as a job's work: it reports each model turn as {@code progress} makes it an event, and
     * returns the saved file's name.
     */
    public <E> Work<E, String> liveRun(
            WorldSpec spec,
            World world,
            int tasks,
            BigInteger taskSeed,
            boolean newData,
            Task task,
            LiveAgentSettings agent,
            Function<String, E> progress) {
        ProviderConfig provider = activeProvider();
        LiveRunSetup setup = new LiveRunSetup(
                spec,
                tasks,
                taskSeed,
                newData,
                task.id(),
                provider.kind().id(),
                provider.model(),
                agent,
                Price.forModel(provider.model()).orElse(Price.UNKNOWN));
        ProviderModels models = settings.models();
        return (report, cancel) -> {
            Instant started = clock.instant();
            LiveWorldRuns.Saved saved =
                    liveRuns.run(world, task, setup, models, text -> report.report(progress.apply(text)), cancel);
            spans.send(SpanSource.of(0, s -> s.liveRun(saved.run(), started)));
            return saved.file().getFileName().toString();
        };
    }

    private ProviderConfig activeProvider() {
        return settings.provider(settings.active());
    }
}
