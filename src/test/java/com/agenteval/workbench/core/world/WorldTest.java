package com.agenteval.workbench.core.world;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The world's API; its numbers are checked against the oracle by the world goldens. */
class WorldTest {

    @Test
    void fourVersionsOfSixtyFiveRecords() {
        World w = WorldSpec.lecture().make();
        RecordKey k = new RecordKey(Table.COUNTRY_GDP, "Arvenia", 2022);
        assertThat(w.value(DataVersion.TRUTH, k)).isEqualTo(2424.6);
        assertThat(World.keys()).hasSize(65).isSorted();
        assertThat(w.version(DataVersion.DB)).hasSize(65);
        for (RecordKey s : w.stale()) {
            assertThat(w.value(DataVersion.DB, s)).isNotEqualTo(w.value(DataVersion.TRUTH, s));
        }
        for (RecordKey key : World.keys()) {
            if (key.year() > Years.KNOWLEDGE_CUTOFF) {
                assertThat(w.value(DataVersion.MEMORY, key))
                        .isEqualTo(w.value(DataVersion.TRUTH, new RecordKey(key.table(), key.entity(), key.year() - 1)));
            }
        }
    }

    @Test
    void specsAreValidated() {
        assertThatThrownBy(() -> new WorldSpec(BigInteger.ONE, 66, 0.7, 0.4, 0.45))
                .hasMessageContaining("n_stale must be between 0 and 65");
        assertThatThrownBy(() -> new WorldSpec(BigInteger.ONE, 2, 1.5, 0.4, 0.45))
                .hasMessageContaining("memory_acc must be a probability");
        assertThatThrownBy(() -> new RecordKey(Table.BANK_MARKET_CAP, "Arvenia", 2022))
                .hasMessageContaining("no entity");
        assertThat(new WorldSpec(BigInteger.valueOf(14), 65, 0, 1, 0).make().stale()).hasSize(65);
    }
}
