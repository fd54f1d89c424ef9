package com.agenteval.workbench.core.forecast.panel;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.TraceLimits;
import com.agenteval.workbench.core.log.SavedFiles;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads the two records of the book's trace folder that are not run traces: an evaluation panel
 * ({@code question} null, the panel in {@code params.panel}) and its recovered outcomes
 * ({@code original_capture} plus {@code records}). Strict about types like the run-trace reader: a string where a
 * probability belongs is an error, and probabilities are checked as there.
 */
public final class PanelJson {

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
                    throw new InvalidTraceException("missing field " + at + ".agent_probs (a list of probabilities)");
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
            throw new InvalidTraceException(Objects.requireNonNullElse(e.getMessage(), "not a valid recovery record"));
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
