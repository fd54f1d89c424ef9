package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The reader's bounds: file size, counts, nesting, duplicate keys and probabilities that are not probabilities. */
class TraceLimitsTest {

    @TempDir
    Path dir;

    private static final String SMALL = RunTraceJson.write(ForecastFixtures.smallRun("limits1"));

    private static String reason(String json) {
        try {
            RunTraceJson.parse(json);
        } catch (InvalidTraceException e) {
            return e.reason();
        }
        throw new AssertionError("parsed: " + json.substring(0, Math.min(200, json.length())));
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedByItsSizeAndNotRead() throws Exception {
        Path big = dir.resolve("big.json");
        // not JSON at all: had it been parsed, the reason would say so
        Files.write(big, new byte[(int) (25 * TraceLimits.MB) + 1]);
        assertThatThrownBy(() -> RunTraceJson.read(big, TestReaders.POOL))
                .isInstanceOfSatisfying(
                        InvalidTraceException.class,
                        e -> assertThat(e.reason())
                                .isEqualTo(
                                        "too large: 25.0 MB (26,214,401 bytes) is over the 25 MB limit for trace files;"
                                                + " nothing was read"));
        Path small = dir.resolve("small.json");
        Files.writeString(small, SMALL);
        assertThatThrownBy(() -> RunTraceJson.read(small, TraceLimits.DEFAULT.withMaxFileBytes(1024), TestReaders.POOL))
                .isInstanceOfSatisfying(
                        InvalidTraceException.class,
                        e -> assertThat(e.reason()).startsWith("too large: ").contains("over the 1 KB limit"));
        assertThat(RunTraceJson.read(small, TestReaders.POOL).runId()).isEqualTo("limits1");
    }

    @Test
    void tenThousandResultsReadButMoreThanTheLimitsAreRefusedWithTheLimitNamed() throws Exception {
        assertThat(RunTraceJson.parse(RunTraceJson.write(LargeTraces.tenThousandResults("ok"))).agents().stream()
                        .mapToInt(a -> a.allResults().size())
                        .sum())
                .isEqualTo(10_000);
        // 2 agents x 101 steps x 100 results = 20,200 results
        assertThat(reason(RunTraceJson.write(LargeTraces.run("r", 2, 101, 100))))
                .startsWith("too large to replay: more than 20,000 search results, the limit for one trace file")
                .endsWith("; nothing was replayed");
        assertThat(reason(RunTraceJson.write(LargeTraces.run("s", 1, 5_001, 0))))
                .startsWith("too large to replay: more than 5,000 steps for one agent, the limit for one trace file");
    }

    @Test
    void nestingDeeperThanTheLimitIsRefused() throws Exception {
        String deep = "[".repeat(TraceLimits.MAX_DEPTH + 1) + "]".repeat(TraceLimits.MAX_DEPTH + 1);
        String json = SMALL.replace("\"max_steps\": 5", "\"max_steps\": 5, \"deep\": " + deep);
        assertThat(reason(json)).startsWith("too deeply nested: more than 100 levels of objects and arrays");
        String fine = "[".repeat(20) + "]".repeat(20);
        assertThat(RunTraceJson.parse(SMALL.replace("\"max_steps\": 5", "\"max_steps\": 5, \"ok\": " + fine))
                        .params())
                .containsKey("ok");
    }

    @Test
    void aKeyGivenTwiceMakesTheTraceInvalid() {
        String json = SMALL.replaceFirst("\"p_yes\": 0.7,", "\"p_yes\": 0.7, \"p_yes\": 0.2,");
        assertThat(reason(json)).startsWith("duplicate key: 'p_yes' appears twice inside agents[0]");
        assertThat(reason(SMALL.replaceFirst("\"run_id\": ", "\"run_id\": \"x\", \"run_id\": ")))
                .startsWith("duplicate key: 'run_id' appears twice");
    }

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1.5", "-0.1"})
    void aPYesThatIsNotAProbabilityIsInvalidWithItsPath(String value) {
        String json = SMALL.replaceFirst("\"p_yes\": 0.7,", "\"p_yes\": " + value + ",");
        assertThat(reason(json)).startsWith("bad value at agents[0].p_yes: ").contains("is not a probability");
    }

    @Test
    void otherProbabilitiesAreCheckedToo() throws Exception {
        assertThat(reason(SMALL.replace("\"current_market_price\": 0.6", "\"current_market_price\": NaN")))
                .startsWith("bad value at question.current_market_price: NaN is not a probability");
        assertThat(reason(SMALL.replace("\"resolved_outcome\": 1.0", "\"resolved_outcome\": 0.5")))
                .startsWith("bad value at question.resolved_outcome: 0.5 is not an outcome");
        assertThat(reason(SMALL.replace(
                        "\"max_steps\": 5",
                        "\"max_steps\": 5, \"panel\": [{\"final_p\": 0.2, \"agent_probs\": [0.1, 1e400]}]")))
                .startsWith("bad value at params.panel[0].agent_probs[1]: Infinity is not a probability");
        assertThat(reason(SMALL.replace(
                        "\"aggregation\": null", "\"aggregation\": {\"n_forecasts\": 2, \"mean\": Infinity}")))
                .startsWith("bad value at aggregation.mean: Infinity");
        assertThat(reason(SMALL.replace("\"final_probability\": null", "\"final_probability\": 2.0")))
                .isEqualTo("bad value at final_probability: 2.0 is not a probability (outside [0, 1])");
        // a count of 2 is not a probability field; a NaN score of a search result is not a probability either
        RunTrace ok = RunTraceJson.parse(
                SMALL.replace("\"aggregation\": null", "\"aggregation\": {\"n_forecasts\": 2, \"mean\": 0.5}")
                        .replaceFirst("\"score\": 0.9", "\"score\": NaN"));
        assertThat(ok.agents().get(0).allResults().get(0).score()).isNaN();
    }
}
