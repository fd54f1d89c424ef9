package com.agenteval.workbench.core.forecast.offline;

import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.SearchClient;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.python.PyFormat;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An offline search engine over news-like documents about the simulated world, built from the world's web values.
 *
 * <pre>{@code
 * OfflineSearchCorpus corpus = OfflineSearchCorpus.of(world);
 * corpus.search("Harbor National market cap 2022", 5, LocalDate.parse("2024-01-01"));
 * }</pre>
 *
 * For each entity and year there is an annual report published after the year closes (in the first quarter of the
 * next year) carrying the web value, so some figures are rounded and some are last year's; a preliminary estimate
 * published in December of the year itself for most entity-years; an undated "history" page per entity; and a
 * sector review per year for the base rate. Documents published after a question's cutoff are in the corpus too:
 * like the book's web search client, it asks for twice the results when a cutoff is set and leaves the filtering to
 * the tool executor, whose audit log then shows what it dropped.
 */
final class OfflineSearchCorpus implements SearchClient {

    private static final Pattern WORD = Pattern.compile("[^a-z0-9]+");

    private final WorldFacts world;
    private final List<CorpusDocument> documents;
    private final List<Set<String>> tokens;
    private final Map<String, Integer> documentFrequency = new HashMap<>();

    private OfflineSearchCorpus(WorldFacts world, List<CorpusDocument> documents) {
        this.world = world;
        this.documents = List.copyOf(documents);
        this.tokens = documents.stream()
                .map(d -> tokenize(d.title() + " " + d.text()))
                .toList();
        tokens.forEach(set -> set.forEach(t -> documentFrequency.merge(t, 1, Integer::sum)));
    }

    /** The corpus for a world; the same world always gives the same documents. */
    public static OfflineSearchCorpus of(WorldFacts world) {
        return new OfflineSearchCorpus(world, build(world));
    }

    public List<CorpusDocument> documents() {
        return documents;
    }

    @Override
    public String name() {
        return "offline corpus (simulated world, seed " + world.seed() + ")";
    }

    /**
     * Ranks documents by the summed inverse document frequency of the query words they contain, ties by corpus
     * order, and returns the best {@code maxResults}, or twice that when a cutoff is set; it does not filter by date.
     */
    @Override
    public List<SearchResult> search(String query, int maxResults, @Nullable LocalDate cutoff) {
        Set<String> words = tokenize(query);
        double best = words.stream().mapToDouble(this::idf).sum();
        double[] scores = new double[documents.size()];
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < documents.size(); i++) {
            for (String w : words) {
                scores[i] += tokens.get(i).contains(w) ? idf(w) : 0;
            }
            if (scores[i] > 0) {
                hits.add(i);
            }
        }
        int limit = cutoff == null ? maxResults : 2 * maxResults;
        return hits.stream()
                .sorted(Comparator.comparingDouble((Integer i) -> -scores[i]).thenComparingInt(i -> i))
                .limit(limit)
                .map(i -> {
                    CorpusDocument d = documents.get(i);
                    double score = Math.round(scores[i] / best * 1e4) / 1e4;
                    return SearchResult.of(d.title(), d.url(), d.text(), d.published(), score);
                })
                .toList();
    }

    private double idf(String word) {
        return StrictMath.log(1.0 + (double) documents.size() / (1 + documentFrequency.getOrDefault(word, 0)));
    }

    static Set<String> tokenize(String text) {
        Set<String> out = new HashSet<>();
        for (String w : WORD.split(text.toLowerCase(Locale.ROOT))) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    private static List<CorpusDocument> build(WorldFacts world) {
        SplittableRandom rng = new SplittableRandom(world.seed() * 0x9E3779B97F4A7C15L + 24);
        List<CorpusDocument> docs = new ArrayList<>();
        for (WorldFacts.Series s : world.series()) {
            String slug = s.entity().toLowerCase(Locale.ROOT).replace(' ', '-');
            Integer previousYear = null;
            for (int year : s.years()) {
                double value = s.webIn(year);
                LocalDate published = LocalDate.of(year + 1, 1, 10).plusDays(rng.nextInt(70));
                String change = previousYear == null
                        ? ""
                        : String.format(
                                Locale.ROOT,
                                ", %s %s%% from %s in %d",
                                value >= s.webIn(previousYear) ? "up" : "down",
                                PyFormat.fixed(Math.abs(100 * (value / s.webIn(previousYear) - 1)), 1),
                                money(s.webIn(previousYear)),
                                previousYear);
                docs.add(new CorpusDocument(
                        slug + "-" + year + "-annual",
                        "annual",
                        s.entity() + " reports " + s.metric() + " of " + money(value) + " for " + year,
                        "https://offline.example/" + slug + "/" + year + "-annual",
                        s.entity() + " closed " + year + " with a " + s.metric() + " of " + money(value) + change + ".",
                        published.toString()));
                if (rng.nextDouble() < 0.7) {
                    double spread = s.sector().equals("banks") ? 0.04 : 0.01;
                    double estimate = Math.rint(s.truthIn(year) * (1 + spread * gaussian(rng)));
                    LocalDate early = LocalDate.of(year, 12, 1).plusDays(rng.nextInt(20));
                    docs.add(new CorpusDocument(
                            slug + "-" + year + "-preliminary",
                            "preliminary",
                            s.entity() + " on track for about " + money(estimate) + " " + s.metric() + " in " + year,
                            "https://offline.example/" + slug + "/" + year + "-preliminary",
                            "Analysts expect " + s.entity() + " to end " + year + " with a " + s.metric() + " of about "
                                    + money(estimate) + ", according to preliminary estimates.",
                            early.toString()));
                }
                previousYear = year;
            }
            List<String> history = new ArrayList<>();
            for (int year : s.years().subList(0, 3)) {
                history.add(year + ": " + money(s.webIn(year)));
            }
            docs.add(new CorpusDocument(
                    slug + "-history",
                    "history",
                    s.entity() + " " + s.metric() + " history",
                    "https://offline.example/" + slug + "/history",
                    s.entity() + " " + s.metric() + " by year: " + String.join("; ", history) + ".",
                    null));
        }
        docs.addAll(sectorReviews(world, rng));
        return docs;
    }

    /** Per sector and year, how many entities grew and the average change: the base rate a forecaster can lean on. */
    private static List<CorpusDocument> sectorReviews(WorldFacts world, SplittableRandom rng) {
        List<CorpusDocument> docs = new ArrayList<>();
        for (String sector : List.of("banks", "countries")) {
            List<WorldFacts.Series> members = world.series().stream()
                    .filter(s -> s.sector().equals(sector))
                    .toList();
            if (members.isEmpty()) {
                continue;
            }
            String metric = members.get(0).metric();
            List<Integer> years = members.get(0).years();
            for (int i = 1; i < years.size(); i++) {
                int year = years.get(i);
                int prior = years.get(i - 1);
                int grew = 0;
                double sum = 0;
                for (WorldFacts.Series s : members) {
                    double change = s.webIn(year) / s.webIn(prior) - 1;
                    grew += change > 0 ? 1 : 0;
                    sum += change;
                }
                double average = 100 * sum / members.size();
                LocalDate published = LocalDate.of(year + 1, 2, 1).plusDays(rng.nextInt(20));
                docs.add(new CorpusDocument(
                        sector + "-" + year + "-review",
                        "sector",
                        "Sector review " + year + ": how " + sector + "' " + metric + " moved",
                        "https://offline.example/sector/" + sector + "-" + year,
                        String.format(
                                Locale.ROOT,
                                "In %d the %s of %d of %d %s rose; average change %s%% (base rate).",
                                year,
                                metric,
                                grew,
                                members.size(),
                                sector,
                                PyFormat.signed(average, 1)),
                        published.toString()));
            }
        }
        return docs;
    }

    /** $B as a page would write it: whole numbers without decimals (the rounded web values show as such). */
    static String money(double billions) {
        return "$" + PyFormat.fixed(billions, billions == Math.rint(billions) ? 0 : 1) + "B";
    }

    private static double gaussian(SplittableRandom rng) {
        double u1 = 1 - rng.nextDouble();
        double u2 = rng.nextDouble();
        return StrictMath.sqrt(-2 * StrictMath.log(u1)) * StrictMath.cos(2 * StrictMath.PI * u2);
    }
}
