package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.python.PyStrings;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The notebook's derived-field rules ({@code extract_confidence}, {@code extract_sentiment},
 * {@code extract_key_findings}, {@code extract_uncertainties}, {@code assess_evidence_quality}), ported exactly.
 *
 * <pre>{@code
 * Derivations.extractKeyFindings("Key factors: (1) oil is up; (2) inflation sticks. However ...");
 * // ["oil is up", "inflation sticks"]
 * DerivedFields d = Derivations.rederive(artifact);   // recomputed from p_yes and the rationale, never read back
 * }</pre>
 */
public final class Derivations {

    private static final String WS = Python.WHITESPACE_CLASS;
    private static final Pattern BULLET = Pattern.compile("^[-•*]" + WS + "+");
    private static final Pattern NUMBERED = Pattern.compile("^\\d+[.)]" + WS + "+", Pattern.UNICODE_CHARACTER_CLASS);
    /** {@code INLINE_ENUMERATION = re.compile(r"\(\d+\)\s*")}. */
    private static final Pattern INLINE_ENUMERATION =
            Pattern.compile("\\(\\d+\\)" + WS + "*", Pattern.UNICODE_CHARACTER_CLASS);
    /**
     * {@code SENTENCE_END = re.compile(r"(?<![A-Z]\.)(?<=[.!?])\s+(?=[A-Z])")}: a stop ends a sentence only where the
     * letter before it is not a capital (so "U.S. inflation" stays one sentence) and the next word starts with one.
     */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<![A-Z]\\.)(?<=[.!?])" + WS + "+(?=[A-Z])");

    private static final Pattern SENTENCE_STOPS = Pattern.compile("[.!?]+");
    private static final Set<String> UNCERTAINTY_WORDS =
            Set.of("uncertain", "unclear", "unknown", "risk", "caveat", "however", "but", "although");

    private Derivations() {}

    /**
     * {@code extract_confidence(action)}: a volunteered {@code confidence}, clamped to [0, 1], else distance from even
     * odds {@code round(abs(p - 0.5) * 2, 3)}. Null when the action has no usable {@code p_yes} (an agent that never
     * returned one; the book would raise here).
     */
    public static @Nullable Double extractConfidence(Map<String, ?> action) {
        if (action.containsKey("confidence")) {
            Double volunteered = pythonFloat(action.get("confidence"));
            if (volunteered != null) {
                return Python.max(0.0, Python.min(1.0, volunteered));
            }
        }
        Object p = action.containsKey("p_yes") ? action.get("p_yes") : 0.5;
        Double pYes = pythonFloat(p);
        return pYes == null ? null : Python.round(Math.abs(pYes - 0.5) * 2, 3);
    }

    /** {@code extract_sentiment(p_yes)}: strict thresholds at 0.8, 0.6, 0.4 and 0.2. */
    public static Sentiment extractSentiment(double pYes) {
        if (pYes > 0.8) {
            return Sentiment.STRONGLY_BULLISH;
        }
        if (pYes > 0.6) {
            return Sentiment.BULLISH;
        }
        if (pYes > 0.4) {
            return Sentiment.NEUTRAL;
        }
        if (pYes > 0.2) {
            return Sentiment.BEARISH;
        }
        return Sentiment.STRONGLY_BEARISH;
    }

    /**
     * {@code extract_key_findings(rationale)}: line-leading bullets or numbers win; otherwise the inline
     * {@code (1) ... (2) ...} form, which needs at least two markers, with the last item cut at its own sentence end.
     * At most ten.
     */
    public static List<String> extractKeyFindings(String rationale) {
        if (rationale == null) {
            return List.of();
        }
        List<String> findings = new ArrayList<>();
        for (String raw : rationale.split("\n", -1)) {
            String line = PyStrings.strip(raw);
            if (BULLET.matcher(line).find()) {
                findings.add(PyStrings.strip(BULLET.matcher(line).replaceFirst("")));
            } else if (NUMBERED.matcher(line).find()) {
                findings.add(PyStrings.strip(NUMBERED.matcher(line).replaceFirst("")));
            }
        }
        if (!findings.isEmpty()) {
            return List.copyOf(findings.subList(0, Math.min(10, findings.size())));
        }
        List<String> pieces = Python.split(INLINE_ENUMERATION, rationale);
        List<String> items = new ArrayList<>();
        for (String piece : pieces.subList(1, pieces.size())) {
            items.add(PyStrings.strip(piece));
        }
        if (items.size() < 2) {
            return List.of();
        }
        int last = items.size() - 1;
        items.set(last, Python.split(SENTENCE_END, items.get(last)).get(0));
        List<String> out = new ArrayList<>();
        for (String item : items) {
            out.add(PyStrings.strip(Python.rstrip(item, ";.")));
        }
        return List.copyOf(out.subList(0, Math.min(10, out.size())));
    }

    /** {@code extract_uncertainties(rationale)}: sentences holding an uncertainty word (as a substring), at most five. */
    public static List<String> extractUncertainties(String rationale) {
        if (rationale == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String sentence : Python.split(SENTENCE_STOPS, rationale)) {
            String stripped = PyStrings.strip(sentence);
            String lower = sentence.toLowerCase(Locale.ROOT);
            if (!stripped.isEmpty() && UNCERTAINTY_WORDS.stream().anyMatch(lower::contains)) {
                out.add(stripped);
            }
        }
        return List.copyOf(out.subList(0, Math.min(5, out.size())));
    }

    /** {@code assess_evidence_quality(sources, queries)}: a volume class from two counts; it reads nothing. */
    public static EvidenceQuality assessEvidenceQuality(int sourcesConsulted, int queriesMade) {
        if (sourcesConsulted >= 10 && queriesMade >= 3) {
            return EvidenceQuality.HIGH;
        }
        if (sourcesConsulted >= 5 || queriesMade >= 2) {
            return EvidenceQuality.MEDIUM;
        }
        return EvidenceQuality.LOW;
    }

    /**
     * The notebook's {@code rederive_fields}: every derived field recomputed from the probability and rationale the
     * model returned. Confidence comes from {@code {"p_yes": p}} alone, as the notebook does, so a confidence the model
     * volunteered at the time shows up as a difference.
     */
    public static DerivedFields rederive(ForecastArtifact artifact) {
        Double p = artifact.pYes();
        Map<String, Object> action = new HashMap<>();
        action.put("p_yes", p);
        return new DerivedFields(
                p == null ? null : extractConfidence(action),
                p == null || p.isNaN() ? null : extractSentiment(p),
                assessEvidenceQuality(artifact.sourcesConsulted(), artifact.searchQueriesMade()),
                extractKeyFindings(artifact.rationale()),
                extractUncertainties(artifact.rationale()));
    }

    /**
     * Python's {@code float(x)} for a JSON value: numbers and booleans convert, strings parse as Python parses them,
     * anything else (null, objects, arrays) is a {@code TypeError}, here null.
     */
    static @Nullable Double pythonFloat(@Nullable Object x) {
        if (x instanceof Boolean b) {
            return b ? 1.0 : 0.0;
        }
        if (x instanceof Number n) {
            return n.doubleValue();
        }
        if (x instanceof String s) {
            return parsePythonFloat(s);
        }
        return null;
    }

    private static final Pattern PY_FLOAT = Pattern.compile(
            "[+-]?((\\d(_?\\d)*)?\\.?\\d(_?\\d)*([eE][+-]?\\d(_?\\d)*)?|\\d(_?\\d)*\\.([eE][+-]?\\d(_?\\d)*)?)");

    private static @Nullable Double parsePythonFloat(String s) {
        String t = PyStrings.strip(s);
        String lower = t.toLowerCase(Locale.ROOT);
        String unsigned = lower.startsWith("+") || lower.startsWith("-") ? lower.substring(1) : lower;
        double sign = lower.startsWith("-") ? -1 : 1;
        if (unsigned.equals("nan")) {
            return Double.NaN;
        }
        if (unsigned.equals("inf") || unsigned.equals("infinity")) {
            return sign * Double.POSITIVE_INFINITY;
        }
        if (!PY_FLOAT.matcher(t).matches()) {
            return null;
        }
        return Double.parseDouble(t.replace("_", ""));
    }

    /**
     * The fields computed from what a model returned rather than returned by it. All are heuristics: confidence is
     * distance from even odds, evidence quality counts documents, key findings are whatever the model formatted as a list.
     * {@code confidence} and {@code sentiment} are null only for an agent with no {@code p_yes} at all.
     */
    public record DerivedFields(
            @Nullable Double confidence,
            @Nullable Sentiment sentiment,
            EvidenceQuality evidenceQuality,
            List<String> keyFindings,
            List<String> uncertainties) {

        public DerivedFields {
            keyFindings = List.copyOf(keyFindings);
            uncertainties = List.copyOf(uncertainties);
        }
    }

    /** The five-level sentiment heuristic the notebook maps {@code p_yes} onto. */
    public enum Sentiment {
        STRONGLY_BULLISH,
        BULLISH,
        NEUTRAL,
        BEARISH,
        STRONGLY_BEARISH;

        /** The value as the book writes it, e.g. {@code strongly_bullish}. */
        @JsonValue
        public String value() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The evidence volume class: counts of queries and documents, not a judgement of the documents. */
    public enum EvidenceQuality {
        HIGH,
        MEDIUM,
        LOW;

        @JsonValue
        public String value() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
