package com.agenteval.workbench.tools;

import com.agenteval.workbench.core.selection.ToolCatalog;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;

/**
 * The parameters of one selection experiment, as {@code sim --mode selector} takes them.
 *
 * @param distractors unrelated tools from other servers, 0 to 18
 * @param precise     precise descriptions (what, when, when not) instead of vague ones
 * @param poisoned    add the keyword-stuffed finance_helper_pro
 * @param temperature softmax temperature, &gt; 0
 * @param avoidWeight weight of the "Do not use" part
 * @param intents     number of intents
 * @param intentSeed  seed of make_intents
 * @param runSeed     seed of the selector's draws
 */
record SelectionSettings(int distractors, boolean precise, boolean poisoned, double temperature, double avoidWeight,
                         int intents, long intentSeed, long runSeed) {

    SelectionSettings {
        if (distractors < 0 || distractors > ToolCatalog.MAX_DISTRACTORS) {
            throw new IllegalArgumentException("distractors must be between 0 and " + ToolCatalog.MAX_DISTRACTORS);
        }
        if (!(temperature > 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("temperature must be a finite number > 0");
        }
        if (intents < 1) {
            throw new IllegalArgumentException("intents must be at least 1");
        }
    }

    /** The same experiment on another catalog. */
    SelectionSettings withCatalog(int nDistractors, boolean isPrecise, boolean isPoisoned) {
        return new SelectionSettings(nDistractors, isPrecise, isPoisoned, temperature, avoidWeight, intents, intentSeed,
                runSeed);
    }

    /** The {@code sim} parameters that print this experiment. */
    SimParams simParams() {
        return SimParams.defaults("selector")
                .withSelector(distractors, precise, poisoned, temperature, avoidWeight, intents,
                        BigInteger.valueOf(intentSeed))
                .withRun(BigInteger.valueOf(runSeed), 1);
    }
}
