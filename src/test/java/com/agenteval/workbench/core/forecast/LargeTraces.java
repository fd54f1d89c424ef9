package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Big but valid run traces, shaped like a long live capture: several agents, many search steps, many results per
 * step, and one model call per step carrying the growing conversation. Used by the bound tests and the replay
 * benchmark; 10,000 results come to about 7 MB of JSON, the size of the trace issue 12 timed.
 */
public final class LargeTraces {

    private static final String SNIPPET = "Harbor National reported quarterly results above expectations; analysts"
            + " raised their price targets and the bank's deposit base grew for the fourth quarter in a row, which"
            + " several commentators read as a sign that the regional banking stress of the previous year had"
            + " passed. Market capitalisation rose with the share price over the period. ";

    private LargeTraces() {}

    /** A run with {@code agents × steps} search steps of {@code perStep} results each, then a forecast per agent. */
    public static RunTrace run(String runId, int agents, int steps, int perStep) {
        return run(runId, agents, steps, perStep, 1);
    }

    /** The same with each result's snippet said {@code snippets} times: a bigger file for the same counts. */
    public static RunTrace run(String runId, int agents, int steps, int perStep, int snippets) {
        List<ForecastArtifact> artifacts = new ArrayList<>();
        List<LlmCall> calls = new ArrayList<>();
        int seq = 0;
        for (int a = 0; a < agents; a++) {
            String id = "agent_" + a;
            List<AgentTrace> traces = new ArrayList<>();
            for (int s = 0; s < steps; s++) {
                List<SearchResult> results = new ArrayList<>();
                for (int r = 0; r < perStep; r++) {
                    results.add(SearchResult.of(
                            "Result " + a + "." + s + "." + r + " on Harbor National",
                            "https://offline.example/" + a + "/" + s + "/" + r,
                            SNIPPET.repeat(snippets),
                            r % 3 == 0 ? null : "2023-0" + (1 + r % 5) + "-1" + (r % 10),
                            0.5 + (r % 50) / 100.0));
                }
                traces.add(AgentTrace.search(
                        s + 1,
                        "harbor national query " + s,
                        results,
                        "{\"action\": \"search\", \"query\": \"harbor national query " + s + "\"}"));
                calls.add(new LlmCall(
                        seq++,
                        id,
                        "simulated",
                        true,
                        List.of(
                                Message.of("system", "You are a forecaster."),
                                Message.of(
                                        "user",
                                        "QUESTION: Will Harbor National's market cap exceed $200B?\n"
                                                + SNIPPET.repeat(3))),
                        "{\"action\": \"search\"}",
                        900,
                        40,
                        940,
                        "2024-02-01T10:00:00+00:00",
                        Map.of()));
            }
            traces.add(AgentTrace.of(steps + 1, AgentTrace.FORECAST, "{\"action\": \"forecast\"}"));
            artifacts.add(ForecastFixtures.artifact(
                    id, 0.6 + a / 100.0, "The trend is up. (1) growth; (2) momentum. It is uncertain.", traces, true));
        }
        RunTrace small = ForecastFixtures.smallRun(runId);
        return small.withAgents(artifacts).withLlmCalls(calls);
    }

    /** 10,000 results: 4 agents × 25 searches × 100 results. */
    public static RunTrace tenThousandResults(String runId) {
        return run(runId, 4, 25, 100);
    }
}
