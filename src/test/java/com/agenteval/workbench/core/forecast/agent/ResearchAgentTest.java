package com.agenteval.workbench.core.forecast.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.TracingLlmClient;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.TracingLlmClient.CallSequence;
import com.agenteval.workbench.core.llm.Message;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResearchAgentTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2024-02-01T10:00:00Z"), ZoneOffset.UTC);
    private static final ForecastQuestion QUESTION =
            ForecastQuestion.of("Will X happen?", "Resolves YES if X.", "2024-12-31", "2024-01-01", 0.4, null);

    private final SearchClient search = new SearchClient() {
        @Override
        public List<SearchResult> search(String query, int maxResults, LocalDate cutoff) {
            return List.of(
                    SearchResult.of("Old news on " + query, "https://e/1", "Before.", "2023-05-01", 0.9),
                    SearchResult.of("Leak on " + query, "https://e/2", "After.", "2024-03-01", 0.8),
                    SearchResult.of("Undated on " + query, "https://e/3", "Whenever.", null, 0.7));
        }

        @Override
        public String name() {
            return "fixture search";
        }
    };

    @Test
    void thePromptsAreTheOnesTheBooksCaptureRecorded() {
        RunTrace book = ForecastFixtures.bookCapture();
        List<Message> first = book.llmCalls().get(0).messages();

        assertThat(Prompts.AGENT_SYSTEM_PROMPT).isEqualTo(first.get(0).content());
        assertThat(Prompts.stepPrompt(book.question(), null))
                .isEqualTo(first.get(1).content());
    }

    @Test
    void theMarketPriceLineAppearsOnlyWhenAPriceIsGiven() {
        assertThat(Prompts.stepPrompt(QUESTION, null)).doesNotContain("MARKET IMPLIED PROBABILITY");
        assertThat(Prompts.stepPrompt(QUESTION, 0.545)).contains("MARKET IMPLIED PROBABILITY (p_yes):\n0.545\n\n");
    }

    @Test
    void searchResultsAreFormattedAsTheBooksToolMessages() {
        RunTrace book = ForecastFixtures.bookCapture();
        List<SearchResult> results = book.agents().get(0).traces().get(0).results();
        LlmCall call = book.llmCalls().get(1);
        String recorded = call.messages().get(3).content();

        // the tool message as the agent writes it, then cut as the book's sanitizer cuts a committed trace
        List<Message> whole = new ArrayList<>(call.messages());
        whole.set(3, whole.get(3).withContent(ToolExecutor.formatSearchResults(results)));
        LlmCall untrimmed = call.withMessages(whole);
        String written = whole.get(3).content();
        assertThat(written).isNotEqualTo(recorded); // longer than the book keeps: the cut is what is checked
        assertThat(book.withLlmCalls(List.of(untrimmed))
                        .trimmed()
                        .llmCalls()
                        .get(0)
                        .messages()
                        .get(3)
                        .content())
                .isEqualTo(recorded);
    }

    @Test
    void searchThenForecastFollowsTheNotebooksLoop() {
        ScriptedLlm llm = new ScriptedLlm(
                "{\"action\":\"search\",\"query\":\"x rates\"}",
                "```json\n{\"action\":\"forecast\",\"p_yes\":0.72,\"rationale\":\"(1) up; (2) steady. However, risk.\"}\n```");
        List<AgentTrace> seen = new ArrayList<>();

        AgentRun run = new ResearchAgent(llm, search, "agent_0", 5, 5, CLOCK)
                .run(QUESTION, null, (id, step) -> seen.add(step));
        ForecastArtifact a = run.artifact();

        assertThat(a.forecastProduced()).isTrue();
        assertThat(a.pYes()).isEqualTo(0.72);
        assertThat(a.traces()).extracting(AgentTrace::action).containsExactly("search", "forecast");
        assertThat(a.traces().get(0).results())
                .extracting(SearchResult::title)
                .containsExactly("Old news on x rates", "Undated on x rates");
        assertThat(a.searchQueriesMade()).isEqualTo(1);
        assertThat(a.sourcesConsulted()).isEqualTo(2);
        assertThat(a.tokenUsage().totalTokens()).isEqualTo(220);
        assertThat(a.confidence()).isEqualTo(0.44);
        assertThat(a.sentiment()).isEqualTo("bullish");
        assertThat(a.keyFindings()).containsExactly("up", "steady");
        assertThat(a.uncertainties()).containsExactly("However, risk");
        assertThat(a.evidenceQuality()).isEqualTo("low");
        assertThat(seen).isEqualTo(a.traces());
        List<Message> second = llm.received.get(1);
        assertThat(second).extracting(Message::role).containsExactly("system", "user", "assistant", "tool");
        assertThat(second.get(3).content())
                .startsWith("SEARCH RESULTS:\n1. Old news on x rates\n   URL: https://e/1\n"
                        + "   Published: 2023-05-01\n   Before.\n\n2. Undated on x rates");
    }

    @Test
    void aBadReplyCostsATurnAndGetsTheExactErrorBack() {
        ScriptedLlm llm = new ScriptedLlm(
                "I think 60%",
                "{\"action\":\"browse\",\"url\":\"x\"}", "{\"action\":\"forecast\",\"p_yes\":0.6,\"rationale\":\"r\"}");

        ForecastArtifact a = new ResearchAgent(llm, search, "agent_0", 5, 5, CLOCK)
                .run(QUESTION, null)
                .artifact();

        assertThat(a.traces()).extracting(AgentTrace::action).containsExactly("parse_failure", "browse", "forecast");
        assertThat(llm.received.get(1).get(3).content())
                .isEqualTo("Error: unrecognized action 'parse_failure'. Use 'search' or 'forecast'.");
        assertThat(llm.received.get(2).get(5).content())
                .isEqualTo("Error: unrecognized action 'browse'. Use 'search' or 'forecast'.");
        assertThat(a.traces().get(0).llmRaw()).isEqualTo("I think 60%");
    }

    @Test
    void anAgentThatRunsOutOfTurnsDidNotForecast() {
        ScriptedLlm llm = new ScriptedLlm();

        ForecastArtifact a = new ResearchAgent(llm, search, "agent_1", 3, 2, CLOCK)
                .run(QUESTION, null)
                .artifact();

        assertThat(a.forecastProduced()).isFalse();
        assertThat(a.recordedForecastProduced()).isFalse();
        assertThat(a.pYes()).isEqualTo(0.5);
        assertThat(a.rationale()).isEqualTo("Max steps reached without forecast");
        assertThat(a.traces())
                .extracting(AgentTrace::action)
                .containsExactly("search", "search", "search", "forced_default");
        assertThat(a.traces().get(3).step()).isEqualTo(3);
        assertThat(a.traces().get(3).llmRaw()).isNull();
        assertThat(a.confidence()).isEqualTo(0.0);
        assertThat(a.sentiment()).isEqualTo("neutral");
        assertThat(a.sourcesConsulted()).isEqualTo(6);
        assertThat(llm.received).hasSize(3);
    }

    @Test
    void aVolunteeredConfidenceIsUsedClamped() {
        ScriptedLlm llm =
                new ScriptedLlm("{\"action\":\"forecast\",\"p_yes\":0.9,\"rationale\":\"r\",\"confidence\":0.25}");

        ForecastArtifact a = new ResearchAgent(llm, null, "agent_0", 2, 2, CLOCK)
                .run(QUESTION, null)
                .artifact();

        assertThat(a.confidence()).isEqualTo(0.25);
    }

    @Test
    void tracersNumberCallsGloballyAndMergeInOrder() {
        CallSequence seq = new CallSequence();
        TracingLlmClient t0 = new TracingLlmClient(
                new ScriptedLlm(
                        "{\"action\":\"search\",\"query\":\"a\"}",
                        "{\"action\":\"forecast\",\"p_yes\":0.3,\"rationale\":\"r\"}"),
                "agent_0",
                seq,
                CLOCK);
        TracingLlmClient t1 = new TracingLlmClient(
                new ScriptedLlm("{\"action\":\"forecast\",\"p_yes\":0.8,\"rationale\":\"r\"}"), "agent_1", seq, CLOCK);

        new ResearchAgent(t0, search, "agent_0", 5, 5, CLOCK).run(QUESTION, null);
        new ResearchAgent(t1, search, "agent_1", 5, 5, CLOCK).run(QUESTION, null);
        List<LlmCall> merged = TracingLlmClient.merge(t1, t0);

        assertThat(merged).extracting(LlmCall::seq).containsExactly(0, 1, 2);
        assertThat(merged).extracting(LlmCall::label).containsExactly("agent_0", "agent_0", "agent_1");
        assertThat(merged.get(0).messages()).hasSize(2);
        assertThat(merged.get(1).messages()).hasSize(4);
        assertThat(merged.get(0).timestamp()).isEqualTo("2024-02-01T10:00:00+00:00");
        assertThat(merged.get(0).jsonMode()).isTrue();
        assertThat(merged.get(2).totalTokens()).isEqualTo(110);
    }
}
