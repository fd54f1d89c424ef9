package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.Aggregation;
import com.agenteval.workbench.core.llm.LlmClient;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Runs N research agents on one question, one after the other, each behind its own tracer on one shared call
 * sequence, and captures the run as a {@link RunTrace}: the book's "same class, different id" panel. An agent stopped
 * by a failed model call or a cancel ({@link AgentStoppedException}) ends the panel: the run is captured with what was
 * done, and {@code status} and {@code failure_reason} say which agent stopped and why.
 *
 * <pre>{@code
 * PanelRun run = ForecastPanel.run(question, null, spec, i -> new SimulatedForecaster(seed + i, knobs), corpus,
 *         clock, new SplittableRandom(seed), StepListener.NONE);
 * store.save(run.trace());
 * }</pre>
 */
public final class ForecastPanel {

    private ForecastPanel() {}

    /**
     * @param models   the model of agent {@code i} ({@code agent_0}, {@code agent_1}, ...)
     * @param clock    for call timestamps, tool durations and {@code created_at} (taken when the last agent is done)
     * @param random   for the run id only
     */
    public static PanelRun run(
            ForecastQuestion question,
            @Nullable Double marketPrice,
            PanelSpec spec,
            IntFunction<LlmClient> models,
            SearchClient search,
            Clock clock,
            RandomGenerator random,
            StepListener listener) {
        CallSequence sequence = new CallSequence();
        List<TracingLlmClient> tracers = new ArrayList<>();
        List<AgentRun> runs = new ArrayList<>();
        ForecastArtifact stopped = null;
        for (int i = 0; i < spec.agents() && stopped == null; i++) {
            String agentId = "agent_" + i;
            TracingLlmClient tracer = new TracingLlmClient(models.apply(i), agentId, sequence, clock);
            tracers.add(tracer);
            AgentRun run = new ResearchAgent(tracer, search, agentId, spec.maxSteps(), spec.maxSearchResults(), clock)
                    .run(question, marketPrice, listener);
            runs.add(new AgentRun(withMode(run.artifact(), spec.executionMode()), run.toolLog()));
            if (run.artifact().status() != null) {
                // a failed call or a cancel stops the panel: the agents not yet started are not run
                stopped = run.artifact();
            }
        }
        List<ForecastArtifact> artifacts = runs.stream().map(AgentRun::artifact).toList();
        String runId = String.format("%012x", random.nextLong() & 0xFFFF_FFFF_FFFFL);
        RunTrace trace = RunTrace.capture(
                spec.notebook(),
                spec.provider(),
                question,
                spec.params(),
                artifacts,
                aggregation(artifacts),
                spec.notes(),
                TracingLlmClient.merge(tracers),
                clock.instant(),
                runId,
                spec.executionMode());
        if (stopped != null) {
            int notRun = spec.agents() - runs.size();
            trace = trace.withStatus(
                    stopped.status(),
                    stopped.agentId() + ": " + stopped.failureReason()
                            + (notRun == 0
                                    ? ""
                                    : " (" + notRun + " later agent" + (notRun == 1 ? " was" : "s were")
                                            + " not started)"));
        }
        return new PanelRun(trace, runs);
    }

    /** The panel's probability by every method over the agents that forecast; null when none did. */
    private static @Nullable Map<String, Object> aggregation(List<ForecastArtifact> artifacts) {
        List<Double> ps = artifacts.stream()
                .filter(ForecastArtifact::forecastProduced)
                .map(ForecastArtifact::pYes)
                .toList();
        if (ps.isEmpty()) {
            return null;
        }
        Map<String, Object> recorded = new LinkedHashMap<>();
        recorded.put("n_forecasts", ps.size());
        recorded.putAll(Aggregation.byMethod(ps));
        return recorded;
    }

    private static ForecastArtifact withMode(ForecastArtifact a, String mode) {
        return a.withExecutionMode(mode);
    }
}
