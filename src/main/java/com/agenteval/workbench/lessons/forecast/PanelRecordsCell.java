package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;

/** The evaluation panels with known outcomes that were scored, one figure each. */
class PanelRecordsCell extends KeyFiguresCell {

    PanelRecordsCell(String title) {
        super(title);
        setId("calibration-panel-records");
    }

    /** Each scored panel: where its outcomes came from, and what that file says the capture cannot establish. */
    List<KeyFigure> figures(Scoring scoring) {
        if (scoring.panels().isEmpty()) {
            return List.of(KeyFigure.of("no-panels", getTranslation("forecast.calibration.no-panels"), "0"));
        }
        return scoring.panels().stream()
                .map(p -> new KeyFigure(
                        "panel-" + p.panel().runId(),
                        p.fileName(),
                        getTranslation(
                                "forecast.calibration.panel-resolved",
                                p.scores().resolved(),
                                p.scores().questions(),
                                p.scores().knownBeforeCutoff()),
                        (p.panel().outcomesFrom() == null ? "" : p.panel().outcomesFrom() + ": ")
                                + (p.panel().limitations() == null
                                        ? ""
                                        : p.panel().limitations())))
                .toList();
    }
}
