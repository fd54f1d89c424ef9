package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Progress per agent while a run is under way: each agent's steps as they happen (a search and how many results
 * it kept, a reply that could not be used, the forecast, or running out of turns). Agents run one after another.
 */
class RunProgressCell extends Composite<Div> {

    private final Div agents = new Div();
    private final Paragraph outcome = new Paragraph();
    private final Map<String, AgentProgress> rows = new LinkedHashMap<>();

    RunProgressCell() {
        getContent().addClassNames("nb-cell", "nb-output", "fc-progress");
        getContent().setId("run-progress");
        getContent().add(new H3(getTranslation("forecast.progress.title")), agents, outcome);
        outcome.addClassName("fc-progress-outcome");
        getContent().setVisible(false);
    }

    /** A new run of {@code n} agents: {@code agent_0} … {@code agent_(n-1)}, all waiting. */
    void start(int n) {
        agents.removeAll();
        rows.clear();
        outcome.setText("");
        outcome.removeClassName("nb-error");
        for (int i = 0; i < n; i++) {
            AgentProgress row = new AgentProgress("agent_" + i);
            rows.put(row.agentId, row);
            agents.add(row.root);
        }
        getContent().setVisible(true);
    }

    /** An agent took a step. */
    void step(String agentId, AgentTrace step) {
        AgentProgress row = rows.computeIfAbsent(agentId, id -> {
            AgentProgress added = new AgentProgress(id);
            agents.add(added.root);
            return added;
        });
        row.step(step);
    }

    /** The run was not started: {@code why} says so (e.g. the session's cap on running jobs). */
    void refused(String why) {
        getContent().setVisible(true);
        outcome.addClassName("nb-error");
        outcome.setText(why);
    }

    /** The student cancelled the run: nothing was saved. */
    void cancelled() {
        outcome.removeClassName("nb-error");
        outcome.setText(getTranslation("forecast.progress.cancelled"));
    }

    void saved(String fileName) {
        outcome.removeClassName("nb-error");
        outcome.setText(getTranslation("forecast.progress.saved", fileName));
    }

    void failed(String message) {
        getContent().setVisible(true);
        outcome.addClassName("nb-error");
        outcome.setText(getTranslation("forecast.progress.failed", message));
    }

    private final class AgentProgress {
        private final String agentId;
        private final Div root = new Div();
        private final Span status = new Span();
        private final OrderedList steps = new OrderedList();

        AgentProgress(String agentId) {
            this.agentId = agentId;
            root.addClassName("fc-agent-progress");
            root.getElement().setAttribute("data-agent", agentId);
            Span name = new Span(agentId);
            name.addClassName("fc-progress-agent");
            status.addClassName("fc-progress-status");
            steps.addClassName("fc-progress-steps");
            setStatus("waiting");
            root.add(name, status, steps);
        }

        void step(AgentTrace step) {
            String line;
            if (step.searchStep()) {
                line = getTranslation(
                        "forecast.progress.search",
                        step.step(),
                        step.query(),
                        step.results().size());
                setStatus("running");
            } else if (step.forecastStep()) {
                line = getTranslation("forecast.progress.forecast", step.step());
                setStatus("forecast");
            } else if (AgentTrace.FORCED_DEFAULT.equals(step.action())) {
                line = getTranslation("forecast.progress.forced-default", step.step());
                setStatus("no-forecast");
            } else {
                line = getTranslation("forecast.progress.unusable", step.step(), step.action());
                setStatus("running");
            }
            ListItem li = new ListItem(line);
            li.getElement().setAttribute("data-action", step.action() == null ? "" : step.action());
            steps.add(li);
        }

        private void setStatus(String state) {
            root.getElement().setAttribute("data-state", state);
            status.setText(getTranslation("forecast.progress.state." + state));
        }
    }
}
