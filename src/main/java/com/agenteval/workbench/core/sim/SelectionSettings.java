package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import java.math.BigInteger;
import java.util.Objects;

/**
 * The parameters of one selection experiment, as {@code sim --mode selector} takes them.
 *
 * @param distractors unrelated tools from other servers, 0 to {@link com.agenteval.workbench.core.tools.ToolCatalog#MAX_DISTRACTORS}
 * @param precise     precise descriptions (what, when, when not) instead of vague ones
 * @param poisoned    add the keyword-stuffed finance_helper_pro
 * @param temperature softmax temperature, &gt; 0
 * @param avoidWeight weight of the "Do not use" part
 * @param intents     number of intents
 * @param intentSeed  seed of make_intents
 * @param runSeed     seed of the selector's draws
 */
public record SelectionSettings(
        int distractors,
        boolean precise,
        boolean poisoned,
        double temperature,
        double avoidWeight,
        int intents,
        BigInteger intentSeed,
        BigInteger runSeed) {

    /**
     * The most intents this page runs: its sweep repeats the experiment 4 × 19 times, so it takes fewer than
     * {@code sim}'s limit; at least one, so that there is an accuracy to show.
     */
    public static final IntSpec INTENTS = Parameters.INTENTS.within(1, 2_000);

    /** The checks of the selector group, in its words. */
    public SelectionSettings {
        Parameters.DISTRACTORS.check(BigInteger.valueOf(distractors));
        Parameters.TEMPERATURE.check(temperature);
        Parameters.AVOID_WEIGHT.check(avoidWeight);
        INTENTS.check(BigInteger.valueOf(intents));
        Objects.requireNonNull(intentSeed, "intentSeed");
        Objects.requireNonNull(runSeed, "runSeed");
    }

    public SelectionSettings(
            int distractors,
            boolean precise,
            boolean poisoned,
            double temperature,
            double avoidWeight,
            int intents,
            long intentSeed,
            long runSeed) {
        this(
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                BigInteger.valueOf(intentSeed),
                BigInteger.valueOf(runSeed));
    }

    /** The same experiment on another catalog. */
    public SelectionSettings withCatalog(int nDistractors, boolean isPrecise, boolean isPoisoned) {
        return new SelectionSettings(
                nDistractors, isPrecise, isPoisoned, temperature, avoidWeight, intents, intentSeed, runSeed);
    }

    /** The {@code sim} parameters that print this experiment. */
    public SimParams simParams() {
        return SimParams.defaults("selector")
                .withSelector(distractors, precise, poisoned, temperature, avoidWeight, intents, intentSeed)
                .withRun(runSeed, 1);
    }
}
