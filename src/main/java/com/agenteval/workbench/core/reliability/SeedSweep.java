package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One run repeated under consecutive run seeds R, R+1, ...: what "run again" shows one click at a time. The run
 * for a seed is given (on the agent page, the whole strategy for the task, {@code per_task[i].runs[0]} of its own
 * {@code sim --mode results --run-seed} command), so the sweep is the same whatever is swept.
 *
 * <pre>{@code
 * SeedSweep s = SeedSweep.of(BigInteger.ZERO, SeedSweep.RUNS, seed -> AgentRuns.strategy(w, tasks, c, seed, 3));
 * s.correct();        // how many of the ten seeds answered correctly
 * }</pre>
 *
 * @param results one result per seed, in seed order
 */
public record SeedSweep(List<SeedResult> results) {

    /** Seeds in a sweep. */
    public static final int RUNS = 10;

    /** One seed's result. */
    public record SeedResult(BigInteger runSeed, RunResult result) {

        public SeedResult {
            Objects.requireNonNull(runSeed, "runSeed");
            Objects.requireNonNull(result, "result");
        }
    }

    public SeedSweep {
        results = List.copyOf(results);
    }

    /** The run under seeds {@code first}, {@code first + 1}, ..., {@code runs} of them. */
    public static SeedSweep of(BigInteger first, int runs, Function<BigInteger, RunResult> runWithSeed) {
        Objects.requireNonNull(first, "first");
        if (runs < 1) {
            throw new IllegalArgumentException("a sweep needs at least one run, got " + runs);
        }
        List<SeedResult> out = new ArrayList<>(runs);
        for (int k = 0; k < runs; k++) {
            BigInteger seed = first.add(BigInteger.valueOf(k));
            out.add(new SeedResult(seed, runWithSeed.apply(seed)));
        }
        return new SeedSweep(out);
    }

    /** Seeds whose run answered correctly. */
    public int correct() {
        return (int) results.stream().filter(r -> r.result().correct()).count();
    }
}
