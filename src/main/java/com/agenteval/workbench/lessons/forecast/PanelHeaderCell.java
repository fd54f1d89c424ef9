package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.ArrayList;
import java.util.List;

/**
 * The header of an evaluation panel record opened on the replay route: its shape, notebook, run id, questions,
 * agents and how many resolved; or, for a recovery file, the capture it resolves and how many records it holds.
 */
class PanelHeaderCell extends KeyFiguresCell {

    PanelHeaderCell(String title) {
        super(title);
    }

    void show(StoredTrace record) {
        List<KeyFigure> figures = new ArrayList<>();
        if (record instanceof StoredTrace.Panel p) {
            EvaluationPanel panel = p.panel();
            figures.add(KeyFigure.of(
                    "kind",
                    getTranslation("forecast.panel.kind"),
                    getTranslation("forecast.store.panel") + " (" + panel.shape() + ")"));
            figures.add(KeyFigure.of("notebook", "notebook", String.valueOf(panel.notebook())));
            figures.add(KeyFigure.of("run-id", "run_id", panel.runId()));
            figures.add(KeyFigure.of(
                    "questions",
                    getTranslation("forecast.calibration.panel-questions"),
                    String.valueOf(panel.questions().size())));
            figures.add(KeyFigure.of(
                    "agents", getTranslation("forecast.store.col.agents"), String.valueOf(panel.nAgents())));
            figures.add(new KeyFigure(
                    "resolved",
                    getTranslation("forecast.panel.resolved"),
                    String.valueOf(panel.resolvedCount()),
                    panel.outcomesFrom() == null
                            ? getTranslation("forecast.panel.no-outcomes")
                            : panel.outcomesFrom() + (panel.limitations() == null ? "" : ": " + panel.limitations())));
        } else if (record instanceof StoredTrace.Outcomes o) {
            figures.add(KeyFigure.of(
                    "kind", getTranslation("forecast.panel.kind"), getTranslation("forecast.store.outcomes")));
            figures.add(new KeyFigure(
                    "original-capture",
                    "original_capture",
                    o.recovery().originalCapture(),
                    o.panelFile() == null ? getTranslation("forecast.panel.not-stored") : o.panelFile()));
            figures.add(new KeyFigure(
                    "records",
                    getTranslation("forecast.panel.records"),
                    String.valueOf(o.recovery().records().size()),
                    o.recovery().captureLimitations() == null
                            ? ""
                            : o.recovery().captureLimitations()));
        }
        show(figures);
    }
}
