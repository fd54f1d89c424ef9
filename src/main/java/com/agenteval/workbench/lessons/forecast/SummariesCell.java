package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.agenteval.workbench.notebook.FirstScreenText;
import com.agenteval.workbench.notebook.OutputCell;
import java.util.List;

/**
 * The notebook's {@code format_agent_summary}: the first agent's, as the book prints it, then every other agent's
 * behind an "other agents" control marked as the workbench's addition. Plain text that wraps between words; a long
 * one shows its first screen and opens whole on click. The first agent's is the book printout's summary section
 * ({@code data-section="summary"}), shown here only.
 */
class SummariesCell extends OutputCell<List<AgentReplay>> {

    SummariesCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentReplay> agents) {
        List<FirstScreenText> parts =
                agents.stream().map(SummariesCell::summary).toList();
        if (!parts.isEmpty()) {
            parts.get(0).text().getElement().setAttribute("data-section", NotebookPrintout.SUMMARY);
        }
        OtherAgents.show(body(), parts, p -> p, n -> getTranslation("forecast.other-agents", n));
    }

    private static FirstScreenText summary(AgentReplay a) {
        FirstScreenText text = new FirstScreenText(a.summary(), "fc-book-text");
        text.text().getElement().setAttribute("data-agent", a.agentId());
        return text;
    }
}
