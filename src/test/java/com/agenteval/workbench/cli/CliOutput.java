package com.agenteval.workbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** What a command printed on stdout and stderr, for the CLI tests: each run starts with both empty. */
final class CliOutput {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs {@code command} with {@code args}; its exit code. */
    int run(Command command, String... args) {
        reset();
        return command.run(List.of(args), stdoutStream(), stderrStream());
    }

    void reset() {
        out.reset();
        err.reset();
    }

    PrintStream stdoutStream() {
        return new PrintStream(out, true, StandardCharsets.UTF_8);
    }

    PrintStream stderrStream() {
        return new PrintStream(err, true, StandardCharsets.UTF_8);
    }

    String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
