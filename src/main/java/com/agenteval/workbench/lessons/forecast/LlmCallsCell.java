package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.ShowMore;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/**
 * Every model call of the run: its label, model and tokens in a collapsed section, its messages and the reply inside.
 * The bodies are built when a section is first opened, so a long run does not put every prompt into the page, and
 * only the first {@value #FIRST_CALLS} sections are there at first, the rest behind "show 50 more".
 */
class LlmCallsCell extends OutputCell<List<LlmCall>> {

    static final int FIRST_CALLS = 20;

    LlmCallsCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<LlmCall> calls) {
        body().removeAll();
        int total = calls.stream().mapToInt(LlmCall::totalTokens).sum();
        Paragraph summary =
                new Paragraph(getTranslation("forecast.calls.summary", calls.size(), Python.thousands(total)));
        summary.addClassName("fc-calls-summary");
        body().add(summary);
        Div list = new Div();
        body().add(list, new ShowMore<>(list, calls, FIRST_CALLS, this::section));
    }

    private Details section(LlmCall call) {
        Details details = new Details(getTranslation(
                "forecast.calls.call",
                call.seq(),
                call.label(),
                call.model(),
                Python.thousands(call.inputTokens()),
                Python.thousands(call.outputTokens()),
                Python.thousands(call.totalTokens()),
                call.timestamp() == null ? "" : call.timestamp()));
        details.addClassName("fc-call");
        details.getElement().setAttribute("data-seq", String.valueOf(call.seq()));
        details.setOpened(false);
        details.addOpenedChangeListener(e -> {
            if (e.isOpened() && details.getContent().findAny().isEmpty()) {
                details.add(body(call));
            }
        });
        return details;
    }

    private Div body(LlmCall call) {
        Div div = new Div();
        div.addClassName("fc-call-body");
        for (Message m : call.messages()) {
            Span role = new Span(m.role());
            role.addClassName("fc-role");
            Pre content = new Pre(m.content() == null ? "" : m.content());
            content.addClassName("fc-message");
            div.add(role, content);
        }
        Span role = new Span(getTranslation("forecast.calls.response", call.jsonMode() ? "json_mode" : "text"));
        role.addClassName("fc-role");
        Pre response = new Pre(call.response() == null ? "" : call.response());
        response.addClassNames("fc-message", "fc-response");
        div.add(role, response);
        return div;
    }
}
