package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import java.util.List;

/**
 * The notebook's {@code format_agent_summary}: the first agent's, as the book prints it, then every other agent's
 * behind an "other agents" control marked as the workbench's addition. Plain text that wraps between words.
 */
class SummariesCell extends OutputCell<List<AgentReplay>> {

    SummariesCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentReplay> agents) {
        body().removeAll();
        if (agents.isEmpty()) {
            return;
        }
        body().add(summary(agents.get(0)));
        if (agents.size() > 1) {
            Div others = new Div();
            agents.subList(1, agents.size()).forEach(a -> others.add(summary(a)));
            Details details = new Details(getTranslation("forecast.other-agents", agents.size() - 1), others);
            details.addClassNames("fc-other-agents", "fc-workbench-addition");
            body().add(details);
        }
    }

    private static Div summary(AgentReplay a) {
        Div text = new Div();
        text.setText(a.summary());
        text.addClassName("fc-book-text");
        text.getElement().setAttribute("data-agent", a.agentId());
        return text;
    }
}
