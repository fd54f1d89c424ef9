package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentGate;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The quality gates as a report, one line per gate: {@code [PASS] coverage: reason}, agent_0's (the run the book
 * gates) first and the other agents' behind the "other agents" control. The book's {@code run_quality_gates} is not
 * public; these gates are the workbench's reconstruction of what the notebook says they find, and the cell says so.
 */
class GatesCell extends OutputCell<List<AgentGate>> {

    GatesCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentGate> gates) {
        body().removeAll();
        Paragraph note = new Paragraph(getTranslation("forecast.gates.reconstructed"));
        note.addClassNames("fc-reconstructed", "fc-workbench-addition");
        body().add(note);
        if (gates.isEmpty()) {
            return;
        }
        // the book gates agent_0's run (its artifact); the gates come in agent order, agent_0's first
        String first = gates.get(0).agentId();
        Div book = new Div();
        List<Div> others = new ArrayList<>();
        Set<String> otherAgents = new LinkedHashSet<>();
        for (AgentGate g : gates) {
            if (g.agentId().equals(first)) {
                book.add(line(g));
            } else {
                others.add(line(g));
                otherAgents.add(g.agentId());
            }
        }
        OtherAgents.addTo(body(), book, others, getTranslation("forecast.other-agents", otherAgents.size()));
    }

    private static Div line(AgentGate g) {
        Div line = new Div();
        line.addClassName("fc-gate");
        line.getElement().setAttribute("data-agent", g.agentId());
        line.getElement().setAttribute("data-gate", g.gateName());
        Span verdict = new Span(g.passed() ? "PASS" : "FAIL");
        verdict.addClassNames("fc-verdict", g.passed() ? "fc-pass" : "fc-fail");
        Span agent = new Span(g.agentId());
        agent.addClassName("fc-gate-agent");
        Span name = new Span(g.gateName() + ":");
        name.addClassName("fc-gate-name");
        Span reason = new Span(g.reason());
        reason.addClassName("fc-gate-reason");
        line.add(verdict, agent, name, reason);
        return line;
    }
}
