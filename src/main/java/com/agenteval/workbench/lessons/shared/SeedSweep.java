package com.agenteval.workbench.lessons.shared;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.core.agent.RunResult;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The run's task through the whole strategy under consecutive run seeds R, R+1, ...: what "run again" shows
 * one click at a time. Each entry is {@link AgentRuns#strategy} for that seed, i.e. {@code per_task[i].runs[0]} of
 * its own {@code sim --mode results --run-seed} command.
 *
 * @param spec    the run whose task and config are swept (its run seed is the first)
 * @param results one result per seed, in seed order
 */
public record SeedSweep(RunSpec spec, List<SeedResult> results) {

    /** Seeds in a sweep. */
    public static final int RUNS = 10;

    /** One seed's result. */
    public record SeedResult(BigInteger runSeed, RunResult result) {
    }

    public SeedSweep {
        Objects.requireNonNull(spec, "spec");
        results = List.copyOf(results);
    }

    public static SeedSweep of(World world, List<Task> tasks, RunSpec spec, int runs) {
        List<SeedResult> out = new ArrayList<>(runs);
        for (int k = 0; k < runs; k++) {
            BigInteger seed = spec.runSeed().add(BigInteger.valueOf(k));
            out.add(new SeedResult(seed, AgentRuns.strategy(world, tasks, spec.config(), seed, spec.task())));
        }
        return new SeedSweep(spec, out);
    }

    /**
     * The sweep from the shared result cache when its config is a standard one (the same for every student at the
     * same parameters), computed for the caller alone when it is a student's own config, which never goes in.
     */
    public static SeedSweep shared(ResultCache results, World world, List<Task> tasks, RunSpec spec, int runs) {
        if (!spec.standardConfig()) {
            return of(world, tasks, spec, runs);
        }
        return results.get(key(spec, runs), SeedSweep::bytes, () -> of(world, tasks, spec, runs));
    }

    /** The full parameter spec of a sweep: world, task set, config, first run seed and task, and how many seeds. */
    static ResultKey key(RunSpec spec, int runs) {
        return ResultKey.of("seed-sweep", List.of(spec, runs));
    }

    /** About what a sweep takes in memory: per seed a result and the trace of its last run. */
    private static long bytes(SeedSweep sweep) {
        return 256 + 4096L * sweep.results().size();
    }

    /** Seeds whose run answered correctly. */
    public int correct() {
        return (int) results.stream().filter(r -> r.result().correct()).count();
    }

    /** A shell loop printing every seed's results. */
    public static String command(RunSpec spec, int runs) {
        BigInteger last = spec.runSeed().add(BigInteger.valueOf(runs - 1));
        return "for r in $(seq " + spec.runSeed() + " " + last + "); do " + JAR
                + spec.withRunSeed(BigInteger.ZERO).simParams("results").commandLine() + " --run-seed $r; done"
                + "   # data.configs[0].per_task[" + spec.task() + "].runs[0] of each";
    }
}
