package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelSpec;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
import com.agenteval.workbench.core.world.WorldSpec;
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
}
