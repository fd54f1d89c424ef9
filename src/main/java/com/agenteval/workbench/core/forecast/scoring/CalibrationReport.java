package com.agenteval.workbench.core.forecast.scoring;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.Aggregation;
import com.agenteval.workbench.core.forecast.scoring.Scores.ResolvedForecast;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Scores over every resolved run: what the book could not measure, because none of its captures resolved.
 *
 * <pre>{@code
 * CalibrationReport report = CalibrationReport.of(runs, 10);
 * report.agents().brier();
 * report.methods();            // each aggregation method's scores, best Brier first
 * report.calibration();        // the reliability diagram's points
 * }</pre>
 *
 * Only agents that forecast are scored: an agent that ran out of turns said nothing, and its fallback 0.5 would be
 * scored as an opinion. Such agents are counted in {@link #abstentions()}.
 *
 * @param runs        resolved runs (runs of open questions are skipped), including any where no agent forecast
 * @param agents      every forecasting agent's probability against its outcome
 * @param calibration the agents' calibration table
 * @param methods     per aggregation method, the panel probability of each run where an agent forecast, against
 *                    its outcome
 * @param forecasts   the individual forecasts scored, for tables and charts
 * @param skipped     runs left out because a probability or the outcome is not one ({@code run_id: reason}); one
 *                    bad run never stops the others from being scored
 */
public record CalibrationReport(
        int runs,
        int abstentions,
        Scores agents,
        List<CalibrationBin> calibration,
        List<MethodScore> methods,
        List<ResolvedForecast> forecasts,
        List<String> skipped) {

    public CalibrationReport {
        calibration = List.copyOf(calibration);
        methods = List.copyOf(methods);
        forecasts = List.copyOf(forecasts);
        skipped = List.copyOf(skipped);
    }

    /** One aggregation method's scores over the resolved runs. */
    public record MethodScore(String method, Scores scores) {}

    /** The report, or throws when no run has a resolved outcome and a forecast. */
    /** What {@link #of} says when no resolved run has an agent's forecast to score. */
    public static final String NOTHING_TO_SCORE = "no resolved run with a forecast to score";

    /**
     * The report over the resolved runs among {@code traces}, or empty when none has an agent's forecast to score
     * (open questions, abstentions and unscorable runs are left out, as in {@link #of}).
     */
    public static Optional<CalibrationReport> ofScorable(List<RunTrace> traces, int bins) {
        try {
            return Optional.of(of(traces, bins));
        } catch (NothingToScore none) {
            return Optional.empty();
        }
    }

    /** Thrown by {@link #of} when there is nothing to score; an {@link IllegalArgumentException}, as before. */
    private static final class NothingToScore extends IllegalArgumentException {
        NothingToScore() {
            super(NOTHING_TO_SCORE);
        }
    }

    public static CalibrationReport of(List<RunTrace> traces, int bins) {
        List<ResolvedForecast> agentForecasts = new ArrayList<>();
        Map<String, List<ResolvedForecast>> byMethod = new LinkedHashMap<>();
        int runs = 0;
        int abstentions = 0;
        List<String> skipped = new ArrayList<>();
        for (RunTrace run : traces) {
            Double outcome = run.question() == null ? null : run.question().resolvedOutcome();
            if (outcome == null) {
                continue;
            }
            String bad = unscorable(run, outcome);
            if (bad != null) {
                skipped.add(run.runId() + ": " + bad);
                continue;
            }
            runs++;
            List<Double> ps = new ArrayList<>();
            for (ForecastArtifact a : run.agents()) {
                if (a.forecastProduced() && a.pYes() != null) {
                    ps.add(a.pYes());
                    agentForecasts.add(new ResolvedForecast(
                            run.runId(), run.question().question(), a.agentId(), a.pYes(), outcome));
                } else {
                    abstentions++;
                }
            }
            if (ps.isEmpty()) {
                continue;
            }
            Aggregation.byMethod(ps)
                    .forEach((method, p) -> byMethod.computeIfAbsent(method, m -> new ArrayList<>())
                            .add(new ResolvedForecast(
                                    run.runId(), run.question().question(), method, p, outcome)));
        }
        if (agentForecasts.isEmpty()) {
            throw new NothingToScore();
        }
        List<MethodScore> methods = byMethod.entrySet().stream()
                .map(e -> new MethodScore(e.getKey(), Scores.of(e.getValue())))
                .sorted(Comparator.comparingDouble(m -> m.scores().brier()))
                .toList();
        return new CalibrationReport(
                runs,
                abstentions,
                Scores.of(agentForecasts),
                Scores.calibration(agentForecasts, bins),
                methods,
                agentForecasts,
                skipped);
    }

    /** Why a resolved run cannot be scored, or null: the reader refuses such files, a run built in memory may not. */
    private static @Nullable String unscorable(RunTrace run, double outcome) {
        if (outcome != 0.0 && outcome != 1.0) {
            return "resolved_outcome " + outcome + " is not 0 or 1";
        }
        for (int i = 0; i < run.agents().size(); i++) {
            Double p = run.agents().get(i).pYes();
            if (run.agents().get(i).forecastProduced() && p != null && !(p >= 0 && p <= 1)) {
                return "agents[" + i + "].p_yes " + p + " is not a probability";
            }
        }
        return null;
    }

    /**
     * One bin of a calibration table (one point of a reliability diagram): the forecasts in {@code [lower, upper)} (the
     * last bin includes 1.0), their mean, and how often their questions resolved YES. Empty bins have null means.
     */
    public record CalibrationBin(
            double lower,
            double upper,
            int count,
            @Nullable Double meanForecast,
            @Nullable Double observedFrequency) {

        /** The mean forecast of a bin that holds forecasts. */
        public double filledMean() {
            return Objects.requireNonNull(meanForecast, "a bin with forecasts has a mean");
        }

        /** The observed frequency of a bin that holds forecasts. */
        public double filledFrequency() {
            return Objects.requireNonNull(observedFrequency, "a bin with forecasts has a frequency");
        }
    }
}
