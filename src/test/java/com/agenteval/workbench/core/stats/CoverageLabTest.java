package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CoverageLabTest {

    private static final World WORLD = WorldSpec.lecture().make();

    @Test
    void atRho06NaiveUndercoversAndClusteredIsNearNominal() {
        AgentConfig cfg = AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.6).build();
        CoverageLab.Truth truth = CoverageLab.truth(WORLD, cfg, BigInteger.ONE, false, BigInteger.ZERO);
        assertThat(truth.tasks()).isEqualTo(20_000);
        assertThat(truth.mcSe()).isBetween(0.002, 0.004);
        List<Integer> heard = new ArrayList<>();
        CoverageLab.Coverage c =
                CoverageLab.coverage(WORLD, cfg, truth, false, 60, 8, 200, 0L, heard::add, new Cancellation());
        // M = 200: the MC error of a coverage near 95% is about 1.5 points, near 65% about 3.4
        assertThat(c.naive().coverage()).isLessThan(0.85);
        assertThat(c.clustered().coverage()).isBetween(0.90, 0.99);
        assertThat(c.bootstrap().coverage()).isBetween(0.88, 0.99);
        assertThat(c.naive().meanWidth()).isLessThan(0.7 * c.clustered().meanWidth());
        assertThat(c.clustered().mcError()).isBetween(0.005, 0.025);
        assertThat(c.first()).hasSize(50);
        assertThat(c.first().get(0).index()).isZero();
        assertThat(heard).hasSize(200).endsWith(200);
    }

    @Test
    void replicationsHaveTheirOwnTaskIdsAndTheTruthsAreNotReused() {
        Tasks.Stream s = CoverageLab.replicationTasks(WORLD, 3L, false);
        Set<String> ids = new HashSet<>();
        for (int r = 0; r < 5; r++) {
            for (Task t : s.next(40)) {
                assertThat(ids.add(t.id())).as(t.id()).isTrue();
                assertThat(Integer.parseInt(t.id().substring(1))).isGreaterThanOrEqualTo(CoverageLab.TRUTH_TASKS);
            }
        }
        // the long list from index 0 is make_tasks: sim's data is unchanged
        List<Task> block = Tasks.stream(WORLD, BigInteger.ONE, false, 0).next(200);
        assertThat(block).isEqualTo(Tasks.make(WORLD, 200, 1, false));
        Tasks.Stream two = Tasks.stream(WORLD, BigInteger.ONE, false, 0);
        List<Task> joined = new ArrayList<>(two.next(120));
        joined.addAll(two.next(80));
        assertThat(joined).isEqualTo(block);
        assertThat(CoverageLab.runSeed(7L, 3)).isEqualTo(70_003L);
    }

    @Test
    void cancelledBetweenReplications() {
        CoverageLab.Truth truth = new CoverageLab.Truth(0.7, 0.003, 20_000);
        Cancellation cancel = new Cancellation();
        Progress<Integer> stopAfterTwo = done -> {
            if (done == 2) {
                cancel.cancel();
            }
        };
        assertThatThrownBy(() -> CoverageLab.coverage(
                        WORLD, AgentConfigs.PLAN_EXEC, truth, false, 10, 2, 100, 0L, stopAfterTwo, cancel))
                .isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> CoverageLab.coverage(
                        WORLD, AgentConfigs.PLAN_EXEC, truth, false, 10, 2, 0, 0L, Progress.none(), new Cancellation()))
                .hasMessageContaining("replications must be between");
    }

    @Test
    void leaderboardCountsFirstsAndMedianRanks() {
        List<AgentConfig> configs =
                List.of(AgentConfigs.PERFECT, AgentConfigs.byName("direct"), AgentConfigs.PLAN_EXEC);
        List<CoverageLab.Standing> s =
                CoverageLab.leaderboard(WORLD, configs, false, 30, 2, 20, 1L, Progress.none(), new Cancellation());
        // the perfect agent never loses; direct (memory only) is always last
        assertThat(s.get(0).firstShare()).isEqualTo(1.0);
        assertThat(s.get(0).medianRank()).isEqualTo(1.0);
        assertThat(s.get(1).medianRank()).isEqualTo(3.0);
        assertThat(s.get(2).medianRank()).isEqualTo(2.0);
    }

    @Test
    void powerCalculationHoldsInSimulation() {
        // reflection against plain plan_exec: the tasks for 80% power from the truth block's per-task spread, then
        // 200 fresh paired evaluations of that many tasks (MC error of 80% at M 200: 2.8 points)
        CoverageLab.PowerCheck p = CoverageLab.powerCheck(
                WORLD,
                AgentConfigs.byName("plan_exec+reflect"),
                AgentConfigs.PLAN_EXEC,
                BigInteger.ONE,
                false,
                BigInteger.ZERO,
                200,
                2L,
                Progress.none(),
                new Cancellation());
        assertThat(p.trueDifference()).isPositive();
        assertThat(p.tasksNeeded()).isNotNull().isBetween(20, 5000);
        assertThat(p.simulatedPower()).isBetween(0.70, 0.90);
        assertThat(p.replications()).isEqualTo(200);
    }

    @Test
    void helpersChangeNothingButWhoComputes() throws Exception {
        AgentConfig cfg = AgentConfigs.PLAN_EXEC.replace("plan_exec").rho(0.6).build();
        CoverageLab.Truth truth = new CoverageLab.Truth(0.72, 0.003, 20_000);
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            Set<String> threads = ConcurrentHashMap.newKeySet();
            List<Integer> heard = Collections.synchronizedList(new ArrayList<>());
            Helpers helpers = new Helpers(
                    work -> two.execute(() -> {
                        threads.add(Thread.currentThread().getName());
                        work.run();
                    }),
                    2);
            CoverageLab.Coverage alone =
                    CoverageLab.coverage(WORLD, cfg, truth, false, 20, 4, 60, 5L, Progress.none(), new Cancellation());
            CoverageLab.Coverage helped = CoverageLab.coverage(
                    WORLD, cfg, truth, false, 20, 4, 60, 5L, helpers, heard::add, new Cancellation());
            assertThat(helped).isEqualTo(alone);
            assertThat(threads).isNotEmpty();
            // one report per replication, counting up, whoever computed it
            assertThat(heard).hasSize(60).isSorted().endsWith(60);
            List<AgentConfig> three = List.of(AgentConfigs.PERFECT, AgentConfigs.byName("direct"), cfg);
            assertThat(CoverageLab.leaderboard(
                            WORLD, three, false, 20, 2, 30, 1L, helpers, Progress.none(), new Cancellation()))
                    .isEqualTo(CoverageLab.leaderboard(
                            WORLD, three, false, 20, 2, 30, 1L, Progress.none(), new Cancellation()));
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void helpersThatNeverGetAThreadOrAreRefusedAreNotWaitedFor() {
        CoverageLab.Truth truth = new CoverageLab.Truth(0.72, 0.003, 20_000);
        List<Runnable> parked = new ArrayList<>();
        CoverageLab.Coverage alone = CoverageLab.coverage(
                WORLD, AgentConfigs.PLAN_EXEC, truth, false, 10, 2, 20, 0L, Progress.none(), new Cancellation());
        // a full lane: the helpers wait in it until the lab is over, then find nothing left to do
        assertThat(CoverageLab.coverage(
                        WORLD,
                        AgentConfigs.PLAN_EXEC,
                        truth,
                        false,
                        10,
                        2,
                        20,
                        0L,
                        new Helpers(parked::add, 3),
                        Progress.none(),
                        new Cancellation()))
                .isEqualTo(alone);
        assertThat(parked).hasSize(3);
        parked.forEach(Runnable::run);
        Helpers refusing = new Helpers(
                work -> {
                    throw new RejectedExecutionException("busy");
                },
                1);
        assertThat(CoverageLab.coverage(
                        WORLD,
                        AgentConfigs.PLAN_EXEC,
                        truth,
                        false,
                        10,
                        2,
                        20,
                        0L,
                        refusing,
                        Progress.none(),
                        new Cancellation()))
                .isEqualTo(alone);
    }

    @Test
    void aCancelStopsTheHelpersToo() throws Exception {
        CoverageLab.Truth truth = new CoverageLab.Truth(0.7, 0.003, 20_000);
        ExecutorService one = Executors.newSingleThreadExecutor();
        try {
            Cancellation cancel = new Cancellation();
            AtomicInteger last = new AtomicInteger();
            Progress<Integer> stopAfterFive = done -> {
                last.set(done);
                if (done == 5) {
                    cancel.cancel();
                }
            };
            assertThatThrownBy(() -> CoverageLab.coverage(
                            WORLD,
                            AgentConfigs.PLAN_EXEC,
                            truth,
                            false,
                            10,
                            2,
                            1000,
                            0L,
                            new Helpers(one, 1),
                            stopAfterFive,
                            cancel))
                    .isInstanceOf(CancelledException.class);
            // at most the replication each thread had under way when the cancel came
            assertThat(last.get()).isBetween(5, 7);
        } finally {
            one.shutdownNow();
        }
    }
}
