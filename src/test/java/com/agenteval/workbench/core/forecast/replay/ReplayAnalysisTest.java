package com.agenteval.workbench.core.forecast.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.Derivations.EvidenceQuality;
import com.agenteval.workbench.core.forecast.Derivations.Sentiment;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.llm.Message;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplayAnalysisTest {

    private final ReplayAnalysis book = ReplayAnalysis.of(ForecastFixtures.bookCapture());

    @Test
    void theBooksCaptureReplaysAsTheIssueStates() {
        AgentReplay agent0 = book.agents().get(0);

        assertThat(book.agents()).hasSize(2).allMatch(AgentReplay::forecastProduced);
        assertThat(agent0.pYes()).isEqualTo(0.65);
        assertThat(agent0.derived().confidence()).isEqualTo(0.30);
        assertThat(agent0.derived().sentiment()).isEqualTo(Sentiment.BULLISH);
        assertThat(agent0.derived().evidenceQuality()).isEqualTo(EvidenceQuality.HIGH);
        assertThat(agent0.searches()).isEqualTo(4);
        assertThat(agent0.sources()).isEqualTo(20);
        assertThat(agent0.totalTokens()).isEqualTo(23_335);
        assertThat(agent0.derived().keyFindings()).hasSize(4);
        assertThat(agent0.recorded().keyFindings()).isEmpty();
        assertThat(book.checks().searchResults()).isEqualTo(40);
        assertThat(book.checks().datedResults()).isZero();
        assertThat(book.checks().marketPriceInPrompts()).isFalse();
        assertThat(book.checks().agentsForecast()).isEqualTo(2);
    }

    @Test
    void forecastProducedIsInferredForTheBooksOlderCapture() {
        assertThat(book.agents())
                .extracting(AgentReplay::forecastProducedSource)
                .containsOnly("inferred from traces");
    }

    @Test
    void theRecomputedKeyFindingsAreFlaggedAgainstTheEmptyRecordedList() {
        AgentReplay agent0 = book.agents().get(0);

        assertThat(agent0.differences())
                .extracting(ReplayAnalysis.Difference::field)
                .containsExactly("key_findings");
        assertThat(book.agents().get(1).differences()).isEmpty();
    }

    @Test
    void theHeaderSaysWhatWasReplayed() {
        assertThat(book.header().mode()).isEqualTo("replay of a capture recorded 2026-06-09");
        assertThat(book.header().provider()).isEqualTo("claude-sonnet-4-20250514");
        assertThat(book.header().search()).isEqualTo("replay (pinned trace)");
        assertThat(book.header().question()).isEqualTo("Will the Federal Reserve hike rates in 2026?");
        assertThat(book.header().marketPrice()).isEqualTo(0.545);
    }

    @Test
    void theGatesReportAsTheNotebookDescribes() {
        assertThat(book.agents().get(0).gates())
                .extracting(GateResult::line)
                .containsExactly(
                        "[FAIL] coverage: no base_rate evidence",
                        "[PASS] freshness: all 4 items retrieved within 24h of as-of 2026-06-09T14:17:30Z",
                        "[PASS] consistency: no cutoff date on the question: nothing to enforce");
        assertThat(book.gates())
                .hasSize(6)
                .extracting(ReplayAnalysis.AgentGate::agentId)
                .containsExactly("agent_0", "agent_0", "agent_0", "agent_1", "agent_1", "agent_1");
    }

    @Test
    void theAgentSummaryIsTheNotebooksFormat() {
        assertThat(book.agents().get(0).summary()).startsWith("""
                Agent: agent_0
                Probability (p_yes): 0.65
                Confidence: 0.30
                Rationale: Based on current evidence, there's a moderate-to-high probability of Fed rate hikes in 2026.\
                 Key factors: (1) Markets now price >50% chance of rate hikes by end-2026 due to inflation concerns\
                 from Ira
                Key findings:""").endsWith("""
                Key findings:
                  - Markets now price >50% chance of rate hikes by end-2026 due to inflation concerns from Iran war\
                 and rising oil prices ($110+ crude)
                  - Fed currently holds rates at 4.25-4.5% after cutting 1.75% in 2024-2025
                  - Inflation pressures mounting from energy costs and tariff impacts""");
    }

    @Test
    void theTimelineAndToolAuditComeFromTheTraces() {
        AgentReplay agent0 = book.agents().get(0);

        assertThat(agent0.timeline()).hasSize(5);
        assertThat(agent0.timeline().get(0).results())
                .hasSize(5)
                .allMatch(r -> r.date().equals("?"));
        assertThat(agent0.timeline().get(4).rationale())
                .isEqualTo(ForecastFixtures.bookCapture().agents().get(0).rationale());
        assertThat(agent0.toolAudit())
                .hasSize(4)
                .allMatch(r -> r.status().equals("ok") && r.results() == 5 && r.durationMs() == null);
        assertThat(agent0.toolAudit().get(0).query())
                .isEqualTo("Federal Reserve interest rates 2024 2025 current policy outlook");
    }

    @Test
    void theAggregationUsesEveryAgentThatForecast() {
        double odds = Math.sqrt((0.65 / 0.35) * (0.25 / 0.75));
        double meanLogit = (Math.log(0.65 / 0.35) + Math.log(0.25 / 0.75)) / 2;

        ReplayAnalysis.AggregationReport agg = book.aggregation();

        assertThat(agg.nForecasts()).isEqualTo(2);
        assertThat(agg.method(Aggregation.MEAN)).isCloseTo(0.45, within(1e-12));
        assertThat(agg.method(Aggregation.MEDIAN)).isCloseTo(0.45, within(1e-12));
        assertThat(agg.method(Aggregation.TRIMMED_MEAN)).isCloseTo(0.45, within(1e-12));
        assertThat(agg.method(Aggregation.GEOMETRIC_MEAN_OF_ODDS)).isCloseTo(odds / (1 + odds), within(1e-12));
        assertThat(agg.method(Aggregation.EXTREMIZED_LOG_ODDS))
                .isCloseTo(1 / (1 + Math.exp(-Math.sqrt(3) * meanLogit)), within(1e-12));
        assertThat(agg.recorded()).isNull();
        assertThat(book.chart()).extracting(ReplayAnalysis.ChartBar::label).containsExactly("65%", "25%");
    }

    @Test
    void anAgentThatRanOutOfTurnsNeverEntersTheAverage() {
        ReplayAnalysis replay = ReplayAnalysis.of(ForecastFixtures.smallRun("r1"));

        assertThat(replay.aggregation().nForecasts()).isEqualTo(1);
        assertThat(replay.aggregation().excludedAgents()).containsExactly("agent_1");
        assertThat(replay.aggregation().method(Aggregation.MEAN)).isEqualTo(0.7);
        assertThat(replay.checks().agentsForecast()).isEqualTo(1);
        assertThat(replay.agents().get(1).forecastProducedSource()).isEqualTo("recorded");
    }

    @Test
    void aCutoffMakesTheConsistencyGateCheckEveryDate() {
        ReplayAnalysis replay = ReplayAnalysis.of(ForecastFixtures.smallRun("r1"));

        GateResult consistency = replay.agents().get(0).gates().get(2);

        assertThat(consistency.passed()).isFalse();
        assertThat(consistency.reason())
                .isEqualTo("1 result with no readable date cannot be checked against the cutoff 2023-06-30");
        assertThat(replay.checks().datedResults()).isEqualTo(1);
    }

    @Test
    void aRecordedAggregationIsShownBesideTheRecomputedOneWithDisagreementsListed() {
        RunTrace run = ForecastFixtures.bookCapture();
        RunTrace recorded = new RunTrace(
                run.notebook(),
                run.provider(),
                run.question(),
                run.params(),
                run.agents(),
                Map.of("mean", 0.45, "median", 0.5),
                null,
                null,
                null,
                null,
                run.llmCalls(),
                run.notes(),
                run.createdAt(),
                run.runId(),
                null,
                null,
                null,
                null,
                Map.of());

        ReplayAnalysis.AggregationReport agg = ReplayAnalysis.of(recorded).aggregation();

        assertThat(agg.recorded()).isEqualTo(Map.of("mean", 0.45, "median", 0.5));
        assertThat(agg.differences()).singleElement().satisfies(d -> {
            assertThat(d.field()).isEqualTo("median");
            assertThat(d.recorded()).isEqualTo(0.5);
        });
    }

    @Test
    void aMarketPriceInAnyPromptIsDetected() {
        RunTrace run = ForecastFixtures.bookCapture();
        var call = run.llmCalls().get(3);
        var leaked = new LlmCall(
                call.seq(),
                call.label(),
                call.model(),
                call.jsonMode(),
                List.of(Message.of("user", "MARKET IMPLIED PROBABILITY (p_yes):\n0.545")),
                call.response(),
                1,
                1,
                2,
                call.timestamp(),
                Map.of());

        assertThat(ReplayAnalysis.of(run.withLlmCalls(List.of(leaked))).checks().marketPriceInPrompts())
                .isTrue();
    }
}
