package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.TimelineResult;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.TimelineStep;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.ShowMore;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/**
 * The execution timeline, the notebook's {@code show_agent_timeline}: each step in order, a search with its query
 * and every result (title, date or "?", URL as text, snippet), the forecast with the full rationale, and any other
 * step with the raw reply that caused it. The book shows agent_0's timeline: it comes first and open, the other
 * agents behind the "other agents" control. The helper that prints it in the book ({@code agent_observability}) is
 * not public, so the layout is the workbench's and says so; the content is what the notebook describes.
 *
 * <p>Long traces are shown a page at a time: the first {@value #FIRST_STEPS} steps of an agent and the first
 * {@value #FIRST_RESULTS} results of a search, the rest behind "show 50 more" buttons, so a capture with 10,000 results
 * opens as quickly as a short one.
 */
class TimelineCell extends OutputCell<List<AgentReplay>> {

    static final int FIRST_STEPS = 10;
    /** Two results of each search at first, so the book's run's timeline fits about a screen (issue 26). */
    static final int FIRST_RESULTS = 2;

    TimelineCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentReplay> agents) {
        OtherAgents.show(
                body(), agents, a -> agent(a, a == agents.get(0)), n -> getTranslation("forecast.other-agents", n));
        Paragraph note = new Paragraph(getTranslation("forecast.timeline.reconstructed"));
        note.addClassNames("fc-reconstructed", "fc-workbench-addition");
        body().addComponentAsFirst(note);
    }

    /** One agent's steps; the book's agent (the first) is open. */
    private Details agent(AgentReplay a, boolean open) {
        Div steps = new Div();
        steps.addClassName("fc-timeline");
        ShowMore<TimelineStep> moreSteps = new ShowMore<>(steps, a.timeline(), FIRST_STEPS, this::step);
        Details details = new Details(
                getTranslation(
                        "forecast.timeline.agent", a.agentId(), a.timeline().size()),
                steps,
                moreSteps);
        details.getElement().setAttribute("data-agent", a.agentId());
        details.setOpened(open);
        return details;
    }

    private Div step(TimelineStep s) {
        Div step = new Div();
        step.addClassName("fc-step");
        step.getElement().setAttribute("data-action", s.action() == null ? "" : s.action());
        Span head = new Span(getTranslation("forecast.timeline.step", s.step(), s.action()));
        head.addClassName("fc-step-head");
        step.add(head);
        if (AgentTrace.SEARCH.equals(s.action())) {
            Span query = new Span(s.query() == null ? "?" : s.query());
            query.addClassName("fc-query");
            step.add(query);
            OrderedList results = new OrderedList();
            results.addClassName("fc-results");
            step.add(results, new ShowMore<>(results, s.results(), FIRST_RESULTS, this::result));
            if (s.results().isEmpty()) {
                step.add(new Paragraph(getTranslation("forecast.timeline.no-results")));
            }
        } else if (AgentTrace.FORECAST.equals(s.action())) {
            Span p = new Span("p_yes = " + (s.pYes() == null ? "n/a" : Python.fixed(s.pYes(), 2)));
            p.addClassName("fc-forecast-p");
            step.add(p);
            Paragraph rationale = new Paragraph(s.rationale() == null ? "" : s.rationale());
            rationale.addClassNames("fc-model-text", "fc-rationale");
            step.add(rationale);
        } else if (AgentTrace.FORCED_DEFAULT.equals(s.action())) {
            Paragraph note = new Paragraph(getTranslation("forecast.timeline.forced-default"));
            note.addClassName("fc-warning");
            step.add(note);
        } else {
            step.add(new Paragraph(getTranslation("forecast.timeline.unusable")));
        }
        if (!AgentTrace.SEARCH.equals(s.action()) && !AgentTrace.FORECAST.equals(s.action()) && s.llmRaw() != null) {
            Pre raw = new Pre(s.llmRaw());
            raw.addClassName("fc-raw");
            step.add(raw);
        }
        return step;
    }

    private ListItem result(TimelineResult r) {
        ListItem li = new ListItem();
        li.addClassName("fc-result");
        Span title = new Span(r.title() == null ? "" : r.title());
        title.addClassName("fc-result-title");
        Span date = new Span(r.date());
        date.addClassName("fc-result-date");
        Span url = new Span(r.url() == null ? "" : r.url());
        url.addClassName("fc-result-url");
        Div snippet = new Div();
        snippet.setText(r.snippet() == null ? "" : r.snippet());
        snippet.addClassName("fc-result-snippet");
        li.add(title, date, url, snippet);
        return li;
    }
}
