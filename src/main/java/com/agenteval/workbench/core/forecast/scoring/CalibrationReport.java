package com.agenteval.workbench.core.forecast.scoring;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
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

    /**
     * Proper scores over resolved forecasts.
     *
     * <pre>{@code
     * Scores s = Scores.of(forecasts);
     * s.brier();      // 0 is perfect, 0.25 is always saying 50%
     * s.logScore();   // mean log probability given to what happened; 0 is perfect, higher is better
     * s.sharpness();  // mean distance from even odds, scaled to [0, 1]
     * }</pre>
     *
     * @param logScore  {@code mean(ln p)} for YES and {@code mean(ln(1 - p))} for NO, with p kept {@value #LOG_EPSILON}
     *                  away from 0 and 1 so one certain miss does not make it minus infinity
     * @param sharpness {@code mean(2 |p - 0.5|)}: how far from even odds the forecasts go, whatever the outcomes; the
     *                  notebook's confidence heuristic averaged
     */
    public record Scores(int n, double brier, double logScore, double sharpness, double baseRate) {

        public static final double LOG_EPSILON = 1e-6;

        public static Scores of(List<ResolvedForecast> forecasts) {
            if (forecasts.isEmpty()) {
                throw new IllegalArgumentException("no resolved forecasts to score");
            }
            double brier = 0;
            double log = 0;
            double sharp = 0;
            double yes = 0;
            for (ResolvedForecast f : forecasts) {
                brier += brierOf(f);
                log += logScoreOf(f);
                sharp += 2 * Math.abs(f.p() - 0.5);
                yes += f.outcome();
            }
            int n = forecasts.size();
            return new Scores(n, brier / n, log / n, sharp / n, yes / n);
        }

        /** One forecast's Brier score {@code (p − outcome)²}: {@link #brier} is their mean. */
        public static double brierOf(ResolvedForecast f) {
            return (f.p() - f.outcome()) * (f.p() - f.outcome());
        }

        /** One forecast's log score, p kept {@value #LOG_EPSILON} from 0 and 1: {@link #logScore} is their mean. */
        public static double logScoreOf(ResolvedForecast f) {
            double clipped = Math.min(1 - LOG_EPSILON, Math.max(LOG_EPSILON, f.p()));
            return Math.log(f.outcome() == 1.0 ? clipped : 1 - clipped);
        }

        /** The bin of a probability among {@code bins} equal-width bins over [0, 1] (1.0 goes in the last). */
        public static int binOf(double p, int bins) {
            return Math.min(bins - 1, (int) Math.floor(p * bins));
        }

        /**
         * The calibration table with {@code bins} equal-width bins over [0, 1].
         */
        public static List<CalibrationBin> calibration(List<ResolvedForecast> forecasts, int bins) {
            if (bins < 1) {
                throw new IllegalArgumentException("need at least one bin");
            }
            int[] count = new int[bins];
            double[] sumP = new double[bins];
            double[] sumYes = new double[bins];
            for (ResolvedForecast f : forecasts) {
                int b = binOf(f.p(), bins);
                count[b]++;
                sumP[b] += f.p();
                sumYes[b] += f.outcome();
            }
            List<CalibrationBin> out = new ArrayList<>();
            for (int b = 0; b < bins; b++) {
                out.add(new CalibrationBin(
                        (double) b / bins,
                        (double) (b + 1) / bins,
                        count[b],
                        count[b] == 0 ? null : sumP[b] / count[b],
                        count[b] == 0 ? null : sumYes[b] / count[b]));
            }
            return List.copyOf(out);
        }

        /**
         * The Brier skill score {@code 1 − brier / reference} against a reference forecaster's Brier on the same
         * questions (the base rate, a market price): positive when the forecasts beat it; NaN when the reference is 0.
         */
        public static double skill(double brier, double referenceBrier) {
            return referenceBrier == 0 ? Double.NaN : 1 - brier / referenceBrier;
        }

        /**
         * One probability stated before its question resolved, and the outcome.
         *
         * @param source  who said it: an agent id, or an aggregation method's name
         * @param outcome 1.0 for YES, 0.0 for NO
         */
        public record ResolvedForecast(String runId, String question, String source, double p, double outcome) {

            public ResolvedForecast {
                Objects.requireNonNull(source, "source");
                if (!(p >= 0 && p <= 1)) {
                    throw new IllegalArgumentException("p must be in [0, 1]: " + p);
                }
                if (outcome != 0.0 && outcome != 1.0) {
                    throw new IllegalArgumentException("outcome must be 0 or 1: " + outcome);
                }
            }
        }
    }
}
