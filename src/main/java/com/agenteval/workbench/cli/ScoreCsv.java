package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.csv.Csv;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * {@code forecast score --format csv}: the numbers the text report prints, formatted the same way (Python's
 * {@code :.4f} for scores, {@code :.3f} for rates and means, the bins as {@code [0.0, 0.1)}), one table in RFC 4180
 * CSV: a header, then one record per line, CRLF-terminated, a field quoted when it holds a comma, a quote or a line
 * break (file names and bins do). An empty field is a number the text shows as {@code -} or does not show.
 *
 * <pre>
 * section,series,bin,n,brier,log_score,sharpness,base_rate,mean_forecast,observed_frequency
 * runs,resolved runs,,N,,,,,,                                  counts: runs, agents that did not forecast, invalid files
 * runs,agents,,N,BRIER,LOG,SHARPNESS,BASE_RATE,,               the agents' scores
 * runs calibration,agents,"[0.0, 0.1)",N,,,,,MEAN,OBSERVED     one record per bin
 * runs aggregation,mean,,,BRIER,LOG,,,,                        one record per aggregation method, best first
 * panel FILE,final_p,,N,BRIER,LOG,SHARPNESS,BASE_RATE,,        then mean agent p and market price, and reliability
 * </pre>
 */
final class ScoreCsv {

    static final List<String> HEADER = List.of(
            "section",
            "series",
            "bin",
            "n",
            "brier",
            "log_score",
            "sharpness",
            "base_rate",
            "mean_forecast",
            "observed_frequency");

    private final PrintStream out;

    ScoreCsv(PrintStream out) {
        this.out = out;
        row(HEADER);
    }

    /** The run traces' section; {@code report} is null when no run trace could be scored. */
    void runs(@Nullable CalibrationReport report, int invalid) {
        if (report != null) {
            count("runs", "resolved runs", report.runs());
            count("runs", "did not forecast", report.abstentions());
        }
        count("runs", "invalid files", invalid);
        if (report == null) {
            return;
        }
        scores("runs", "agents", report.agents(), report.agents().n());
        bins("runs calibration", "agents", report.calibration());
        for (CalibrationReport.MethodScore m : report.methods()) {
            row(
                    "runs aggregation",
                    m.method(),
                    "",
                    "",
                    Python.fixed(m.scores().brier(), 4),
                    Python.fixed(m.scores().logScore(), 4),
                    "",
                    "",
                    "",
                    "");
        }
    }

    /** One evaluation panel with known outcomes: final_p, the agents' mean and the market price, then reliability. */
    void panel(Scoring.ScoredPanel scored) {
        PanelScores s = scored.scores();
        String section = "panel " + scored.fileName();
        count(section, "questions", s.questions());
        count(section, "resolved", s.resolved());
        count(section, "known before cutoff", s.knownBeforeCutoff());
        scores(section, "final_p", s.finalP(), s.finalP().n());
        if (s.meanAgent() != null) {
            scores(section, "mean agent p", s.meanAgent(), s.meanAgent().n());
        }
        if (s.market() != null) {
            scores(section, "market price", s.market(), s.marketN());
        }
        bins(section + " reliability", "final_p", s.finalPCalibration());
        if (s.meanAgent() != null) {
            bins(section + " reliability", "mean agent p", s.meanAgentCalibration());
        }
    }

    private void count(String section, String series, long n) {
        row(section, series, "", String.valueOf(n), "", "", "", "", "", "");
    }

    /** Brier and log score as the text prints them ({@code :.4f}); sharpness {@code :.4f}, base rate {@code :.3f}. */
    private void scores(String section, String series, Scores s, int n) {
        row(
                section,
                series,
                "",
                String.valueOf(n),
                Python.fixed(s.brier(), 4),
                Python.fixed(s.logScore(), 4),
                Python.fixed(s.sharpness(), 4),
                Python.fixed(s.baseRate(), 3),
                "",
                "");
    }

    private void bins(String section, String series, List<CalibrationBin> bins) {
        for (CalibrationBin b : bins) {
            String bin = "[" + Python.fixed(b.lower(), 1) + ", " + Python.fixed(b.upper(), 1)
                    + (b.upper() == 1.0 ? "]" : ")");
            row(
                    section,
                    series,
                    bin,
                    String.valueOf(b.count()),
                    "",
                    "",
                    "",
                    "",
                    b.meanForecast() == null ? "" : Python.fixed(b.meanForecast(), 3),
                    b.observedFrequency() == null ? "" : Python.fixed(b.observedFrequency(), 3));
        }
    }

    private void row(String... fields) {
        row(Arrays.asList(fields));
    }

    private void row(List<String> fields) {
        out.print(record(fields));
    }

    /**
     * One RFC 4180 record: fields joined by commas, each written by {@link Csv#field}, the pages' rule: numbers as
     * they are, text that a spreadsheet would run as a formula defused, quoted where needed; ending in CRLF.
     */
    static String record(List<String> fields) {
        return fields.stream().map(Csv::field).collect(Collectors.joining(",")) + "\r\n";
    }
}
