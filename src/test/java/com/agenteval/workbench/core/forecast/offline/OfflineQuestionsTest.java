package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import java.util.List;
import org.junit.jupiter.api.Test;

class OfflineQuestionsTest {

    private final WorldFacts world = WorldFixtures.seed14();
    private final List<OfflineQuestion> questions = OfflineQuestions.generate(world);

    @Test
    void everyEntityGetsAQuestionForEachOfTheLastTwoYears() {
        assertThat(questions).hasSize(26);
        assertThat(questions)
                .extracting(OfflineQuestion::id)
                .doesNotHaveDuplicates()
                .contains("harbor-national-2024", "arvenia-2023");
    }

    @Test
    void aQuestionResolvesFromTheTruthWithACutoffBeforeItsYear() {
        OfflineQuestion q = OfflineQuestions.find(questions, "aster-bank-2024").orElseThrow();

        assertThat(q.question().question()).isEqualTo("Will Aster Bank's market cap in 2024 exceed $130B?");
        assertThat(q.question().cutoffDate()).isEqualTo("2024-01-01");
        assertThat(q.question().currentMarketPrice()).isNull();
        assertThat(q.question().resolvedOutcome()).isEqualTo(0.0); // truth 115.8 is not above 130
        assertThat(q.question().extras())
                .containsEntry("offline_question_id", "aster-bank-2024")
                .containsEntry("world_seed", 14L);
        for (OfflineQuestion each : questions) {
            double truth = world.find(each.entity()).orElseThrow().truth().get(each.year());
            assertThat(each.resolvedYes()).as(each.id()).isEqualTo(truth > each.threshold());
        }
    }

    @Test
    void thresholdsSitNearEachEntitysTrendSoQuestionsAreNeitherTrivialNorHopeless() {
        long yes = questions.stream().filter(OfflineQuestion::resolvedYes).count();

        assertThat(yes).isBetween(8L, 18L);
        for (OfflineQuestion q : questions) {
            double truth = world.find(q.entity()).orElseThrow().truth().get(q.year());
            assertThat(q.threshold() / truth).as(q.id()).isBetween(0.65, 1.5);
        }
    }

    @Test
    void theSameWorldGivesTheSameQuestions() {
        assertThat(OfflineQuestions.generate(world)).isEqualTo(questions);
    }
}
