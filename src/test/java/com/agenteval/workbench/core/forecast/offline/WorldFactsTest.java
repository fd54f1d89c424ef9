package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import org.junit.jupiter.api.Test;

class WorldFactsTest {

    @Test
    void theSimulationCoresWorldGivesTheReferenceModulesValues() {
        WorldFacts fromCore = WorldFacts.ofSeed(14);

        assertThat(fromCore).isEqualTo(WorldFixtures.seed14());
        assertThat(fromCore.series()).hasSize(13);
        assertThat(fromCore.find("Arvenia").orElseThrow().metric()).isEqualTo("GDP");
        assertThat(fromCore.find("Aster Bank").orElseThrow().sector()).isEqualTo("banks");
    }

    @Test
    void anotherSeedIsAnotherWorld() {
        assertThat(WorldFacts.ofSeed(15)).isNotEqualTo(WorldFacts.ofSeed(14));
        assertThat(WorldFacts.ofSeed(15).seed()).isEqualTo(15);
    }
}
