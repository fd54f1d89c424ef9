package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.llm.Message;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
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
        List<Message> conversation = firstConversation(questions.get(0).question());

        String a = new SimulatedForecaster(5, SimulatedForecaster.Knobs.defaults())
                .complete(conversation, true)
                .text();
        String b = new SimulatedForecaster(5, SimulatedForecaster.Knobs.defaults())
                .complete(conversation, true)
                .text();

        assertThat(conversation).extracting(Message::role).containsExactly("system", "user");
        assertThat(a).isEqualTo(b);
    }

    @Test
    void itSearchesOneToFourTimesThenForecastsFromTheEvidence() {
        for (int seed = 0; seed < 12; seed++) {
            SimulatedForecaster.Knobs clean = new SimulatedForecaster.Knobs(0.3, 1.0, 0.1, 0.0, 1, 4);
            ForecastArtifact a = run(seed, clean, 6, questions.get(seed).question());

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
            String rationale = run(
                            seed,
                            SimulatedForecaster.Knobs.defaults(),
                            8,
                            questions.get(seed % questions.size()).question())
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
            ForecastArtifact a = run(
                    seed,
                    SimulatedForecaster.Knobs.defaults(),
                    8,
                    questions.get(seed % questions.size()).question());
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
            ForecastArtifact a = run(seed, slippy, 5, questions.get(3).question());
            for (AgentTrace t : a.traces()) {
                String raw = t.llmRaw() == null ? "" : t.llmRaw();
                shapes.add(
                        raw.startsWith("```json")
                                ? "fenced"
                                : raw.startsWith("Here is")
                                        ? "prefixed"
                                        : "parse_failure".equals(t.action()) ? "malformed" : "bare");
            }
            for (int i = 1; i < a.traces().size(); i++) {
                if ("parse_failure".equals(a.traces().get(i - 1).action())) {
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

        ForecastArtifact a = run(1, new SimulatedForecaster.Knobs(0.3, 1, 0.1, 0, 1, 2), 5, q);

        assertThat(a.forecastProduced()).isTrue();
        assertThat(a.pYes()).isBetween(0.35, 0.65);
    }

    private double forecast(SimulatedForecaster.Knobs knobs, ForecastQuestion q) {
        return run(3, knobs, 5, q).pYes();
    }

    /** One agent of a panel, driven by a simulated forecaster with exactly this seed, searching the corpus. */
    private ForecastArtifact run(long seed, SimulatedForecaster.Knobs knobs, int maxSteps, ForecastQuestion q) {
        return WorldFixtures.oneAgent(new SimulatedForecaster(seed, knobs), corpus, maxSteps, q, CLOCK);
    }

    /** The system prompt and the first step prompt, as an agent sends them. */
    private List<Message> firstConversation(ForecastQuestion q) {
        return WorldFixtures.oneAgentRun(
                        new SimulatedForecaster(1, SimulatedForecaster.Knobs.defaults()), corpus, 5, q, CLOCK)
                .trace()
                .llmCalls()
                .get(0)
                .messages();
    }
}
