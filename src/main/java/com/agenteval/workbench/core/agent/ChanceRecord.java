package com.agenteval.workbench.core.agent;

import org.jspecify.annotations.Nullable;

/**
 * One {@link Chance} call, as ref_dump's {@code --internals} lists it. {@code a}, {@code e}, {@code z} and {@code phi}
 * come from libm-like functions (null when the call drew nothing); compare them with a tolerance.
 *
 * @param key the full key {@code task|model|event}
 * @param p   the probability
 * @param hit whether the event happened
 * @param a   the task's latent value
 * @param e   this run's normal draw
 * @param z   the combined normal
 * @param phi {@code Φ(z)}
 */
public record ChanceRecord(
        String key,
        double p,
        boolean hit,
        @Nullable Double a,
        @Nullable Double e,
        @Nullable Double z,
        @Nullable Double phi) {}
