package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void inspectPrintsWhatTheReplayPageShowsForTheBooksCapture() throws Exception {
        Path file = Files.writeString(dir.resolve(ForecastFixtures.BOOK_CAPTURE), ForecastFixtures.bookCaptureJson());

        int exit = run("trace", "inspect", file.toString());

        assertThat(exit).isZero();
        JsonNode doc = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        JsonNode agent0 = doc.get("agents").get(0);
        assertThat(agent0.get("agent_id").asText()).isEqualTo("agent_0");
        assertThat(agent0.get("forecast_produced").asBoolean()).isTrue();
        assertThat(agent0.get("p_yes").asDouble()).isEqualTo(0.65);
        assertThat(agent0.get("searches").asInt()).isEqualTo(4);
        assertThat(agent0.get("sources").asInt()).isEqualTo(20);
        assertThat(agent0.get("total_tokens").asInt()).isEqualTo(23_335);
        assertThat(agent0.get("derived").get("confidence").asDouble()).isEqualTo(0.3);
        assertThat(agent0.get("derived").get("sentiment").asText()).isEqualTo("bullish");
        assertThat(agent0.get("derived").get("evidence_quality").asText()).isEqualTo("high");
        assertThat(agent0.get("derived").get("key_findings")).hasSize(4);
        assertThat(agent0.get("derived").get("uncertainties")).hasSize(1);
        assertThat(agent0.get("recorded").get("key_findings")).isEmpty();
        assertThat(agent0.get("recorded").get("sentiment").asText()).isEqualTo("bullish");
        assertThat(doc.get("checks").get("search_results").asInt()).isEqualTo(40);
        assertThat(doc.get("checks").get("dated_results").asInt()).isZero();
        assertThat(doc.get("checks").get("market_price_in_prompts").asBoolean()).isFalse();
        assertThat(doc.get("checks").get("agents_forecast").asInt()).isEqualTo(2);
        assertThat(doc.get("gates")).hasSize(6);
        assertThat(doc.get("gates").get(0).get("gate_name").asText()).isEqualTo("coverage");
        assertThat(doc.get("gates").get(0).get("passed").asBoolean()).isFalse();
        assertThat(doc.get("gates").get(0).get("reason").asText()).isEqualTo("no base_rate evidence");
        assertThat(doc.get("aggregation").get("methods").get("mean").asDouble())
                .isCloseTo(0.45, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(doc.get("aggregation").get("n_forecasts").asInt()).isEqualTo(2);
        assertThat(doc.get("llm_calls")).hasSize(10);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void inspectPrintsTheBooksPanelAsAnEvaluationPanelWithTheRecoveredOutcomes() throws Exception {
        Path file = ForecastFixtures.BOOK_FOLDER.resolve(ForecastFixtures.BOOK_LEGACY_PANEL);

        int exit = run("trace", "inspect", file.toString());

        assertThat(exit).isZero();
        JsonNode doc = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(doc.get("kind").asText()).isEqualTo("evaluation_panel");
        assertThat(doc.get("run_id").asText()).isEqualTo("d5030378899c");
        assertThat(doc.get("outcomes_from").asText()).isEqualTo(ForecastFixtures.BOOK_RECOVERY);
        assertThat(doc.get("questions")).hasSize(10);
        JsonNode q6 = doc.get("questions").get(6);
        assertThat(q6.get("agent_probs").toString()).isEqualTo("[0.99,0.98,0.98]");
        assertThat(q6.get("final_p").asDouble()).isEqualTo(0.99);
        assertThat(q6.get("outcome").asInt()).isEqualTo(1);
        assertThat(q6.get("known_before_cutoff").asBoolean()).isTrue();
        assertThat(q6.has("market_price")).isTrue();
        assertThat(q6.has("cutoff_date")).isTrue();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aPanelWithoutItsRecoveryFileHasNoOutcomes() throws Exception {
        Path file = Files.writeString(
                dir.resolve(ForecastFixtures.BOOK_LEGACY_PANEL),
                ForecastFixtures.bookFile(ForecastFixtures.BOOK_LEGACY_PANEL));

        assertThat(run("trace", "inspect", file.toString())).isZero();
        JsonNode doc = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(doc.get("kind").asText()).isEqualTo("evaluation_panel");
        assertThat(doc.get("resolved").asInt()).isZero();
        assertThat(doc.get("questions").get(0).has("outcome")).isFalse();
        assertThat(doc.has("scores")).isFalse();
    }

    @Test
    void listShowsTheBooksFolderAsARunAPanelAndItsOutcomes() {
        int exit = run(
                "trace",
                "list",
                "--traces-dir",
                dir.toString(),
                "--read-only",
                ForecastFixtures.BOOK_FOLDER.toString());

        assertThat(exit).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8).lines().toList())
                .satisfiesExactly(
                        l -> assertThat(l).startsWith("VALID    " + ForecastFixtures.BOOK_CAPTURE),
                        l -> assertThat(l)
                                .isEqualTo(
                                        "PANEL    " + ForecastFixtures.BOOK_LEGACY_PANEL
                                                + "  09_evaluation_and_governance, 10 questions, 3 agents, 10 of 10 resolved (read-only)"),
                        l -> assertThat(l)
                                .isEqualTo("OUTCOMES " + ForecastFixtures.BOOK_RECOVERY + "  10 recovered outcomes of "
                                        + ForecastFixtures.BOOK_LEGACY_PANEL + " (read-only)"));
    }

    @Test
    void anInvalidFileExitsNonZeroWithOneClearLine() throws Exception {
        Path file = Files.writeString(dir.resolve("broken.json"), "{\"notebook\": \"x\", \"agents\": [");

        int exit = run("trace", "inspect", file.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(
                        "trace inspect: " + file + ": invalid run trace: truncated JSON: the input ends inside agents"
                                + " (line 1, column 30)" + System.lineSeparator());
    }

    @Test
    void aMissingFileExitsNonZero() {
        int exit = run("trace", "inspect", dir.resolve("nope.json").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("nope.json: no such file")
                .hasLineCount(1);
    }

    @Test
    void anUnknownOptionIsOneLineAndNonZero() {
        int exit = run("trace", "inspect", "--verbose", "x.json");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("trace: unknown option '--verbose' (try --help)" + System.lineSeparator());
    }

    @Test
    void helpDescribesInspect() {
        int exit = run("trace", "--help");

        assertThat(exit).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("trace inspect <file>");
    }

    @Test
    void listReportsInvalidFilesAndExitsNonZero() throws Exception {
        Files.writeString(dir.resolve(ForecastFixtures.BOOK_CAPTURE), ForecastFixtures.bookCaptureJson());
        Files.writeString(dir.resolve("zz.json"), "nope");

        int exit = run("trace", "list", "--traces-dir", dir.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8).lines().toList())
                .satisfiesExactly(
                        l -> assertThat(l)
                                .startsWith(
                                        "VALID    " + ForecastFixtures.BOOK_CAPTURE + "  04_research_agent, 2 agents"),
                        l -> assertThat(l).startsWith("INVALID  zz.json  not JSON:"));
    }

    private int run(String... args) {
        return WorkbenchCli.standard()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
