package com.agenteval.workbench.core.forecast.panel;

import com.agenteval.workbench.core.forecast.scoring.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import java.util.ArrayList;
import java.util.List;

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
