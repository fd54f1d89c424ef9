package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.forecast.TraceStoreService.Lookup;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.WildcardParameter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * {@code /forecast/replay/<file>}: everything the book's notebook shows about one saved run, rebuilt from the file
 * with no model or search call. The file name comes from the path; a name that is refused, missing or invalid shows
 * why instead of the replay. The analysis is computed once when the file is opened and handed to every cell.
 */
@Route("forecast/replay")
@StyleSheet("context://styles/forecast.css")
public class ForecastReplayPage extends NotebookPage implements HasUrlParameter<String>, HasDynamicTitle {

    private final TraceStoreService store;
    private final BookFolderChoice book;
    private final SessionRuns yours;
    private final List<Component> problemCells = new ArrayList<>();
    private final List<Component> panelCells = new ArrayList<>();
    private final List<Component> replayCells = new ArrayList<>();
    private final ReplayProblemCell problem = add(problemCells, cell(new ReplayProblemCell()), "replay-problem");
    private final DefaultRunNote defaultNote = cell(new DefaultRunNote());
    private final PanelHeaderCell panelHeader;
    private final PanelCell panelQuestions;
    /** What each replay cell shows of an opened run, in page order. */
    private final List<Consumer<Lookup.Found>> outputs = new ArrayList<>();

    private String title = "";
    private @Nullable String shown; // the file shown, as a student would type it

    public ForecastReplayPage(TraceStoreService store, BookFolderChoice book, SessionRuns yours) {
        this.store = store;
        this.book = book;
        this.yours = yours;
        panelHeader =
                add(panelCells, cell(new PanelHeaderCell(getTranslation("forecast.panel.header"))), "panel-header");
        panelHeader.withCommand(() -> shown == null ? "" : ForecastCommands.traceInspect(shown));
        panelQuestions =
                add(panelCells, cell(new PanelCell(getTranslation("forecast.panel.questions"))), "panel-questions");
        replayCells.add(explain("forecast-replay/intro"));
        replay(
                        new ReplayHeaderCell(getTranslation("forecast.replay.header")),
                        "replay-header",
                        (c, f) -> c.show(new ReplayedFile(
                                f.trace().fileName(),
                                f.trace().readOnly(),
                                f.replay().header())))
                .withCommand(() -> shown == null ? "" : ForecastCommands.traceInspect(shown));
        replay(
                new BookSectionsCell(getTranslation("forecast.book.title")),
                "replay-book",
                (c, f) -> c.show(NotebookPrintout.of(f.replay(), f.trace().fileName())));
        replayCells.add(explain("forecast-replay/establish"));
        replay(
                new ChecksCell(getTranslation("forecast.replay.checks")),
                "replay-checks",
                (c, f) -> c.show(f.replay().checks()));
        replayCells.add(explain("forecast-replay/derived"));
        replay(
                new AgentFieldsCell(getTranslation("forecast.replay.agents")),
                "replay-agents",
                (c, f) -> c.show(f.replay().agents()));
        replay(
                new TimelineCell(getTranslation("forecast.replay.timeline")),
                "replay-timeline",
                (c, f) -> c.show(f.replay().agents()));
        replay(
                new ReplayAuditCell(getTranslation("forecast.replay.audit")),
                "replay-audit",
                (c, f) -> c.show(f.replay().agents()));
        replay(
                new GatesCell(getTranslation("forecast.replay.gates")),
                "replay-gates",
                (c, f) -> c.show(f.replay().gates()));
        replay(
                new SummariesCell(getTranslation("forecast.replay.summaries")),
                "replay-summaries",
                (c, f) -> c.show(f.replay().agents()));
        replay(
                new BookChartCell(getTranslation("forecast.replay.chart")),
                "replay-chart",
                (c, f) -> c.show(f.replay()));
        replayCells.add(explain("forecast-replay/aggregation"));
        // what the book does not show: marked as the workbench's addition
        replay(
                        new AggregationCell(addition("forecast.replay.aggregation")),
                        "replay-aggregation",
                        (c, f) -> c.show(f.replay().aggregation()))
                .addClassName("fc-workbench-addition");
        replay(
                        new LlmCallsCell(addition("forecast.replay.calls")),
                        "replay-calls",
                        (c, f) -> c.show(f.replay().llmCalls()))
                .addClassName("fc-workbench-addition");
        showOnly(List.of());
    }

    @Override
    public void setParameter(BeforeEvent event, @WildcardParameter String path) {
        String fileName = path == null || path.isBlank()
                ? event.getLocation()
                        .getQueryParameters()
                        .getSingleParameter(ReplayLinks.FILE_PARAMETER)
                        .orElse(null)
                : path;
        defaultNote.setVisible(false);
        if (fileName == null || fileName.isBlank()) {
            fileName = defaultNote.choose(store.list(book)); // the lesson opened from the menu
        }
        title = fileName;
        Lookup lookup = store.open(book, yours, fileName);
        if (lookup instanceof Lookup.Found found) {
            shown = TraceStoreService.display(found.trace().path());
            showOnly(replayCells);
            outputs.forEach(o -> o.accept(found));
        } else if (lookup instanceof Lookup.PanelRecord panel) {
            shown = TraceStoreService.display(panel.record().path());
            showOnly(panelCells);
            panelHeader.show(panel.record());
            panelQuestions.show(PanelCell.questionsOf(panel.record(), store.panels(book)));
        } else {
            showOnly(problemCells);
            if (lookup instanceof Lookup.Refused refused) {
                problem.refused(refused.reason());
            } else if (lookup instanceof Lookup.Invalid invalid) {
                problem.invalid(invalid.fileName(), invalid.reason());
            } else { // missing: no folder of the store has a file of that name
                problem.missing(
                        fileName,
                        Stream.concat(Stream.of(store.folder()), store.readOnlyFolders(book).stream())
                                .map(TraceStoreService::display)
                                .toList());
            }
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("forecast.replay.page-title", title);
    }

    /** Shows one group of cells (the problem, the panel's or the replay's) and hides the other two. */
    private void showOnly(List<Component> group) {
        for (List<Component> g : List.of(problemCells, panelCells, replayCells)) {
            g.forEach(c -> c.setVisible(g == group));
        }
    }

    /** A cell title marked as the workbench's addition to what the book shows. */
    private String addition(String key) {
        return getTranslation(key) + " (" + getTranslation("forecast.addition") + ")";
    }

    /** Adds a cell of the replay, hidden when there is nothing to replay, and what it shows of an opened run. */
    private <C extends Component> C replay(C cell, String id, BiConsumer<C, Lookup.Found> show) {
        outputs.add(found -> show.accept(cell, found));
        return add(replayCells, cell(cell), id);
    }

    private static <C extends Component> C add(List<Component> group, C cell, String id) {
        cell.setId(id);
        group.add(cell);
        return cell;
    }
}
