package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The notebook's ReAct research agent: it searches, then commits to a probability, within a turn budget. The loop is
 * the notebook's {@code _run_research_loop}, step for step.
 *
 * <pre>{@code
 * ResearchAgent agent = new ResearchAgent(llm, search, "agent_0", 5, 5, clock);
 * AgentRun run = agent.run(question, null);          // no market price in the prompt
 * run.artifact().forecastProduced();                  // false when the budget ran out
 * }</pre>
 */
final class ResearchAgent {

    /** The rationale of an agent whose budget ran out; its {@code p_yes} stays 0.5 and is not a judgement. */
    public static final String MAX_STEPS_RATIONALE = "Max steps reached without forecast";
    /** The rationale of an agent stopped by a failed model call; its {@code failure_reason} says why. */
    public static final String FAILED_RATIONALE = "Failed before forecasting";
    /** The rationale of an agent whose run was cancelled. */
    public static final String CANCELLED_RATIONALE = "Cancelled before forecasting";

    private final LlmClient llm;
    private final ToolExecutor executor;
    private final String agentId;
    private final int maxSteps;
    private final int maxSearchResults;

    public ResearchAgent(
            LlmClient llm, SearchClient search, String agentId, int maxSteps, int maxSearchResults, Clock clock) {
        if (maxSteps < 1 || maxSearchResults < 1) {
            throw new IllegalArgumentException("max steps and max search results must be at least 1");
        }
        this.llm = llm;
        this.executor = new ToolExecutor(search, clock);
        this.agentId = agentId;
        this.maxSteps = maxSteps;
        this.maxSearchResults = maxSearchResults;
    }

    public AgentRun run(ForecastQuestion question, @Nullable Double marketPrice) {
        return run(question, marketPrice, StepListener.NONE);
    }

    public AgentRun run(ForecastQuestion question, @Nullable Double marketPrice, StepListener listener) {
        LocalDate cutoff = question.cutoff().orElse(null);
        List<Message> messages = new ArrayList<>(List.of(
                Message.of("system", Prompts.AGENT_SYSTEM_PROMPT),
                Message.of("user", Prompts.stepPrompt(question, marketPrice))));
        Loop result = new Loop();
        listener.onAgentStarted(agentId);

        boolean forecast = false;
        for (int step = 1; step <= maxSteps && !forecast; step++) {
            Message reply;
            try {
                reply = llm.complete(messages, true);
            } catch (AgentStoppedException e) {
                // not in the notebook, whose client raises: the steps taken so far are kept, the agent did not forecast
                result.status = e.status();
                result.failureReason = e.reason();
                break;
            }
            String response = reply.text();
            result.tokens = result.tokens.plus(reply.usage());
            ValidatedAction action = Actions.validateAction(Actions.parseJson(response));

            AgentTrace trace;
            if (action.isSearch()) {
                List<SearchResult> results = executor.executeSearch(action.query(), maxSearchResults, cutoff);
                trace = AgentTrace.search(step, action.query(), results, response);
                messages.add(Message.of("assistant", response));
                messages.add(Message.of("tool", ToolExecutor.formatSearchResults(results)));
                result.queriesMade += 1;
                result.sourcesConsulted += results.size();
            } else if (action.isForecast()) {
                trace = AgentTrace.of(step, AgentTrace.FORECAST, response);
                result.pYes = action.pYes();
                result.rationale = action.rationale();
                result.rawAction = action.fields();
                result.forecastProduced = true;
                forecast = true;
            } else {
                trace = AgentTrace.of(step, action.type(), response);
                messages.add(Message.of("assistant", response));
                messages.add(Message.of("tool", Prompts.unrecognizedAction(action.type())));
            }
            result.traces.add(trace);
            listener.onStep(agentId, trace);
        }
        if (result.status != null) {
            result.rationale =
                    AgentStoppedException.CANCELLED.equals(result.status) ? CANCELLED_RATIONALE : FAILED_RATIONALE;
        } else if (!forecast) {
            // The budget ran out with no forecast: p_yes keeps its initial 0.5 and forecast_produced stays false,
            // so nothing downstream reads it as a judgement.
            result.rationale = MAX_STEPS_RATIONALE;
            AgentTrace forced = AgentTrace.of(maxSteps, AgentTrace.FORCED_DEFAULT, null);
            result.traces.add(forced);
            listener.onStep(agentId, forced);
        }
        ForecastArtifact artifact = assemble(result);
        listener.onAgentFinished(agentId, artifact);
        return new AgentRun(artifact, executor.executionLog());
    }

    /** The notebook's {@code _assemble_artifact}: every derived field computed from the loop's state. */
    private ForecastArtifact assemble(Loop r) {
        return new ForecastArtifact(
                agentId,
                r.pYes,
                r.rationale,
                r.traces,
                r.forecastProduced,
                Derivations.extractConfidence(r.rawAction),
                Derivations.extractSentiment(r.pYes).value(),
                Derivations.extractKeyFindings(r.rationale),
                Derivations.assessEvidenceQuality(r.sourcesConsulted, r.queriesMade)
                        .value(),
                Derivations.extractUncertainties(r.rationale),
                r.tokens,
                r.queriesMade,
                r.sourcesConsulted,
                r.status,
                r.failureReason,
                null,
                null,
                Map.of());
    }

    /** The notebook's {@code _LoopResult}: mutable state of one loop. */
    private static final class Loop {
        double pYes = 0.5;
        String rationale = "";
        boolean forecastProduced;
        Map<String, Object> rawAction = Map.of();
        final List<AgentTrace> traces = new ArrayList<>();
        TokenUsage tokens = TokenUsage.ZERO;
        int queriesMade;
        int sourcesConsulted;
        /** null while the loop runs its course; {@code failed} or {@code cancelled} when a model call stopped it. */
        @Nullable
        String status;

        @Nullable
        String failureReason;
    }
}
