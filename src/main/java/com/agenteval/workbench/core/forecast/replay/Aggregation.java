package com.agenteval.workbench.core.forecast.replay;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ways to combine several agents' probabilities into one. Only agents that forecast are passed in: a fallback
 * probability from an agent that ran out of turns is not an opinion.
 *
 * <pre>{@code
 * Aggregation.extremizedLogOdds(List.of(0.65, 0.25), Aggregation.EXTREMIZING_D);
 * }</pre>
 */
public final class Aggregation {

    /** The extremizing factor d = √3 applied to the mean log-odds. */
    public static final double EXTREMIZING_D = Math.sqrt(3);
    /**
     * The share cut from each end for the trimmed mean, rounded down per end as scipy's {@code trim_mean} does, so
     * fewer than ten forecasts are not trimmed at all. (Inferred: the notebook does not show its aggregation module.)
     */
    public static final double TRIM_FRACTION = 0.1;
    /** Probabilities are kept this far from 0 and 1 before taking odds, so one certain agent cannot make them infinite. */
    public static final double ODDS_EPSILON = 1e-6;

    public static final String MEAN = "mean";
    public static final String MEDIAN = "median";
    public static final String TRIMMED_MEAN = "trimmed_mean";
    public static final String GEOMETRIC_MEAN_OF_ODDS = "geometric_mean_of_odds";
    public static final String EXTREMIZED_LOG_ODDS = "extremized_log_odds";

    private Aggregation() {}

    /**
     * Every method, by the name the inspect output and the scoring table use, in a fixed order: {@code mean},
     * {@code median}, {@code trimmed_mean}, {@code geometric_mean_of_odds}, {@code extremized_log_odds}.
     */
    public static Map<String, Double> byMethod(List<Double> ps) {
        Map<String, Double> methods = new LinkedHashMap<>();
        methods.put(MEAN, mean(ps));
        methods.put(MEDIAN, median(ps));
        methods.put(TRIMMED_MEAN, trimmedMean(ps, TRIM_FRACTION));
        methods.put(GEOMETRIC_MEAN_OF_ODDS, geometricMeanOfOdds(ps));
        methods.put(EXTREMIZED_LOG_ODDS, extremizedLogOdds(ps, EXTREMIZING_D));
        return Collections.unmodifiableMap(methods);
    }

    public static double mean(List<Double> ps) {
        requireSome(ps);
        return ps.stream().mapToDouble(Double::doubleValue).sum() / ps.size();
    }

    public static double median(List<Double> ps) {
        double[] sorted = sorted(ps);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The mean after cutting {@code floor(fraction * n)} forecasts from each end. */
    public static double trimmedMean(List<Double> ps, double fraction) {
        double[] sorted = sorted(ps);
        int cut = (int) Math.floor(fraction * sorted.length);
        double sum = 0;
        for (int i = cut; i < sorted.length - cut; i++) {
            sum += sorted[i];
        }
        return sum / (sorted.length - 2 * cut);
    }

    /** The geometric mean of the odds p/(1-p), turned back into a probability. */
    public static double geometricMeanOfOdds(List<Double> ps) {
        return sigmoid(meanLogOdds(ps));
    }

    /** The mean log-odds multiplied by {@code d}, turned back into a probability: pushes the panel away from 0.5. */
    public static double extremizedLogOdds(List<Double> ps, double d) {
        return sigmoid(d * meanLogOdds(ps));
    }

    static double meanLogOdds(List<Double> ps) {
        requireSome(ps);
        return ps.stream().mapToDouble(Aggregation::logOdds).sum() / ps.size();
    }

    static double logOdds(double p) {
        double clipped = Math.min(1 - ODDS_EPSILON, Math.max(ODDS_EPSILON, p));
        return Math.log(clipped / (1 - clipped));
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    private static double[] sorted(List<Double> ps) {
        requireSome(ps);
        double[] values = ps.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(values);
        return values;
    }

    private static void requireSome(List<Double> ps) {
        if (ps.isEmpty()) {
            throw new IllegalArgumentException("no forecasts to aggregate");
        }
        if (ps.stream().anyMatch(p -> p == null || !(p >= 0 && p <= 1))) {
            throw new IllegalArgumentException("probabilities must be in [0, 1]: " + ps);
        }
    }
}
