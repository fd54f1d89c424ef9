package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** The seed-14 world's truth and web values, as the Python reference module computes them (world_seed14.json). */
public final class WorldFixtures {

    private static WorldFacts seed14;

    private WorldFixtures() {}

    public static synchronized WorldFacts seed14() {
        if (seed14 == null) {
            seed14 = read();
        }
        return seed14;
    }

    /**
     * A panel of one agent driven by {@code model} (its seed as given, not mixed as {@link OfflineForecasting} mixes
     * it), searching {@code corpus} with the notebook's 5 results per search.
     */
    static PanelRun oneAgentRun(
            SimulatedForecaster model, OfflineSearchCorpus corpus, int maxSteps, ForecastQuestion q, Clock clock) {
        PanelSpec spec = new PanelSpec(
                "simulated_forecaster_test", SimulatedForecaster.MODEL_NAME, 1, maxSteps, 5, "", "offline", Map.of());
        return ForecastPanel.run(q, null, spec, i -> model, corpus, clock, new SplittableRandom(0), StepListener.NONE);
    }

    /** The artifact of {@link #oneAgentRun}'s one agent. */
    static ForecastArtifact oneAgent(
            SimulatedForecaster model, OfflineSearchCorpus corpus, int maxSteps, ForecastQuestion q, Clock clock) {
        return oneAgentRun(model, corpus, maxSteps, q, clock).agents().get(0).artifact();
    }

    private static WorldFacts read() {
        try {
            JsonNode doc = new ObjectMapper().readTree(ForecastFixtures.resource("/forecast/world_seed14.json"));
            Map<String, Map<Integer, Double>> truth = rows(doc.get("truth"));
            Map<String, Map<Integer, Double>> web = rows(doc.get("web"));
            List<WorldFacts.Series> series = new ArrayList<>();
            truth.forEach((key, values) -> {
                String[] parts = key.split("\\|");
                String metric = parts[0].equals("bank_market_cap") ? "market cap" : "GDP";
                series.add(new WorldFacts.Series(parts[0], metric, parts[1], values, web.get(key)));
            });
            return WorldFacts.of(doc.get("seed").asLong(), series);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, Map<Integer, Double>> rows(JsonNode rows) {
        Map<String, Map<Integer, Double>> out = new LinkedHashMap<>();
        for (JsonNode r : rows) {
            out.computeIfAbsent(r.get(0).asText() + "|" + r.get(1).asText(), k -> new LinkedHashMap<>())
                    .put(r.get(2).asInt(), r.get(3).asDouble());
        }
        return out;
    }
}
