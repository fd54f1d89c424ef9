package com.agenteval.workbench.core.world;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Deviation;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Summary;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The world page's explanations, checked against the Python oracle's own dump of the same world
 * (src/test/resources/world/regenerate.sh): the reasons are derived here from the oracle's numbers alone.
 */
class DeviationsTest {

    @ParameterizedTest
    @CsvSource({"oracle-world-default.json, 14, 2, 0.7, 0.4, 0.45", "oracle-world-seed7.json, 7, 3, 0.5, 0.3, 0.3"})
    void reasonsAndCountsAgreeWithTheOraclesWorld(
            String file, long seed, int stale, double mem, double exact, double rounded) throws Exception {
        JsonNode data;
        try (InputStream in = getClass().getResourceAsStream("/world/" + file)) {
            data = new ObjectMapper().readTree(in).get("data");
        }
        Map<String, Double> truth = rows(data.get("truth"));
        Map<String, Double> db = rows(data.get("db"));
        Map<String, Double> web = rows(data.get("web"));
        Map<String, Double> memory = rows(data.get("memory"));
        Set<String> staleKeys = new HashSet<>();
        data.get("stale")
                .forEach(k -> staleKeys.add(k.get(0).asText() + "|" + k.get(1).asText() + "|"
                        + k.get(2).asInt()));

        World world = new WorldSpec(BigInteger.valueOf(seed), stale, mem, exact, rounded).make();
        int memoryRight = 0;
        int beforeCutoff = 0;
        int webExact = 0;
        int webRounded = 0;
        for (RecordKey key : World.keys()) {
            String k = key.table().wireName() + "|" + key.entity() + "|" + key.year();
            double t = truth.get(k);
            // db differs from the truth only where the oracle lists a stale key
            assertThat(world.deviation(DataVersion.DB, key) == Deviation.STALE)
                    .as(k)
                    .isEqualTo(staleKeys.contains(k) && db.get(k) != t);
            Deviation w = world.deviation(DataVersion.WEB, key);
            if (web.get(k) == t) {
                assertThat(w).as(k).isEqualTo(Deviation.NONE);
                webExact++;
            } else if (web.get(k) == (double) Math.round(t)) {
                assertThat(w).as(k).isEqualTo(Deviation.ROUNDED);
                webRounded++;
            } else {
                assertThat(w).as(k).isEqualTo(Deviation.LAST_YEAR);
            }
            Deviation m = world.deviation(DataVersion.MEMORY, key);
            if (key.year() > 2023) {
                assertThat(m).isEqualTo(Deviation.AFTER_CUTOFF);
            } else {
                beforeCutoff++;
                memoryRight += memory.get(k) == t ? 1 : 0;
                assertThat(m).isEqualTo(memory.get(k) == t ? Deviation.NONE : Deviation.MISREMEMBERED);
            }
        }
        Summary s = world.summary();
        assertThat(s.records()).isEqualTo(truth.size()).isEqualTo(65);
        assertThat(s.stale()).isEqualTo(staleKeys.size()).isEqualTo(stale);
        assertThat(s.memoryRight()).isEqualTo(memoryRight);
        assertThat(s.beforeCutoff()).isEqualTo(beforeCutoff).isEqualTo(52);
        assertThat(s.webExact()).isEqualTo(webExact);
        assertThat(s.webRounded()).isEqualTo(webRounded);
        assertThat(s.webExact() + s.webRounded() + s.webLastYear()).isEqualTo(65);
    }

    @ParameterizedTest
    @CsvSource({"14, 34"})
    void theLecturesSelfCheckMemoryAccuracy(long seed, int right) {
        // python3 agent_world.py prints "截止年前记忆正确率 = 0.65": 34 of the 52 records up to 2023
        Summary s = Deviations.summarize(WorldSpec.lecture().make());
        assertThat(s.memoryRight()).isEqualTo(right);
        assertThat(s.memoryAccuracy()).isEqualTo(34.0 / 52);
    }

    private static Map<String, Double> rows(JsonNode rows) {
        Map<String, Double> out = new HashMap<>();
        for (JsonNode r : rows) {
            out.put(
                    r.get(0).asText() + "|" + r.get(1).asText() + "|" + r.get(2).asInt(),
                    r.get(3).asDouble());
        }
        return out;
    }
}
