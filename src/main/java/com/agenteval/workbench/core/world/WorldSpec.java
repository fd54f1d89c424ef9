package com.agenteval.workbench.core.world;

import java.math.BigInteger;
import java.util.Objects;

/**
 * The five parameters of {@code make_world}, validated.
 *
 * <pre>{@code
 * World w = WorldSpec.lecture().make();                  // make_world() : seed 14
 * World w7 = new WorldSpec(BigInteger.valueOf(7), 3, 0.9, 0.4, 0.45).make();
 * }</pre>
 *
 * @param seed       the random seed (any int, as in Python)
 * @param nStale     how many db records are stale, 0 to {@link World#RECORDS}
 * @param memoryAcc  probability that memory is right before the cutoff, in [0, 1]
 * @param webExact   probability that the web shows the exact value, in [0, 1]
 * @param webRounded probability that the web shows the value rounded to an integer, in [0, 1] (the remainder, if
 *                   any, shows last year's value)
 */
public record WorldSpec(BigInteger seed, int nStale, double memoryAcc, double webExact, double webRounded) {

    // make_world()'s defaults, the one place they are written (core/params' world parameters read them)
    public static final int DEFAULT_SEED = 14;
    public static final int DEFAULT_N_STALE = 2;
    public static final double DEFAULT_MEMORY_ACC = 0.7;
    public static final double DEFAULT_WEB_EXACT = 0.4;
    public static final double DEFAULT_WEB_ROUNDED = 0.45;

    public WorldSpec {
        Objects.requireNonNull(seed, "seed");
        if (nStale < 0 || nStale > World.RECORDS) {
            throw new IllegalArgumentException(
                    "n_stale must be between 0 and " + World.RECORDS + " (the number of records), got " + nStale);
        }
        checkProbability("memory_acc", memoryAcc);
        checkProbability("web_exact", webExact);
        checkProbability("web_rounded", webRounded);
    }

    static void checkProbability(String name, double p) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException(name + " must be a probability in [0, 1], got " + p);
        }
    }

    /** {@code make_world()}'s defaults: seed 14, 2 stale records, memory 0.7, web exact 0.4, rounded 0.45. */
    public static WorldSpec lecture() {
        return of(DEFAULT_SEED);
    }

    /** The defaults with another seed. */
    public static WorldSpec of(long seed) {
        return new WorldSpec(
                BigInteger.valueOf(seed), DEFAULT_N_STALE, DEFAULT_MEMORY_ACC, DEFAULT_WEB_EXACT, DEFAULT_WEB_ROUNDED);
    }

    /** Builds the world (deterministic: same spec, same world). */
    public World make() {
        return World.make(this);
    }
}
