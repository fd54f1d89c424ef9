package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.core.forecast.offline.WorldFixtures;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line driven with bad inputs, as a student would type them: each ends with a one-line message in words
 * and a non-zero exit, never a stack trace or an exception's class name; and a good command works right after.
 */
class BadInputsCliTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path traces;

    private ByteArrayOutputStream out;
    private ByteArrayOutputStream err;

    private static Command failing(String name, RuntimeException orNull, Error error) {
        return new Command() {
            public String name() {
                return name;
            }

            public String summary() {
                return "fails";
            }

            public int run(List<String> args, PrintStream o, PrintStream e) {
                if (error != null) {
                    throw error;
                }
                throw orNull;
            }
        };
    }

    private WorkbenchCli cli() {
        return new WorkbenchCli(List.of(
                new SimCommand(),
                new TraceCommand(),
                new ForecastCommand(seed -> WorldFixtures.seed14(), CLOCK),
                new JudgeCommand(Map.<String, String>of()::get, LiveHttp.defaults(TestLiveThreads.SHARED), CLOCK),
                failing(
                        "npe",
                        new NullPointerException("Cannot invoke \"java.util.List.size()\" because \"x\" is null"),
                        null),
                failing("oom", null, new OutOfMemoryError("Java heap space"))));
    }

    /** Runs the command; returns stderr after checking it is words only. */
    private String fails(int expectedExit, String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        int exit = cli().run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(String.join(" ", args) + ": " + text).isEqualTo(expectedExit);
        assertThat(text)
                .doesNotContain("\tat ")
                .doesNotContain("Exception")
                .doesNotContain("Error:")
                .doesNotContainPattern("\\b[a-z]+(\\.[a-z0-9]+)+\\.[A-Z]\\w+");
        assertThat(text.strip().lines().count()).as(text).isEqualTo(1);
        // and the next command works
        ByteArrayOutputStream ok = new ByteArrayOutputStream();
        assertThat(cli().run(
                                new String[] {"forecast", "questions"},
                                new PrintStream(ok, true, StandardCharsets.UTF_8),
                                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
                .isZero();
        assertThat(ok.toString(StandardCharsets.UTF_8)).contains("aster-bank-2024");
        return text.strip();
    }

    @Test
    void aTraceFolderThatIsNotThereIsAnError() throws Exception {
        assertThat(fails(1, "trace", "list", "--traces-dir", "/nonexistent"))
                .isEqualTo("trace list: /nonexistent: no such folder");
        assertThat(fails(1, "trace", "list", "--traces-dir", traces.toString(), "--read-only", "/nonexistent/ro"))
                .isEqualTo("trace list: /nonexistent/ro: no such folder");
        Path file = Files.writeString(traces.resolve("a.json"), "{}");
        assertThat(fails(1, "trace", "list", "--traces-dir", file.toString()))
                .isEqualTo("trace list: " + file + ": not a folder");
    }

    @Test
    void nanOrNegativeForecasterKnobsAreRefusedWithTheValueNamed() {
        String[] run = {"forecast", "run", "--question", "aster-bank-2024", "--traces-dir", traces.toString()};
        assertThat(fails(2, concat(run, "--noise", "NaN")))
                .isEqualTo("forecast run: option --noise needs a number " + "≥ 0, got 'NaN'");
        assertThat(fails(2, concat(run, "--noise", "-0.5")))
                .isEqualTo("forecast run: option --noise needs a number " + "≥ 0, got '-0.5'");
        assertThat(fails(2, concat(run, "--overconfidence", "0")))
                .isEqualTo("forecast run: option --overconfidence " + "needs a number > 0, got '0'");
        assertThat(fails(2, concat(run, "--overconfidence", "Infinity")))
                .isEqualTo("forecast run: option " + "--overconfidence needs a number > 0, got 'Infinity'");
        assertThat(fails(2, concat(run, "--hedging", "1.5")))
                .isEqualTo("forecast run: option --hedging needs a " + "number from 0 to 1, got '1.5'");
        assertThat(fails(2, concat(run, "--format-slips", "nan")))
                .isEqualTo("forecast run: option --format-slips " + "needs a number, got 'nan'");
    }

    @Test
    void countsHaveBoundsWithClearMessages() {
        String[] run = {"forecast", "run", "--question", "aster-bank-2024", "--traces-dir", traces.toString()};
        assertThat(fails(2, concat(run, "--agents", "0")))
                .isEqualTo("forecast run: option --agents needs an integer " + "from 1 to 100, got '0'");
        assertThat(fails(2, concat(run, "--agents", "100000000000")))
                .isEqualTo("forecast run: option --agents needs " + "an integer from 1 to 100, got '100000000000'");
        assertThat(fails(2, concat(run, "--max-steps", "-1")))
                .isEqualTo("forecast run: option --max-steps needs an " + "integer from 1 to 50, got '-1'");
        assertThat(fails(2, concat(run, "--max-results", "1000")))
                .isEqualTo("forecast run: option --max-results " + "needs an integer from 1 to 20, got '1000'");
        assertThat(fails(2, "forecast", "score", "--traces-dir", traces.toString(), "--bins", "0"))
                .isEqualTo("forecast score: option --bins needs an integer from 1 to 100, got '0'");
        assertThat(fails(2, "forecast", "score", "--traces-dir", traces.toString(), "--bins", "1000000"))
                .isEqualTo("forecast score: option --bins needs an integer from 1 to 100, got '1000000'");
        // sim keeps argparse's behaviour; its --tasks bound is the spec's, the same on every surface
        assertThat(fails(2, "sim", "--mode", "tasks", "--tasks", "5000000"))
                .contains("--tasks must be between 1 and 10000, got 5000000");
    }

    @Test
    void judgeLiveWithoutAKeySaysSoInWords() {
        assertThat(fails(1, "judge", "--llm-live"))
                .isEqualTo("judge --llm-live: Anthropic is not set up: it needs an "
                        + "API key (set ANTHROPIC_API_KEY in the environment)");
    }

    @Test
    void whateverACommandThrowsEndsAsOneLineInWords() {
        assertThat(fails(1, "npe"))
                .isEqualTo("workbench npe: the command failed unexpectedly; please report it with "
                        + "the command line that caused it");
        assertThat(fails(1, "oom"))
                .isEqualTo(
                        "workbench oom: ran out of memory; try smaller counts, or give Java " + "more memory (-Xmx)");
        assertThat(fails(1, "trace", "inspect", traces.toString())).contains("no such file");
        assertThat(fails(2, "forecast", "run", "--agents"))
                .isEqualTo("forecast: option --agents needs a value " + "(try --help)");
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = new String[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
