package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.scoring.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.ResolvedForecast;
import com.agenteval.workbench.core.forecast.scoring.Scores;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.TableCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;

/**
 * Scores over every resolved trace in the store: Brier, log score, sharpness, the calibration table and its
 * reliability diagram, and each aggregation method by Brier. What the book could not measure.
 */
@Route("forecast/calibration")
@Menu(order = 74, title = "Calibration")
@StyleSheet("context://styles/forecast.css")
public class ForecastCalibrationPage extends NotebookPage {

    public ForecastCalibrationPage(TraceStoreService store) {
        explain("forecast-calibration/intro");
        ParametersCell params = parameters(getTranslation("forecast.calibration.params"));
        IntParam bins = params.integer(Parameters.BINS);            // forecast score --bins
        Computed<Scoring> scoring = computed(() -> Scoring.of(store.list(), bins.value()), bins);

        KeyFiguresCell figures = new KeyFiguresCell(getTranslation("forecast.calibration.scores"));
        figures.setId("calibration-scores");
        output(figures, () -> figures(scoring.get()), scoring)
                .withCommand(() -> ForecastCommands.score(store, bins.value()));
        ChartCell diagram = new ChartCell(getTranslation("forecast.calibration.diagram"));
        diagram.setId("calibration-diagram");
        output(diagram, () -> diagram(scoring.get()), scoring);
        output(binsTable(), () -> scoring.get().report().map(CalibrationReport::calibration).orElse(List.of()),
                scoring);
        output(methodsTable(), () -> scoring.get().report().map(CalibrationReport::methods).orElse(List.of()),
                scoring);
        output(forecastsTable(), () -> scoring.get().report().map(CalibrationReport::forecasts).orElse(List.of()),
                scoring);

        // evaluation panels with known outcomes: a section of their own, the market's Brier in the same table
        explain("forecast-calibration/panels");
        KeyFiguresCell panels = new KeyFiguresCell(getTranslation("forecast.calibration.panels"));
        panels.setId("calibration-panel-records");
        output(panels, () -> panelFigures(scoring.get()), scoring);
        output(panelTable(), () -> scoring.get().panelRows(), scoring);
        output(panelBinsTable(), () -> scoring.get().panelBins(), scoring);
    }

    /** Each scored panel: where its outcomes came from, and what that file says the capture cannot establish. */
    private List<KeyFigure> panelFigures(Scoring scoring) {
        if (scoring.panels().isEmpty()) {
            return List.of(KeyFigure.of("no-panels", getTranslation("forecast.calibration.no-panels"), "0"));
        }
        return scoring.panels().stream().map(p -> new KeyFigure("panel-" + p.panel().runId(), p.fileName(),
                getTranslation("forecast.calibration.panel-resolved", p.scores().resolved(), p.scores().questions(),
                        p.scores().knownBeforeCutoff()),
                (p.panel().outcomesFrom() == null ? "" : p.panel().outcomesFrom() + ": ")
                        + (p.panel().limitations() == null ? "" : p.panel().limitations()))).toList();
    }

    private TableCell<PanelScoreRow> panelTable() {
        TableCell<PanelScoreRow> table = new TableCell<>(getTranslation("forecast.calibration.panel-table"));
        table.setId("calibration-panels");
        table.text(getTranslation("forecast.calibration.panel"), PanelScoreRow::panelFile).setFlexGrow(3);
        table.text(getTranslation("forecast.calibration.panel-forecast"), PanelScoreRow::forecast).setAutoWidth(true);
        table.number(getTranslation("forecast.calibration.panel-questions"), PanelScoreRow::questions,
                String::valueOf).setAutoWidth(true);
        table.number("Brier", PanelScoreRow::brier, v -> Python.fixed(v, 4)).setAutoWidth(true);
        table.number(getTranslation("forecast.calibration.log-score"), PanelScoreRow::logScore,
                v -> Python.fixed(v, 4)).setAutoWidth(true);
        table.allRowsVisible();
        return table;
    }

    private TableCell<PanelScoreRow.Bin> panelBinsTable() {
        TableCell<PanelScoreRow.Bin> table = new TableCell<>(getTranslation("forecast.calibration.panel-bins"));
        table.setId("calibration-panel-bins");
        table.text(getTranslation("forecast.calibration.panel"), PanelScoreRow.Bin::panelFile).setFlexGrow(3);
        table.text(getTranslation("forecast.calibration.panel-forecast"), PanelScoreRow.Bin::forecast)
                .setAutoWidth(true);
        table.text(getTranslation("forecast.calibration.bin"), b -> "[" + Python.fixed(b.bin().lower(), 2) + ", "
                + Python.fixed(b.bin().upper(), 2) + (b.bin().upper() == 1.0 ? "]" : ")"));
        table.number(getTranslation("forecast.calibration.count"), b -> b.bin().count(), String::valueOf);
        table.number(getTranslation("forecast.calibration.mean-forecast"), b -> b.bin().meanForecast(),
                v -> Python.fixed(v, 3));
        table.number(getTranslation("forecast.calibration.observed"), b -> b.bin().observedFrequency(),
                v -> Python.fixed(v, 3));
        table.allRowsVisible();
        return table;
    }

    private List<KeyFigure> figures(Scoring scoring) {
        if (scoring.report().isEmpty()) {
            return List.of(new KeyFigure("nothing-to-score", getTranslation("forecast.calibration.nothing"),
                    "0", getTranslation("forecast.calibration.nothing-note", scoring.traces(), scoring.invalid())
                            + (scoring.skipped().isEmpty() ? "" : " " + skippedNote(scoring))));
        }
        CalibrationReport r = scoring.report().get();
        Scores s = r.agents();
        return List.of(
                new KeyFigure("brier", getTranslation("forecast.calibration.brier"), Python.fixed(s.brier(), 4),
                        getTranslation("forecast.calibration.brier-note")),
                new KeyFigure("log-score", getTranslation("forecast.calibration.log-score"),
                        Python.fixed(s.logScore(), 4), getTranslation("forecast.calibration.log-score-note")),
                new KeyFigure("sharpness", getTranslation("forecast.calibration.sharpness"),
                        Python.fixed(s.sharpness(), 4), getTranslation("forecast.calibration.sharpness-note")),
                KeyFigure.of("base-rate", getTranslation("forecast.calibration.base-rate"),
                        Python.fixed(s.baseRate(), 3)),
                KeyFigure.of("forecasts", getTranslation("forecast.calibration.forecasts"), String.valueOf(s.n())),
                KeyFigure.of("runs", getTranslation("forecast.calibration.runs"), String.valueOf(r.runs())),
                new KeyFigure("abstentions", getTranslation("forecast.calibration.abstentions"),
                        String.valueOf(r.abstentions()), getTranslation("forecast.calibration.abstentions-note")),
                new KeyFigure("invalid", getTranslation("forecast.calibration.invalid"),
                        String.valueOf(scoring.invalid()), skippedNote(scoring)));
    }

    /** Each file or run left out, with why; the first few, so one folder of bad files cannot flood the page. */
    private String skippedNote(Scoring scoring) {
        List<String> all = scoring.skipped();
        int shown = Math.min(5, all.size());
        String more = all.size() > shown
                ? "; " + getTranslation("forecast.calibration.skipped-more", all.size() - shown) : "";
        return String.join("; ", all.subList(0, shown)) + more;
    }

    /** Each non-empty bin's mean forecast against how often it came true; calibrated bins sit on the diagonal. */
    private ChartSpec diagram(Scoring scoring) {
        List<Point> points = scoring.report().map(r -> r.calibration().stream()
                .filter(b -> b.count() > 0)
                .map(b -> Point.of(b.meanForecast(), b.observedFrequency(),
                        getTranslation("forecast.calibration.point", b.count())))
                .toList()).orElse(List.of());
        return Charts.scatter(getTranslation("forecast.calibration.diagram"),
                        Axis.of(getTranslation("forecast.calibration.mean-forecast")),
                        Axis.of(getTranslation("forecast.calibration.observed")))
                .withSeries(Series.points(getTranslation("forecast.calibration.bins-series"), points))
                .withSeries(Series.line(getTranslation("forecast.calibration.diagonal"),
                        List.of(Point.of(0, 0), Point.of(1, 1))))
                .withValueFormat(ValueFormat.decimals(2))
                .withXFormat(ValueFormat.decimals(2))
                .withXRange(0.0, 1.0)
                .withYRange(0.0, 1.0)
                .withHeight(420);
    }

    private TableCell<CalibrationBin> binsTable() {
        TableCell<CalibrationBin> table = new TableCell<>(getTranslation("forecast.calibration.table"));
        table.setId("calibration-bins");
        table.text(getTranslation("forecast.calibration.bin"), b -> "[" + Python.fixed(b.lower(), 2) + ", "
                + Python.fixed(b.upper(), 2) + (b.upper() == 1.0 ? "]" : ")"));
        table.number(getTranslation("forecast.calibration.count"), CalibrationBin::count, String::valueOf);
        table.number(getTranslation("forecast.calibration.mean-forecast"), CalibrationBin::meanForecast,
                v -> Python.fixed(v, 3));
        table.number(getTranslation("forecast.calibration.observed"), CalibrationBin::observedFrequency,
                v -> Python.fixed(v, 3));
        table.allRowsVisible();
        return table;
    }

    private TableCell<CalibrationReport.MethodScore> methodsTable() {
        TableCell<CalibrationReport.MethodScore> table =
                new TableCell<>(getTranslation("forecast.calibration.methods"));
        table.setId("calibration-methods");
        table.text(getTranslation("forecast.aggregation.method"), CalibrationReport.MethodScore::method);
        table.number("Brier", m -> m.scores().brier(), v -> Python.fixed(v, 4));
        table.number(getTranslation("forecast.calibration.log-score"), m -> m.scores().logScore(),
                v -> Python.fixed(v, 4));
        table.number(getTranslation("forecast.calibration.sharpness"), m -> m.scores().sharpness(),
                v -> Python.fixed(v, 4));
        table.number(getTranslation("forecast.calibration.runs"), m -> m.scores().n(), String::valueOf);
        table.allRowsVisible();
        return table;
    }

    private TableCell<ResolvedForecast> forecastsTable() {
        TableCell<ResolvedForecast> table = new TableCell<>(getTranslation("forecast.calibration.forecast-list"));
        table.setId("calibration-forecasts");
        table.text(getTranslation("forecast.replay.header.question"), ResolvedForecast::question).setFlexGrow(4);
        table.text(getTranslation("forecast.audit.agent"), ResolvedForecast::source).setAutoWidth(true);
        table.number("p(YES)", ResolvedForecast::p, v -> Python.fixed(v, 2)).setAutoWidth(true);
        table.text(getTranslation("forecast.replay.header.outcome"), f -> f.outcome() == 1.0 ? "YES" : "NO")
                .setAutoWidth(true);
        table.number("Brier", f -> (f.p() - f.outcome()) * (f.p() - f.outcome()), v -> Python.fixed(v, 4))
                .setAutoWidth(true);
        return table;
    }
}
