package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.sim.SimParams;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JudgeCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return WorkbenchCli.standard()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = JudgeCommandTest.class.getResourceAsStream("/judges/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"rules", "outcome"})
    void theDefaultTraceSetsScoresArePinned(String judge) throws IOException {
        assertThat(run("judge", "--judge", judge, "--summary", "--pretty")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(golden(judge + "-plan_exec-200.json"));
    }

    @Test
    void printsTheIssuesKeysAndOneVerdictPerTrace() throws IOException {
        assertThat(run(
                        "judge",
                        "--judge",
                        "rule",
                        "--config",
                        "react",
                        "--tasks",
                        "40",
                        "--task-seed",
                        "3",
                        "--run-seed",
                        "2",
                        "--new-data"))
                .isZero();
        JsonNode doc = json();
        assertThat(doc.get("judge").asText()).isEqualTo("rules");
        assertThat(doc.get("traces").asInt()).isEqualTo(40);
        for (Metric m : Metric.values()) {
            assertThat(doc.get("metrics").get(m.name()).has("precision")).isTrue();
            assertThat(doc.get("metrics").get(m.name()).has("recall")).isTrue();
            assertThat(doc.get("metrics").get(m.name()).has("f1")).isTrue();
            assertThat(doc.get("metrics").get(m.name()).has("support")).isTrue();
        }
        assertThat(doc.get("localization").has("root")).isTrue();
        assertThat(doc.get("localization").has("symptom")).isTrue();
        assertThat(doc.get("joint").isNumber()).isTrue();
        assertThat(doc.get("flawed").fieldNames()).toIterable().containsExactlyInAnyOrder("tp", "fp", "fn", "tn");
        assertThat(doc.get("lucky_correct").fieldNames()).toIterable().containsExactlyInAnyOrder("caught", "total");
        assertThat(doc.get("verdicts")).hasSize(40);
        assertThat(doc.get("verdicts").get(0).get("trace").asText()).isEqualTo("N000");
        assertThat(doc.get("params").get("new_data").asBoolean()).isTrue();
        assertThat(doc.get("spec").get("params").get("rules").asText()).contains("args-vs-question");
    }

    @Test
    void theNumbersAreTheCoresForTheSameOptions() throws IOException {
        assertThat(run(
                        "judge",
                        "--judge",
                        "outcome",
                        "--config",
                        "react",
                        "--tasks",
                        "60",
                        "--world-seed",
                        "7",
                        "--summary"))
                .isZero();
        SimParams p = SimParams.defaults("traces")
                .withConfig("react")
                .withTasks(60, BigInteger.ONE, false)
                .withWorld(BigInteger.valueOf(7), 2, 0.7, 0.4, 0.45);
        TraceSet set = TraceSet.of(p);
        Scorecard card =
                Scorecard.of(set.traces(), Judges.run(Judges.outcomeOnly(set.referenceAnswers()), set.traces()));
        JsonNode doc = json();
        MetricScore gf = card.metrics().get(Metric.GF);
        assertThat(doc.get("metrics").get("GF").get("support").asInt())
                .isEqualTo(gf.support())
                .isPositive();
        assertThat(doc.get("metrics").get("GF").get("recall").asDouble()).isEqualTo(gf.recall());
        assertThat(doc.get("metrics").get("PA").get("precision").isNull()).isTrue();
        assertThat(doc.get("joint").asDouble()).isEqualTo(card.joint().share());
        assertThat(doc.get("lucky_correct").get("caught").asInt()).isZero();
        assertThat(doc.has("verdicts")).isFalse();
    }

    @Test
    void helpExplainsTheJudgesAndTheOutput() {
        assertThat(run("judge", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("usage: judge")
                .contains("outcome")
                .contains("lucky_correct");
        out.reset();
        assertThat(run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("judge");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--bogus", "--mode=traces", "--repeats=3", "--judge=llm", "--tasks=0", "--judge"})
    void aBadOptionIsOneLineAndExitTwo(String option) {
        assertThat(run("judge", option)).isEqualTo(2);
        String e = err.toString(StandardCharsets.UTF_8);
        assertThat(e).startsWith("judge: error: ");
        assertThat(e.strip().lines()).hasSize(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
