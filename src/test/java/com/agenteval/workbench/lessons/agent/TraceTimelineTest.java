package com.agenteval.workbench.lessons.agent;

import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_TASKS;
import static com.agenteval.workbench.lessons.shared.RunFixtures.LECTURE_WORLD;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunFixtures;
import com.vaadin.flow.dom.Element;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The timeline built from real traces, inspected as a student would read it. */
class TraceTimelineTest {

    private static final List<Trace> NOISY =
            AgentRuns.traces(LECTURE_WORLD, LECTURE_TASKS, RunFixtures.noisy(), BigInteger.valueOf(3));

    @Test
    void oneCardPerStepAndEveryLabelOnItsRootStep() {
        for (Trace t : NOISY.subList(0, 40)) {
            Element root = new TraceTimeline("t", t).getElement();
            assertThat(byClass(root, "tt-step")).hasSize(t.steps().size());
            for (ErrorLabel e : t.errors()) {
                Element label = byId(root, "t-label-" + e.id()).orElseThrow();
                Element card = label.getParent().getParent();
                assertThat(card.getAttribute("id")).isEqualTo("t-step-" + e.step());
                assertThat(byClass(label, "tt-chip"))
                        .extracting(Element::getText)
                        .containsExactlyElementsOf(
                                e.metrics().stream().map(Enum::name).toList());
                assertThat(byClass(label, "tt-chip").get(0).getClassList()).contains("primary");
                assertThat(label.getClassList()).contains(e.impact().wireName());
                assertThat(label.getAttribute("data-symptom")).isEqualTo(String.valueOf(e.symptom()));
            }
        }
    }

    @Test
    void aSymptomElsewhereIsLinkedBothWays() {
        List<ErrorLabel> far = new ArrayList<>();
        for (Trace t : NOISY) {
            Element root = new TraceTimeline("t", t).getElement();
            for (ErrorLabel e : t.errors()) {
                if (e.symptom() != e.step()) {
                    far.add(e);
                    Element label = byId(root, "t-label-" + e.id()).orElseThrow();
                    assertThat(byClass(label, "tt-to-symptom")).hasSize(1);
                    Element symptomCard = byId(root, "t-step-" + e.symptom()).orElseThrow();
                    assertThat(byClass(symptomCard, "tt-to-root")).isNotEmpty();
                }
            }
        }
        assertThat(far)
                .as("the fixture should produce labels whose symptom is a later step")
                .isNotEmpty();
    }

    @Test
    void readDifferentFromOutputIsFlaggedExactlyWhereItHappens() {
        int flagged = 0;
        for (Trace t : NOISY) {
            Element root = new TraceTimeline("t", t).getElement();
            for (Step s : t.steps()) {
                Element card = byId(root, "t-step-" + s.index()).orElseThrow();
                boolean differs = s instanceof Step.Call c
                        && c.hasRead()
                        && !Answers.sameValue(c.read(), c.output().value());
                assertThat(byClass(card, "tt-read-differs")).hasSize(differs ? 1 : 0);
                flagged += differs ? 1 : 0;
            }
        }
        assertThat(flagged).isPositive();
    }

    @Test
    void theFinalStepShowsAnswerReferenceTokensAndCostAsPythonPrintsThem() {
        Trace t = NOISY.get(5);
        Element root = new TraceTimeline("t", t).getElement();
        assertThat(byClass(root, "tt-answer").get(0).getText()).isEqualTo(Values.text(t.answer()));
        assertThat(byClass(root, "tt-reference").get(0).getText())
                .isEqualTo(Values.text(t.task().answer()));
        assertThat(byClass(root, "tt-tokens").get(0).getText()).isEqualTo(String.valueOf(t.tokens()));
        assertThat(byClass(root, "tt-cost").get(0).getText()).isEqualTo(PyFormat.dollars(t.cost()));
    }

    private static Stream<Element> all(Element e) {
        return Stream.concat(Stream.of(e), e.getChildren().flatMap(TraceTimelineTest::all));
    }

    private static List<Element> byClass(Element root, String cls) {
        return all(root).filter(e -> e.getClassList().contains(cls)).toList();
    }

    private static Optional<Element> byId(Element root, String id) {
        return all(root).filter(e -> id.equals(e.getAttribute("id"))).findFirst();
    }
}
