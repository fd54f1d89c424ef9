package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.ForecastIntervals;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.OrderedQuery;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Scores over the resolved traces of the sources the URL names ({@code runs=book,class,yours}, all by default), and
 * which those are: Brier, log score, sharpness, the calibration table and its
 * reliability diagram, and each aggregation method by Brier. What the book could not measure.
 */
@Route("forecast/calibration")
@Menu(order = 74, title = "Calibration")
@StyleSheet("context://styles/forecast.css")
public class ForecastCalibrationPage extends NotebookPage {

    /** The URL's filter ({@code runs=book,class,yours}); every source when absent. */
    private Set<RunSource> include = RunSource.ALL;

    private String refused = "";

    public ForecastCalibrationPage(TraceStoreService store, BookFolderChoice book, SessionRuns yours) {
        explain("forecast-calibration/intro");
        ParametersCell params = parameters(getTranslation("forecast.calibration.params"));
        IntParam bins = params.integer(Parameters.BINS); // forecast score --bins
        // issue 25: the one error-bars switch, as on /outcome-vs-process; for forecasts the cluster is the question
        ChoiceParam<String> errorBars =
                params.choice(Parameters.ERROR_BARS, k -> getTranslation("forecast.error-bars." + k));
        // issue 26: which runs are scored, the book's, the class's or your own, as the URL asks
        IncludedRunsCell included = new IncludedRunsCell(getTranslation("forecast.runs.title"));
        Computed<IncludedRunsCell.Included> sources = computedWith(
                () -> include,
                () -> new IncludedRunsCell.Included(
                        include, RunSource.counts(store.list(book), yours.list()), refused));
        output(included, sources::get, sources);
        Computed<Scoring> scoring =
                computedWith(() -> include, () -> Scoring.of(store.list(book, yours, include), bins.value()), bins);

        CalibrationScoresCell figures = new CalibrationScoresCell(getTranslation("forecast.calibration.scores"));
        output(figures, () -> figures.figures(scoring.get()), scoring)
                .withCommand(() -> ForecastCommands.score(store.folderOptions(book), bins.value(), include));
        // how sure: intervals over questions (the bootstrap's B = 2,000, seed 0), the Murphy decomposition, the ECE
        Computed<Optional<ForecastIntervals>> intervals = computed(
                () -> scoring.get()
                        .report()
                        .map(r -> ForecastIntervals.of(
                                r.forecasts(),
                                bins.value(),
                                ClusterBootstrap.DEFAULT_RESAMPLES,
                                ClusterBootstrap.DEFAULT_SEED)),
                scoring);
        explain("forecast-calibration/errorbars");
        ScoreIntervalsCell sure = new ScoreIntervalsCell(getTranslation("forecast.intervals.title"));
        output(sure, () -> sure.figures(intervals.get(), IntervalMethod.of(errorBars.value())), intervals, errorBars);
        ReliabilityDiagramCell diagram = new ReliabilityDiagramCell(getTranslation("forecast.calibration.diagram"));
        output(diagram, () -> diagram.diagram(scoring.get()), scoring);
        output(
                CalibrationTables.binsTable(this),
                () -> scoring.get().report().map(CalibrationReport::calibration).orElse(List.of()),
                scoring);
        output(
                CalibrationTables.methodsTable(this),
                () -> scoring.get().report().map(CalibrationReport::methods).orElse(List.of()),
                scoring);
        output(
                CalibrationTables.forecastsTable(this),
                () -> scoring.get().report().map(CalibrationReport::forecasts).orElse(List.of()),
                scoring);

        // evaluation panels with known outcomes: a section of their own, the market's Brier in the same table
        explain("forecast-calibration/panels");
        PanelRecordsCell panels = new PanelRecordsCell(getTranslation("forecast.calibration.panels"));
        output(panels, () -> panels.figures(scoring.get()), scoring);
        output(CalibrationTables.panelTable(this), () -> scoring.get().panelRows(), scoring);
        output(CalibrationTables.panelBinsTable(this), () -> scoring.get().panelBins(), scoring);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Optional<String> asked = event.getLocation().getQueryParameters().getSingleParameter(RunSource.KEY);
        include = RunSource.ALL;
        refused = "";
        if (asked.isPresent()) {
            try {
                include = RunSource.parse(asked.get());
            } catch (IllegalArgumentException e) {
                refused = String.valueOf(e.getMessage());
            }
        }
        super.beforeEnter(event);
    }

    /** The parameters' query, and the filter when it is not every source, so a changed bin count keeps it. */
    @Override
    public QueryParameters currentQuery() {
        QueryParameters query = super.currentQuery();
        if (include.equals(RunSource.ALL)) {
            return query;
        }
        Map<String, List<String>> withRuns = new LinkedHashMap<>(query.getParameters());
        withRuns.put(RunSource.KEY, List.of(RunSource.format(include)));
        return new OrderedQuery(withRuns);
    }
}
