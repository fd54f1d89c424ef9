package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.agenteval.workbench.notebook.Comparison;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Two forecasts side by side for {@link com.agenteval.workbench.notebook.CompareCell}: two runs of the store, or two
 * agents of one run. Values print as the replay prints them: probabilities to 2 places, True/False, and the derived
 * fields (confidence, key findings) recomputed from p_yes and the rationale exactly as the replay recomputes them
 * ({@link Derivations#rederive}), never the file's own, so the two pages never disagree. A run of several agents
 * shows each agent's value, labelled with its agent_id.
 */
final class ForecastComparisons {

    private ForecastComparisons() {}

    /** What the query selects, when it selects two runs or two agents of one run; empty otherwise. */
    static Optional<Comparison> of(StoreQuery query, List<StoredTrace> stored) {
        List<Optional<StoredTrace.Valid>> runs =
                query.selected().stream().map(f -> valid(f, stored)).toList();
        if (runs.size() == 2 && runs.stream().allMatch(Optional::isPresent)) {
            StoredTrace.Valid a = runs.get(0).get();
            StoredTrace.Valid b = runs.get(1).get();
            return Optional.of(compare(title(a), ForecastSide.ofRun(a.run()), title(b), ForecastSide.ofRun(b.run())));
        }
        if (runs.size() == 1 && runs.get(0).isPresent()) {
            RunTrace run = runs.get(0).get().run();
            List<Integer> agents = query.agents().isEmpty() ? List.of(0, 1) : query.agents();
            if (agents.stream().allMatch(i -> i < run.agents().size())) {
                return Optional.of(compare(
                        agentTitle(run, agents.get(0)),
                        ForecastSide.ofAgent(run, agents.get(0)),
                        agentTitle(run, agents.get(1)),
                        ForecastSide.ofAgent(run, agents.get(1))));
            }
        }
        return Optional.empty();
    }

    /** The first stored file of that name that is a run, in listing order (the writable folder first, as open does). */
    static Optional<StoredTrace.Valid> valid(String fileName, List<StoredTrace> stored) {
        return stored.stream()
                .filter(t -> t.fileName().equals(fileName))
                .findFirst()
                .filter(t -> t instanceof StoredTrace.Valid)
                .map(t -> (StoredTrace.Valid) t);
    }

    private static String title(StoredTrace.Valid v) {
        return StoreRow.of(v).shortName() + " (" + v.run().runId() + ")";
    }

    private static String agentTitle(RunTrace run, int index) {
        return run.agents().get(index).agentId() + " (" + run.runId() + ")";
    }

    static Comparison compare(String leftTitle, ForecastSide left, String rightTitle, ForecastSide right) {
        return Comparison.of(
                leftTitle,
                rightTitle,
                List.of(
                        Comparison.row("question", left.question(), right.question()),
                        Comparison.row(
                                "p_yes",
                                perAgent(left, a -> probability(a.pYes())) + finalP(left),
                                perAgent(right, a -> probability(a.pYes())) + finalP(right)),
                        Comparison.row(
                                "confidence",
                                perAgent(
                                        left,
                                        a -> probability(Derivations.rederive(a).confidence())),
                                perAgent(
                                        right,
                                        a -> probability(Derivations.rederive(a).confidence()))),
                        Comparison.row(
                                "forecast_produced",
                                perAgent(left, a -> a.forecastProduced() ? "True" : "False"),
                                perAgent(right, a -> a.forecastProduced() ? "True" : "False")),
                        Comparison.row(
                                "search_queries_made",
                                String.valueOf(left.searches()),
                                String.valueOf(right.searches())),
                        Comparison.row(
                                "sources_consulted",
                                String.valueOf(left.documents()),
                                String.valueOf(right.documents())),
                        Comparison.row("tokens", Python.thousands(left.tokens()), Python.thousands(right.tokens())),
                        Comparison.row(
                                "rationale",
                                perAgent(left, a -> nullToEmpty(a.rationale()), "\n\n"),
                                perAgent(right, a -> nullToEmpty(a.rationale()), "\n\n")),
                        Comparison.row("key_findings", keyFindings(left), keyFindings(right))),
                List.of(
                        Comparison.Lists.of("queries", left.queries(), right.queries()),
                        Comparison.Lists.of("sources", left.sources(), right.sources())));
    }

    private static String perAgent(ForecastSide side, Function<ForecastArtifact, String> value) {
        return perAgent(side, value, "\n");
    }

    private static String perAgent(ForecastSide side, Function<ForecastArtifact, String> value, String between) {
        if (side.agents().size() == 1) {
            return value.apply(side.agents().get(0));
        }
        return side.agents().stream()
                .map(a -> a.agentId() + ": " + value.apply(a))
                .collect(Collectors.joining(between));
    }

    private static String finalP(ForecastSide side) {
        return side.finalProbability() == null ? "" : "\nfinal_probability: " + probability(side.finalProbability());
    }

    /** The key findings the replay recomputes from each agent's rationale, one a line. */
    private static String keyFindings(ForecastSide side) {
        return side.agents().stream()
                .flatMap(a -> Derivations.rederive(a).keyFindings().stream())
                .collect(Collectors.joining("\n"));
    }

    /** A probability as the replay's field table prints it, {@code f"{p:.2f}"}; None when there is none. */
    private static String probability(@Nullable Double x) {
        return x == null ? "None" : Python.fixed(x, 2);
    }

    private static String nullToEmpty(@Nullable String s) {
        return s == null ? "" : s;
    }
}
