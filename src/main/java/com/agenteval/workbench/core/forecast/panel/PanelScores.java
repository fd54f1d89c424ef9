package com.agenteval.workbench.core.forecast.panel;

import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.ResolvedForecast;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An evaluation panel scored over its questions with known outcomes: the panel's {@code final_p}, the plain mean of
 * the agents' probabilities, and the market price, each by Brier and log score, with reliability tables for the first
 * two. The market is scored over the resolved questions that have a price ({@link #marketN}).
 *
 * <pre>{@code
 * PanelScores s = PanelScores.of(panel, 10).orElseThrow();   // empty when no question resolved
 * s.finalP().brier();  s.market().brier();                   // near 0 against the market's: look-ahead, not skill
 * }</pre>
 *
 * @param market           null when no resolved question has a market price
 * @param finalPOnMarket    final_p scored on the questions with a market price (the market's own), null without
 *                          one: the Brier skill against the market compares the two on the same questions
 * @param knownBeforeCutoff resolved questions whose answer the recovery says was public before the cutoff
 */
public record PanelScores(
        String runId,
        int resolved,
        int questions,
        Scores finalP,
        List<CalibrationBin> finalPCalibration,
        @Nullable Scores meanAgent,
        List<CalibrationBin> meanAgentCalibration,
        @Nullable Scores market,
        int marketN,
        int knownBeforeCutoff,
        @Nullable Scores finalPOnMarket) {

    public PanelScores {
        finalPCalibration = List.copyOf(finalPCalibration);
        meanAgentCalibration = List.copyOf(meanAgentCalibration);
    }

    public static Optional<PanelScores> of(EvaluationPanel panel, int bins) {
        List<ResolvedForecast> finals = new ArrayList<>();
        List<ResolvedForecast> means = new ArrayList<>();
        List<ResolvedForecast> market = new ArrayList<>();
        List<ResolvedForecast> finalsOnMarket = new ArrayList<>();
        int known = 0;
        for (PanelQuestion q : panel.questions()) {
            Double outcome = q.outcome();
            if (outcome == null) {
                continue;
            }
            String label = q.question() == null ? "panel[" + q.panelIndex() + "]" : q.question();
            finals.add(new ResolvedForecast(panel.runId(), label, "final_p", q.finalP(), outcome));
            Double mean = q.meanAgentP();
            if (mean != null) {
                // a mean of probabilities in [0, 1] can round a hair outside it; clamp so it stays a probability
                means.add(new ResolvedForecast(
                        panel.runId(), label, "mean agent", Math.min(1, Math.max(0, mean)), outcome));
            }
            Double price = q.marketPrice();
            if (price != null) {
                market.add(new ResolvedForecast(panel.runId(), label, "market", price, outcome));
                finalsOnMarket.add(finals.get(finals.size() - 1));
            }
            if (Boolean.TRUE.equals(q.knownBeforeCutoff())) {
                known++;
            }
        }
        if (finals.isEmpty()) {
            return Optional.empty();
        }
        @Nullable Scores meanScores = means.isEmpty() ? null : Scores.of(means);
        return Optional.of(new PanelScores(
                panel.runId(),
                finals.size(),
                panel.questions().size(),
                Scores.of(finals),
                Scores.calibration(finals, bins),
                meanScores,
                means.isEmpty() ? List.of() : Scores.calibration(means, bins),
                market.isEmpty() ? null : Scores.of(market),
                market.size(),
                known,
                market.isEmpty() ? null : Scores.of(finalsOnMarket)));
    }

    /**
     * final_p's Brier skill score against the market price, on the questions that have one
     * ({@code 1 − Brier(final_p) / Brier(market)}); NaN without a market price.
     */
    public double skillVsMarket() {
        return market == null || finalPOnMarket == null
                ? Double.NaN
                : Scores.skill(finalPOnMarket.brier(), market.brier());
    }

    /**
     * One row of the panel section of the calibration page: one way of forecasting a panel's resolved questions
     * ({@code final_p}, the agents' mean, the market price) with its scores, so the market's Brier sits in the same table.
     *
     * @param skillVsMarket final_p's Brier skill score against the market on the questions with a price
     *                      ({@link PanelScores#skillVsMarket()}); NaN on the other rows and without a market price
     */
    public record PanelScoreRow(
            String panelFile, String forecast, int questions, double brier, double logScore, double skillVsMarket) {

        public static final String FINAL_P = "final_p";
        public static final String MEAN_AGENT = "mean agent p";
        public static final String MARKET = "market price";

        public static List<PanelScoreRow> of(String panelFile, PanelScores s) {
            List<PanelScoreRow> rows = new ArrayList<>();
            rows.add(row(panelFile, FINAL_P, s.finalP(), s.skillVsMarket()));
            if (s.meanAgent() != null) {
                rows.add(row(panelFile, MEAN_AGENT, s.meanAgent(), Double.NaN));
            }
            if (s.market() != null) {
                rows.add(row(panelFile, MARKET, s.market(), Double.NaN));
            }
            return rows;
        }

        private static PanelScoreRow row(String file, String forecast, Scores s, double skillVsMarket) {
            return new PanelScoreRow(file, forecast, s.n(), s.brier(), s.logScore(), skillVsMarket);
        }

        /** One bin of a panel's reliability table, of final_p or of the agents' mean. */
        public record Bin(String panelFile, String forecast, CalibrationBin bin) {

            public static List<Bin> of(String panelFile, PanelScores s) {
                List<Bin> bins = new ArrayList<>();
                s.finalPCalibration().forEach(b -> bins.add(new Bin(panelFile, FINAL_P, b)));
                s.meanAgentCalibration().forEach(b -> bins.add(new Bin(panelFile, MEAN_AGENT, b)));
                return bins;
            }
        }
    }
}
