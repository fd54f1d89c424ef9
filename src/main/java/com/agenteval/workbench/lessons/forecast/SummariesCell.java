package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.notebook.OutputCell;
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
        OtherAgents.show(body(), agents, SummariesCell::summary, n -> getTranslation("forecast.other-agents", n));
    }

    private static Div summary(AgentReplay a) {
        Div text = new Div();
        text.setText(a.summary());
        text.addClassName("fc-book-text");
        text.getElement().setAttribute("data-agent", a.agentId());
        return text;
    }
}
