package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: the simulated forecaster wrote "Trend: about -4.4% a year" next to figures that rise. The rate it named
 * was its own growth estimate (base rate blended in, the noise knob's error added), not the figures' trend. Now it
 * names both; the figures' rate must agree with the figures the run's searches show.
 */
class SimulatedForecasterTrendTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC);
    private static final Pattern FIGURES_RATE = Pattern.compile("the figures moved about (-?[0-9.]+)% a year");
    private static final Pattern ESTIMATE =
            Pattern.compile("estimate (?:is )?(?:of )?(?:roughly |about )(-?[0-9.]+)% a year");
    private static final Pattern QUESTION = Pattern.compile("Will (.+?)'s (?:market cap|GDP) in");
    /** Every figure a snippet states for a year: annual reports, preliminary estimates and history lists. */
    private static final Pattern FIGURE = Pattern.compile(
            "(?:closed (\\d{4}) with a (?:market cap|GDP) of|end (\\d{4}) with a (?:market cap|GDP) of about|(\\d{4}):)"
                    + " \\$([0-9.]+)B");

    private final WorldFacts world = WorldFixtures.seed14();
    private final OfflineSearchCorpus corpus = OfflineSearchCorpus.of(world);
    private final List<OfflineQuestion> questions = OfflineQuestions.generate(world);

    @Test
    void theFiguresRateAgreesWithTheFiguresTheSearchesShowEvenWhenTheEstimateDoesNot() {
        int checked = 0;
        int estimateAgainstFigures = 0;
        for (int seed = 0; seed < 20; seed++) {
            for (OfflineQuestion q : questions) {
                ForecastArtifact a = WorldFixtures.oneAgent(
                        new SimulatedForecaster(seed, new SimulatedForecaster.Knobs(0.5, 1.0, 0.1, 0, 1, 4)),
                        corpus,
                        8,
                        q.question(),
                        CLOCK);
                String rationale = a.rationale() == null ? "" : a.rationale();
                Matcher stated = FIGURES_RATE.matcher(rationale);
                Matcher entity = QUESTION.matcher(q.question().question());
                if (!stated.find() || !entity.find()) {
                    continue;
                }
                Integer direction = direction(yearlyMeans(a, entity.group(1)));
                if (direction == null) {
                    continue; // the yearly figures go up and down: no clear direction to check
                }
                double rate = Double.parseDouble(stated.group(1));
                assertThat(Math.signum(rate)).as(rationale).isEqualTo((double) direction);
                checked++;
                Matcher estimate = ESTIMATE.matcher(rationale);
                assertThat(estimate.find())
                        .as("the estimate is named as an estimate: " + rationale)
                        .isTrue();
                if (Math.signum(Double.parseDouble(estimate.group(1))) == -direction) {
                    estimateAgainstFigures++;
                }
            }
        }
        assertThat(checked).isGreaterThan(50);
        // the case of the issue still happens (the estimate carries an error), and the text now says which is which
        assertThat(estimateAgainstFigures).isPositive();
    }

    /** The mean of the log figures per year, from the entity's own search results in the run. */
    private static Map<Integer, Double> yearlyMeans(ForecastArtifact a, String entity) {
        Map<Integer, List<Double>> byYear = new TreeMap<>();
        for (AgentTrace t : a.traces()) {
            for (SearchResult r : t.results() == null ? List.<SearchResult>of() : t.results()) {
                if (r.snippet() == null || !r.snippet().contains(entity)) {
                    continue;
                }
                Matcher m = FIGURE.matcher(r.snippet());
                while (m.find()) {
                    String year = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
                    byYear.computeIfAbsent(Integer.parseInt(year), y -> new ArrayList<>())
                            .add(Math.log(Double.parseDouble(m.group(4))));
                }
            }
        }
        Map<Integer, Double> means = new TreeMap<>();
        byYear.forEach((y, vs) -> means.put(
                y, vs.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
        return means;
    }

    /** +1 when the yearly means rise every year, -1 when they fall every year, else null. */
    private static Integer direction(Map<Integer, Double> means) {
        List<Double> vs = new ArrayList<>(means.values());
        if (vs.size() < 2) {
            return null;
        }
        boolean up = true;
        boolean down = true;
        for (int i = 1; i < vs.size(); i++) {
            up &= vs.get(i) > vs.get(i - 1);
            down &= vs.get(i) < vs.get(i - 1);
        }
        return up ? Integer.valueOf(1) : down ? Integer.valueOf(-1) : null;
    }
}
