package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.Parameters;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkbenchCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private static Command echo() {
        return new Command() {
            public String name() {
                return "echo";
            }

            public String summary() {
                return "prints its arguments";
            }

            public int run(List<String> args, PrintStream o, PrintStream e) {
                if (args.contains("--boom")) {
                    throw new IllegalArgumentException("boom requested");
                }
                o.print(String.join(" ", args));
                return 0;
            }
        };
    }

    private int run(WorkbenchCli cli, String... args) {
        return cli.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void springOptionsStartTheWebAppWhileWordsAndHelpRunTheCommandLine() {
        assertThat(WorkbenchCli.isCommand(new String[0])).isFalse();
        assertThat(WorkbenchCli.isCommand(new String[] {"--server.port=9090"})).isFalse();
        assertThat(WorkbenchCli.isCommand(new String[] {"sim", "--mode", "world"}))
                .isTrue();
        assertThat(WorkbenchCli.isCommand(new String[] {"nonsense"})).isTrue();
        assertThat(WorkbenchCli.isCommand(new String[] {"--help"})).isTrue();
        assertThat(WorkbenchCli.isCommand(new String[] {"-h"})).isTrue();
    }

    @Test
    void everyHelpThatTakesAConfigListsTheConfigNames() {
        // picocli's ${COMPLETION-CANDIDATES} for the declared choice, sim's and judge's help from the same list
        List<String[]> helps = List.of(
                new String[] {"export", "otel", "--help"},
                new String[] {"export", "inspect", "--help"},
                new String[] {"export", "jsonl", "--help"},
                new String[] {"sim", "--help"},
                new String[] {"judge", "--help"});
        for (String[] help : helps) {
            out.reset();
            assertThat(run(WorkbenchCli.standard(), help))
                    .as(String.join(" ", help))
                    .isZero();
            String text = out.toString(StandardCharsets.UTF_8).replaceAll("\\s+", " ");
            assertThat(text)
                    .as(String.join(" ", help))
                    .doesNotContain("COMPLETION-CANDIDATES")
                    .contains(String.join(", ", Parameters.CONFIG.options()));
        }
        out.reset();
        assertThat(run(WorkbenchCli.standard(), "export", "otel", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("one of: direct, react, plan_exec,");
    }

    @Test
    void helpListsEveryCommand() {
        WorkbenchCli cli = new WorkbenchCli(List.of(echo()));
        assertThat(run(cli, "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("echo").contains("prints its arguments");
    }

    @Test
    void theStandardCliListsItsCommandsInHelp() {
        WorkbenchCli cli = WorkbenchCli.standard();
        assertThat(run(cli, "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("commands:");
    }

    @Test
    void dispatchesTheRestOfTheArguments() {
        assertThat(run(new WorkbenchCli(List.of(echo())), "echo", "a", "b")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("a b");
    }

    @Test
    void anUnknownCommandIsAOneLineErrorAndNonZeroExit() {
        assertThat(run(new WorkbenchCli(List.of(echo())), "nope")).isNotZero();
        String e = err.toString(StandardCharsets.UTF_8);
        assertThat(e).contains("unknown command 'nope'").contains("echo");
        assertThat(e.strip().lines()).hasSize(1);
    }

    @Test
    void aCommandFailureIsAOneLineErrorAndNonZeroExit() {
        assertThat(run(new WorkbenchCli(List.of(echo())), "echo", "--boom")).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("workbench echo: boom requested");
    }
}
