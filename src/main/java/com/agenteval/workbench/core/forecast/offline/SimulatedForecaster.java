package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.python.PyFormat;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A SIMULATED forecaster: deterministic code standing in for a language model so the research agent runs offline. It
 * is not a model and is labelled "simulated" in its name, in every trace it appears in, and on every page.
 *
 * <pre>{@code
 * LlmClient llm = new SimulatedForecaster(7, SimulatedForecaster.Knobs.defaults());
 * PanelRun run = ForecastPanel.run(question, null, spec, i -> llm, OfflineSearchCorpus.of(world), clock,
 *         new SplittableRandom(7), StepListener.NONE);
 * }</pre>
 *
 * It reads the conversation it is sent, like a model would: the question from the step prompt, the evidence from the
 * search-result messages. It issues one to four searches, then forecasts by trend extrapolation: a log-linear fit of
 * the figures it found for the entity, carried to the target year, compared with the threshold under a normal spread.
 * Knobs add an error to the projection (noise), shrink the assumed spread (overconfidence), and pull the result
 * toward 0.5 (hedging). Its
 * rationale sometimes enumerates findings inline or as bullets and sometimes hedges in prose. With probability
 * {@code formatSlipRate} a reply comes fenced, prefixed with prose, or malformed, so every parser path runs; after an
 * error message it replies cleanly. Everything it does is a function of its seed and the conversation; it uses
 * {@link StrictMath} so a pinned trace reproduces on any machine.
 */
public final class SimulatedForecaster implements LlmClient {

    public static final String MODEL_NAME = "simulated-forecaster-v1 (simulated)";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern QUESTION =
            Pattern.compile("Will (.+?)'s (market cap|GDP) in (\\d{4}) exceed \\$([0-9.]+)B\\?");
    private static final Pattern ANNUAL = Pattern.compile("closed (\\d{4}) with a (?:market cap|GDP) of \\$([0-9.]+)B");
    private static final Pattern PRELIMINARY =
            Pattern.compile("end (\\d{4}) with a (?:market cap|GDP) of about \\$([0-9.]+)B");
    private static final Pattern HISTORY = Pattern.compile("(\\d{4}): \\$([0-9.]+)B");
    private static final Pattern SECTOR =
            Pattern.compile("of \\d+ of \\d+ (banks|countries) rose; average change ([+-][0-9.]+)%");

    /**
     * @param noise          standard deviation of the error in its projection, in units of the spread it assumes
     * @param overconfidence factor on its z-score: above 1 it acts as if the spread were smaller, pushing away
     *                       from 0.5; below 1 toward it
     * @param hedging        share of the distance from 0.5 given up at the end, 0 to 1
     * @param formatSlipRate chance that a reply comes fenced, prefixed or malformed
     * @param minSearches    fewest searches before forecasting, at least 1
     * @param maxSearches    most searches before forecasting
     */
    public record Knobs(
            double noise,
            double overconfidence,
            double hedging,
            double formatSlipRate,
            int minSearches,
            int maxSearches) {

        public Knobs {
            if (noise < 0
                    || overconfidence <= 0
                    || hedging < 0
                    || hedging > 1
                    || formatSlipRate < 0
                    || formatSlipRate > 1
                    || minSearches < 1
                    || maxSearches < minSearches) {
                throw new IllegalArgumentException("invalid forecaster knobs: " + this);
            }
        }

        /**
         * One or two searches, then a forecast: within the notebook's budget of 5 turns even when every action's
         * reply comes malformed once (each slip costs a turn). Up to 4 searches, as the pinned runs of traces/ used,
         * left a quarter of 5-turn runs with a slip short of turns: a first offline run that forecast nothing.
         */
        public static Knobs defaults() {
            return new Knobs(0.5, 1.0, 0.1, 0.15, 1, 2);
        }

        /** These knobs with another most-searches plan, e.g. more searches than the turn budget allows. */
        public Knobs withMaxSearches(int most) {
            return new Knobs(noise, overconfidence, hedging, formatSlipRate, Math.min(minSearches, most), most);
        }

        /** The knobs as recorded in a trace's params. */
        public Map<String, Object> asParams() {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("noise", noise);
            p.put("overconfidence", overconfidence);
            p.put("hedging", hedging);
            p.put("format_slip_rate", formatSlipRate);
            p.put("min_searches", minSearches);
            p.put("max_searches", maxSearches);
            return p;
        }
    }

    private final long seed;
    private final Knobs knobs;

    public SimulatedForecaster(long seed, Knobs knobs) {
        this.seed = seed;
        this.knobs = knobs;
    }

    @Override
    public String modelName() {
        return MODEL_NAME;
    }

    @Override
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        String questionText = questionText(messages);
        int step = 1
                + (int) messages.stream()
                        .filter(m -> m.role().equals("assistant"))
                        .count();
        SplittableRandom perQuestion = new SplittableRandom(mix(seed, questionText.hashCode()));
        SplittableRandom rng = new SplittableRandom(mix(seed, questionText.hashCode(), step));
        int plannedSearches = knobs.minSearches() + perQuestion.nextInt(knobs.maxSearches() - knobs.minSearches() + 1);
        List<String> toolMessages = messages.stream()
                .filter(m -> m.role().equals("tool"))
                .map(Message::content)
                .toList();
        boolean retry = !toolMessages.isEmpty()
                && toolMessages.get(toolMessages.size() - 1).startsWith("Error:");
        int searchesDone =
                (int) toolMessages.stream().filter(t -> !t.startsWith("Error:")).count();

        Matcher q = QUESTION.matcher(questionText);
        Map<String, Object> action = new LinkedHashMap<>();
        if (searchesDone < plannedSearches) {
            action.put("action", "search");
            action.put("query", q.find() ? query(q, searchesDone) : questionText);
        } else {
            Forecast f = q.find() ? forecast(q, toolMessages, rng) : generic(rng);
            action.put("action", "forecast");
            action.put("p_yes", f.p());
            action.put("rationale", f.rationale());
        }
        String reply = format(json(action), retry ? null : rng);
        int input = messages.stream().mapToInt(m -> content(m).length()).sum();
        return Message.assistant(reply, List.of(), TokenUsage.of((input + 3) / 4, (reply.length() + 3) / 4));
    }

    /** The text of a message the panel sent: the research loop's messages all have one. */
    private static String content(Message m) {
        return Objects.requireNonNull(m.content(), "a panel message has text");
    }

    private static String questionText(List<Message> messages) {
        for (Message m : messages) {
            if (m.role().equals("user") && content(m).startsWith("QUESTION:\n")) {
                String rest = content(m).substring("QUESTION:\n".length());
                int end = rest.indexOf("\n\n");
                return end >= 0 ? rest.substring(0, end) : rest;
            }
        }
        return "";
    }

    private static String query(Matcher q, int index) {
        String entity = q.group(1);
        String metric = q.group(2);
        int year = Integer.parseInt(q.group(3));
        String sector = metric.equals("GDP") ? "countries" : "banks";
        return switch (index % 4) {
            case 0 -> entity + " " + metric + " " + (year - 1);
            case 1 -> entity + " " + metric + " history by year";
            case 2 -> "sector review " + sector + " " + metric + " base rate";
            default -> entity + " reports " + metric + " for " + (year - 2);
        };
    }

    private Forecast forecast(Matcher q, List<String> toolMessages, SplittableRandom rng) {
        String entity = q.group(1);
        String metric = q.group(2);
        int target = Integer.parseInt(q.group(3));
        double threshold = Double.parseDouble(q.group(4));
        boolean banks = !metric.equals("GDP");
        List<double[]> points = new ArrayList<>();
        List<Double> baseRates = new ArrayList<>();
        for (String tool : toolMessages) {
            for (String block : tool.split("\n\n")) {
                if (block.contains(entity)) {
                    collect(ANNUAL, block, 1.0, points);
                    collect(PRELIMINARY, block, 0.6, points);
                    if (block.contains("by year:")) {
                        collect(HISTORY, block, 0.8, points);
                    }
                }
                Matcher sector = SECTOR.matcher(block);
                if (sector.find() && sector.group(1).equals(banks ? "banks" : "countries")) {
                    baseRates.add(Double.parseDouble(sector.group(2)) / 100);
                }
            }
        }
        if (points.isEmpty()) {
            double p = round2(clamp(0.5 + 0.05 * gaussian(rng)));
            return new Forecast(
                    p,
                    "I found no figures for " + entity + " before " + target
                            + ", so I stay near even odds. The outcome is unknown without evidence.");
        }
        double prior = banks ? 0.05 : 0.015;
        double baseRate = baseRates.isEmpty()
                ? prior
                : StrictMath.log1p(baseRates.stream()
                        .mapToDouble(Double::doubleValue)
                        .average()
                        .orElse(prior));
        double latestYear = points.stream().mapToDouble(p -> p[0]).max().orElseThrow();
        double[] fit = Trends.fit(points);
        boolean trend = points.stream().mapToDouble(p -> p[0]).distinct().count() >= 2;
        double anchor =
                weightedMean(points.stream().filter(p -> p[0] == latestYear).toList());
        double horizon = target - latestYear;
        double spread = (banks ? 0.115 : 0.026) * StrictMath.sqrt(horizon) + 0.02;
        // the noise is an error in its growth estimate, so the rate, the projection and the probability it states
        // all agree with each other
        double growth = (trend ? 0.7 * fit[1] + 0.3 * baseRate : baseRate)
                + knobs.noise() * spread * gaussian(rng) / Math.max(1, horizon);
        double predicted = anchor + growth * horizon;
        double z = (predicted - StrictMath.log(threshold)) / spread * knobs.overconfidence();
        double p = round2(clamp(0.5 + (normalCdf(z) - 0.5) * (1 - knobs.hedging())));
        return new Forecast(
                p,
                rationale(
                        rng,
                        entity,
                        metric,
                        target,
                        threshold,
                        (int) latestYear,
                        StrictMath.exp(anchor),
                        trend ? fit[1] : null,
                        growth,
                        StrictMath.exp(predicted),
                        points.size()));
    }

    private Forecast generic(SplittableRandom rng) {
        double p = round2(clamp(0.5 + 0.05 * gaussian(rng)));
        return new Forecast(
                p,
                "The question is outside the simulated world's data I can search, so I stay near even "
                        + "odds. However, this is uncertain.");
    }

    /**
     * The rationale names two rates and keeps them apart: the trend of the figures it found (their log-linear fit)
     * and its own growth estimate, which blends in the sector's base rate and carries the forecaster's error (the
     * noise knob). Calling the estimate "the trend" once made it write "about -4.4% a year" next to rising figures.
     */
    private static String rationale(
            SplittableRandom rng,
            String entity,
            String metric,
            int target,
            double threshold,
            int latestYear,
            double latest,
            @Nullable Double figuresGrowth,
            double growth,
            double predicted,
            int figures) {
        String side = predicted > threshold ? "above" : "below";
        String rate = PyFormat.fixed(100 * StrictMath.expm1(growth), 1) + "%";
        String moved = figuresGrowth == null
                ? "the figures cover one year only, so they show no trend of their own"
                : "the figures moved about " + PyFormat.fixed(100 * StrictMath.expm1(figuresGrowth), 1) + "% a year";
        return switch (rng.nextInt(3)) {
            case 0 ->
                "Trend extrapolation from " + figures + " figures for " + entity + ". Key factors: (1) the latest "
                        + metric + " I found is about " + money(latest) + " for " + latestYear + "; (2) " + moved
                        + ", and with the sector's base rate I estimate about " + rate + " a year; (3) carried to "
                        + target
                        + " that gives about " + money(predicted) + ", " + side + " the " + money(threshold)
                        + " threshold. However, some figures are rounded or undated, so this is uncertain.";
            case 1 ->
                "Evidence:\n- Latest figure: about " + money(latest) + " for " + latestYear + "\n- Growth: " + moved
                        + "; my estimate is about " + rate + " a year\n- Projection for " + target + ": about "
                        + money(predicted) + "\nThe projection is " + side + " the " + money(threshold) + " threshold.";
            default ->
                entity + "'s " + metric + " stood at about " + money(latest) + " in " + latestYear + "; "
                        + moved + ". At my estimate of roughly " + rate + " a year it would reach " + money(predicted)
                        + " by " + target + ", " + side + " the " + money(threshold)
                        + " line, but the sources disagree in"
                        + " places and the outcome is unclear.";
        };
    }

    /** Fenced, prefixed or malformed now and then, so the agent's parser is exercised; never on a retry. */
    private String format(String json, @Nullable SplittableRandom rng) {
        if (rng == null || rng.nextDouble() >= knobs.formatSlipRate()) {
            return json;
        }
        return switch (rng.nextInt(3)) {
            case 0 -> "```json\n" + json + "\n```";
            case 1 -> "Here is my next action:\n" + json;
            default -> json.substring(0, json.length() / 2);
        };
    }

    private static void collect(Pattern pattern, String block, double weight, List<double[]> points) {
        Matcher m = pattern.matcher(block);
        while (m.find()) {
            points.add(
                    new double[] {Integer.parseInt(m.group(1)), StrictMath.log(Double.parseDouble(m.group(2))), weight
                    });
        }
    }

    private static double weightedMean(List<double[]> points) {
        double sw = 0;
        double s = 0;
        for (double[] p : points) {
            sw += p[2];
            s += p[2] * p[1];
        }
        return s / sw;
    }

    private static String money(double billions) {
        return OfflineSearchCorpus.money(StrictMath.rint(billions * 10) / 10);
    }

    private static double clamp(double p) {
        return Math.max(0.02, Math.min(0.98, p));
    }

    private static double round2(double p) {
        return StrictMath.rint(p * 100) / 100;
    }

    /** The standard normal CDF via erfc (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
    static double normalCdf(double z) {
        double x = -z / StrictMath.sqrt(2);
        double t = 1 / (1 + 0.5 * Math.abs(x));
        double erfc = t
                * StrictMath.exp(
                        -x * x
                                - 1.26551223
                                + t
                                        * (1.00002368
                                                + t
                                                        * (0.37409196
                                                                + t
                                                                        * (0.09678418
                                                                                + t
                                                                                        * (-0.18628806
                                                                                                + t
                                                                                                        * (0.27886807
                                                                                                                + t
                                                                                                                        * (-1.13520398
                                                                                                                                + t
                                                                                                                                        * (1.48851587
                                                                                                                                                + t
                                                                                                                                                        * (-0.82215223
                                                                                                                                                                + t
                                                                                                                                                                        * 0.17087277)))))))));
        return 0.5 * (x >= 0 ? erfc : 2 - erfc);
    }

    private static double gaussian(SplittableRandom rng) {
        double u1 = 1 - rng.nextDouble();
        double u2 = rng.nextDouble();
        return StrictMath.sqrt(-2 * StrictMath.log(u1)) * StrictMath.cos(2 * StrictMath.PI * u2);
    }

    static long mix(long... parts) {
        long h = 0x9E3779B97F4A7C15L;
        for (long part : parts) {
            h ^= part;
            h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
            h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
            h ^= h >>> 31;
        }
        return h;
    }

    private static String json(Map<String, Object> action) {
        try {
            return JSON.writeValueAsString(action);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Forecast(double p, String rationale) {}
}
