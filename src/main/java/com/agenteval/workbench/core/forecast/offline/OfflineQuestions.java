package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.ForecastQuestion;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

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
public final class OfflineQuestions {

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
                "Resolves YES if " + s.entity() + "'s " + s.metric() + " for " + year + ", as the simulated world's "
                        + "truth records it, is above " + money + ". Offline question from world seed " + world.seed()
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
