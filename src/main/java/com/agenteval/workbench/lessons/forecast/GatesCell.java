package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentGate;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/** The quality gates as a report, one line per agent and gate: {@code [PASS] coverage: reason}. */
class GatesCell extends OutputCell<List<AgentGate>> {

    GatesCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentGate> gates) {
        body().removeAll();
        for (AgentGate g : gates) {
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
            body().add(line);
        }
    }
}
