package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastQuestion;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.StepListener;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The fully offline research agent: N agents, each driven by a {@link SimulatedForecaster} with its own seed,
 * searching the {@link OfflineSearchCorpus} of a simulated world.
 *
 * <pre>{@code
 * PanelRun run = OfflineForecasting.run(world, question.question(), OfflineForecasting.Spec.of(2, 7), clock,
 *         StepListener.NONE);
 * Path saved = store.save(run.trace());
 * }</pre>
 */
public final class OfflineForecasting {

    public static final String NOTEBOOK = "offline_research_agent";

    private OfflineForecasting() {}

    /**
     * @param agents           how many research agents
     * @param seed             agent {@code i}'s forecaster has seed {@code mix(seed, i)}; the same seed gives the same forecasts
     * @param maxSteps         the turn budget, as the notebook's {@code MAX_STEPS}
     * @param maxSearchResults documents per search, as the notebook's {@code MAX_SEARCH_RESULTS}
     */
    public record Spec(int agents, long seed, int maxSteps, int maxSearchResults, SimulatedForecaster.Knobs knobs) {

        /** The notebook's budgets (5 steps, 5 results) and the default knobs. */
        public static Spec of(int agents, long seed) {
            return new Spec(agents, seed, 5, 5, SimulatedForecaster.Knobs.defaults());
        }
    }

    /**
     * Runs the panel. The run id mixes the seed, the clock and the question, so a panel over many questions in one
     * second still gets one file name per question.
     */
    public static PanelRun run(
            WorldFacts world, ForecastQuestion question, Spec spec, Clock clock, StepListener listener) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("seed", spec.seed());
        params.put("world_seed", world.seed());
        params.put("forecaster", spec.knobs().asParams());
        Object questionId = question.extras().get("offline_question_id");
        if (questionId != null) {
            params.put("offline_question_id", questionId);
        }
        PanelSpec panel = new PanelSpec(
                NOTEBOOK,
                SimulatedForecaster.MODEL_NAME,
                spec.agents(),
                spec.maxSteps(),
                spec.maxSearchResults(),
                "Offline run: a simulated forecaster (not a language model) searching a "
                        + "corpus built from the simulated world.",
                "offline",
                params);
        return ForecastPanel.run(
                question,
                null,
                panel,
                i -> new SimulatedForecaster(SimulatedForecaster.mix(spec.seed(), i), spec.knobs()),
                OfflineSearchCorpus.of(world),
                clock,
                new SplittableRandom(SimulatedForecaster.mix(
                        spec.seed(), clock.millis(), question.question().hashCode())),
                listener);
    }
}
