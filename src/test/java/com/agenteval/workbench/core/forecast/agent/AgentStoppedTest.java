package com.agenteval.workbench.core.forecast.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A model call that fails for good, or a cancel, ends the agent and the panel without losing what was done. */
class AgentStoppedTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-06-09T14:00:00Z"), ZoneOffset.UTC);
    private static final ForecastQuestion QUESTION = ForecastQuestion.of("Will X happen?", "", "", "", null, null);

    private final SearchClient search = new SearchClient() {
        @Override
        public List<SearchResult> search(String query, int maxResults, LocalDate cutoff) {
            return List.of(SearchResult.of("On " + query, "https://e/1", "Text.", null, 0.9));
        }

        @Override
        public String name() {
            return "fixture search";
        }
    };

    /** Replies from a script; a null entry throws the given stop instead. */
    private static LlmClient scripted(AgentStoppedException stop, String... replies) {
        List<String> script = new ArrayList<>(List.of(replies));
        return new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                if (script.isEmpty()) {
                    throw stop;
                }
                return Message.assistant(script.remove(0), List.of(), TokenUsage.of(50, 5));
            }

            @Override
            public String modelName() {
                return "scripted";
            }
        };
    }

    @Test
    void aFailedCallEndsTheAgentAndKeepsItsSteps() {
        List<String> events = new ArrayList<>();
        StepListener listener = new StepListener() {
            @Override
            public void onStep(String agentId, AgentTrace step) {
                events.add(agentId + " step " + step.action());
            }

            @Override
            public void onAgentStarted(String agentId) {
                events.add(agentId + " started");
            }

            @Override
            public void onAgentFinished(String agentId, ForecastArtifact artifact) {
                events.add(agentId + " finished " + artifact.status());
            }
        };
        LlmClient llm = scripted(
                AgentStoppedException.failed("the provider did not answer after 3 attempts: HTTP 500"),
                "{\"action\":\"search\",\"query\":\"a\"}",
                "{\"action\":\"search\",\"query\":\"b\"}");

        ForecastArtifact a = new ResearchAgent(llm, search, "agent_0", 5, 5, CLOCK)
                .run(QUESTION, null, listener)
                .artifact();

        assertThat(a.status()).isEqualTo("failed");
        assertThat(a.failureReason()).isEqualTo("the provider did not answer after 3 attempts: HTTP 500");
        assertThat(a.forecastProduced()).isFalse();
        assertThat(a.recordedForecastProduced()).isFalse();
        assertThat(a.rationale()).isEqualTo(ResearchAgent.FAILED_RATIONALE);
        assertThat(a.traces()).extracting(AgentTrace::action).containsExactly("search", "search");
        assertThat(a.searchQueriesMade()).isEqualTo(2);
        assertThat(a.tokenUsage().totalTokens()).isEqualTo(110);
        assertThat(events)
                .containsExactly(
                        "agent_0 started", "agent_0 step search", "agent_0 step search", "agent_0 finished failed");
    }

    @Test
    void anAgentThatCompletesHasNoStatusAsBefore() {
        LlmClient llm = scripted(null, "{\"action\":\"forecast\",\"p_yes\":0.4,\"rationale\":\"r\"}");

        ForecastArtifact a = new ResearchAgent(llm, search, "agent_0", 5, 5, CLOCK)
                .run(QUESTION, null)
                .artifact();

        assertThat(a.status()).isNull();
        assertThat(a.failureReason()).isNull();
        assertThat(a.forecastProduced()).isTrue();
    }

    @Test
    void aStoppedAgentEndsThePanelAndTheRunIsCapturedAsFailed() throws Exception {
        PanelSpec spec = new PanelSpec("live_research_agent", "m", 3, 5, 5, "", "live", Map.of());
        List<LlmClient> models = List.of(
                scripted(null, "{\"action\":\"forecast\",\"p_yes\":0.7,\"rationale\":\"r\"}"),
                scripted(
                        AgentStoppedException.failed("HTTP 401: the key was refused"),
                        "{\"action\":\"search\",\"query\":\"q\"}"),
                scripted(null, "{\"action\":\"forecast\",\"p_yes\":0.1,\"rationale\":\"never asked\"}"));

        PanelRun run = ForecastPanel.run(
                QUESTION, null, spec, models::get, search, CLOCK, new SplittableRandom(1), StepListener.NONE);
        RunTrace trace = RunTraceJson.parse(RunTraceJson.write(run.trace()));

        assertThat(trace.agents()).hasSize(2);
        assertThat(trace.status()).isEqualTo("failed");
        assertThat(trace.failureReason())
                .isEqualTo("agent_1: HTTP 401: the key was refused (1 later agent was not started)");
        assertThat(trace.agents().get(0).status()).isNull();
        assertThat(trace.agents().get(1).status()).isEqualTo("failed");
        assertThat(trace.agents().get(1).traces()).hasSize(1);
        assertThat(trace.agents().get(1).executionMode()).isEqualTo("live");
        assertThat(trace.llmCalls()).hasSize(2);
        // only the agent that forecast enters the aggregation
        assertThat(trace.aggregation()).asString().contains("n_forecasts=1");
    }

    @Test
    void aCancelIsRecordedAsCancelled() {
        PanelSpec spec = new PanelSpec("live_research_agent", "m", 1, 5, 5, "", "live", Map.of());

        PanelRun run = ForecastPanel.run(
                QUESTION,
                null,
                spec,
                i -> scripted(AgentStoppedException.cancelled("cancelled by the user")),
                search,
                CLOCK,
                new SplittableRandom(1),
                StepListener.NONE);

        assertThat(run.trace().status()).isEqualTo("cancelled");
        assertThat(run.trace().agents().get(0).rationale()).isEqualTo(ResearchAgent.CANCELLED_RATIONALE);
        assertThat(run.trace().failureReason()).isEqualTo("agent_0: cancelled by the user");
    }
}
