package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.TracingLlmClient.CallSequence;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
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

    /**
     * What a panel run is: how many research agents, their budgets, and how the run is labelled in its trace. Recorded in
     * the trace's {@code params} so the run can be reproduced.
     *
     * @param notebook      the trace's {@code notebook}, also the first part of its file name
     * @param provider      the trace's {@code provider}: the model's name
     * @param executionMode {@code offline} or {@code live}
     * @param extraParams   anything else the run depends on (seeds, knobs), recorded beside the budgets
     */
    public record PanelSpec(
            String notebook,
            String provider,
            int agents,
            int maxSteps,
            int maxSearchResults,
            String notes,
            String executionMode,
            Map<String, Object> extraParams) {

        public PanelSpec {
            Objects.requireNonNull(notebook, "notebook");
            Objects.requireNonNull(provider, "provider");
            if (agents < 1 || maxSteps < 1 || maxSearchResults < 1) {
                throw new IllegalArgumentException("agents, max steps and max search results must be at least 1");
            }
            extraParams = Collections.unmodifiableMap(new LinkedHashMap<>(extraParams));
        }

        /** The params as the trace records them: the book's two budgets first. */
        public Map<String, Object> params() {
            Map<String, Object> params = new LinkedHashMap<>();
            params.put("max_steps", maxSteps);
            params.put("max_search_results", maxSearchResults);
            params.put("agents", agents);
            params.putAll(extraParams);
            return params;
        }
    }

    /** A finished panel: the trace to save, and each agent's run with its tool audit log (which the trace does not keep). */
    public record PanelRun(RunTrace trace, List<AgentRun> agents) {

        public PanelRun {
            Objects.requireNonNull(trace, "trace");
            agents = List.copyOf(agents);
        }

        /** One research agent's result: the artifact that goes into the trace, and the tool executor's audit log. */
        public record AgentRun(ForecastArtifact artifact, List<ToolCall> toolLog) {

            public AgentRun {
                Objects.requireNonNull(artifact, "artifact");
                toolLog = List.copyOf(toolLog);
            }

            /**
             * One entry of the tool executor's audit log: an independent record of what the tool was actually asked to do,
             * beside the agent's own account in its traces.
             *
             * @param status      {@code success} or {@code error}
             * @param durationMs  wall-clock time of the call, from the clock passed in
             * @param provenance  where the results came from and what the cutoff filter did: the client, how many results it
             *                    returned, how many were dropped as published on or after the cutoff, how many carry no date
             */
            public record ToolCall(
                    String tool,
                    Map<String, Object> args,
                    String status,
                    double durationMs,
                    String resultPreview,
                    Map<String, Object> provenance) {

                public static final String SUCCESS = "success";
                public static final String ERROR = "error";

                public ToolCall {
                    Objects.requireNonNull(tool, "tool");
                    Objects.requireNonNull(status, "status");
                    args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
                    provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
                }

                /**
                 * This call as a row of the tool audit table, the same row type the replay rebuilds from traces, here with its
                 * duration. The notebook's live path shows query, status and duration from this log.
                 */
                public ReplayAnalysis.ToolAuditRow auditRow() {
                    Object query = args.get("query");
                    Object kept = provenance.get("kept");
                    return new ReplayAnalysis.ToolAuditRow(
                            query == null ? "?" : query.toString(),
                            status,
                            kept instanceof Integer n ? n : 0,
                            durationMs);
                }
            }
        }
    }

    /** Told of each step as an agent takes it, so a page can show progress per agent. */
    @FunctionalInterface
    public interface StepListener {

        StepListener NONE = (agentId, step) -> {};

        void onStep(String agentId, AgentTrace step);

        /** Before the agent's first model call. */
        default void onAgentStarted(String agentId) {}

        /** When the agent is done: it forecast, ran out of turns, failed or was cancelled (see its {@code status}). */
        default void onAgentFinished(String agentId, ForecastArtifact artifact) {}
    }

    /**
     * A search tool, as the book's {@code SearchClient}: a query, a result budget and an optional cutoff date. Offline this
     * is the {@code OfflineSearchCorpus}; live web search (issue 7) implements the same interface. A client may apply the
     * cutoff itself; the {@link ToolExecutor} applies it again regardless.
     *
     * <pre>{@code
     * List<SearchResult> hits = search.search("Harbor National market cap 2023", 5, LocalDate.parse("2024-01-01"));
     * }</pre>
     */
    public interface SearchClient {

        /**
         * @param cutoff the last date the question allows evidence from (exclusive), or null for none
         */
        List<SearchResult> search(String query, int maxResults, @Nullable LocalDate cutoff);

        /** A name for audit logs and the replay header, e.g. {@code offline corpus (world seed 14)}. */
        String name();

        /**
         * The longest query this search takes; the {@link ToolExecutor} cuts a longer one before it is sent, and
         * records that it did. No limit by default (the offline corpus); live web search has one.
         */
        default int maxQueryChars() {
            return Integer.MAX_VALUE;
        }
    }

    /**
     * Wraps a model client and records every call: a global sequence number, this tracer's label, the model, JSON mode,
     * a copy of the messages sent, the reply, tokens and the time, and the reply's extras (what the live bounds cut of it,
     * {@code truncated}). The book's {@code trace_llm} and {@code merge_calls}.
     *
     * <pre>{@code
     * CallSequence seq = new CallSequence();
     * TracingLlmClient tracer0 = new TracingLlmClient(llm, "agent_0", seq, clock);
     * TracingLlmClient tracer1 = new TracingLlmClient(llm, "agent_1", seq, clock);
     * ... run both agents ...
     * List<LlmCall> calls = TracingLlmClient.merge(tracer0, tracer1);   // ordered by sequence number
     * }</pre>
     */
    public static final class TracingLlmClient implements LlmClient {

        private final LlmClient inner;
        private final String label;
        private final CallSequence sequence;
        private final Clock clock;
        private final List<LlmCall> calls = new ArrayList<>();

        public TracingLlmClient(LlmClient inner, String label, CallSequence sequence, Clock clock) {
            this.inner = inner;
            this.label = label;
            this.sequence = sequence;
            this.clock = clock;
        }

        @Override
        public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
            List<Message> sent = List.copyOf(messages);
            Message reply = inner.complete(sent, jsonMode, tools);
            synchronized (calls) {
                calls.add(new LlmCall(
                        sequence.next(),
                        label,
                        inner.modelName(),
                        jsonMode,
                        sent,
                        reply.text(),
                        reply.usage().inputTokens(),
                        reply.usage().outputTokens(),
                        reply.usage().totalTokens(),
                        RunTrace.isoSeconds(clock.instant()),
                        reply.extras()));
            }
            return reply;
        }

        @Override
        public String modelName() {
            return inner.modelName();
        }

        public String label() {
            return label;
        }

        /** The calls recorded so far, in the order this tracer made them. */
        public List<LlmCall> calls() {
            synchronized (calls) {
                return List.copyOf(calls);
            }
        }

        /** Every tracer's calls in one list, ordered by their global sequence number. */
        public static List<LlmCall> merge(TracingLlmClient... tracers) {
            return merge(Arrays.asList(tracers));
        }

        public static List<LlmCall> merge(List<TracingLlmClient> tracers) {
            return tracers.stream()
                    .flatMap(t -> t.calls().stream())
                    .sorted(Comparator.comparingInt(LlmCall::seq))
                    .toList();
        }

        /**
         * The global numbering of model calls shared by every tracer of one run, so calls from several agents can be put
         * back in the order they happened. The book keeps one counter per process; here it is passed in, so two runs in one
         * process do not share numbers.
         */
        public static final class CallSequence {

            private final AtomicInteger next = new AtomicInteger();

            /** The next number, starting at 0. */
            public int next() {
                return next.getAndIncrement();
            }
        }
    }
}
