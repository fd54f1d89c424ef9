package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H4;

/** The pinned run next to the current one, each with its own timeline and a link that reproduces it. */
class SideBySideCell extends OutputCell<SideBySide> {

    SideBySideCell(String title) {
        super(title);
        getContent().setId("side-by-side");
    }

    @Override
    protected void render(SideBySide pair) {
        body().removeAll();
        // without a pinned run there is nothing side by side: the compare cell above already says how to pin one
        // (issue 26: the same hint showed twice, the compare cell seemed to appear twice)
        setVisible(pair.pinned() != null);
        if (pair.pinned() == null) {
            return;
        }
        Div columns = new Div(
                column("left", "agent.compare.pinned", pair.pinned()),
                column("right", "agent.compare.current", pair.current()));
        columns.addClassName("tt-columns");
        body().add(columns);
    }

    private Div column(String prefix, String titleKey, AgentRun run) {
        Div col = new Div(new H4(getTranslation(titleKey)), new RunSummary(prefix, run));
        col.addClassName("tt-column");
        col.setId(prefix + "-column");
        Anchor open = new Anchor(run.spec().agentUrl(), getTranslation("agent.compare.open"));
        open.addClassName("tt-open");
        col.add(open);
        Trace trace = run.trace();
        if (trace != null) {
            col.add(new TraceTimeline(prefix, trace));
        }
        return col;
    }
}
