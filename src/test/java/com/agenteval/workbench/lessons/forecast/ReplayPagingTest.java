package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.LargeTraces;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.notebook.ShowMore;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.dom.Element;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A replay of a long trace puts a page of it into the browser, not all of it: the timeline, the model calls and the
 * tool audit of a 10,000-result capture, constructed without a browser.
 */
class ReplayPagingTest {

    private static final RunTrace BIG = LargeTraces.tenThousandResults("paging1");
    private static final ReplayAnalysis REPLAY = ReplayAnalysis.of(BIG);

    @Test
    void theTimelineShowsTheFirstStepsAndResultsAndFiftyMoreOnEachPress() {
        TimelineCell cell = new TimelineCell("timeline");
        cell.show(REPLAY.agents());
        // 4 agents, each showing the first of its 26 steps; each search the first of its 100 results
        int steps = 4 * TimelineCell.FIRST_STEPS;
        int results = steps * TimelineCell.FIRST_RESULTS;
        assertThat(classed(cell.getElement(), "fc-step")).hasSize(steps);
        assertThat(classed(cell.getElement(), "fc-result")).hasSize(results);

        ShowMore<?> firstSearch = showMores(cell).stream()
                .filter(m -> m.shown() == TimelineCell.FIRST_RESULTS)
                .findFirst()
                .orElseThrow();
        button(firstSearch).click();
        assertThat(firstSearch.shown()).isEqualTo(TimelineCell.FIRST_RESULTS + ShowMore.PAGE);
        assertThat(classed(cell.getElement(), "fc-result")).hasSize(results + ShowMore.PAGE);
        button(firstSearch).click();
        assertThat(firstSearch.shown()).isEqualTo(100);
        assertThat(firstSearch.isVisible()).as("nothing left to show").isFalse();

        ShowMore<?> moreSteps = showMores(cell).stream()
                .filter(m -> m.shown() == TimelineCell.FIRST_STEPS)
                .findFirst()
                .orElseThrow();
        button(moreSteps).click();
        assertThat(moreSteps.shown()).isEqualTo(26);
        assertThat(classed(cell.getElement(), "fc-step")).hasSize(steps + 26 - TimelineCell.FIRST_STEPS);
    }

    /**
     * The book's capture (2 agents, 4 searches each, 5 results a search): every step with no button, each search its
     * first results, so the timeline is about a first screen (issue 26), and one press shows a search's other three.
     */
    @Test
    void aShortTraceShowsEveryStepAndEachSearchsFirstResults() {
        TimelineCell cell = new TimelineCell("timeline");
        cell.show(ReplayAnalysis.of(ForecastFixtures.bookCapture()).agents());
        assertThat(classed(cell.getElement(), "fc-step")).hasSize(10);
        assertThat(classed(cell.getElement(), "fc-result")).hasSize(2 * 4 * TimelineCell.FIRST_RESULTS);
        List<ShowMore<?>> more =
                showMores(cell).stream().filter(ShowMore::isVisible).toList();
        assertThat(more).hasSize(2 * 4);
        button(more.get(0)).click();
        assertThat(classed(cell.getElement(), "fc-result"))
                .hasSize(2 * 4 * TimelineCell.FIRST_RESULTS + 5 - TimelineCell.FIRST_RESULTS);
        assertThat(more.get(0).isVisible()).as("nothing left to show").isFalse();
    }

    @Test
    void modelCallsShowFiftySectionsAtFirst() {
        LlmCallsCell cell = new LlmCallsCell("calls");
        cell.show(REPLAY.llmCalls());
        assertThat(REPLAY.llmCalls()).hasSize(100);
        assertThat(classed(cell.getElement(), "fc-call")).hasSize(LlmCallsCell.FIRST_CALLS);
        button(showMores(cell).get(0)).click();
        assertThat(classed(cell.getElement(), "fc-call")).hasSize(LlmCallsCell.FIRST_CALLS + ShowMore.PAGE);
    }

    @Test
    void aLongAuditIsALazyGridAndAShortOneShowsAllRows() {
        AuditTableCell cell = new AuditTableCell("audit", false);
        cell.show(AuditRow.fromReplay(REPLAY.agents()));
        assertThat(cell.grid().isAllRowsVisible()).isFalse();
        assertThat(cell.grid().getHeight()).isEqualTo("420px");
        cell.show(AuditRow.fromReplay(REPLAY.agents()).subList(0, 8));
        assertThat(cell.grid().isAllRowsVisible()).isTrue();
    }

    private static List<ShowMore<?>> showMores(Component root) {
        return components(root)
                .filter(c -> c instanceof ShowMore<?>)
                .<ShowMore<?>>map(c -> (ShowMore<?>) c)
                .toList();
    }

    private static Button button(ShowMore<?> more) {
        return (Button)
                components(more).filter(c -> c instanceof Button).findFirst().orElseThrow();
    }

    private static Stream<Component> components(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(ReplayPagingTest::components));
    }

    private static List<Element> classed(Element root, String className) {
        return elements(root).filter(e -> e.getClassList().contains(className)).toList();
    }

    private static Stream<Element> elements(Element e) {
        return Stream.concat(Stream.of(e), e.getChildren().flatMap(ReplayPagingTest::elements));
    }
}
