package com.agenteval.workbench.core.forecast.panel;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * The book's {@code evaluation_panel_recovery.json}: the outcomes, market prices, cutoffs and sources of one
     * evaluation panel, recovered after the fact. {@code originalCapture} names the capture it belongs to; a panel record
     * with that capture's {@code run_id} (the legacy shape is saved under another name) is the same panel.
     *
     * @param captureLimitations what the book says the capture cannot establish (it was executed after resolution)
     */
    public record PanelRecovery(
            String originalCapture,
            @Nullable String retrievedAt,
            @Nullable String questionOrigin,
            @Nullable String captureLimitations,
            List<RecoveredOutcome> records) {

        /** {@code <notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json}: the run id is the last part. */
        private static final Pattern RUN_ID = Pattern.compile(".*_([0-9A-Za-z]+)\\.json");

        public PanelRecovery {
            if (originalCapture == null || originalCapture.isBlank()) {
                throw new IllegalArgumentException("missing field original_capture");
            }
            records = List.copyOf(records);
            PanelRecords.requireDistinct(
                    records.stream().map(RecoveredOutcome::panelIndex).toList(), "records");
        }

        /** The run id in {@link #originalCapture}'s name, or null when the name does not follow the book's naming. */
        public @Nullable String capturedRunId() {
            Matcher m = RUN_ID.matcher(originalCapture);
            return m.matches() ? m.group(1) : null;
        }

        /** True when this file holds the outcomes of that panel: the same file name, or the same run id. */
        public boolean belongsTo(String panelFileName, EvaluationPanel panel) {
            String runId = capturedRunId();
            return originalCapture.equals(panelFileName) || (runId != null && runId.equals(panel.runId()));
        }

        /** The record joined to {@code panelIndex}, or null. */
        @Nullable
        RecoveredOutcome at(int panelIndex) {
            return records.stream()
                    .filter(r -> r.panelIndex() == panelIndex)
                    .findFirst()
                    .orElse(null);
        }
    }

    /**
     * An evaluation panel scored over its questions with known outcomes: the panel's {@code final_p}, the plain mean of
     * the agents' probabilities, and the market price, each by Brier and log score, with reliability tables for the first
     * two. The market is scored over the resolved questions that have a price ({@link #marketN}).
     *
     * <pre>{@code
     * PanelScores s = PanelScores.of(panel, 10).orElseThrow();   // empty when no question resolved
     * s.finalP().brier();  s.market().brier();                   // near 0 against the market's: look-ahead, not skill
     * }</pre>
     *
     * @param market           null when no resolved question has a market price
     * @param finalPOnMarket    final_p scored on the questions with a market price (the market's own), null without
     *                          one: the Brier skill against the market compares the two on the same questions
     * @param knownBeforeCutoff resolved questions whose answer the recovery says was public before the cutoff
     */
    public record PanelScores(
            String runId,
            int resolved,
            int questions,
            Scores finalP,
            List<CalibrationBin> finalPCalibration,
            @Nullable Scores meanAgent,
            List<CalibrationBin> meanAgentCalibration,
            @Nullable Scores market,
            int marketN,
            int knownBeforeCutoff,
            @Nullable Scores finalPOnMarket) {

        public PanelScores {
            finalPCalibration = List.copyOf(finalPCalibration);
            meanAgentCalibration = List.copyOf(meanAgentCalibration);
        }

        public static Optional<PanelScores> of(EvaluationPanel panel, int bins) {
            List<ResolvedForecast> finals = new ArrayList<>();
            List<ResolvedForecast> means = new ArrayList<>();
            List<ResolvedForecast> market = new ArrayList<>();
            List<ResolvedForecast> finalsOnMarket = new ArrayList<>();
            int known = 0;
            for (PanelQuestion q : panel.questions()) {
                Double outcome = q.outcome();
                if (outcome == null) {
                    continue;
                }
                String label = q.question() == null ? "panel[" + q.panelIndex() + "]" : q.question();
                finals.add(new ResolvedForecast(panel.runId(), label, "final_p", q.finalP(), outcome));
                Double mean = q.meanAgentP();
                if (mean != null) {
                    // a mean of probabilities in [0, 1] can round a hair outside it; clamp so it stays a probability
                    means.add(new ResolvedForecast(
                            panel.runId(), label, "mean agent", Math.min(1, Math.max(0, mean)), outcome));
                }
                Double price = q.marketPrice();
                if (price != null) {
                    market.add(new ResolvedForecast(panel.runId(), label, "market", price, outcome));
                    finalsOnMarket.add(finals.get(finals.size() - 1));
                }
                if (Boolean.TRUE.equals(q.knownBeforeCutoff())) {
                    known++;
                }
            }
            if (finals.isEmpty()) {
                return Optional.empty();
            }
            @Nullable Scores meanScores = means.isEmpty() ? null : Scores.of(means);
            return Optional.of(new PanelScores(
                    panel.runId(),
                    finals.size(),
                    panel.questions().size(),
                    Scores.of(finals),
                    Scores.calibration(finals, bins),
                    meanScores,
                    means.isEmpty() ? List.of() : Scores.calibration(means, bins),
                    market.isEmpty() ? null : Scores.of(market),
                    market.size(),
                    known,
                    market.isEmpty() ? null : Scores.of(finalsOnMarket)));
        }

        /**
         * final_p's Brier skill score against the market price, on the questions that have one
         * ({@code 1 − Brier(final_p) / Brier(market)}); NaN without a market price.
         */
        public double skillVsMarket() {
            return market == null || finalPOnMarket == null
                    ? Double.NaN
                    : Scores.skill(finalPOnMarket.brier(), market.brier());
        }

        /**
         * One row of the panel section of the calibration page: one way of forecasting a panel's resolved questions
         * ({@code final_p}, the agents' mean, the market price) with its scores, so the market's Brier sits in the same table.
         *
         * @param skillVsMarket final_p's Brier skill score against the market on the questions with a price
         *                      ({@link PanelScores#skillVsMarket()}); NaN on the other rows and without a market price
         */
        public record PanelScoreRow(
                String panelFile, String forecast, int questions, double brier, double logScore, double skillVsMarket) {

            public static final String FINAL_P = "final_p";
            public static final String MEAN_AGENT = "mean agent p";
            public static final String MARKET = "market price";

            public static List<PanelScoreRow> of(String panelFile, PanelScores s) {
                List<PanelScoreRow> rows = new ArrayList<>();
                rows.add(row(panelFile, FINAL_P, s.finalP(), s.skillVsMarket()));
                if (s.meanAgent() != null) {
                    rows.add(row(panelFile, MEAN_AGENT, s.meanAgent(), Double.NaN));
                }
                if (s.market() != null) {
                    rows.add(row(panelFile, MARKET, s.market(), Double.NaN));
                }
                return rows;
            }

            private static PanelScoreRow row(String file, String forecast, Scores s, double skillVsMarket) {
                return new PanelScoreRow(file, forecast, s.n(), s.brier(), s.logScore(), skillVsMarket);
            }

            /** One bin of a panel's reliability table, of final_p or of the agents' mean. */
            public record Bin(String panelFile, String forecast, CalibrationBin bin) {

                public static List<Bin> of(String panelFile, PanelScores s) {
                    List<Bin> bins = new ArrayList<>();
                    s.finalPCalibration().forEach(b -> bins.add(new Bin(panelFile, FINAL_P, b)));
                    s.meanAgentCalibration().forEach(b -> bins.add(new Bin(panelFile, MEAN_AGENT, b)));
                    return bins;
                }
            }
        }
    }

    /**
     * Reads the two records of the book's trace folder that are not run traces: an evaluation panel
     * ({@code question} null, the panel in {@code params.panel}) and its recovered outcomes
     * ({@code original_capture} plus {@code records}). Strict about types like the run-trace reader: a string where a
     * probability belongs is an error, and probabilities are checked as there.
     */
    public static final class PanelJson {

        private PanelJson() {}

        /** What a file's top level says it is. */
        public enum Kind {
            PANEL,
            RECOVERY,
            OTHER
        }

        public static Kind kindOf(JsonNode doc) {
            if (doc == null || !doc.isObject()) {
                return Kind.OTHER;
            }
            if (doc.path("original_capture").isTextual() && doc.path("records").isArray()) {
                return Kind.RECOVERY;
            }
            JsonNode question = doc.get("question");
            if ((question == null || question.isNull())
                    && doc.path("params").path("panel").isArray()) {
                return Kind.PANEL;
            }
            return Kind.OTHER;
        }

        public static EvaluationPanel panel(byte[] json, TraceLimits limits) throws InvalidTraceException {
            return panel(SavedFiles.readBook(json, RunTraceJson.treeReader(limits)));
        }

        public static EvaluationPanel panel(JsonNode doc) throws InvalidTraceException {
            if (kindOf(doc) != Kind.PANEL) {
                throw new InvalidTraceException("not an evaluation panel: no params.panel list with question null");
            }
            try {
                JsonNode entries = doc.get("params").get("panel");
                List<PanelQuestion> questions = new ArrayList<>();
                boolean inline = false;
                int longest = 0;
                for (int i = 0; i < entries.size(); i++) {
                    JsonNode e = entries.get(i);
                    String at = "params.panel[" + i + "]";
                    if (!e.isObject()) {
                        throw new InvalidTraceException("wrong type at " + at + ": expected an object");
                    }
                    List<Double> probs = new ArrayList<>();
                    JsonNode agentProbs = e.get("agent_probs");
                    if (agentProbs == null || !agentProbs.isArray()) {
                        throw new InvalidTraceException(
                                "missing field " + at + ".agent_probs (a list of probabilities)");
                    }
                    for (int j = 0; j < agentProbs.size(); j++) {
                        probs.add(number(agentProbs.get(j), at + ".agent_probs[" + j + "]"));
                    }
                    longest = Math.max(longest, probs.size());
                    Double finalP = number(e.get("final_p"), at + ".final_p");
                    if (finalP == null) {
                        throw new InvalidTraceException("missing field " + at + ".final_p");
                    }
                    inline |= e.has("question") || e.has("question_id");
                    Integer index = integer(e.get("panel_index"), at + ".panel_index");
                    questions.add(new PanelQuestion(
                            index == null ? i : index,
                            text(e.get("question_id"), at),
                            text(e.get("question"), at),
                            text(e.get("cutoff_date"), at),
                            text(e.get("resolution_date"), at),
                            probs,
                            finalP,
                            outcome(e, at),
                            number(e.get("market_price"), at + ".market_price"),
                            bool(e.get("known_before_cutoff"), at + ".known_before_cutoff")));
                }
                Integer nAgents = integer(doc.get("params").get("n_agents"), "params.n_agents");
                String runId = text(doc.get("run_id"), "run_id");
                if (runId == null) {
                    throw new InvalidTraceException("missing field run_id");
                }
                return new EvaluationPanel(
                        text(doc.get("notebook"), "notebook"),
                        text(doc.get("provider"), "provider"),
                        runId,
                        text(doc.get("created_at"), "created_at"),
                        text(doc.get("notes"), "notes"),
                        inline ? EvaluationPanel.INLINE : EvaluationPanel.LEGACY,
                        nAgents == null ? longest : nAgents,
                        questions,
                        null,
                        null);
            } catch (IllegalArgumentException e) {
                throw new InvalidTraceException(Objects.requireNonNullElse(e.getMessage(), "not a valid panel record"));
            }
        }

        public static PanelRecovery recovery(byte[] json, TraceLimits limits) throws InvalidTraceException {
            return recovery(SavedFiles.readBook(json, RunTraceJson.treeReader(limits)));
        }

        public static PanelRecovery recovery(JsonNode doc) throws InvalidTraceException {
            if (kindOf(doc) != Kind.RECOVERY) {
                throw new InvalidTraceException("not a panel recovery file: no original_capture and records");
            }
            try {
                List<RecoveredOutcome> records = new ArrayList<>();
                JsonNode list = doc.get("records");
                for (int i = 0; i < list.size(); i++) {
                    JsonNode r = list.get(i);
                    String at = "records[" + i + "]";
                    if (!r.isObject()) {
                        throw new InvalidTraceException("wrong type at " + at + ": expected an object");
                    }
                    Integer index = integer(r.get("panel_index"), at + ".panel_index");
                    if (index == null) {
                        throw new InvalidTraceException("missing field " + at + ".panel_index");
                    }
                    List<String> sources = new ArrayList<>();
                    JsonNode s = r.get("outcome_sources");
                    if (s != null && s.isArray()) {
                        for (int j = 0; j < s.size(); j++) {
                            sources.add(text(s.get(j), at + ".outcome_sources[" + j + "]"));
                        }
                    }
                    records.add(new RecoveredOutcome(
                            index,
                            text(r.get("question"), at),
                            text(r.get("cutoff_date"), at),
                            text(r.get("resolution_date"), at),
                            outcome(r, at),
                            bool(r.get("known_before_cutoff"), at + ".known_before_cutoff"),
                            number(r.get("market_price"), at + ".market_price"),
                            text(r.get("market_price_provenance"), at),
                            sources,
                            text(r.get("outcome_note"), at)));
                }
                return new PanelRecovery(
                        Objects.requireNonNull(
                                text(doc.get("original_capture"), "original_capture"),
                                "kindOf RECOVERY: original_capture is a string"),
                        text(doc.get("retrieved_at"), "retrieved_at"),
                        text(doc.get("question_origin"), "question_origin"),
                        text(doc.get("capture_limitations"), "capture_limitations"),
                        records);
            } catch (IllegalArgumentException e) {
                throw new InvalidTraceException(
                        Objects.requireNonNullElse(e.getMessage(), "not a valid recovery record"));
            }
        }

        /** {@code resolved_outcome} (0 or 1), else {@code outcome}; null when neither is there. */
        private static @Nullable Double outcome(JsonNode e, String at) throws InvalidTraceException {
            Double resolved = number(e.get("resolved_outcome"), at + ".resolved_outcome");
            return resolved != null ? resolved : number(e.get("outcome"), at + ".outcome");
        }

        private static @Nullable Double number(JsonNode n, String at) throws InvalidTraceException {
            if (n == null || n.isNull()) {
                return null;
            }
            if (!n.isNumber()) {
                throw new InvalidTraceException("wrong type at " + at + ": expected a number, found "
                        + n.getNodeType().toString().toLowerCase(Locale.ROOT));
            }
            return n.doubleValue();
        }

        private static @Nullable Integer integer(JsonNode n, String at) throws InvalidTraceException {
            if (n == null || n.isNull()) {
                return null;
            }
            if (!n.isIntegralNumber() || !n.canConvertToInt()) {
                throw new InvalidTraceException("wrong type at " + at + ": expected an integer");
            }
            return n.intValue();
        }

        private static @Nullable Boolean bool(JsonNode n, String at) throws InvalidTraceException {
            if (n == null || n.isNull()) {
                return null;
            }
            if (!n.isBoolean()) {
                throw new InvalidTraceException("wrong type at " + at + ": expected true or false");
            }
            return n.booleanValue();
        }

        private static @Nullable String text(JsonNode n, String at) throws InvalidTraceException {
            if (n == null || n.isNull()) {
                return null;
            }
            if (!n.isTextual()) {
                throw new InvalidTraceException("wrong type at " + at + ": expected a string");
            }
            return n.textValue();
        }
    }
}
