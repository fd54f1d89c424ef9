package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.log.TestReaders;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A store folder of {@code n} generated runs for the store page's tests and its benchmark. Run {@code i} is fully
 * determined by {@code i}: notebook {@code 04_research_agent} when {@code i % 3 == 0}, else
 * {@code offline_research_agent}; provider {@code simulated} for even {@code i}, else {@code anthropic}; outcome
 * open, YES, NO, open for {@code i % 4} = 0..3; {@link #tokens(int)} tokens; created {@code i} minutes after
 * 2025-01-01T00:00Z. Each has two agents: agent_0 searches {@code "query i"} and {@code "shared query"}, agent_1
 * only {@code "shared query"}; both see {@code https://offline.example/shared}.
 */
final class GeneratedStore {

    private GeneratedStore() {}

    static List<Path> generate(Path folder, int n) throws IOException {
        RunTraceStore store = RunTraceStore.of(folder, TestReaders.POOL);
        List<Path> saved = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            saved.add(store.save(run(i)));
        }
        return saved;
    }

    static String notebook(int i) {
        return i % 3 == 0 ? "04_research_agent" : "offline_research_agent";
    }

    static String provider(int i) {
        return i % 2 == 0 ? "simulated" : "anthropic";
    }

    /** Distinct for every run, and not in the order of {@code i}. */
    static int tokens(int i) {
        return 1000 + (i * 7919) % 100_003;
    }

    static Double outcome(int i) {
        return switch (i % 4) {
            case 1 -> 1.0;
            case 2 -> 0.0;
            default -> null;
        };
    }

    static String question(int i) {
        return "Generated question " + i + ": will it happen?";
    }

    static String runId(int i) {
        return String.format("%012x", 0xa0000000L + i);
    }

    static String fileName(int i) {
        return RunTraceStore.fileNameFor(run(i));
    }

    static RunTrace run(int i) {
        SearchResult own =
                SearchResult.of("Source " + i, "https://offline.example/" + i, "snippet " + i, "2024-01-01", 0.9);
        SearchResult shared =
                SearchResult.of("Shared source", "https://offline.example/shared", "shared snippet", "2024-01-02", 0.8);
        ForecastArtifact first = artifact(
                "agent_0",
                0.25 + (i % 50) / 100.0,
                "Rationale of run " + i,
                List.of(
                        AgentTrace.search(1, "query " + i, List.of(own), "{}"),
                        AgentTrace.search(2, "shared query", List.of(shared), "{}"),
                        AgentTrace.of(3, AgentTrace.FORECAST, "{}")),
                List.of("finding " + i));
        ForecastArtifact second = artifact(
                "agent_1",
                0.6,
                "The second agent's rationale",
                List.of(
                        AgentTrace.search(1, "shared query", List.of(shared), "{}"),
                        AgentTrace.of(2, AgentTrace.FORECAST, "{}")),
                List.of("shared finding"));
        ForecastQuestion q = ForecastQuestion.of(
                question(i), "Resolves YES if it happens.", "2024-12-31", "2024-06-30", 0.5, outcome(i));
        int tokens = tokens(i);
        LlmCall call = new LlmCall(
                0,
                "agent_0",
                provider(i),
                true,
                List.of(Message.of("user", "QUESTION")),
                "{}",
                tokens - 100,
                100,
                tokens,
                "2025-01-01T00:00:00+00:00",
                Map.of());
        String created =
                RunTrace.isoSeconds(Instant.parse("2025-01-01T00:00:00Z").plusSeconds(60L * i));
        return new RunTrace(
                notebook(i),
                provider(i),
                q,
                Map.of("max_steps", 5),
                List.of(first, second),
                null,
                null,
                null,
                null,
                null,
                List.of(call),
                "generated",
                created,
                runId(i),
                null,
                null,
                "offline",
                null,
                Map.of());
    }

    private static ForecastArtifact artifact(
            String id, double p, String rationale, List<AgentTrace> traces, List<String> findings) {
        int searches = (int) traces.stream().filter(AgentTrace::searchStep).count();
        int sources = traces.stream().mapToInt(t -> t.results().size()).sum();
        return new ForecastArtifact(
                id,
                p,
                rationale,
                traces,
                true,
                0.8,
                null,
                findings,
                null,
                List.of(),
                TokenUsage.of(100, 20),
                searches,
                sources,
                null,
                null,
                null,
                null,
                Map.of());
    }
}
