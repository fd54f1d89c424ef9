package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;

/** The current run: its summary, then the trace as a timeline, and the lecture's format_trace text on request. */
class TraceTimelineCell extends OutputCell<AgentRun> {

    TraceTimelineCell(String title) {
        super(title);
        getContent().setId("trace-cell");
        withCommand(() -> lastResult() == null ? "" : lastResult().spec().traceCommand());
    }

    @Override
    protected void render(AgentRun run) {
        body().removeAll();
        body().add(new RunSummary("trace", run));
        Trace trace = run.trace();
        if (trace != null) {
            body().add(new TraceTimeline("trace", trace));
            Pre text = new Pre(TraceFormatter.format(trace));
            text.addClassName("nb-code");
            text.setId("trace-formatted");
            body().add(new Details(new Span(getTranslation("agent.trace.formatted")), text));
        }
    }
}
