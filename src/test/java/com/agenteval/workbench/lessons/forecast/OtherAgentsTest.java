package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** The sections the book shows for agent_0: agent_0 first, the other agents behind one closed, labelled control. */
class OtherAgentsTest {

    private static final ReplayAnalysis BOOK = ReplayAnalysis.of(ForecastFixtures.bookCapture());

    @Test
    void theFirstAgentComesFirstAndTheOthersBehindOneClosedControlMarkedAsTheWorkbenchsAddition() {
        Div body = new Div();
        OtherAgents.show(
                body,
                List.of("agent_0", "agent_1", "agent_2"),
                id -> {
                    Div part = new Div();
                    part.getElement().setAttribute("data-agent", id);
                    return part;
                },
                n -> "Other agents (" + n + ")");

        List<Component> children = body.getChildren().toList();
        assertThat(children).hasSize(2);
        assertThat(children.get(0).getElement().getAttribute("data-agent")).isEqualTo("agent_0");
        Details others = (Details) children.get(1);
        assertThat(others.isOpened()).isFalse();
        assertThat(others.getClassNames()).contains("fc-other-agents", "fc-workbench-addition");
        assertThat(others.getSummaryText()).isEqualTo("Other agents (2)");
        assertThat(others.getElement().toString())
                .contains("agent_1", "agent_2")
                .doesNotContain("agent_0");

        // shown again: replaced, not added to; one agent has no control at all
        OtherAgents.show(body, List.of("agent_0"), id -> new Div(), n -> "Other agents (" + n + ")");
        assertThat(body.getChildren().toList()).hasSize(1);
        OtherAgents.show(body, List.of(), id -> new Div(), n -> "never");
        assertThat(body.getChildren().toList()).isEmpty();
    }

    @Test
    void theBookCapturesGatesAuditAndTimelineShowAgent0FirstAndAgent1Behind() {
        GatesCell gates = new GatesCell("gates");
        gates.show(BOOK.gates());
        assertThat(agents(gates.getElement(), false)).containsOnly("agent_0").hasSize(3);
        assertThat(agents(gates.getElement(), true)).containsOnly("agent_1").hasSize(3);

        AgentFieldsCell fields = new AgentFieldsCell("fields");
        fields.show(BOOK.agents());
        assertThat(agents(fields.getElement(), false)).containsExactly("agent_0");
        assertThat(agents(fields.getElement(), true)).containsExactly("agent_1");

        ReplayAuditCell audit = new ReplayAuditCell("audit");
        audit.show(BOOK.agents());
        assertThat(ids(audit.getElement(), false)).contains("replay-audit-book").doesNotContain("replay-audit-others");
        assertThat(ids(audit.getElement(), true)).containsExactly("replay-audit-others");

        TimelineCell timeline = new TimelineCell("timeline");
        timeline.show(BOOK.agents());
        Details agent0 = find(timeline, "agent_0");
        Details agent1 = find(timeline, "agent_1");
        assertThat(agent0.isOpened()).isTrue();
        assertThat(agent1.isOpened()).isFalse();
        assertThat(agents(timeline.getElement(), false)).containsExactly("agent_0");
        assertThat(agents(timeline.getElement(), true)).containsExactly("agent_1");
    }

    /** The data-agent values in document order, outside or inside the "other agents" control. */
    private static List<String> agents(Element root, boolean inside) {
        List<String> found = new ArrayList<>();
        walk(root, false, (e, in) -> {
            if (in == inside && e.hasAttribute("data-agent")) {
                found.add(e.getAttribute("data-agent"));
            }
        });
        return found;
    }

    private static List<String> ids(Element root, boolean inside) {
        List<String> found = new ArrayList<>();
        walk(root, false, (e, in) -> {
            if (in == inside && e.hasAttribute("id")) {
                found.add(e.getAttribute("id"));
            }
        });
        return found;
    }

    private static void walk(Element e, boolean inside, BiConsumer<Element, Boolean> visit) {
        boolean in = inside || e.getClassList().contains("fc-other-agents");
        visit.accept(e, in);
        e.getChildren().forEach(c -> walk(c, in, visit));
    }

    private static Details find(Component root, String agent) {
        if (root instanceof Details d && agent.equals(d.getElement().getAttribute("data-agent"))) {
            return d;
        }
        return root.getChildren()
                .map(c -> find(c, agent))
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }
}
