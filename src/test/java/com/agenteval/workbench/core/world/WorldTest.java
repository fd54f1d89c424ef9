package com.agenteval.workbench.core.world;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.core.world.World.Years;
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
                        .isEqualTo(
                                w.value(DataVersion.TRUTH, new RecordKey(key.table(), key.entity(), key.year() - 1)));
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
        assertThat(new WorldSpec(BigInteger.valueOf(14), 65, 0, 1, 0).make().stale())
                .hasSize(65);
    }

    @Test
    void originsExplainEveryDifferenceFromTruth() {
        World w = WorldSpec.lecture().make();
        int exactWeb = 0;
        for (RecordKey k : World.keys()) {
            double truth = w.value(DataVersion.TRUTH, k);
            for (DataVersion v : DataVersion.values()) {
                if (w.origin(v, k) == ValueOrigin.EXACT) {
                    assertThat(w.value(v, k)).isEqualTo(truth);
                }
            }
            assertThat(w.origin(DataVersion.DB, k) == ValueOrigin.STALE)
                    .isEqualTo(w.stale().contains(k));
            assertThat(w.origin(DataVersion.MEMORY, k) == ValueOrigin.AFTER_CUTOFF)
                    .isEqualTo(k.year() > Years.KNOWLEDGE_CUTOFF);
            if (w.origin(DataVersion.WEB, k) == ValueOrigin.ROUNDED) {
                assertThat(w.value(DataVersion.WEB, k)).isEqualTo(Math.rint(truth));
            }
            exactWeb += w.origin(DataVersion.WEB, k) == ValueOrigin.EXACT ? 1 : 0;
        }
        assertThat(exactWeb).isBetween(10, 50);
    }
}
