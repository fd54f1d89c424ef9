package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.offline.WorldFixtures;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * The shared picocli setup (cli/Picocli): generated help from the declared parameters, the old parsers' rules
 * where picocli's defaults differ, and an annotated command run through the same path.
 */
class PicocliTest {

    @TempDir
    Path dir;

    private final CliOutput cli = new CliOutput();

    private int run(com.agenteval.workbench.cli.Command command, String... args) {
        return cli.run(command, args);
    }

    private String stdout() {
        return cli.stdout();
    }

    private String stderr() {
        return cli.stderr();
    }

    private static ForecastCommand forecast() {
        return new ForecastCommand(
                seed -> WorldFixtures.seed14(), Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC));
    }

    @Test
    void theGeneratedHelpListsEveryDeclaredForecasterParameterWithItsDefault() {
        assertThat(run(forecast(), "-h")).isZero();
        String help = stdout();
        assertThat(help)
                .startsWith("usage: java -jar workbench.jar forecast questions")
                .contains("\noptions:\n");
        for (ParamSpec<?> p : List.of(
                Parameters.AGENTS,
                Parameters.FORECASTER_SEED,
                Parameters.MAX_STEPS_PER_AGENT,
                Parameters.MAX_SEARCH_RESULTS,
                Parameters.NOISE,
                Parameters.OVERCONFIDENCE,
                Parameters.HEDGING,
                Parameters.FORMAT_SLIPS,
                Parameters.BINS)) {
            assertThat(help)
                    .as(p.option())
                    .containsPattern(
                            "(?m)^ +" + p.option() + "=\\S+ .*\\(default " + Pattern.quote(format(p)) + "\\)$");
        }
        assertThat(help).contains("--format=F").contains("--live");

        assertThat(run(new JudgeCommand(), "--help")).isZero();
        for (String option : List.of(
                "--world-seed", "--n-stale", "--tasks", "--task-seed", "--new-data", "--config", "--run-seed")) {
            assertThat(stdout()).as(option).containsPattern("(?m)^  " + option + " +default \\S+$");
        }
        assertThat(stdout()).contains("  --config       default plan_exec");
    }

    private static <T> String format(ParamSpec<T> p) {
        return p.format(p.defaultValue());
    }

    @Test
    void theOldParsersRulesHoldWherePicocliDiffersByDefault() throws Exception {
        // "--" was an argument like any other: the hand-written parsers had no end-of-options marker
        assertThat(run(forecast(), "questions", "--")).isEqualTo(2);
        assertThat(stderr())
                .isEqualTo("forecast questions: unexpected argument '--' (try --help)" + System.lineSeparator());
        // "@file" is a file name, never a list of arguments read from a file
        Path atFile = Files.writeString(dir.resolve("args.txt"), "list");
        assertThat(run(new TraceCommand(), "inspect", "@" + atFile)).isEqualTo(1);
        assertThat(stderr()).contains("@" + atFile + ": no such file");
        // an option given twice: the last value counts
        assertThat(run(forecast(), "questions", "--world-seed", "7", "--world-seed", "14"))
                .isZero();
        String twice = stdout();
        assertThat(run(forecast(), "questions")).isZero();
        assertThat(twice).isEqualTo(stdout());
        // a value that looks like an option is the value: the question "--agents"
        assertThat(run(forecast(), "run", "--question", "--agents", "--traces-dir", dir.toString()))
                .isZero();
        RunTrace saved = RunTraceJson.read(
                Path.of(stdout().strip().lines().reduce((a, b) -> b).orElseThrow()), TestReaders.POOL);
        assertThat(saved.question().question()).isEqualTo("--agents");
        assertThat(saved.agents()).hasSize(1);
        // a word with one dash stays a word; an unknown --option is named, with the command's prefix
        assertThat(run(new TraceCommand(), "bogus-x")).isEqualTo(2);
        assertThat(stderr()).startsWith("trace: unknown sub-command 'bogus-x'");
        assertThat(run(new TraceCommand(), "list", "--fast")).isEqualTo(2);
        assertThat(stderr()).isEqualTo("trace: unknown option '--fast' (try --help)" + System.lineSeparator());
    }

    @Test
    void theJudgesTraceOptionsReachSimsOwnParserInOrderWithItsPrefixesAndMessages() throws Exception {
        assertThat(run(new JudgeCommand(), "--tasks", "5", "--world", "7", "--summary", "--run-seed", "-3"))
                .isZero();
        JsonNode doc = new ObjectMapper().readTree(stdout());
        assertThat(doc.get("params").get("world_seed").asInt()).isEqualTo(7);
        assertThat(doc.get("params").get("run_seed").asInt()).isEqualTo(-3);
        assertThat(doc.get("traces").asInt()).isEqualTo(5);
        assertThat(doc.has("verdicts")).isFalse();
        assertThat(run(new JudgeCommand(), "--tasks", "x")).isEqualTo(2);
        assertThat(stderr())
                .isEqualTo("judge: error: argument --tasks: invalid int value: 'x'" + System.lineSeparator());
        assertThat(run(new JudgeCommand(), "--summary", "--judge")).isEqualTo(2);
        assertThat(stderr())
                .isEqualTo("judge: error: argument --judge: expected one argument" + System.lineSeparator());
    }

    /** How the export command (branch inspect) or any annotated command runs through the same setup. */
    @Command(name = "demo", customSynopsis = "demo [--count N]", description = "a demo command")
    static final class Demo implements Callable<Integer> {
        @Option(names = "--count", paramLabel = "N", description = "how many (default 1)")
        int count = 1;

        @Override
        public Integer call() {
            return count == 3 ? Picocli.FAILED : Picocli.OK;
        }
    }

    @Test
    void anAnnotatedCommandGetsTheSameHelpRefusalsAndExitCodes() {
        cli.reset();
        PrintStream o = cli.stdoutStream();
        PrintStream e = cli.stderrStream();
        CommandLine demo = Picocli.commandLine(new Demo());
        assertThat(Picocli.run(demo, List.of("--count", "3"), o, e, Picocli.refusal("demo"), Picocli::call))
                .isEqualTo(Picocli.FAILED);
        assertThat(Picocli.run(
                        Picocli.commandLine(new Demo()),
                        List.of("--count"),
                        o,
                        e,
                        Picocli.refusal("demo"),
                        Picocli::call))
                .isEqualTo(Picocli.USAGE);
        assertThat(stderr()).isEqualTo("demo: option --count needs a value (try --help)" + System.lineSeparator());
        cli.reset();
        assertThat(Picocli.run(
                        Picocli.commandLine(new Demo()),
                        List.of("--bogus"),
                        o,
                        e,
                        Picocli.refusal("demo"),
                        Picocli::call))
                .isEqualTo(Picocli.USAGE);
        assertThat(stderr()).isEqualTo("demo: unknown option '--bogus' (try --help)" + System.lineSeparator());
        assertThat(Picocli.run(
                        Picocli.commandLine(new Demo()), List.of(), o, e, Picocli.refusal("demo"), Picocli::call))
                .isEqualTo(Picocli.OK);
        assertThat(Stream.of(Picocli.help(Picocli.commandLine(new Demo())).split("\n"))
                        .findFirst())
                .contains("usage: demo [--count N]");
    }

    /** Every option of every command that is a declared parameter: its spec, by option name. */
    private static Map<String, ParamSpec<?>> declaredOptions() {
        Map<String, ParamSpec<?>> byOption = new HashMap<>();
        for (ParamSpec<?> p : Parameters.ALL) {
            byOption.putIfAbsent(p.option(), p);
        }
        return byOption;
    }

    private static List<CommandSpec> everyCommand() {
        List<CommandSpec> all =
                new ArrayList<>(List.of(ForecastCommand.spec(), JudgeCommand.spec(), TraceCommand.spec()));
        for (CommandLine top : List.of(ExportCommand.commandLine(), StatsCommand.commandLine())) {
            all.add(top.getCommandSpec());
            top.getSubcommands().values().forEach(sub -> all.add(sub.getCommandSpec()));
        }
        return all;
    }

    @Test
    void everyDeclaredOptionIsTypedAndConvertedThroughItsSpec() {
        Map<String, ParamSpec<?>> declared = declaredOptions();
        int typed = 0;
        for (CommandSpec command : everyCommand()) {
            for (OptionSpec o : command.options()) {
                ParamSpec<?> p = declared.get(o.longestName());
                if (p == null || p instanceof FlagSpec) {
                    continue;
                }
                assertThat(o.type()).as(command.name() + " " + o.longestName()).isEqualTo(p.type());
                assertThat(o.converters())
                        .as(command.name() + " " + o.longestName())
                        .hasSize(1);
                typed++;
            }
        }
        // forecast's 14, export's and stats' sim options, stats' own: far more than a handful
        assertThat(typed).isGreaterThan(40);
    }

    @Test
    void aRefusedValueIsReportedInTheCommandsWordsAndAnUnparsableIntAsArgparseSaysIt() {
        assertThat(run(new ForecastCommand(), "run", "--question", "q", "--agents", "x"))
                .isEqualTo(2);
        assertThat(cli.stderr()).startsWith("forecast run: option --agents ");
        assertThat(run(new JudgeCommand(), "--llm-live", "--llm-traces", "x")).isEqualTo(2);
        assertThat(cli.stderr().strip()).isEqualTo("judge: error: argument --llm-traces: invalid int value: 'x'");
        assertThat(run(new JudgeCommand(), "--judge", "x")).isEqualTo(2);
        assertThat(cli.stderr().strip())
                .isEqualTo("judge: error: argument --judge: unknown judge 'x' (outcome, rules)");
    }
}
