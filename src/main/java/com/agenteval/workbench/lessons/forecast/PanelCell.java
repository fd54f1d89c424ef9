package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelQuestion;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.notebook.TableCell;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An evaluation panel opened from the store (or its recovery file, which shows the panel it resolves): one row per
 * question with the agents' probabilities, final_p and, where known, outcome, market price, cutoff and whether the
 * answer was known before it. Question text is plain text.
 */
class PanelCell extends TableCell<PanelQuestion> {

    PanelCell(String title) {
        super(title);
        number("panel_index", PanelQuestion::panelIndex, String::valueOf).setAutoWidth(true);
        text(getTranslation("forecast.replay.header.question"), q -> q.question() == null ? "" : q.question())
                .setFlexGrow(4);
        text("agent_probs", q -> q.agentProbs().stream().map(Python::repr).collect(Collectors.joining(", ")))
                .setAutoWidth(true);
        number("final_p", PanelQuestion::finalP, Python::repr).setAutoWidth(true);
        text(
                        getTranslation("forecast.replay.header.outcome"),
                        q -> q.outcome() == null ? "" : q.outcome() == 1.0 ? "YES" : "NO")
                .setAutoWidth(true);
        number(getTranslation("forecast.replay.header.market-price"), PanelQuestion::marketPrice, Python::repr)
                .setAutoWidth(true);
        text(getTranslation("forecast.replay.header.cutoff"), q -> q.cutoffDate() == null ? "" : q.cutoffDate())
                .setAutoWidth(true);
        text("known_before_cutoff", q -> q.knownBeforeCutoff() == null ? "" : q.knownBeforeCutoff() ? "True" : "False")
                .setAutoWidth(true);
        allRowsVisible();
    }

    /** The questions of a panel record, or of the panel a recovery file resolves (empty when it is not stored). */
    static List<PanelQuestion> questionsOf(StoredTrace record, List<EvaluationPanel> panels) {
        if (record instanceof StoredTrace.Panel p) {
            return p.panel().questions();
        }
        if (record instanceof StoredTrace.Outcomes o) {
            return panels.stream()
                    .filter(p -> o.recovery().originalCapture() != null
                            && o.fileName().equals(p.outcomesFrom()))
                    .findFirst()
                    .map(EvaluationPanel::questions)
                    .orElse(List.of());
        }
        return List.of();
    }
}
