package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.notebook.OutputCell;

/** The question the agents will get (as the prompt gives it: no outcome) and the panel that will run. */
class RunPlanCell extends OutputCell<RunPlanParams.Plan> {

    private final DefinitionList fields = new DefinitionList();

    RunPlanCell(String title) {
        super(title);
        body().add(fields);
    }

    @Override
    protected void render(RunPlanParams.Plan plan) {
        ForecastQuestion q = plan.question().question();
        fields.clear();
        fields.add("question-id", "id", plan.question().id());
        fields.add("question", getTranslation("forecast.replay.header.question"), q.question());
        fields.add("description", getTranslation("forecast.replay.header.description"), q.description());
        fields.add("cutoff", getTranslation("forecast.replay.header.cutoff"), q.cutoffDate());
        fields.add("resolution-date", getTranslation("forecast.replay.header.resolution-date"), q.resolutionDate());
        fields.add(
                "outcome",
                getTranslation("forecast.replay.header.outcome"),
                getTranslation("forecast.run.outcome-later"));
        fields.add(
                "panel",
                getTranslation("forecast.run.panel"),
                getTranslation(
                        "forecast.run.panel-value",
                        plan.spec().agents(),
                        plan.spec().maxSteps(),
                        plan.spec().maxSearchResults(),
                        String.valueOf(plan.spec().seed())));
    }
}
