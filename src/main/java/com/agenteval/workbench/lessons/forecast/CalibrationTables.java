package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores.PanelScoreRow;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.Component;

/** The calibration page's tables, built once per page; each takes the page for its translations. */
final class CalibrationTables {

    private CalibrationTables() {}

    static TableCell<PanelScoreRow> panelTable(Component page) {
        TableCell<PanelScoreRow> table = new TableCell<>(page.getTranslation("forecast.calibration.panel-table"));
        table.setId("calibration-panels");
        table.text(page.getTranslation("forecast.calibration.panel"), PanelScoreRow::panelFile)
                .setFlexGrow(3);
        table.text(page.getTranslation("forecast.calibration.panel-forecast"), PanelScoreRow::forecast)
                .setAutoWidth(true);
        table.number(
                        page.getTranslation("forecast.calibration.panel-questions"),
                        PanelScoreRow::questions,
                        String::valueOf)
                .setAutoWidth(true);
        table.number("Brier", PanelScoreRow::brier, v -> Python.fixed(v, 4)).setAutoWidth(true);
        table.number(
                        page.getTranslation("forecast.calibration.log-score"),
                        PanelScoreRow::logScore,
                        v -> Python.fixed(v, 4))
                .setAutoWidth(true);
        table.number(
                        page.getTranslation("forecast.calibration.skill-market"),
                        PanelScoreRow::skillVsMarket,
                        v -> Double.isNaN(v) ? "—" : Python.fixed(v, 4))
                .setAutoWidth(true);
        table.allRowsVisible();
        return table;
    }

    static TableCell<PanelScoreRow.Bin> panelBinsTable(Component page) {
        TableCell<PanelScoreRow.Bin> table = new TableCell<>(page.getTranslation("forecast.calibration.panel-bins"));
        table.setId("calibration-panel-bins");
        table.text(page.getTranslation("forecast.calibration.panel"), PanelScoreRow.Bin::panelFile)
                .setFlexGrow(3);
        table.text(page.getTranslation("forecast.calibration.panel-forecast"), PanelScoreRow.Bin::forecast)
                .setAutoWidth(true);
        table.text(
                page.getTranslation("forecast.calibration.bin"),
                b -> "[" + Python.fixed(b.bin().lower(), 2) + ", "
                        + Python.fixed(b.bin().upper(), 2) + (b.bin().upper() == 1.0 ? "]" : ")"));
        table.number(
                page.getTranslation("forecast.calibration.count-column"),
                b -> b.bin().count(),
                String::valueOf);
        table.number(
                page.getTranslation("forecast.calibration.mean-forecast"),
                b -> b.bin().meanForecast(),
                v -> Python.fixed(v, 3));
        table.number(
                page.getTranslation("forecast.calibration.observed"),
                b -> b.bin().observedFrequency(),
                v -> Python.fixed(v, 3));
        table.allRowsVisible();
        return table;
    }

    static TableCell<CalibrationBin> binsTable(Component page) {
        TableCell<CalibrationBin> table = new TableCell<>(page.getTranslation("forecast.calibration.table"));
        table.setId("calibration-bins");
        table.text(
                page.getTranslation("forecast.calibration.bin"),
                b -> "[" + Python.fixed(b.lower(), 2) + ", " + Python.fixed(b.upper(), 2)
                        + (b.upper() == 1.0 ? "]" : ")"));
        table.number(page.getTranslation("forecast.calibration.count-column"), CalibrationBin::count, String::valueOf);
        table.number(
                page.getTranslation("forecast.calibration.mean-forecast"),
                CalibrationBin::meanForecast,
                v -> Python.fixed(v, 3));
        table.number(
                page.getTranslation("forecast.calibration.observed"),
                CalibrationBin::observedFrequency,
                v -> Python.fixed(v, 3));
        table.allRowsVisible();
        return table;
    }

    static TableCell<CalibrationReport.MethodScore> methodsTable(Component page) {
        TableCell<CalibrationReport.MethodScore> table =
                new TableCell<>(page.getTranslation("forecast.calibration.methods"));
        table.setId("calibration-methods");
        table.text(page.getTranslation("forecast.aggregation.method"), CalibrationReport.MethodScore::method);
        table.number("Brier", m -> m.scores().brier(), v -> Python.fixed(v, 4));
        table.number(
                page.getTranslation("forecast.calibration.log-score"),
                m -> m.scores().logScore(),
                v -> Python.fixed(v, 4));
        table.number(
                page.getTranslation("forecast.calibration.sharpness"),
                m -> m.scores().sharpness(),
                v -> Python.fixed(v, 4));
        table.number(
                page.getTranslation("forecast.calibration.runs"),
                m -> m.scores().n(),
                String::valueOf);
        table.allRowsVisible();
        return table;
    }

    static TableCell<ResolvedForecast> forecastsTable(Component page) {
        TableCell<ResolvedForecast> table = new TableCell<>(page.getTranslation("forecast.calibration.forecast-list"));
        table.setId("calibration-forecasts");
        table.text(page.getTranslation("forecast.replay.header.question"), ResolvedForecast::question)
                .setFlexGrow(4);
        table.text(page.getTranslation("forecast.audit.agent"), ResolvedForecast::source)
                .setAutoWidth(true);
        table.number("p(YES)", ResolvedForecast::p, v -> Python.fixed(v, 2)).setAutoWidth(true);
        table.text(page.getTranslation("forecast.replay.header.outcome"), f -> f.outcome() == 1.0 ? "YES" : "NO")
                .setAutoWidth(true);
        table.number("Brier", f -> (f.p() - f.outcome()) * (f.p() - f.outcome()), v -> Python.fixed(v, 4))
                .setAutoWidth(true);
        return table;
    }
}
