package com.agenteval.workbench.core.forecast.panel;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One question of an evaluation panel: what each agent said, the panel's final probability and, where known, what
 * happened. Notebook 09's legacy capture holds only {@code agent_probs} and {@code final_p}; its current capture
 * carries the question inline; the book's recovery file supplies the rest, joined by {@code panel_index}.
 *
 * @param panelIndex        the position in the panel, the key the recovery file joins on
 * @param questionId        the question's id, when the capture carries one
 * @param question          the question text, when known
 * @param agentProbs        each agent's probability, in agent order
 * @param finalP            the panel's final probability
 * @param outcome           1.0 for YES, 0.0 for NO, null while unknown
 * @param marketPrice       the market's probability, when known
 * @param knownBeforeCutoff whether the answer was public before the cutoff, when the recovery says so
 */
public record PanelQuestion(
        int panelIndex,
        @Nullable String questionId,
        @Nullable String question,
        @Nullable String cutoffDate,
        @Nullable String resolutionDate,
        List<Double> agentProbs,
        double finalP,
        @Nullable Double outcome,
        @Nullable Double marketPrice,
        @Nullable Boolean knownBeforeCutoff) {

    public PanelQuestion {
        if (panelIndex < 0) {
            throw new IllegalArgumentException("panel_index must be at least 0, got " + panelIndex);
        }
        agentProbs = List.copyOf(agentProbs);
        String at = "panel[" + panelIndex + "]";
        for (int i = 0; i < agentProbs.size(); i++) {
            PanelRecords.requireProbability(agentProbs.get(i), at + ".agent_probs[" + i + "]");
        }
        PanelRecords.requireProbability(finalP, at + ".final_p");
        PanelRecords.requireProbability(marketPrice, at + ".market_price");
        if (outcome != null && outcome != 0.0 && outcome != 1.0) {
            throw new IllegalArgumentException(
                    "bad value at " + at + ".outcome: " + outcome + " is not an outcome (1 for YES, 0 for NO)");
        }
    }

    /** The question as it is open: no outcome, no market price, no cutoff knowledge. */
    public static PanelQuestion open(
            int panelIndex,
            @Nullable String questionId,
            @Nullable String question,
            @Nullable String cutoffDate,
            @Nullable String resolutionDate,
            List<Double> agentProbs,
            double finalP) {
        return new PanelQuestion(
                panelIndex, questionId, question, cutoffDate, resolutionDate, agentProbs, finalP, null, null, null);
    }

    /** The plain mean of the agents' probabilities; null when the question has none. */
    public @Nullable Double meanAgentP() {
        return agentProbs.isEmpty()
                ? null
                : agentProbs.stream().mapToDouble(Double::doubleValue).sum() / agentProbs.size();
    }

    public boolean resolved() {
        return outcome != null;
    }

    /** This question with what the recovery file records about it; a field the capture has inline is kept. */
    PanelQuestion with(RecoveredOutcome r) {
        return new PanelQuestion(
                panelIndex,
                questionId,
                question == null ? r.question() : question,
                cutoffDate == null ? r.cutoffDate() : cutoffDate,
                resolutionDate == null ? r.resolutionDate() : resolutionDate,
                agentProbs,
                finalP,
                r.resolvedOutcome() == null ? outcome : r.resolvedOutcome(),
                r.marketPrice() == null ? marketPrice : r.marketPrice(),
                r.knownBeforeCutoff());
    }
}
