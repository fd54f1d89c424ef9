package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.AgentTrace;
import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastQuestion;
import com.agenteval.workbench.core.forecast.agent.Actions;
import com.agenteval.workbench.core.forecast.agent.Prompts;
import com.agenteval.workbench.core.forecast.agent.ResearchAgent;
import com.agenteval.workbench.core.llm.Message;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SimulatedForecasterTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC);
    private final WorldFacts world = WorldFixtures.seed14();
    private final OfflineSearchCorpus corpus = OfflineSearchCorpus.of(world);
    private final List<OfflineQuestion> questions = OfflineQuestions.generate(world);

    @Test
    void itIsLabelledSimulated() {
        assertThat(new SimulatedForecaster(1, SimulatedForecaster.Knobs.defaults()).modelName())
                .contains("simulated");
    }

    @Test
    void theSameSeedAndConversationGiveTheSameReply() {
        List<Message> conversation = start(questions.get(0).question());

        String a = new SimulatedForecaster(5, SimulatedForecaster.Knobs.defaults())
                .complete(conversation, true)
                .text();
        String b = new SimulatedForecaster(5, SimulatedForecaster.Knobs.defaults())
                .complete(conversation, true)
                .text();

        assertThat(a).isEqualTo(b);
    }

    @Test
    void itSearchesOneToFourTimesThenForecastsFromTheEvidence() {
        for (int seed = 0; seed < 12; seed++) {
            SimulatedForecaster.Knobs clean = new SimulatedForecaster.Knobs(0.3, 1.0, 0.1, 0.0, 1, 4);
            ForecastArtifact a = agent(seed, clean, 6)
                    .run(questions.get(seed).question(), null)
                    .artifact();

            assertThat(a.forecastProduced()).isTrue();
            assertThat(a.searchQueriesMade()).isBetween(1, 4);
            assertThat(a.traces().get(a.traces().size() - 1).action()).isEqualTo("forecast");
            assertThat(a.pYes()).isBetween(0.02, 0.98);
        }
    }

    @Test
    void itsRationaleSometimesEnumeratesAndSometimesHedges() {
        Set<String> styles = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            String rationale = agent(seed, SimulatedForecaster.Knobs.defaults(), 8)
                    .run(questions.get(seed % questions.size()).question(), null)
                    .artifact()
                    .rationale();
            if (rationale.contains("(1) ")) {
                styles.add("inline");
                assertThat(Derivations.extractKeyFindings(rationale)).hasSize(3);
            } else if (rationale.contains("\n- ")) {
                styles.add("bullets");
                assertThat(Derivations.extractKeyFindings(rationale)).hasSize(3);
            } else {
                styles.add("prose");
                assertThat(Derivations.extractUncertainties(rationale)).isNotEmpty();
            }
        }
        assertThat(styles).containsExactlyInAnyOrder("inline", "bullets", "prose");
    }

    @Test
    void theRationaleAndTheProbabilityAgreeOnWhichSideOfTheThresholdTheProjectionLies() {
        int checked = 0;
        for (int seed = 0; seed < 40; seed++) {
            ForecastArtifact a = agent(seed, SimulatedForecaster.Knobs.defaults(), 8)
                    .run(questions.get(seed % questions.size()).question(), null)
                    .artifact();
            if (a.rationale().contains("above the")) {
                assertThat(a.pYes()).as(a.rationale()).isGreaterThanOrEqualTo(0.5);
                checked++;
            } else if (a.rationale().contains("below the")) {
                assertThat(a.pYes()).as(a.rationale()).isLessThanOrEqualTo(0.5);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(30);
    }

    @Test
    void formatSlipsExerciseEveryParserPathAndItRecoversAfterAnError() {
        SimulatedForecaster.Knobs slippy = new SimulatedForecaster.Knobs(0.3, 1.0, 0.1, 1.0, 1, 1);
        Set<String> shapes = new HashSet<>();
        for (int seed = 0; seed < 30; seed++) {
            ForecastArtifact a = agent(seed, slippy, 5)
                    .run(questions.get(3).question(), null)
                    .artifact();
            for (AgentTrace t : a.traces()) {
                String raw = t.llmRaw() == null ? "" : t.llmRaw();
                shapes.add(
                        raw.startsWith("```json")
                                ? "fenced"
                                : raw.startsWith("Here is")
                                        ? "prefixed"
                                        : Actions.PARSE_FAILURE.equals(t.action()) ? "malformed" : "bare");
            }
            for (int i = 1; i < a.traces().size(); i++) {
                if (Actions.PARSE_FAILURE.equals(a.traces().get(i - 1).action())) {
                    assertThat(a.traces().get(i).action())
                            .as("the step after an error")
                            .isNotEqualTo("parse_failure");
                }
            }
        }
        assertThat(shapes).contains("fenced", "prefixed", "malformed", "bare");
    }

    @Test
    void hedgingPullsTowardEvenOddsAndOverconfidencePushesAway() {
        ForecastQuestion q = OfflineQuestions.find(questions, "granite-savings-2023")
                .orElseThrow()
                .question();
        double base = forecast(new SimulatedForecaster.Knobs(0, 1.0, 0.0, 0, 2, 2), q);
        double hedged = forecast(new SimulatedForecaster.Knobs(0, 1.0, 1.0, 0, 2, 2), q);
        double bold = forecast(new SimulatedForecaster.Knobs(0, 3.0, 0.0, 0, 2, 2), q);

        assertThat(hedged).isEqualTo(0.5);
        assertThat(Math.abs(bold - 0.5)).isGreaterThan(Math.abs(base - 0.5));
    }

    @Test
    void aQuestionOutsideTheWorldIsForecastNearEvenOdds() {
        ForecastQuestion q = ForecastQuestion.of("Will it rain on Mars tomorrow?", "", null, "", null, null);

        ForecastArtifact a = agent(1, new SimulatedForecaster.Knobs(0.3, 1, 0.1, 0, 1, 2), 5)
                .run(q, null)
                .artifact();

        assertThat(a.forecastProduced()).isTrue();
        assertThat(a.pYes()).isBetween(0.35, 0.65);
    }

    private double forecast(SimulatedForecaster.Knobs knobs, ForecastQuestion q) {
        return agent(3, knobs, 5).run(q, null).artifact().pYes();
    }

    private ResearchAgent agent(long seed, SimulatedForecaster.Knobs knobs, int maxSteps) {
        return new ResearchAgent(new SimulatedForecaster(seed, knobs), corpus, "agent_0", maxSteps, 5, CLOCK);
    }

    private static List<Message> start(ForecastQuestion q) {
        List<Message> messages = new ArrayList<>();
        messages.add(Message.of("system", Prompts.AGENT_SYSTEM_PROMPT));
        messages.add(Message.of("user", Prompts.stepPrompt(q, null)));
        return messages;
    }
}
