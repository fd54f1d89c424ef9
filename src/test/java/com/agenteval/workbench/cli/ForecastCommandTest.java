package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.offline.WorldFixtures;
import com.agenteval.workbench.core.log.TestReaders;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForecastCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ForecastCommand command = new ForecastCommand(
            seed -> WorldFixtures.seed14(), Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC));

    @Test
    void questionsListsEveryOfflineQuestionWithItsId() {
        int exit = run("questions", "--world-seed", "14");

        assertThat(exit).isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(27);
        assertThat(lines)
                .anySatisfy(l -> assertThat(l)
                        .startsWith("aster-bank-2024")
                        .contains("NO")
                        .contains("2024-01-01")
                        .endsWith("Will Aster Bank's market cap in 2024 exceed $130B?"));
    }

    @Test
    void runSavesATraceAndPrintsItsPath() throws Exception {
        int exit = run(
                "run",
                "--question",
                "harbor-national-2024",
                "--agents",
                "2",
                "--seed",
                "3",
                "--traces-dir",
                dir.toString());

        assertThat(exit).isZero();
        Path saved = savedPath();
        assertThat(saved.getParent()).isEqualTo(dir.toAbsolutePath());
        RunTrace run = RunTraceJson.read(saved, TestReaders.POOL);
        assertThat(run.agents()).hasSize(2);
        assertThat(run.params()).containsEntry("seed", 3).containsEntry("offline_question_id", "harbor-national-2024");
        assertThat(run.question().resolvedOutcome()).isNotNull();
        assertThat(run.provider()).contains("simulated");
    }

    @Test
    void theDefaultRunForecastsForEveryAgent() throws Exception {
        // the forecasting lesson's first run: README's command with every default (seed 0, 5 turns)
        int exit = run("run", "--question", "harbor-national-2024", "--agents", "2", "--traces-dir", dir.toString());

        assertThat(exit).isZero();
        RunTrace run = RunTraceJson.read(savedPath(), TestReaders.POOL);
        // a one-line summary, then the path
        assertThat(out.toString(StandardCharsets.UTF_8).lines().toList())
                .hasSize(2)
                .first()
                .isEqualTo("2 of 2 agents forecast (p_yes "
                        + Python.fixed(run.agents().get(0).pYes(), 2) + ", "
                        + Python.fixed(run.agents().get(1).pYes(), 2) + "), resolved YES");
        assertThat(run.agents()).hasSize(2).allSatisfy(a -> {
            assertThat(a.forecastProduced()).isTrue();
            assertThat(a.traces()).noneMatch(t -> t.action().equals(AgentTrace.FORCED_DEFAULT));
        });
    }

    @Test
    void moreSearchesThanTurnsEndInForcedDefault() throws Exception {
        // the lesson on failure stays one option away: a forecaster that wants every turn for searching
        int exit = run(
                "run",
                "--question",
                "harbor-national-2024",
                "--agents",
                "3",
                "--max-searches",
                "5",
                "--max-steps",
                "1",
                "--traces-dir",
                dir.toString());

        assertThat(exit).isZero();
        RunTrace run = RunTraceJson.read(savedPath(), TestReaders.POOL);
        assertThat(run.agents()).hasSize(3).allSatisfy(a -> {
            assertThat(a.forecastProduced()).isFalse();
            assertThat(a.traces()).last().extracting(AgentTrace::action).isEqualTo(AgentTrace.FORCED_DEFAULT);
        });
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("0 of 3 agents forecast (p_yes -, -, -)");
        assertThat(run.params())
                .extracting(p -> ((Map<?, ?>) p.get("forecaster")).get("max_searches"))
                .isEqualTo(5);
    }

    @Test
    void theDefaultPanelForecastsForEveryAgent() throws Exception {
        int exit = run("panel", "--agents", "3", "--traces-dir", dir.toString());

        assertThat(exit).isZero();
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> saved = files.toList();
            assertThat(saved).hasSize(26);
            for (Path f : saved) {
                assertThat(RunTraceJson.read(f, TestReaders.POOL).agents())
                        .hasSize(3)
                        .allMatch(a -> a.forecastProduced());
            }
        }
    }

    @Test
    void aQuestionThatIsNoIdIsAskedAsFreeText() throws Exception {
        int exit = run("run", "--question", "Will it rain on Mars?", "--traces-dir", dir.toString());

        assertThat(exit).isZero();
        RunTrace run = RunTraceJson.read(savedPath(), TestReaders.POOL);
        assertThat(run.question().question()).isEqualTo("Will it rain on Mars?");
        assertThat(run.question().resolvedOutcome()).isNull();
    }

    @Test
    void aPanelSavesOneTracePerQuestionAndScoreReadsThemAll() throws Exception {
        int panel = run("panel", "--agents", "1", "--seed", "5", "--traces-dir", dir.toString());
        String paths = out.toString(StandardCharsets.UTF_8);
        out.reset();
        int score = run("score", "--traces-dir", dir.toString());

        assertThat(panel).isZero();
        assertThat(paths.lines()).hasSize(26);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).hasSize(26);
        }
        assertThat(score).isZero();
        String report = out.toString(StandardCharsets.UTF_8);
        assertThat(report)
                .startsWith("26 resolved runs: ")
                .contains("agents: Brier ")
                .contains("calibration (bin, forecasts, mean forecast, observed frequency):")
                .contains("aggregation methods by Brier (best first):")
                .contains("extremized_log_odds");
    }

    @Test
    void theBooksPanelIsScoredInASectionOfItsOwnWithTheMarketsBrierBesideIt() {
        // Brier of final_p, of the market price and of the agents' mean over the ten recovered outcomes, as Python's
        // f"{x:.4f}" prints them (computed from the book's two files)
        int exit = run("score", "--traces-dir", dir.toString(), "--read-only", ForecastFixtures.BOOK_FOLDER.toString());

        assertThat(exit).isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0))
                .startsWith("run traces: no resolved run with a forecast to score among 1 valid traces");
        assertThat(lines)
                .contains("evaluation panel 09_legacy_panel_20260615T191431Z_d5030378899c.json"
                        + " (09_evaluation_and_governance, outcomes from evaluation_panel_recovery.json):"
                        + " 10 of 10 questions resolved, 2 known before the cutoff")
                .anySatisfy(l -> assertThat(l).startsWith("  final_p          Brier 0.0001  log score "))
                .anySatisfy(l -> assertThat(l).startsWith("  mean agent p     Brier 0.0011  log score "))
                .anySatisfy(l -> assertThat(l)
                        .startsWith("  market price     Brier 0.1911  log score ")
                        .endsWith("(10 questions with a price)"))
                .anySatisfy(l -> assertThat(l).contains("look-ahead, not skill"))
                .contains("  reliability of final_p (bin, forecasts, mean forecast, observed frequency):");
    }

    @Test
    void runsChoosesTheSourcesScoredAndTheTextSaysWhichWithoutItTheReportIsUnchanged() throws Exception {
        assertThat(run("panel", "--agents", "1", "--seed", "5", "--traces-dir", dir.toString()))
                .isZero();
        String book = ForecastFixtures.BOOK_FOLDER.toString();
        out.reset();
        assertThat(run("score", "--traces-dir", dir.toString(), "--read-only", book))
                .isZero();
        String both = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("score", "--traces-dir", dir.toString(), "--read-only", book, "--runs", "book,class"))
                .isZero();
        String asked = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("score", "--traces-dir", dir.toString(), "--read-only", book, "--runs", "class"))
                .isZero();
        String classOnly = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("score", "--traces-dir", dir.toString(), "--read-only", book, "--runs", "book"))
                .isZero();
        List<String> bookOnly = out.toString(StandardCharsets.UTF_8).lines().toList();

        assertThat(both).doesNotContain("runs included");
        assertThat(asked)
                .startsWith(both)
                .endsWith(System.lineSeparator() + "runs included: book (3 files), class (26" + " files)"
                        + System.lineSeparator());
        assertThat(classOnly)
                .startsWith("26 resolved runs: ")
                .doesNotContain("evaluation panel ")
                .endsWith("runs included: class (26 files)" + System.lineSeparator());
        assertThat(bookOnly.get(0)).startsWith("run traces: no resolved run with a forecast to score among 1 valid");
        assertThat(bookOnly).contains("runs included: book (3 files)");
    }

    @Test
    void runsRefusesYoursAndUnknownSourcesWithOneLine() {
        assertThat(run("score", "--traces-dir", dir.toString(), "--runs", "yours"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("forecast score: option --runs: 'yours' are the"
                        + " runs of a browser session, kept by the server; the command line scores book and class"
                        + System.lineSeparator());
        err.reset();
        assertThat(run("score", "--traces-dir", dir.toString(), "--runs", "everyone"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("forecast score: runs needs a comma-separated"
                        + " list of book, class and yours, got 'everyone'" + System.lineSeparator());
    }

    @Test
    void scoringAnEmptyStoreFailsWithOneLine() {
        int exit = run("score", "--traces-dir", dir.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("forecast score: no resolved run with a forecast to score among 0 valid traces"
                        + System.lineSeparator());
    }

    @Test
    void badArgumentsGetOneLineAndExitTwo() {
        assertThat(run("run", "--agents", "two", "--question", "x")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("forecast run: option --agents needs an integer from 1 to 100, got 'two'"
                        + System.lineSeparator());
        err.reset();
        assertThat(run("run", "--fast")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("forecast: unknown option '--fast' (try --help)" + System.lineSeparator());
        err.reset();
        assertThat(run("run")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--question <id or text> is required");
    }

    @Test
    void helpSaysTheForecasterIsSimulated() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("SIMULATED forecaster")
                .contains("forecast run --question");
    }

    /** The saved file: the last line {@code forecast run} prints. */
    private Path savedPath() {
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        return Path.of(lines.get(lines.size() - 1).strip());
    }

    private int run(String... args) {
        return command.run(
                List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
