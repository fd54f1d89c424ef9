package com.agenteval.workbench.app.lesson;

import com.agenteval.workbench.app.forecast.OfflineRunService;
import com.agenteval.workbench.app.forecast.RunPlan;
import com.agenteval.workbench.app.forecast.SavedRun;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.live.LiveProgress;
import com.agenteval.workbench.app.live.LiveQuestions;
import com.agenteval.workbench.app.live.LiveRunOutcome;
import com.agenteval.workbench.app.live.LiveRunRequest;
import com.agenteval.workbench.app.live.LiveRuns;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.RetryNotice;
import com.agenteval.workbench.app.live.SearchConfig;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.ScratchStore;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import java.io.IOException;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The forecast-run lesson's services: the offline questions of a world, a panel run saved among the session's own
 * runs ("your runs", never the class store), those runs, and a live run on the session's provider and search, saved
 * there too. Every run is also sent as OpenTelemetry spans when the session has an endpoint (issue 17).
 */
public class ForecastRunLesson {

    private final OfflineRunService runs;
    private final TraceStoreService store;
    private final SessionRuns yours;
    private final LiveSettings settings;
    private final LiveRuns liveRuns;
    private final SessionSpans spans;

    public ForecastRunLesson(
            OfflineRunService runs,
            TraceStoreService store,
            SessionRuns yours,
            LiveSettings settings,
            LiveRuns liveRuns,
            SessionSpans spans) {
        this.runs = runs;
        this.store = store;
        this.yours = yours;
        this.settings = settings;
        this.liveRuns = liveRuns;
        this.spans = spans;
    }

    /** The ids of the offline questions of the world {@code worldSeed} makes. */
    public List<String> questionIds(long worldSeed) {
        return runs.questions(worldSeed).stream().map(OfflineQuestion::id).toList();
    }

    public OfflineQuestion question(long worldSeed, String id) {
        return runs.question(worldSeed, id);
    }

    /** The class store's folder, as a student would type it. */
    public String storeFolder() {
        return TraceStoreService.display(store.folder());
    }

    /**
     * Runs the panel {@code spec} on a question of the world {@code worldSeed} makes, on the calling thread, and saves
     * it among the session's runs; {@code listener} hears each step.
     */
    public SavedRun run(
            long worldSeed,
            OfflineQuestion question,
            OfflineForecasting.Spec spec,
            StepListener listener,
            Cancellation cancellation)
            throws IOException {
        SavedRun saved = runs.run(new RunPlan(worldSeed, question, spec), yours, listener, cancellation);
        spans.send(SpanSource.of(0, s -> s.runTrace(saved.run().trace())));
        return saved;
    }

    /** The session's own runs. */
    public List<StoredTrace> yourRuns() {
        return yours.list();
    }

    /** What the session keeps now, against its bounds. */
    public ScratchStore.Usage usage() throws IOException {
        return store.usage(yours);
    }

    /** Deletes every run of the session; returns how many there were. */
    public int reset() throws IOException {
        return store.reset(yours);
    }

    /** Whether the server lets students save a run to the class store. */
    public boolean classSaveAllowed() {
        return store.classSaveAllowed();
    }

    /** Copies one of the session's runs to the class store; returns where, as a student would type it. */
    public String saveToClass(String fileName) throws Exception {
        return TraceStoreService.display(store.saveToClass(yours, fileName));
    }

    /** The session is live (and its settings usable). */
    public boolean isLive() {
        return settings.isLive();
    }

    /** The session's provider and search readiness. */
    public LiveSettings.Readiness readiness() {
        return settings.readiness();
    }

    /** The session's active provider, described. */
    public String provider() {
        return settings.readiness().provider().describe();
    }

    /** The book's two fixture questions: the contested one, then the clear one. */
    public List<ForecastQuestion> fixtureQuestions() {
        return List.of(LiveQuestions.CONTESTED, LiveQuestions.CLEAR);
    }

    /**
     * A live run prepared on the UI thread, to run on a job's thread: it tells {@code steps} each agent's steps and
     * {@code retries} each retry described, and returns what the page makes of the saved trace and its file's name.
     */
    @FunctionalInterface
    public interface LiveRun<R> {
        R run(StepListener steps, Consumer<String> retries, Cancellation cancellation) throws IOException;
    }

    /**
     * Prepares a live run of {@code agents} research agents on {@code question} with these budgets, on the session's
     * models and search, read now (on the UI thread, where the session is): it is saved among the session's own runs,
     * like an offline one (issue 26), and {@code finished} makes the result of the saved trace and its file's name.
     *
     * @throws IllegalArgumentException with the reason, when the live run refuses the request (an empty question, a
     *     count out of its range)
     */
    public <R> LiveRun<R> liveRun(
            ForecastQuestion question,
            int agents,
            int maxSteps,
            int maxResults,
            boolean marketPriceInPrompt,
            BiFunction<RunTrace, String, R> finished) {
        LiveRunRequest request = new LiveRunRequest(question, agents, maxSteps, maxResults, marketPriceInPrompt);
        ProviderModels models = settings.models();
        SearchConfig search = settings.search();
        return (steps, retries, cancel) -> {
            LiveProgress progress = new LiveProgress() {
                @Override
                public void onStep(String agentId, AgentTrace step) {
                    steps.onStep(agentId, step);
                }

                @Override
                public void onAgentStarted(String agentId) {
                    steps.onAgentStarted(agentId);
                }

                @Override
                public void onAgentFinished(String agentId, ForecastArtifact artifact) {
                    steps.onAgentFinished(agentId, artifact);
                }

                @Override
                public void onRetry(RetryNotice notice) {
                    retries.accept(notice.describe());
                }
            };
            LiveRunOutcome out = liveRuns.run(request, models, search, run -> store.save(yours, run), progress, cancel);
            spans.send(SpanSource.of(0, s -> s.runTrace(out.trace())));
            return finished.apply(out.trace(), out.saved().getFileName().toString());
        };
    }
}
