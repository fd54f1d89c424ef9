package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.core.world.World.Years;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The fully offline research agent: N agents, each driven by a {@link SimulatedForecaster} with its own seed,
 * searching the {@link OfflineSearchCorpus} of a simulated world.
 *
 * <pre>{@code
 * PanelRun run = OfflineForecasting.run(world, question.question(), OfflineForecasting.Spec.of(2, 7), clock,
 *         StepListener.NONE);
 * Path saved = store.save(run.trace());
 * }</pre>
 */
public final class OfflineForecasting {

    public static final String NOTEBOOK = "offline_research_agent";

    private OfflineForecasting() {}

    /**
     * @param agents           how many research agents
     * @param seed             agent {@code i}'s forecaster has seed {@code mix(seed, i)}; the same seed gives the same forecasts
     * @param maxSteps         the turn budget, as the notebook's {@code MAX_STEPS}
     * @param maxSearchResults documents per search, as the notebook's {@code MAX_SEARCH_RESULTS}
     */
    public record Spec(int agents, long seed, int maxSteps, int maxSearchResults, SimulatedForecaster.Knobs knobs) {

        /** The notebook's budgets (5 steps, 5 results) and the default knobs. */
        public static Spec of(int agents, long seed) {
            return new Spec(agents, seed, 5, 5, SimulatedForecaster.Knobs.defaults());
        }
    }

    /**
     * Runs the panel. The run id mixes the seed, the clock and the question, so a panel over many questions in one
     * second still gets one file name per question.
     */
    public static PanelRun run(
            WorldFacts world, ForecastQuestion question, Spec spec, Clock clock, StepListener listener) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("seed", spec.seed());
        params.put("world_seed", world.seed());
        params.put("forecaster", spec.knobs().asParams());
        Object questionId = question.extras().get("offline_question_id");
        if (questionId != null) {
            params.put("offline_question_id", questionId);
        }
        PanelSpec panel = new PanelSpec(
                NOTEBOOK,
                SimulatedForecaster.MODEL_NAME,
                spec.agents(),
                spec.maxSteps(),
                spec.maxSearchResults(),
                "Offline run: a simulated forecaster (not a language model) searching a "
                        + "corpus built from the simulated world.",
                "offline",
                params);
        return ForecastPanel.run(
                question,
                null,
                panel,
                i -> new SimulatedForecaster(SimulatedForecaster.mix(spec.seed(), i), spec.knobs()),
                OfflineSearchCorpus.of(world),
                clock,
                new SplittableRandom(SimulatedForecaster.mix(
                        spec.seed(), clock.millis(), question.question().hashCode())),
                listener);
    }

    /**
     * A question about the simulated world that resolves from its truth.
     *
     * @param id       stable and short, e.g. {@code harbor-national-2024}
     * @param question the book-format question, with its cutoff and resolved outcome
     */
    public record OfflineQuestion(String id, ForecastQuestion question, String entity, int year, double threshold) {

        public OfflineQuestion {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(question, "question");
            if (!question.hasOutcome()) {
                throw new IllegalArgumentException(id + ": an offline question always resolves");
            }
        }

        public boolean resolvedYes() {
            return Objects.requireNonNull(question.resolvedOutcome(), "an offline question always resolves") == 1.0;
        }
    }

    /**
     * Questions generated from the simulated world: for each entity and each of the last two years, "Will Harbor
     * National's market cap in 2024 exceed $X?", with a cutoff at the start of that year and the outcome from the truth.
     *
     * <pre>{@code
     * List<OfflineQuestion> questions = OfflineQuestions.generate(world);
     * OfflineQuestions.find(questions, "harbor-national-2024");
     * }</pre>
     *
     * The threshold is the entity's own trend: its true values up to two years before the target, fitted log-linearly
     * and carried forward two years, moved by at most 6% and rounded to three significant figures. {@link StrictMath}
     * keeps the thresholds identical on every machine. A forecaster who
     * extrapolates the visible evidence is therefore near 50/50 on some questions and fairly sure on others, and the
     * answer is never in the evidence a cutoff allows.
     */
    public static final class OfflineQuestions {

        private OfflineQuestions() {}

        public static List<OfflineQuestion> generate(WorldFacts world) {
            SplittableRandom rng = new SplittableRandom(world.seed() * 31 + 6);
            List<OfflineQuestion> out = new ArrayList<>();
            for (WorldFacts.Series s : world.series()) {
                List<Integer> years = s.years();
                for (int year : years.subList(years.size() - 2, years.size())) {
                    double trend = trend(s, year);
                    double threshold = threeFigures(trend * (1 + (rng.nextDouble() * 0.12 - 0.06)));
                    out.add(question(world, s, year, threshold));
                }
            }
            return List.copyOf(out);
        }

        public static Optional<OfflineQuestion> find(List<OfflineQuestion> questions, String id) {
            return questions.stream().filter(q -> q.id().equals(id)).findFirst();
        }

        private static OfflineQuestion question(WorldFacts world, WorldFacts.Series s, int year, double threshold) {
            String id = s.entity().toLowerCase(Locale.ROOT).replace(' ', '-') + "-" + year;
            String money = OfflineSearchCorpus.money(threshold);
            String cutoff = year + "-01-01";
            Map<String, Object> extras = new LinkedHashMap<>();
            extras.put("offline_question_id", id);
            extras.put("world_seed", world.seed());
            ForecastQuestion q = new ForecastQuestion(
                    "Will " + s.entity() + "'s " + s.metric() + " in " + year + " exceed " + money + "?",
                    "Resolves YES if " + s.entity() + "'s " + s.metric() + " for " + year
                            + ", as the simulated world's "
                            + "truth records it, is above " + money + ". Offline question from world seed "
                            + world.seed()
                            + "; evidence published on or after " + cutoff + " is out of bounds.",
                    (year + 1) + "-03-31",
                    cutoff,
                    null,
                    s.truthIn(year) > threshold ? 1.0 : 0.0,
                    extras);
            return new OfflineQuestion(id, q, s.entity(), year, threshold);
        }

        /** The log-linear trend of the true values up to two years before {@code year}, carried forward. */
        private static double trend(WorldFacts.Series s, int year) {
            List<double[]> points = new ArrayList<>();
            s.truth().forEach((y, v) -> {
                if (y <= year - 2) {
                    points.add(new double[] {y, StrictMath.log(v)});
                }
            });
            double[] fit = Trends.fit(points);
            return StrictMath.exp(fit[0] + fit[1] * year);
        }

        private static double threeFigures(double x) {
            return new BigDecimal(x)
                    .round(new MathContext(3, RoundingMode.HALF_EVEN))
                    .doubleValue();
        }
    }

    /**
     * The slice of the simulated world the offline forecasting pieces need: for each entity, its true values (which
     * resolve questions) and its web values (what documents report: sometimes exact, sometimes rounded, sometimes last
     * year's), by year. The search corpus reads only the web values; only question resolution reads the truth.
     *
     * <pre>{@code
     * WorldFacts facts = WorldFacts.ofSeed(14);                 // make_world(14) from the simulation core
     * facts.find("Harbor National").orElseThrow().web().get(2022);
     * }</pre>
     *
     * @param seed the world seed the values came from, recorded in every question and trace so a run can be reproduced
     */
    public record WorldFacts(long seed, List<Series> series) {

        public WorldFacts {
            series = List.copyOf(series);
            if (series.isEmpty()) {
                throw new IllegalArgumentException("a world needs at least one series");
            }
        }

        public static WorldFacts of(long seed, List<Series> series) {
            return new WorldFacts(seed, series);
        }

        /** The simulated world of {@code make_world(seed)} with the lecture's other defaults. */
        public static WorldFacts ofSeed(long seed) {
            return from(WorldSpec.of(seed).make());
        }

        /** Every entity of a simulation-core world, in the module's table and entity order. */
        public static WorldFacts from(World world) {
            List<Series> series = new ArrayList<>();
            for (Table table : Table.values()) {
                for (String entity : table.entities()) {
                    Map<Integer, Double> truth = new TreeMap<>();
                    Map<Integer, Double> web = new TreeMap<>();
                    for (int year : Years.ALL) {
                        RecordKey key = new RecordKey(table, entity, year);
                        truth.put(year, world.value(DataVersion.TRUTH, key));
                        web.put(year, world.value(DataVersion.WEB, key));
                    }
                    series.add(new Series(table.wireName(), table.metricName(), entity, truth, web));
                }
            }
            return new WorldFacts(world.seed().longValueExact(), series);
        }

        /**
         * One entity's values in $B.
         *
         * @param table  e.g. {@code bank_market_cap}
         * @param metric e.g. {@code market cap}
         */
        public record Series(
                String table,
                String metric,
                String entity,
                SortedMap<Integer, Double> truth,
                SortedMap<Integer, Double> web) {

            /** The true value of a year the series has. */
            public double truthIn(int year) {
                return Objects.requireNonNull(truth.get(year), () -> entity + " has no truth for " + year);
            }

            /** The web value of a year the series has. */
            public double webIn(int year) {
                return Objects.requireNonNull(web.get(year), () -> entity + " has no web value for " + year);
            }

            public Series(
                    String table, String metric, String entity, Map<Integer, Double> truth, Map<Integer, Double> web) {
                this(table, metric, entity, sorted(truth), sorted(web));
            }

            public Series {
                Objects.requireNonNull(table, "table");
                Objects.requireNonNull(metric, "metric");
                Objects.requireNonNull(entity, "entity");
                if (!truth.keySet().equals(web.keySet()) || truth.size() < 3) {
                    throw new IllegalArgumentException(entity + ": truth and web need the same years, at least three");
                }
            }

            public List<Integer> years() {
                return List.copyOf(truth.keySet());
            }

            /** The noun for the entity's sector: {@code banks} or {@code countries}. */
            public String sector() {
                return table.startsWith("bank") ? "banks" : "countries";
            }

            private static SortedMap<Integer, Double> sorted(Map<Integer, Double> values) {
                return Collections.unmodifiableSortedMap(new TreeMap<>(values));
            }
        }

        public Optional<Series> find(String entity) {
            return series.stream().filter(s -> s.entity().equals(entity)).findFirst();
        }
    }

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
    public static final class SimulatedForecaster implements LlmClient {

        public static final String MODEL_NAME = "simulated-forecaster-v1 (simulated)";

        private static final ObjectMapper JSON = new ObjectMapper();
        private static final Pattern QUESTION =
                Pattern.compile("Will (.+?)'s (market cap|GDP) in (\\d{4}) exceed \\$([0-9.]+)B\\?");
        private static final Pattern ANNUAL =
                Pattern.compile("closed (\\d{4}) with a (?:market cap|GDP) of \\$([0-9.]+)B");
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
            int plannedSearches =
                    knobs.minSearches() + perQuestion.nextInt(knobs.maxSearches() - knobs.minSearches() + 1);
            List<String> toolMessages = messages.stream()
                    .filter(m -> m.role().equals("tool"))
                    .map(Message::content)
                    .toList();
            boolean retry = !toolMessages.isEmpty()
                    && toolMessages.get(toolMessages.size() - 1).startsWith("Error:");
            int searchesDone = (int)
                    toolMessages.stream().filter(t -> !t.startsWith("Error:")).count();

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
                    : "the figures moved about " + PyFormat.fixed(100 * StrictMath.expm1(figuresGrowth), 1)
                            + "% a year";
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
                            + money(predicted) + "\nThe projection is " + side + " the " + money(threshold)
                            + " threshold.";
                default ->
                    entity + "'s " + metric + " stood at about " + money(latest) + " in " + latestYear + "; "
                            + moved + ". At my estimate of roughly " + rate + " a year it would reach "
                            + money(predicted)
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
                points.add(new double[] {
                    Integer.parseInt(m.group(1)), StrictMath.log(Double.parseDouble(m.group(2))), weight
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
}
