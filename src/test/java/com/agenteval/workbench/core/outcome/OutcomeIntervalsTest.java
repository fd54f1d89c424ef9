package com.agenteval.workbench.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures.OutcomeIntervals;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outcome page's rate intervals: one trace per task, the tasks the clusters. */
class OutcomeIntervalsTest {

    private static final int B = ClusterBootstrap.DEFAULT_RESAMPLES;
    private static final long SEED = ClusterBootstrap.DEFAULT_SEED;

    @Test
    void fiveTasksThreeCorrectByHand() {
        // x = 1,1,1,0,0: m = 0.6; Σ(x−m)² = 3·0.16 + 2·0.36 = 1.2; sd = sqrt(1.2/4) = sqrt(0.3);
        // naive SE = sqrt(0.3)/sqrt(5) = sqrt(0.06) = 0.244949; clustered (C = N = 5, one run each):
        // sqrt(5/4 · 1.2)/5 = sqrt(1.5)/5 = 0.244949, the same; t(0.975, 4) = 2.776445 for both, so
        // 0.6 ∓ 2.776445 · 0.244949 = 0.6 ∓ 0.680087 = [−0.080087, 1.280087]
        int[] x = {1, 1, 1, 0, 0};
        OutcomeIntervals ci = OutcomeIntervals.ofScores(new int[][] {x, x, x, x}, B, SEED);
        ClusteredMean m = ci.accuracy().mean();
        assertThat(m.mean()).isCloseTo(0.6, within(1e-15));
        assertThat(m.naiveSe()).isCloseTo(Math.sqrt(0.06), within(1e-15));
        assertThat(m.clusteredSe()).isCloseTo(Math.sqrt(0.06), within(1e-15));
        Interval naive = ci.accuracy().of(IntervalMethod.NAIVE);
        Interval clustered = ci.accuracy().of(IntervalMethod.CLUSTERED);
        assertThat(naive.lo()).isCloseTo(-0.080087, within(1e-6));
        assertThat(naive.hi()).isCloseTo(1.280087, within(1e-6));
        assertThat(clustered.lo()).isCloseTo(naive.lo(), within(1e-12));
        assertThat(clustered.hi()).isCloseTo(naive.hi(), within(1e-12));
        assertThat(m.clusteredProblem()).isNull();
        // a resample of 5 tasks has 0..5 correct: its mean is a multiple of 0.2, and the 2.5th..97.5th percentiles
        // of 2,000 such means lie within [0, 1] and bracket 0.6
        Interval boot = ci.accuracy().of(IntervalMethod.BOOTSTRAP);
        assertThat(boot.lo()).isBetween(0.0, 0.6);
        assertThat(boot.hi()).isBetween(0.6, 1.0);
        assertThat(boot).isNotEqualTo(clustered);
    }

    @Test
    void twoTasksOneRightBootstrapsToTheWholeRange() {
        // tasks {1, 0}: a resample is {1,1}, {1,0}, {0,1} or {0,0}, mean 1, 0.5, 0.5, 0, so about 500 of 2,000
        // resamples are 0 and 500 are 1: the 2.5th percentile is 0 and the 97.5th is 1
        int[] x = {1, 0};
        OutcomeIntervals ci = OutcomeIntervals.ofScores(new int[][] {x, x, x, x}, B, SEED);
        assertThat(ci.clean().bootstrap()).isEqualTo(new Interval(0.0, 1.0));
        // SE = sd/sqrt(2) = sqrt(0.5)/sqrt(2) = 0.5; t(0.975, 1) = 12.706205: 0.5 ∓ 6.353102
        assertThat(ci.clean().of(IntervalMethod.NAIVE).hi()).isCloseTo(6.853102, within(1e-6));
    }

    @Test
    void oneTaskAllRightAndAllWrong() {
        // C = 1: the clustered SE is 0, the interval the point, and the reason is given; all correct or all wrong:
        // no spread, every interval the point
        OutcomeIntervals one = OutcomeIntervals.ofScores(new int[][] {{1}, {0}, {1}, {0}}, B, SEED);
        assertThat(one.accuracy().of(IntervalMethod.CLUSTERED)).isEqualTo(Interval.point(1.0));
        assertThat(one.accuracy().mean().clusteredSe()).isZero();
        assertThat(one.accuracy().mean().clusteredProblem()).isEqualTo(ClusteredMean.ONE_TASK);
        int[] right = {1, 1, 1};
        int[] wrong = {0, 0, 0};
        OutcomeIntervals flat = OutcomeIntervals.ofScores(new int[][] {right, wrong, right, wrong}, B, SEED);
        for (IntervalMethod method : IntervalMethod.values()) {
            assertThat(flat.accuracy().of(method)).isEqualTo(Interval.point(1.0));
            assertThat(flat.clean().of(method)).isEqualTo(Interval.point(0.0));
        }
    }

    /** plan_exec's two default task sets against intervals.py on ref_dump's run ({@code golden/stats/regenerate.sh}). */
    @Test
    void theDefaultSetsMatchTheOracle() throws IOException {
        World w = WorldSpec.lecture().make();
        List<JsonNode> golden = lines("/golden/stats/intervals-outcome.jsonl");
        assertThat(golden).hasSize(2);
        for (int s = 0; s < 2; s++) {
            boolean newData = s == 1;
            // sim --mode traces: one Random(run_seed 0) shared by run_agent over the tasks in order
            Agent agent = Agent.of(AgentConfigs.PLAN_EXEC);
            PyRandom rng = new PyRandom(BigInteger.ZERO);
            List<Trace> traces = Tasks.make(w, 200, BigInteger.valueOf(s + 1), newData).stream()
                    .map(t -> agent.runAgent(w, t, rng))
                    .toList();
            OutcomeIntervals ci = OutcomeIntervals.of(traces, B, SEED);
            JsonNode g = golden.get(s);
            ClusteredMean m = ci.accuracy().mean();
            assertThat(m.mean()).isEqualTo(g.get("mean").asDouble());
            assertThat(m.nTasks()).isEqualTo(g.get("n_tasks").asInt());
            assertThat(m.naiveSe()).isCloseTo(g.get("naive_se").asDouble(), within(1e-14));
            assertThat(m.clusteredSe()).isCloseTo(g.get("clustered_se").asDouble(), within(1e-14));
            assertThat(m.ci95Clustered().lo())
                    .isCloseTo(g.get("ci95_clustered").get(0).asDouble(), within(1e-12));
            assertThat(m.ci95Clustered().hi())
                    .isCloseTo(g.get("ci95_clustered").get(1).asDouble(), within(1e-12));
            assertThat(m.ci95Naive().lo()).isCloseTo(g.get("ci95_naive").get(0).asDouble(), within(1e-12));
            assertThat(m.ci95Naive().hi()).isCloseTo(g.get("ci95_naive").get(1).asDouble(), within(1e-12));
        }
    }

    private static List<JsonNode> lines(String resource) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        try (InputStream in = OutcomeIntervalsTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(json.readTree(line));
            }
        }
        return out;
    }
}
