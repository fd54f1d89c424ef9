package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.python.PyFloats;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The probabilities a trace records must be probabilities: finite numbers from 0 to 1. Python's {@code json} writes
 * NaN and Infinity bare, and a number like {@code 1e400} reads as Infinity, so the reader accepts those tokens and this
 * check refuses them where a probability belongs, naming the field path ({@code agents[0].p_yes}). A NaN that reached
 * the replay or the calibration would make every average it enters NaN.
 */
final class Probabilities {

    /** Names the book and this workbench give probabilities inside untyped fields ({@code params}, extras). */
    private static final Set<String> NAMES = Set.of(
            "p_yes",
            "p",
            "final_p",
            "final_probability",
            "probability",
            "market_price",
            "current_market_price",
            "confidence",
            "final_confidence",
            "agent_probs");

    private static final Set<String> AGGREGATION_METHODS = Set.of(
            Aggregation.MEAN,
            Aggregation.MEDIAN,
            Aggregation.TRIMMED_MEAN,
            Aggregation.GEOMETRIC_MEAN_OF_ODDS,
            Aggregation.EXTREMIZED_LOG_ODDS);

    private Probabilities() {}

    static void check(RunTrace run) throws InvalidTraceException {
        ForecastQuestion q = run.question();
        check(q.currentMarketPrice(), "question.current_market_price");
        Double outcome = q.resolvedOutcome();
        if (outcome != null && outcome != 0.0 && outcome != 1.0) {
            throw new InvalidTraceException("bad value at question.resolved_outcome: " + shown(outcome)
                    + " is not an outcome (1.0 for YES, 0.0 for NO, or null while open)");
        }
        check(run.finalProbability(), "final_probability");
        check(run.finalConfidence(), "final_confidence");
        for (int i = 0; i < run.agents().size(); i++) {
            ForecastArtifact a = run.agents().get(i);
            check(a.pYes(), "agents[" + i + "].p_yes");
            check(a.confidence(), "agents[" + i + "].confidence");
            untyped(a.extras(), "agents[" + i + "]", false);
        }
        untyped(run.params(), "params", false);
        // a recorded aggregation is written {method: p}, plus n_forecasts
        if (run.aggregation() instanceof Map<?, ?> aggregation) {
            for (Map.Entry<?, ?> e : aggregation.entrySet()) {
                if (AGGREGATION_METHODS.contains(String.valueOf(e.getKey()))) {
                    checkValue(e.getValue(), "aggregation." + e.getKey());
                }
            }
        }
        untyped(run.debate(), "debate", false);
        untyped(run.supervisor(), "supervisor", false);
        untyped(run.extras(), "", false);
        untyped(q.extras(), "question", false);
    }

    private static void untyped(@Nullable Object value, String path, boolean probability) throws InvalidTraceException {
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                String key = String.valueOf(e.getKey());
                untyped(e.getValue(), path.isEmpty() ? key : path + "." + key, NAMES.contains(key));
            }
        } else if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                untyped(list.get(i), path + "[" + i + "]", probability);
            }
        } else if (probability) {
            checkValue(value, path);
        }
    }

    private static void checkValue(@Nullable Object value, String path) throws InvalidTraceException {
        if (value instanceof Number n) {
            check(n.doubleValue(), path);
        }
    }

    /** Refuses a value that is not a finite number from 0 to 1 (null passes), naming {@code path}. */
    static void checkProbability(@Nullable Double p, String path) throws InvalidTraceException {
        check(p, path);
    }

    private static void check(@Nullable Double p, String path) throws InvalidTraceException {
        if (p == null) {
            return;
        }
        if (!Double.isFinite(p)) {
            throw new InvalidTraceException("bad value at " + path + ": " + shown(p) + " is not a probability"
                    + " (NaN, Infinity, or a number too large for a double such as 1e400; a probability is a finite"
                    + " number from 0 to 1)");
        }
        if (p < 0 || p > 1) {
            throw new InvalidTraceException(
                    "bad value at " + path + ": " + PyFloats.repr(p) + " is not a probability (outside [0, 1])");
        }
    }

    private static String shown(double x) {
        return Double.isNaN(x) ? "NaN" : Double.isInfinite(x) ? (x > 0 ? "Infinity" : "-Infinity") : PyFloats.repr(x);
    }
}
