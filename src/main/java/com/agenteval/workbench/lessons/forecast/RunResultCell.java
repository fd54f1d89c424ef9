package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.router.RouterLink;

/** A finished offline run: where it was saved (with a link to its replay), the outcome, and each agent's forecast. */
class RunResultCell extends OutputCell<RunResultCell.Saved> {

    /**
     * A saved run and where it went, as the page shows paths.
     *
     * @param plan     what was run
     * @param run      what came out
     * @param fileName the saved file's name
     * @param shownAt  its file as a student would type it
     */
    record Saved(RunPlanParams.Plan plan, PanelRun run, String fileName, String shownAt) {}

    RunResultCell(String title) {
        super(title);
        getContent().setId("run-result");
    }

    @Override
    protected void render(Saved shown) {
        body().removeAll();
        Paragraph where = new Paragraph(getTranslation("forecast.run.saved-to", shown.shownAt()));
        where.addClassName("fc-saved-to");
        RouterLink replay = new RouterLink(
                getTranslation("forecast.run.replay-link", shown.fileName()),
                ForecastReplayPage.class,
                shown.fileName());
        replay.setId("run-replay-link");
        Paragraph outcome = new Paragraph(getTranslation(
                shown.plan().question().resolvedYes() ? "forecast.run.resolved-yes" : "forecast.run.resolved-no"));
        outcome.addClassName("fc-outcome");

        Element table = new Element("table");
        table.getClassList().add("fc-fields");
        table.appendChild(TableRows.row(
                "th",
                getTranslation("forecast.audit.agent"),
                getTranslation("forecast.agent.produced"),
                "p(YES)",
                getTranslation("forecast.agent.searches"),
                getTranslation("forecast.agent.documents"),
                getTranslation("forecast.agent.tokens")));
        for (ForecastArtifact a : shown.run().trace().agents()) {
            Element tr = TableRows.row(
                    "td",
                    a.agentId(),
                    getTranslation(a.forecastProduced() ? "forecast.yes" : "forecast.no"),
                    a.forecastProduced() && a.pYes() != null
                            ? Python.fixed(a.pYes(), 2)
                            : getTranslation("forecast.run.no-p"),
                    String.valueOf(a.searchQueriesMade()),
                    String.valueOf(a.sourcesConsulted()),
                    Python.thousands(a.tokenUsage().totalTokens()));
            tr.setAttribute("data-agent", a.agentId());
            table.appendChild(tr);
        }
        Div agents = new Div();
        agents.getElement().appendChild(table);
        agents.add(CsvDownload.table(getTranslation("notebook.download-csv"), "agents", table));
        body().add(where, replay, outcome, agents);
    }
}
