package com.agenteval.workbench.app.cache;

import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.stats.JudgeIntervals;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Function;
import org.springframework.stereotype.Service;

/**
 * The lessons' calculations, computed once for every student through the shared {@link ResultCache}: what a page
 * calls instead of the core calculation when the result depends on nothing but its parameters. What depends on a
 * student's own config is computed for the caller alone and never goes in.
 *
 * <pre>{@code
 * List<ConfigScore> scores = shared.configScores(world, comparison);   // the same list for every session
 * }</pre>
 */
@Service
public class SharedResults {

    /** About what one judged trace keeps in memory (the trace, both judges' findings), for the cache's weight. */
    private static final long JUDGED_TRACE_BYTES = 6_000;

    private final ResultCache results;

    public SharedResults(ResultCache results) {
        this.results = results;
    }

    /**
     * The configs lesson's scores ({@link ConfigComparison#run}): from the cache when the comparison has only the
     * standard configs (the same for every student), computed for the caller alone when it has a student's own.
     *
     * @throws com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException when the calling thread is interrupted
     */
    public List<ConfigScore> configScores(World world, ConfigComparison comparison) {
        // its blocks on the calling output's session lane (the threads it may lend itself), never a pool of its own
        if (!comparison.customNames().isEmpty()) {
            return comparison.run(world, ComputePool.helpersHere());
        }
        return results.get(
                configKey(comparison), SharedResults::bytes, () -> comparison.run(world, ComputePool.helpersHere()));
    }

    /**
     * The 95% intervals of the configs lesson's scores ({@link ConfigScoreIntervals}, B = 2,000 resamples with the
     * stated seed {@link ClusterBootstrap#DEFAULT_SEED}), in the scores' order: cached with the comparison as the
     * scores are, computed for the caller alone when it has a student's own config.
     *
     * @param scores {@link #configScores} of the same comparison
     */
    public List<ConfigScoreIntervals> configIntervals(ConfigComparison comparison, List<ConfigScore> scores) {
        if (!comparison.customNames().isEmpty()) {
            return configIntervals(scores);
        }
        return results.get(
                ResultKey.of("config-intervals", comparison),
                l -> 256L
                        + l.stream()
                                .mapToLong(i -> 128 + 32L * i.passHat().size())
                                .sum(),
                () -> configIntervals(scores));
    }

    private static List<ConfigScoreIntervals> configIntervals(List<ConfigScore> scores) {
        return ConfigScoreIntervals.of(scores, ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED);
    }

    /** The judges lesson's comparison for these parameters, the same for every student: judged once. */
    public JudgeComparison judgeComparison(SimParams params) {
        return results.get(
                judgeKey(params), j -> JUDGED_TRACE_BYTES * j.set().traces().size(), () -> JudgeComparison.of(params));
    }

    /**
     * A {@link SeedSweep} from the cache when it is {@code shareable} (the same for every student at the same
     * parameters), computed for the caller alone when not (a student's own config).
     *
     * @param swept       the full parameter spec of the run swept, apart from its seed: the cache key
     * @param runWithSeed the run for one seed; determined by {@code swept} alone
     */
    public SeedSweep seedSweep(
            Object swept, boolean shareable, BigInteger first, int runs, Function<BigInteger, RunResult> runWithSeed) {
        if (!shareable) {
            return SeedSweep.of(first, runs, runWithSeed);
        }
        return results.get(
                sweepKey(swept, first, runs), SharedResults::bytes, () -> SeedSweep.of(first, runs, runWithSeed));
    }

    /**
     * A config's true accuracy on a world ({@link CoverageLab#truth}: 20,000 fresh tasks, each run once), the same
     * for every student: computed once per (world, config as it runs) for the error-bar lab. Its tasks are the
     * lecture's list (task_seed's default) from id F000, run with run_seed's default; the lab's replications draw
     * ids after them.
     */
    public CoverageLab.Truth truth(World world, AgentConfig config) {
        return results.get(
                truthKey(world, config),
                t -> 128,
                () -> CoverageLab.truth(
                        world, config, Parameters.TASK_SEED.defaultValue(), false, Parameters.RUN_SEED.defaultValue()));
    }

    static ResultKey truthKey(World world, AgentConfig config) {
        return ResultKey.of("config-truth", List.of(world.spec(), config));
    }

    /**
     * The bootstrap intervals over traces of both judges' scores (B = 2,000, seed {@link ClusterBootstrap#DEFAULT_SEED})
     * and their kappas, outcome judge first: judged once for these parameters, as the comparison is.
     */
    public List<JudgeIntervals> judgeIntervals(SimParams params) {
        return results.get(ResultKey.of("judge-intervals", params), l -> 4_096L, () -> {
            JudgeComparison c = judgeComparison(params);
            return List.of(
                    JudgeIntervals.of(c.outcome(), ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED),
                    JudgeIntervals.of(c.rules(), ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED));
        });
    }

    static ResultKey configKey(ConfigComparison comparison) {
        return ResultKey.of("config-runs", comparison);
    }

    static ResultKey judgeKey(SimParams params) {
        return ResultKey.of("judge-scores", params);
    }

    static ResultKey sweepKey(Object swept, BigInteger first, int runs) {
        return ResultKey.of("seed-sweep", List.of(swept, first, runs));
    }

    /** About what scores take in memory: per config and task set, a correct count per task, and pass^k. */
    private static long bytes(List<ConfigScore> scores) {
        long total = 0;
        for (ConfigScore s : scores) {
            total += 512 + 64L * s.passK().size();
            for (ConfigScore.SetScore set : s.sets()) {
                total += 128 + 12L * set.correct().length; // a correct count and a cost per task
            }
        }
        return total;
    }

    /** About what a sweep takes in memory: per seed a result and the trace of its last run. */
    private static long bytes(SeedSweep sweep) {
        return 256 + 4096L * sweep.results().size();
    }
}
