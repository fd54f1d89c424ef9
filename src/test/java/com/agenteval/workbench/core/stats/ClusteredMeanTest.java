package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClusteredMeanTest {

    @Test
    void threeTasksOfTwoRunsByHand() {
        // x = 1 1 | 0 0 | 1 0: m = 0.5, Σ(x − m)² = 6 · 0.25 = 1.5, naive SE = sqrt(1.5 / 5) / sqrt(6) = sqrt(0.05);
        // per-task sums of (x − m): 1, −1, 0, so clustered SE = sqrt(2 · 3/2) / 6 = sqrt(3) / 6
        ClusteredMean m = ClusteredMean.of(new double[][] {{1, 1}, {0, 0}, {1, 0}});
        assertThat(m.mean()).isEqualTo(0.5);
        assertThat(m.nRuns()).isEqualTo(6);
        assertThat(m.nTasks()).isEqualTo(3);
        assertThat(m.naiveSe()).isCloseTo(Math.sqrt(0.05), within(1e-15));
        assertThat(m.clusteredSe()).isCloseTo(Math.sqrt(3) / 6, within(1e-15));
        // t(0.975, 5) = 2.5705818356363146 and t(0.975, 2) = 4.302652729749462 (scipy)
        assertThat(m.ci95Naive().lo()).isCloseTo(0.5 - 2.5705818356363146 * Math.sqrt(0.05), within(1e-13));
        assertThat(m.ci95Clustered().hi()).isCloseTo(0.5 + 4.302652729749462 * Math.sqrt(3) / 6, within(1e-13));
        assertThat(m.clusteredProblem()).isNull();
        assertThat(ClusteredMean.ofCounts(new int[] {2, 0, 1}, 2)).isEqualTo(m);
    }

    @Test
    void oneTaskHasNoClusteredSpreadAndSaysWhy() {
        ClusteredMean m = ClusteredMean.of(new double[][] {{1, 0, 1, 1}});
        assertThat(m.clusteredSe()).isZero();
        assertThat(m.ci95Clustered()).isEqualTo(Interval.point(0.75));
        assertThat(m.clusteredProblem()).isEqualTo(ClusteredMean.ONE_TASK);
        assertThat(m.naiveSe()).isCloseTo(Math.sqrt(0.25 / 4), within(1e-15)); // sd² = 0.75/3
        ClusteredMean single = ClusteredMean.of(new double[][] {{1}});
        assertThat(single.naiveSe()).isZero();
        assertThat(single.ci95Naive()).isEqualTo(Interval.point(1));
    }

    @Test
    void allCorrectAndAllWrongHaveNoSpread() {
        ClusteredMean right = ClusteredMean.ofCounts(new int[] {8, 8, 8}, 8);
        assertThat(right.mean()).isEqualTo(1.0);
        assertThat(right.naiveSe()).isZero();
        assertThat(right.clusteredSe()).isZero();
        assertThat(right.ci95Clustered()).isEqualTo(Interval.point(1.0));
        ClusteredMean wrong = ClusteredMean.ofCounts(new int[] {0, 0}, 4);
        assertThat(wrong.mean()).isZero();
        assertThat(wrong.ci95Naive()).isEqualTo(Interval.point(0.0));
        assertThat(wrong.clusteredSe()).isZero();
    }

    @Test
    void correlatedRunsMakeTheClusteredErrorWider() {
        // every task all right or all wrong: the 4 runs of a task are one observation
        ClusteredMean m = ClusteredMean.ofCounts(new int[] {4, 0, 4, 0, 4, 4}, 4);
        assertThat(m.clusteredSe()).isGreaterThan(1.9 * m.naiveSe());
    }

    /** The production path on sim's run against intervals.py on ref_dump's run ({@code golden/stats/regenerate.sh}). */
    @Test
    void repeats8RunMatchesTheIndependentComputation() throws IOException {
        World w = WorldSpec.lecture().make();
        List<Task> tasks = Tasks.make(w, 100, 1, false);
        List<JsonNode> golden = lines("/golden/stats/intervals-repeats8.jsonl");
        assertThat(golden).hasSize(7);
        for (JsonNode g : golden) {
            AgentConfig cfg = AgentConfigs.byName(g.get("config").asText());
            ConfigResults r = ConfigResults.run(w, tasks, cfg, 0, 8);
            ClusteredMean m = ClusteredMean.ofCounts(
                    r.perTask().stream().mapToInt(TaskRuns::correct).toArray(), 8);
            assertMatches(m, g);
        }
    }

    static void assertMatches(ClusteredMean m, JsonNode g) {
        assertThat(m.mean()).isEqualTo(g.get("mean").asDouble());
        assertThat(m.nRuns()).isEqualTo(g.get("n_runs").asInt());
        assertThat(m.nTasks()).isEqualTo(g.get("n_tasks").asInt());
        assertThat(m.naiveSe()).isCloseTo(g.get("naive_se").asDouble(), within(1e-14));
        assertThat(m.clusteredSe()).isCloseTo(g.get("clustered_se").asDouble(), within(1e-14));
        assertThat(m.ci95Naive().lo()).isCloseTo(g.get("ci95_naive").get(0).asDouble(), within(1e-12));
        assertThat(m.ci95Naive().hi()).isCloseTo(g.get("ci95_naive").get(1).asDouble(), within(1e-12));
        assertThat(m.ci95Clustered().lo())
                .isCloseTo(g.get("ci95_clustered").get(0).asDouble(), within(1e-12));
        assertThat(m.ci95Clustered().hi())
                .isCloseTo(g.get("ci95_clustered").get(1).asDouble(), within(1e-12));
    }

    static List<JsonNode> lines(String resource) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        try (InputStream in = ClusteredMeanTest.class.getResourceAsStream(resource);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(json.readTree(line));
            }
        }
        return out;
    }
}
