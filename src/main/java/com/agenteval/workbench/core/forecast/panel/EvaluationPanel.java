package com.agenteval.workbench.core.forecast.panel;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An evaluation panel record of notebook 09: several agents' probabilities, and the panel's final one, on each of a
 * list of questions. It is saved in a trace folder like a run trace, but its {@code question} is null and the panel
 * sits in {@code params.panel}.
 *
 * <pre>{@code
 * EvaluationPanel panel = PanelJson.panel(bytes, limits);          // either shape
 * panel = panel.withOutcomes(recovery, "evaluation_panel_recovery.json");
 * panel.resolvedCount();                                           // 10 for the book's panel
 * PanelScores.of(panel, 10);                                       // Brier of final_p, of the agents' mean, of the market
 * }</pre>
 *
 * @param shape        {@link #LEGACY} (only agent_probs and final_p per entry) or {@link #INLINE} (question inline)
 * @param nAgents      the agents per question: {@code params.n_agents} when recorded, else the longest agent_probs
 * @param outcomesFrom the recovery file joined in, or null
 * @param limitations  what that file says the capture cannot establish, or null
 */
public record EvaluationPanel(
        @Nullable String notebook,
        @Nullable String provider,
        String runId,
        @Nullable String createdAt,
        @Nullable String notes,
        String shape,
        int nAgents,
        List<PanelQuestion> questions,
        @Nullable String outcomesFrom,
        @Nullable String limitations) {

    public static final String LEGACY = "legacy";
    public static final String INLINE = "inline";

    public EvaluationPanel {
        Objects.requireNonNull(runId, "run_id");
        if (!LEGACY.equals(shape) && !INLINE.equals(shape)) {
            throw new IllegalArgumentException("unknown panel shape " + shape);
        }
        if (nAgents < 0) {
            throw new IllegalArgumentException("n_agents must be at least 0, got " + nAgents);
        }
        questions = List.copyOf(questions);
        PanelRecords.requireDistinct(
                questions.stream().map(PanelQuestion::panelIndex).toList(), "the panel");
    }

    public long resolvedCount() {
        return questions.stream().filter(PanelQuestion::resolved).count();
    }

    /** The panel with the recovery file's outcomes, market prices and cutoffs joined by panel index. */
    public EvaluationPanel withOutcomes(PanelRecovery recovery, String recoveryFileName) {
        List<PanelQuestion> joined = new ArrayList<>();
        for (PanelQuestion q : questions) {
            RecoveredOutcome r = recovery.at(q.panelIndex());
            joined.add(r == null ? q : q.with(r));
        }
        return new EvaluationPanel(
                notebook,
                provider,
                runId,
                createdAt,
                notes,
                shape,
                nAgents,
                joined,
                recoveryFileName,
                recovery.captureLimitations());
    }
}
