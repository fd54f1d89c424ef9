package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A live forecasting run: the notebook's research agents ({@link ForecastPanel}, unchanged) with a real model through
 * Spring AI and Tavily web search, saved to the store with provider, model, params and every model call, and
 * {@code execution_mode: "live"}. A run that fails or is cancelled is saved too, with its {@code status} and reason,
 * so nothing done before the fault is lost; so is a run stopped by its deadline ({@link LiveBounds#runDeadline()}).
 * The saved trace is within {@link LiveBounds#maxTraceBytes()} ({@link TraceFit}), and its params record the bounds.
 * Replaying the saved trace makes no calls.
 *
 * <pre>{@code
 * LiveRunOutcome out = LiveForecasting.run(LiveRunRequest.of(LiveQuestions.CONTESTED, 2), models, tavily,
 *         http, RunTraceStore.of(dir)::save, Clock.systemUTC(), progress, new Cancellation());
 * out.saved();   // traces/live_research_agent_20260609T141730Z_b694ab4d0453.json
 * }</pre>
 */
public final class LiveForecasting {

    public static final String NOTEBOOK = "live_research_agent";
    public static final String COMPLETED = "completed";

    private LiveForecasting() {}

    /**
     * Runs on the calling thread until every agent is done, one failed, or it is cancelled; then saves.
     *
     * @throws IOException when the trace cannot be saved
     */
    public static LiveRunOutcome run(
            LiveRunRequest request,
            ProviderModels models,
            SearchConfig search,
            LiveHttp http,
            TraceSink store,
            Clock clock,
            LiveProgress progress,
            Cancellation cancel)
            throws IOException {
        Redaction redaction = Redaction.of(models.config().apiKey(), search.apiKey());
        Retries retries = new Retries(http, redaction, progress::onRetry);
        PanelSpec spec = new PanelSpec(
                NOTEBOOK,
                models.config().model(),
                request.agents(),
                request.maxSteps(),
                request.maxSearchResults(),
                "Live run: " + models.config().describe() + " with Tavily web search.",
                "live",
                params(request, models.config(), search, http));
        Instant start = clock.instant();
        PanelRun run;
        try (RunDeadline deadline = RunDeadline.start(http)) {
            LlmClient llm = cancellable(new SpringAiLlmClient(models, retries), cancel, deadline);
            SearchClient web = cancellable(new TavilySearchClient(search, retries), cancel, deadline);
            // a cancel, or the run's deadline, interrupts a call in progress; the save below is past their reach
            run = cancel.interruptibly(() -> ForecastPanel.run(
                    request.question(),
                    request.promptMarketPrice(),
                    spec,
                    i -> llm,
                    web,
                    clock,
                    new SecureRandom(),
                    progress));
        }
        RunTrace trace = run.trace();
        if (trace.status() == null) {
            trace = trace.withStatus(COMPLETED, null);
        } else if (trace.failureReason() != null) {
            // a reason from an unexpected exception did not pass through Retries: redact it before it is saved
            trace = trace.withStatus(trace.status(), redaction.apply(trace.failureReason()));
        }
        trace = trace.withDurationSeconds(
                Duration.between(start, clock.instant()).toMillis() / 1000.0);
        // within the saved size the store reads back: recorded copies are cut if need be, and it says so
        trace = TraceFit.fit(trace, http.bounds().maxTraceBytes());
        Path saved = store.save(trace);
        return new LiveRunOutcome(trace, saved, run.agents());
    }

    /** What the run depends on, recorded in the trace's params so it can be reproduced (no keys). */
    static Map<String, Object> params(
            LiveRunRequest request, ProviderConfig provider, SearchConfig search, LiveHttp http) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("provider", provider.kind().id());
        p.put("model", provider.model());
        p.put("base_url", provider.recordableBaseUrl());
        p.put("temperature", ChatModels.TEMPERATURE);
        p.put(
                "max_tokens",
                provider.kind().openAiWire() ? ChatModels.OPENAI_MAX_TOKENS : ChatModels.ANTHROPIC_MAX_TOKENS);
        p.put(
                "json_mode",
                provider.kind().openAiWire()
                        ? "response_format json_object"
                        : "instruction appended to the system prompt");
        p.put("market_price_in_prompt", request.marketPriceInPrompt());
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("client", "tavily");
        s.put("search_depth", "basic");
        s.put("base_url", ProviderConfig.recordable(search.baseUrl()));
        s.put("allowed_domains", search.allowedDomains());
        s.put("blocked_domains", search.blockedDomains());
        p.put("search", s);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("max_attempts", http.maxAttempts());
        r.put("read_timeout_seconds", http.readTimeout().toMillis() / 1000.0);
        r.put("max_retry_after_seconds", http.maxRetryAfter().toSeconds());
        p.put("retries", r);
        LiveBounds b = http.bounds();
        Map<String, Object> bounds = new LinkedHashMap<>();
        bounds.put("max_reply_bytes", b.maxReplyBytes());
        bounds.put("max_reply_chars", b.maxReplyChars());
        bounds.put("max_tool_argument_chars", b.maxToolArgumentChars());
        bounds.put("max_tool_calls", b.maxToolCalls());
        bounds.put("max_query_chars", b.maxQueryChars());
        bounds.put("max_result_chars", b.maxResultChars());
        bounds.put("max_trace_bytes", b.maxTraceBytes());
        bounds.put("run_deadline_seconds", b.runDeadline().toMillis() / 1000.0);
        p.put("bounds", bounds);
        return p;
    }

    /**
     * Stops the agent at its next model call once the run is cancelled or past its deadline; a call failing because
     * of either is a cancel, or a failure saying the deadline passed.
     */
    static LlmClient cancellable(LlmClient inner, Cancellation cancel, RunDeadline deadline) {
        return deadline.watching(new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                if (cancel.isCancelled()) {
                    throw AgentStoppedException.cancelled("cancelled by the user");
                }
                try {
                    return inner.complete(messages, jsonMode, tools);
                } catch (AgentStoppedException e) {
                    throw cancel.isCancelled() && !deadline.passed()
                            ? AgentStoppedException.cancelled("cancelled by the user")
                            : e;
                }
            }

            @Override
            public String modelName() {
                return inner.modelName();
            }
        });
    }

    /**
     * A cancelled run, or one past its deadline, searches no more (the executor records the search as failed, and
     * the next call stops).
     */
    static SearchClient cancellable(SearchClient inner, Cancellation cancel, RunDeadline deadline) {
        return new SearchClient() {
            @Override
            public List<SearchResult> search(String query, int maxResults, @Nullable LocalDate cutoff) {
                if (deadline.passed()) {
                    throw new IllegalStateException(deadline.reason());
                }
                if (cancel.isCancelled()) {
                    throw new IllegalStateException("cancelled by the user");
                }
                return inner.search(query, maxResults, cutoff);
            }

            @Override
            public String name() {
                return inner.name();
            }

            @Override
            public int maxQueryChars() {
                return inner.maxQueryChars();
            }
        };
    }
}
