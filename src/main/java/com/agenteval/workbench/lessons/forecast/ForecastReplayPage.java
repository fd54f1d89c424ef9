package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService.Lookup;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.replay.NotebookPrintout;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.StoredTrace;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.CodeCell;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.WildcardParameter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code /forecast/replay/<file>}: everything the book's notebook shows about one saved run, rebuilt from the file
 * with no model or search call. The file name comes from the path; a name that is refused, missing or invalid shows
 * why instead of the replay. The analysis is computed once when the file is opened and handed to every cell.
 */
@Route("forecast/replay")
@StyleSheet("context://styles/forecast.css")
public class ForecastReplayPage extends NotebookPage implements HasUrlParameter<String>, HasDynamicTitle {

    private final TraceStoreService store;
    private final ReplayProblemCell problem;
    private final Paragraph defaultNote;
    private final KeyFiguresCell panelHeader;
    private final PanelCell panelQuestions;
    private final List<Component> replayCells = new ArrayList<>();
    private final ReplayHeaderCell header;
    private final BookSectionsCell book;
    private final KeyFiguresCell checks;
    private final AgentFieldsCell agents;
    private final TimelineCell timeline;
    private final AuditTableCell audit;
    private final GatesCell gates;
    private final SummariesCell summaries;
    private final ChartCell chart;
    private final AggregationCell aggregation;
    private final LlmCallsCell calls;
    private String title = "";
    private Path shown;

    public ForecastReplayPage(TraceStoreService store) {
        this.store = store;
        problem = cell(new ReplayProblemCell());
        defaultNote = cell(new Paragraph());
        defaultNote.setId("replay-default-note");
        defaultNote.addClassName("nb-cell");
        defaultNote.setVisible(false);
        panelHeader = cell(new KeyFiguresCell(getTranslation("forecast.panel.header")));
        panelHeader.setId("panel-header");
        panelHeader.withCommand(() -> shown == null ? "" : ForecastCommands.traceInspect(shown));
        panelQuestions = cell(new PanelCell(getTranslation("forecast.panel.questions")));
        panelQuestions.setId("panel-questions");
        panelHeader.setVisible(false);
        panelQuestions.setVisible(false);
        hideable(explain("forecast-replay/intro"));
        header = replay(new ReplayHeaderCell(getTranslation("forecast.replay.header")), "replay-header");
        header.withCommand(() -> shown == null ? "" : ForecastCommands.traceInspect(shown));
        book = replay(new BookSectionsCell(getTranslation("forecast.book.title")), "replay-book");
        hideable(explain("forecast-replay/establish"));
        checks = replay(new KeyFiguresCell(getTranslation("forecast.replay.checks")), "replay-checks");
        hideable(explain("forecast-replay/derived"));
        agents = replay(new AgentFieldsCell(getTranslation("forecast.replay.agents")), "replay-agents");
        timeline = replay(new TimelineCell(getTranslation("forecast.replay.timeline")), "replay-timeline");
        audit = replay(new AuditTableCell(getTranslation("forecast.replay.audit"), false), "replay-audit");
        gates = replay(new GatesCell(getTranslation("forecast.replay.gates")), "replay-gates");
        summaries = replay(new SummariesCell(getTranslation("forecast.replay.summaries")), "replay-summaries");
        chart = replay(new ChartCell(getTranslation("forecast.replay.chart")), "replay-chart");
        hideable(explain("forecast-replay/aggregation"));
        // what the book does not show: marked as the workbench's addition
        aggregation = replay(new AggregationCell(addition("forecast.replay.aggregation")), "replay-aggregation");
        aggregation.addClassName("fc-workbench-addition");
        calls = replay(new LlmCallsCell(addition("forecast.replay.calls")), "replay-calls");
        calls.addClassName("fc-workbench-addition");
    }

    /** The book's notebook whose runs this lesson replays. */
    static final String BOOK_NOTEBOOK = "04_research_agent";
    /** The run the lesson opens without a book folder: a two-agent offline run that disagrees (traces/README.md). */
    static final String PINNED_OFFLINE_RUN = "offline_research_agent_20261130T060354Z_a4038680421d.json";

    /** The query parameter that carries a file name a path segment cannot. */
    static final String FILE_PARAMETER = "file";

    /**
     * The link to a file's replay: {@code forecast/replay/<file>}, or {@code forecast/replay?file=<file>} URL-encoded
     * when the name holds a character that URL encoding changes ({@code #}, {@code ?}, {@code %}, a space...). Vaadin's
     * router decodes the path and writes it back into the address bar decoded, so such a name in the path would end
     * the path ({@code ?}, {@code #}) or be decoded twice ({@code %}); a query value is re-encoded.
     */
    static String url(String fileName) {
        String encoded = URLEncoder.encode(fileName, StandardCharsets.UTF_8).replace("+", "%20");
        return encoded.equals(fileName) ? "forecast/replay/" + fileName
                : "forecast/replay?" + FILE_PARAMETER + "=" + encoded;
    }

    @Override
    public void setParameter(BeforeEvent event, @WildcardParameter String path) {
        String fileName = path == null || path.isBlank()
                ? event.getLocation().getQueryParameters().getSingleParameter(FILE_PARAMETER).orElse(null)
                : path;
        defaultNote.setVisible(false);
        if (fileName == null || fileName.isBlank()) {
            // the lesson opened from the menu: the book's own run when its folder is there, else a pinned offline run
            Optional<String> book = store.list().stream()
                    .filter(t -> t instanceof StoredTrace.Valid v && BOOK_NOTEBOOK.equals(v.run().notebook())
                            && t.fileName().startsWith(BOOK_NOTEBOOK + "_"))
                    .map(StoredTrace::fileName).findFirst();
            fileName = book.orElse(PINNED_OFFLINE_RUN);
            defaultNote.setText(book.isPresent() ? getTranslation("forecast.replay.default-book", fileName)
                    : getTranslation("forecast.replay.default-offline", fileName));
            defaultNote.setVisible(true);
        }
        title = fileName;
        Lookup lookup = store.open(fileName);
        if (lookup instanceof Lookup.Found found) {
            show(found);
        } else if (lookup instanceof Lookup.PanelRecord panel) {
            showPanel(panel.record());
        } else if (lookup instanceof Lookup.Refused refused) {
            showProblem(getTranslation("forecast.replay.problem.refused", refused.reason()));
        } else if (lookup instanceof Lookup.Missing missing) {
            showProblem(getTranslation("forecast.replay.problem.missing", missing.fileName(), folders()));
        } else if (lookup instanceof Lookup.Invalid invalid) {
            showProblem(getTranslation("forecast.replay.problem.invalid", invalid.fileName(), invalid.reason()));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("forecast.replay.page-title", title);
    }

    private void show(Lookup.Found found) {
        ReplayAnalysis r = found.replay();
        shown = found.trace().path();
        problem.setVisible(false);
        panelHeader.setVisible(false);
        panelQuestions.setVisible(false);
        replayCells.forEach(c -> c.setVisible(true));
        header.show(new ReplayedFile(found.trace().fileName(), found.trace().readOnly(), r.header()));
        book.show(NotebookPrintout.of(r, found.trace().fileName()));
        checks.show(checkFigures(r.checks()));
        agents.show(r.agents());
        timeline.show(r.agents());
        audit.show(AuditRow.fromReplay(r.agents()));
        gates.show(r.gates());
        summaries.show(r.agents());
        chart.show(chartOf(r));
        aggregation.show(r.aggregation());
        calls.show(r.llmCalls());
    }

    /** An evaluation panel, or a recovery file with the panel it resolves: no replay, the panel's questions. */
    private void showPanel(StoredTrace record) {
        shown = record.path();
        replayCells.forEach(c -> c.setVisible(false));
        problem.setVisible(false);
        panelHeader.setVisible(true);
        panelQuestions.setVisible(true);
        List<KeyFigure> figures = new ArrayList<>();
        if (record instanceof StoredTrace.Panel p) {
            EvaluationPanel panel = p.panel();
            figures.add(KeyFigure.of("kind", getTranslation("forecast.panel.kind"),
                    getTranslation("forecast.store.panel") + " (" + panel.shape() + ")"));
            figures.add(KeyFigure.of("notebook", "notebook", String.valueOf(panel.notebook())));
            figures.add(KeyFigure.of("run-id", "run_id", panel.runId()));
            figures.add(KeyFigure.of("questions", getTranslation("forecast.calibration.panel-questions"),
                    String.valueOf(panel.questions().size())));
            figures.add(KeyFigure.of("agents", getTranslation("forecast.store.col.agents"),
                    String.valueOf(panel.nAgents())));
            figures.add(new KeyFigure("resolved", getTranslation("forecast.panel.resolved"),
                    String.valueOf(panel.resolvedCount()), panel.outcomesFrom() == null
                            ? getTranslation("forecast.panel.no-outcomes") : panel.outcomesFrom()
                            + (panel.limitations() == null ? "" : ": " + panel.limitations())));
        } else if (record instanceof StoredTrace.Outcomes o) {
            figures.add(KeyFigure.of("kind", getTranslation("forecast.panel.kind"),
                    getTranslation("forecast.store.outcomes")));
            figures.add(new KeyFigure("original-capture", "original_capture", o.recovery().originalCapture(),
                    o.panelFile() == null ? getTranslation("forecast.panel.not-stored") : o.panelFile()));
            figures.add(new KeyFigure("records", getTranslation("forecast.panel.records"),
                    String.valueOf(o.recovery().records().size()),
                    o.recovery().captureLimitations() == null ? "" : o.recovery().captureLimitations()));
        }
        panelHeader.show(figures);
        panelQuestions.show(PanelCell.questionsOf(record, store.panels()));
    }

    private void showProblem(String message) {
        panelHeader.setVisible(false);
        panelQuestions.setVisible(false);
        replayCells.forEach(c -> c.setVisible(false));
        problem.show(message);
        problem.setVisible(true);
    }

    private List<KeyFigure> checkFigures(ReplayAnalysis.Checks c) {
        return List.of(
                KeyFigure.of("search-results", getTranslation("forecast.checks.search-results"),
                        String.valueOf(c.searchResults())),
                new KeyFigure("dated-results", getTranslation("forecast.checks.dated-results"),
                        String.valueOf(c.datedResults()), c.searchResults() > 0 && c.datedResults() == 0
                                ? getTranslation("forecast.checks.none-dated") : ""),
                new KeyFigure("market-price-in-prompts", getTranslation("forecast.checks.market-price"),
                        getTranslation(c.marketPriceInPrompts() ? "forecast.yes" : "forecast.no"),
                        ReplayAnalysis.MARKET_PRICE_MARKER),
                KeyFigure.of("agents-forecast", getTranslation("forecast.checks.agents-forecast"),
                        getTranslation("forecast.checks.of", c.agentsForecast(), c.agentsTotal())));
    }

    /**
     * The notebook's bar chart: each agent's p_yes labelled {@code :.0%}, in the book's blue and copper, with its
     * title, subtitle and axis labels. An agent that did not forecast gets no bar. The book draws no market line.
     */
    private ChartSpec chartOf(ReplayAnalysis r) {
        List<String> categories = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (ReplayAnalysis.AgentReplay a : r.agents()) {
            boolean bar = a.forecastProduced() && a.pYes() != null;
            categories.add(bar ? a.agentId() : getTranslation("forecast.chart.no-forecast", a.agentId()));
            values.add(bar ? 100 * a.pYes() : null);
        }
        List<String> colors = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            colors.add(NotebookPrintout.BOOK_COLORS.get(i % NotebookPrintout.BOOK_COLORS.size()));
        }
        return Charts.bar(NotebookPrintout.CHART_TITLE, Axis.of(NotebookPrintout.CHART_X),
                        Axis.of(NotebookPrintout.chartY(r), "%"), categories)
                .withSubtitle(NotebookPrintout.chartSubtitle(r))
                .withColors(colors)
                .withSeries(Series.of("p_yes", values))
                .withValueFormat(ValueFormat.of(0, "%"))
                .withDataLabels()
                .withYRange(0.0, 100.0);
    }

    /** A cell title marked as the workbench's addition to what the book shows. */
    private String addition(String key) {
        return getTranslation(key) + " (" + getTranslation("forecast.addition") + ")";
    }

    private String folders() {
        List<String> all = new ArrayList<>();
        all.add(TraceStoreService.display(store.folder()));
        store.readOnlyFolders().forEach(p -> all.add(TraceStoreService.display(p)));
        return String.join(", ", all);
    }

    /** Adds a cell of the replay, hidden when there is nothing to replay. */
    private <C extends Component> C replay(C cell, String id) {
        cell.setId(id);
        return hideable(cell(cell));
    }

    private <C extends Component> C hideable(C cell) {
        replayCells.add(cell);
        return cell;
    }
}
