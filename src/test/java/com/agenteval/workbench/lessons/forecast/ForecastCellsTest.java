package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The forecasting cells, constructed and shown a result without a browser. */
class ForecastCellsTest {

    private static final String HOSTILE = "<img src=x onerror=\"window.pwned=1\"> **bold** [x](javascript:alert(1))";

    @Test
    void agentFieldsFlagWhatDiffersFromTheFileAndShowModelTextAsText() {
        ReplayAnalysis replay = ReplayAnalysis.of(ForecastFixtures.bookCapture());
        AgentFieldsCell cell = new AgentFieldsCell("agents");
        cell.show(replay.agents());

        Element agent0 = only(cell.getElement(), e -> "agent_0".equals(e.getAttribute("data-agent")));
        Element keyFindings = only(agent0, e -> "key_findings".equals(e.getAttribute("data-field")));
        assertThat(keyFindings.getClassList()).contains("fc-differs");
        assertThat(all(agent0, e -> e.getClassList().contains("fc-differs"))).hasSize(1);
        assertThat(text(only(agent0, e -> "confidence".equals(e.getAttribute("data-field")))))
                .contains("0.30");
        Element findings = only(agent0, e -> e.getClassList().contains("fc-key-findings"));
        assertThat(findings.getChildCount()).isEqualTo(4);

        RunTrace hostile = ForecastFixtures.smallRun("hostile1");
        ForecastArtifact a = hostile.agents().get(0);
        hostile = hostile.withAgents(List.of(new ForecastArtifact(
                a.agentId(),
                a.pYes(),
                HOSTILE,
                a.traces(),
                true,
                null,
                null,
                null,
                null,
                null,
                a.tokenUsage(),
                a.searchQueriesMade(),
                a.sourcesConsulted(),
                null,
                null,
                null,
                null,
                a.extras())));
        cell.show(ReplayAnalysis.of(hostile).agents());
        Element rationale = only(cell.getElement(), e -> e.getClassList().contains("fc-rationale"));
        assertThat(rationale.getText()).isEqualTo(HOSTILE);
        assertThat(all(
                        cell.getElement(),
                        e -> e.getTag().equals("img") || e.getTag().equals("strong")))
                .isEmpty();
    }

    @Test
    void theTimelineShowsEveryResultWithAQuestionMarkForAMissingDateAndUrlsAsText() {
        SearchResult hostile = SearchResult.of(HOSTILE, "javascript:alert(1)", HOSTILE, null, 0.1);
        RunTrace run = ForecastFixtures.smallRun("timeline1");
        ForecastArtifact a = run.agents().get(0);
        List<AgentTrace> traces = new ArrayList<>(a.traces());
        traces.set(0, AgentTrace.search(1, "q", List.of(hostile), "{}"));
        run = run.withAgents(List.of(
                new ForecastArtifact(
                        a.agentId(),
                        a.pYes(),
                        a.rationale(),
                        traces,
                        true,
                        null,
                        null,
                        null,
                        null,
                        null,
                        a.tokenUsage(),
                        1,
                        1,
                        null,
                        null,
                        null,
                        null,
                        a.extras()),
                run.agents().get(1)));
        TimelineCell cell = new TimelineCell("timeline");
        cell.show(ReplayAnalysis.of(run).agents());

        assertThat(text(only(cell.getElement(), e -> e.getClassList().contains("fc-result-date"))))
                .isEqualTo("?");
        assertThat(text(only(cell.getElement(), e -> e.getClassList().contains("fc-result-url"))))
                .isEqualTo("javascript:alert(1)");
        assertThat(all(
                        cell.getElement(),
                        e -> e.getTag().equals("a") || e.getTag().equals("img")))
                .isEmpty();
        // the agent that ran out of turns: its unusable reply and the forced default are on its timeline
        Element agent1 = only(cell.getElement(), e -> "agent_1".equals(e.getAttribute("data-agent")));
        assertThat(all(agent1, e -> AgentTrace.FORCED_DEFAULT.equals(e.getAttribute("data-action"))))
                .hasSize(1);
        assertThat(all(agent1, e -> "parse_failure".equals(e.getAttribute("data-action"))))
                .hasSize(1);
    }

    @Test
    void modelCallsStayCollapsedAndAreBuiltWhenOpened() {
        LlmCallsCell cell = new LlmCallsCell("calls");
        cell.show(ForecastFixtures.bookCapture().llmCalls());
        List<Details> calls = cell.getElement()
                .getChildren()
                .flatMap(ForecastCellsTest::descendants)
                .filter(e -> e.getClassList().contains("fc-call"))
                .map(e -> (Details) e.getComponent().orElseThrow())
                .toList();
        assertThat(calls).hasSize(10);
        assertThat(calls)
                .allMatch(d -> !d.isOpened() && d.getContent().findAny().isEmpty());
        calls.get(0).setOpened(true);
        assertThat(calls.get(0).getContent().count()).isEqualTo(1);
        assertThat(all(calls.get(0).getElement(), e -> e.getClassList().contains("fc-message")))
                .hasSize(3);
        assertThat(calls.get(1).getContent().findAny()).isEmpty();
    }

    @Test
    void progressFollowsEachAgentsSteps() {
        RunProgressCell cell = new RunProgressCell();
        cell.start(2);
        Element agent0 = only(cell.getElement(), e -> "agent_0".equals(e.getAttribute("data-agent")));
        Element agent1 = only(cell.getElement(), e -> "agent_1".equals(e.getAttribute("data-agent")));
        assertThat(agent0.getAttribute("data-state")).isEqualTo("waiting");

        cell.step("agent_0", AgentTrace.search(1, "aster bank", List.of(), "{}"));
        assertThat(agent0.getAttribute("data-state")).isEqualTo("running");
        cell.step("agent_0", AgentTrace.of(2, AgentTrace.FORECAST, "{}"));
        cell.step("agent_1", AgentTrace.of(1, "parse_failure", "oops"));
        cell.step("agent_1", AgentTrace.of(1, AgentTrace.FORCED_DEFAULT, null));
        assertThat(agent0.getAttribute("data-state")).isEqualTo("forecast");
        assertThat(agent1.getAttribute("data-state")).isEqualTo("no-forecast");
        assertThat(all(agent1, e -> e.getTag().equals("li"))).hasSize(2);
    }

    /** Every element under {@code e}, itself included; text nodes left out. */
    private static Stream<Element> descendants(Element e) {
        return Stream.concat(
                Stream.of(e), e.getChildren().filter(c -> !c.isTextNode()).flatMap(ForecastCellsTest::descendants));
    }

    private static List<Element> all(Element root, Predicate<Element> p) {
        return descendants(root).filter(p).toList();
    }

    private static Element only(Element root, Predicate<Element> p) {
        List<Element> found = all(root, p);
        assertThat(found).hasSize(1);
        return found.get(0);
    }

    private static String text(Element e) {
        return e.getTextRecursively();
    }
}
