package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The offline run's parameters: the world and question, the panel (the forecast command's options, declared once in
 * Parameters.FORECASTER) and the simulated forecaster's knobs. The page finds the question; this only names it.
 */
final class RunPlanParams implements Dependency {

    /** The world seed's default, declared once in the parameter spec. */
    static final int DEFAULT_WORLD_SEED = Parameters.WORLD_SEED.intValue(Parameters.WORLD_SEED.defaultValue());

    static final String DEFAULT_QUESTION = "harbor-national-2024";

    private final IntParam worldSeed;
    private final ChoiceParam<String> question;
    private final IntParam agents;
    private final IntParam maxSteps;
    private final IntParam maxResults;
    private final SeedParam seed;
    private final DecimalParam noise;
    private final DecimalParam overconfidence;
    private final DecimalParam hedging;
    private final DecimalParam slips;
    private final IntParam maxSearches;
    private final BiFunction<Long, String, OfflineQuestion> find;

    /**
     * @param ids  the question ids (every world has the same entities and years, so the same ids; only the
     *             thresholds differ)
     * @param find the question of a world seed and id
     */
    RunPlanParams(
            ParametersCell params,
            ParametersCell knobs,
            List<String> ids,
            BiFunction<Long, String, OfflineQuestion> find) {
        this.find = find;
        // the spec's name and default; bounded to an int because the offline questions are built per int seed, and
        // without the spec's aliases, since its old key "seed" is the forecaster's seed on this page
        worldSeed = params.integer(
                Parameters.WORLD_SEED.name(),
                params.getTranslation("forecast.run.world-seed"),
                DEFAULT_WORLD_SEED,
                0,
                Integer.MAX_VALUE);
        question = params.choice(
                "question",
                params.getTranslation("forecast.run.question"),
                ids,
                ids.contains(DEFAULT_QUESTION) ? DEFAULT_QUESTION : ids.get(0),
                Function.identity(),
                Function.identity());
        agents = params.integer(Parameters.AGENTS, 2); // a panel of two shows more here
        maxSteps = params.integer(Parameters.MAX_STEPS_PER_AGENT);
        maxResults = params.integer(Parameters.MAX_SEARCH_RESULTS);
        seed = params.seed(Parameters.FORECASTER_SEED);
        noise = knobs.decimal(Parameters.NOISE);
        overconfidence = knobs.decimal(Parameters.OVERCONFIDENCE);
        hedging = knobs.decimal(Parameters.HEDGING);
        slips = knobs.decimal(Parameters.FORMAT_SLIPS);
        maxSearches = knobs.integer(Parameters.MAX_SEARCHES);
    }

    /** What the run button would run: a question of a world, and the panel. */
    record Plan(long worldSeed, OfflineQuestion question, OfflineForecasting.Spec spec) {

        Plan {
            Objects.requireNonNull(question, "question");
            Objects.requireNonNull(spec, "spec");
        }
    }

    /** The run the fields describe; throws IllegalArgumentException when a field's value has no question. */
    Plan plan() {
        SimulatedForecaster.Knobs defaults = SimulatedForecaster.Knobs.defaults();
        return new Plan(
                worldSeed.value(),
                find.apply((long) worldSeed.value(), question.value()),
                new OfflineForecasting.Spec(
                        agents.value(),
                        seed.longValue(),
                        maxSteps.value(),
                        maxResults.value(),
                        new SimulatedForecaster.Knobs(
                                        noise.value(),
                                        overconfidence.value(),
                                        hedging.value(),
                                        slips.value(),
                                        defaults.minSearches(),
                                        defaults.maxSearches())
                                .withMaxSearches(maxSearches.value())));
    }

    @Override
    public List<Param<?>> params() {
        return List.of(
                worldSeed,
                question,
                agents,
                maxSteps,
                maxResults,
                seed,
                noise,
                overconfidence,
                hedging,
                slips,
                maxSearches);
    }
}
