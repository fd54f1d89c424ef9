package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One side of a comparison of forecasts: a whole run (every agent) or one agent of a run. The values are the book's
 * fields as recorded, never recomputed: p_yes, confidence, forecast_produced, search_queries_made and
 * sources_consulted per agent; tokens are the run's {@code total_tokens()} for a run and the agent's token_usage for
 * an agent.
 *
 * <pre>{@code
 * ForecastSide left = ForecastSide.ofRun(runA);
 * ForecastSide right = ForecastSide.ofAgent(runB, 1);
 * left.queries();   // every search query, in step order
 * }</pre>
 *
 * @param agents           the run's agents, or the one agent compared
 * @param finalProbability the run's final_probability (null for one agent, and when the run has none)
 */
record ForecastSide(
        String question,
        List<ForecastArtifact> agents,
        @Nullable Double finalProbability,
        int tokens) {

    ForecastSide {
        agents = List.copyOf(agents);
        Objects.requireNonNull(question, "question");
    }

    static ForecastSide ofRun(RunTrace run) {
        return new ForecastSide(questionOf(run), run.agents(), run.finalProbability(), run.totalTokens());
    }

    /** The agent at {@code index} (0-based, in the file's order). */
    static ForecastSide ofAgent(RunTrace run, int index) {
        if (index < 0 || index >= run.agents().size()) {
            throw new IllegalArgumentException("agent " + index + " is not in the run: it has "
                    + run.agents().size() + " agent(s)");
        }
        ForecastArtifact a = run.agents().get(index);
        return new ForecastSide(
                questionOf(run), List.of(a), null, a.tokenUsage().totalTokens());
    }

    private static String questionOf(RunTrace run) {
        return run.question() == null || run.question().question() == null
                ? ""
                : run.question().question();
    }

    /** search_queries_made, summed over the agents. */
    public int searches() {
        return agents.stream().mapToInt(ForecastArtifact::searchQueriesMade).sum();
    }

    /** sources_consulted, summed over the agents. */
    public int documents() {
        return agents.stream().mapToInt(ForecastArtifact::sourcesConsulted).sum();
    }

    /** Every search step's query, in order (an empty query is kept as the empty string). */
    public List<String> queries() {
        return agents.stream()
                .flatMap(a -> a.traces().stream())
                .filter(AgentTrace::searchStep)
                .map(t -> t.query() == null ? "" : t.query())
                .toList();
    }

    /** Every document the searches returned, by URL (by title when it has none). */
    public List<String> sources() {
        return agents.stream()
                .flatMap(a -> a.allResults().stream())
                .map(r -> r.url() != null && !r.url().isBlank() ? r.url() : r.title() == null ? "" : r.title())
                .toList();
    }
}
